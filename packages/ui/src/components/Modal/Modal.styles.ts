import * as Dialog from '@radix-ui/react-dialog';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/media';
import { backdropBase, panelBase } from './DialogFrame.styles';

export type ModalSize = 'sm' | 'md' | 'lg';
export type ModalVariant = 'dialog' | 'sheet';

const zoomIn = keyframes`from { opacity: 0; transform: scale(0.96); }`;
const zoomOut = keyframes`to { opacity: 0; transform: scale(0.96); }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;
const slideDown = keyframes`to { transform: translateY(100%); }`;

/** Centres the panel; a sheet below 769 px sits on the bottom edge instead. */
const placement = css<{ $variant: ModalVariant }>`
  z-index: ${({ theme }) => theme.zIndex.overlay};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};

  ${({ $variant, theme }) =>
    $variant === 'sheet' &&
    css`
      ${media.mobile} {
        align-items: flex-end;
        padding: ${theme.space.xxl} 0 0;
      }
    `}
`;

/** A plain element, not `Dialog.Overlay`: see `backdropBase` for why. */
export const Backdrop = styled.div<{ $variant: ModalVariant }>`
  ${backdropBase}
  ${placement}
`;

/** A non-modal dialog has no backdrop: the page behind stays usable. */
export const Positioner = styled.div<{ $variant: ModalVariant }>`
  position: fixed;
  inset: 0;
  display: flex;
  pointer-events: none;
  ${placement}

  & > * {
    pointer-events: auto;
  }
`;

export const Panel = styled(Dialog.Content)<{ $size: ModalSize; $variant: ModalVariant }>`
  ${panelBase}
  width: 100%;
  max-width: ${({ theme, $size }) => theme.overlay.modal[$size]};
  max-height: 100%;
  border-radius: ${({ theme }) => theme.radius.lg};

  &[data-state='open'] {
    animation: ${zoomIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.emphasized};
  }

  &[data-state='closed'] {
    animation: ${zoomOut} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }

  ${({ $variant, theme }) =>
    $variant === 'sheet' &&
    css`
      ${media.mobile} {
        max-width: none;
        border-radius: ${theme.radius.xl} ${theme.radius.xl} 0 0;

        &[data-state='open'] {
          animation: ${slideUp} ${theme.motion.duration.slow} ${theme.motion.easing.standard};
        }

        &[data-state='closed'] {
          animation: ${slideDown} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
        }
      }
    `}
`;
