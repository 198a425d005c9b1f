import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Spinner } from '../Spinner/Spinner';
import { Label, SpinnerSlot, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

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
