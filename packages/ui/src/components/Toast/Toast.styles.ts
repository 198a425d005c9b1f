import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/media';
import { IconButton } from '../IconButton/IconButton';

export type ToastTone = 'neutral' | 'success' | 'danger';

const tones: Record<ToastTone, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  neutral: ({ color }) => css`
    background: ${color.bg.inverse};
    color: ${color.fg.inverse};
  `,
  success: ({ color }) => css`
    background: ${color.success.solid};
    color: ${color.success.onSolid};
  `,
  danger: ({ color }) => css`
    background: ${color.danger.solid};
    color: ${color.danger.onSolid};
  `,
};

const enter = keyframes`from { opacity: 0; transform: translateY(16px); }`;

/** The fixed stack at the bottom of the screen; it lets clicks through between its toasts. */
export const Region = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  padding-bottom: max(${({ theme }) => theme.space.lg}, env(safe-area-inset-bottom));
  pointer-events: none;

  ${media.desktop} {
    align-items: flex-end;
  }

  & > * {
    pointer-events: auto;
  }
`;

/**
 * The live region stays in the page, empty and without height, while the toast is closed: a
 * region that appears together with its message is often not announced.
 */
export const Live = styled.div`
  width: 100%;
  max-width: 420px;
`;

export const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  margin-top: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme, $tone }) => tones[$tone](theme)}

  &[data-state='open'] {
    animation: ${enter} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  /* The theme's focus colour is made for light surfaces; on a toast the text colour shows. */
  & :focus-visible {
    outline-color: currentColor;
  }
`;

export const ToneIcon = styled.span`
  display: flex;
  padding-top: ${({ theme }) => theme.space.xxs};
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.xxs};
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A text button in the toast's own colours, so it reads on every tone. */
export const ActionButton = styled.button`
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: ${({ theme }) => theme.font.buttonTransform};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
`;

export const DismissButton = styled(IconButton)`
  flex: none;
  color: inherit;
  width: ${({ theme }) => theme.size.control.sm};
  min-height: ${({ theme }) => theme.size.control.sm};

  &:hover:not([aria-disabled='true']) {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
`;
