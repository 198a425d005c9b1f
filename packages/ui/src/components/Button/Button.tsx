import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Spinner } from '../Spinner/Spinner';
import styled from 'styled-components';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

// The busy state's parts are Button's alone, so they are here rather than in Button.styles.ts, which IconButton
// shares: the shop's header renders one on every page, so that module is in every page's first load.

/** Keeps the label's width while the spinner is shown, so the button does not jump. */
const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  // Transparent rather than hidden: the label stays the button's accessible name while busy.
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** What `Button` and `ButtonLink` share. */
export interface ButtonOwnProps {
  /** Visual emphasis: one `primary` per view. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** An icon after the label. */
  iconEnd?: IconName;
  children?: ReactNode;
}

export interface ButtonProps extends ButtonOwnProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Shows a spinner in place of the label, sets `aria-busy` and ignores clicks until it ends.
   * The button stays focusable so a keyboard user does not lose their place. @default false
   */
  loading?: boolean;
  /** The `<button>` element, to move focus to it (a dialog's safe choice, the next step after an alert). @default none */
  ref?: Ref<HTMLButtonElement>;
}

/** An action. While `loading` it shows a spinner, announces that it is busy and cannot be pressed again. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  iconEnd,
  loading = false,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const inert = loading || disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      // aria-disabled instead of disabled: the button keeps focus and stays in the tab order.
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Label $hidden={loading}>
        {icon && <Icon name={icon} size={size === 'sm' ? 16 : 20} />}
        {children}
        {iconEnd && <Icon name={iconEnd} size={size === 'sm' ? 16 : 20} />}
      </Label>
      {loading && (
        <SpinnerSlot>
          <Spinner size={size === 'sm' ? 16 : 20} label={null} />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
}
