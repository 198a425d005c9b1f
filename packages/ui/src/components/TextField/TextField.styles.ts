import styled, { css } from 'styled-components';

export interface ControlBoxStyleProps {
  $invalid?: boolean;
  $disabled?: boolean;
}

/**
 * The bordered box around a field's control (and its prefix/suffix). The focus ring is drawn on the
 * box with `:focus-within`, so it surrounds the icons too; the input inside draws none.
 */
export const ControlBox = styled.div<ControlBoxStyleProps>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.border.control)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.bg.subtle : theme.color.bg.surface)};
  color: ${({ theme }) => theme.color.fg.default};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }

  ${({ theme, $invalid, $disabled }) =>
    !$invalid &&
    !$disabled &&
    css`
      &:hover:not(:focus-within) {
        border-color: ${theme.color.border.strong};
      }
    `}

  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
    `}
`;

/** The bare text control inside `ControlBox`. */
export const controlText = css`
  flex: 1;
  align-self: stretch;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  /* 16px at least: iOS Safari zooms into smaller fields on focus. */
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &:focus,
  &:focus-visible {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.subtle};
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const Input = styled.input`
  ${controlText}
`;

/** An icon or short text before or after the input. */
export const Adornment = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;
