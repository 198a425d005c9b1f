import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
}

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ color }) => css`
    background: ${color.accent.solid};
    color: ${color.accent.onSolid};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${color.accent.solidHover};
    }
    &:active:not([aria-disabled='true'], :disabled) {
      background: ${color.accent.solidActive};
    }
  `,
  secondary: ({ color }) => css`
    background: ${color.bg.surface};
    color: ${color.fg.default};
    border-color: ${color.border.strong};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${color.bg.subtle};
    }
  `,
  ghost: ({ color }) => css`
    background: transparent;
    color: ${color.fg.default};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${color.bg.subtle};
    }
  `,
  danger: ({ color }) => css`
    background: ${color.danger.solid};
    color: ${color.danger.onSolid};
    &:hover:not([aria-disabled='true'], :disabled) {
      filter: brightness(0.92);
    }
  `,
};

const paddings: Record<ButtonSize, (theme: DefaultTheme) => string> = {
  sm: ({ space }) => `0 ${space.md}`,
  md: ({ space }) => `0 ${space.lg}`,
  lg: ({ space }) => `0 ${space.xl}`,
};

/** Shared by `Button`, `ButtonLink` and `IconButton`. */
export const buttonBase = css<ButtonStyleProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme, $size }) => theme.size.control[$size]};
  padding: ${({ theme, $size }) => paddings[$size](theme)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: ${({ theme }) => theme.font.buttonTransform};
  letter-spacing: ${({ theme }) => (theme.font.buttonTransform === 'uppercase' ? '0.04em' : 'normal')};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition: background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  ${({ theme, $variant }) => variants[$variant](theme)}

  /* Button sets aria-disabled (it stays focusable); a plain disabled one (IconButton) looks the same. */
  &[aria-disabled='true'],
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonBase}
`;

export const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonBase}
`;
