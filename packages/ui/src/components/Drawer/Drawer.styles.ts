import * as Dialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/media';
import { backdropBase, panelBase } from '../Modal/DialogFrame.styles';

export type DrawerSide = 'left' | 'right' | 'bottom';
export type DrawerSize = 'sm' | 'md' | 'lg';

/** Where the panel sits off-screen before it slides in, and where it leaves to. */
const offscreen: Record<DrawerSide, string> = {
  left: 'translateX(-100%)',
  right: 'translateX(100%)',
  bottom: 'translateY(100%)',
};

const slideIn = (side: DrawerSide) => keyframes`from { transform: ${offscreen[side]}; }`;
const slideOut = (side: DrawerSide) => keyframes`to { transform: ${offscreen[side]}; }`;
const slides = {
  left: { in: slideIn('left'), out: slideOut('left') },
  right: { in: slideIn('right'), out: slideOut('right') },
  bottom: { in: slideIn('bottom'), out: slideOut('bottom') },
};

/** A plain element, not `Dialog.Overlay`: see `backdropBase` for why. */
export const Backdrop = styled.div<{ $side: DrawerSide }>`
  ${backdropBase}
  z-index: ${({ theme }) => theme.zIndex.overlay};
  flex-direction: ${({ $side }) => ($side === 'bottom' ? 'column' : 'row')};
  justify-content: ${({ $side }) => ($side === 'left' ? 'flex-start' : 'flex-end')};
  overflow: hidden;
`;

const sides: Record<DrawerSide, ReturnType<typeof css>> = {
  left: css`
    height: 100%;
    border-radius: 0 ${({ theme }) => `${theme.radius.xl} ${theme.radius.xl}`} 0;
  `,
  right: css`
    height: 100%;
    border-radius: ${({ theme }) => `${theme.radius.xl} 0 0 ${theme.radius.xl}`};
  `,
  bottom: css`
    max-height: 90%;
    border-radius: ${({ theme }) => `${theme.radius.xl} ${theme.radius.xl}`} 0 0;
  `,
};

export const Panel = styled(Dialog.Content)<{ $side: DrawerSide; $size: DrawerSize }>`
  ${panelBase}
  width: 100%;
  ${({ $side }) => sides[$side]}

  ${media.desktop} {
    max-width: ${({ theme, $side, $size }) => ($side === 'bottom' ? 'none' : theme.overlay.drawer[$size])};
  }

  /* Full width on phones: a rounded edge against the screen's edge would look cut. */
  ${media.mobile} {
    border-radius: ${({ $side, theme }) => ($side === 'bottom' ? `${theme.radius.xl} ${theme.radius.xl} 0 0` : '0')};
  }

  &[data-state='open'] {
    animation: ${({ $side }) => slides[$side].in} ${({ theme }) => theme.motion.duration.slow}
      ${({ theme }) => theme.motion.easing.standard};
  }

  &[data-state='closed'] {
    animation: ${({ $side }) => slides[$side].out} ${({ theme }) => theme.motion.duration.normal}
      ${({ theme }) => theme.motion.easing.standard};
  }
`;
