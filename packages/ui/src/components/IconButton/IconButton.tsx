import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { buttonBase, type ButtonSize, type ButtonVariant } from '../Button/Button.styles';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { IconName } from '../Icon/icons';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The icon to show. */
  icon: IconName;
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** @default 'ghost' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** A count shown on the icon, such as the cart's item count. Hidden at 0. */
  badge?: number;
}

const Square = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonBase}
  padding: 0;
  width: ${({ theme, $size }) => theme.size.control[$size]};
  border-radius: ${({ theme }) => theme.radius.full};
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.accent.onSolid};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/** A round button with an icon and an accessible name (announced, also shown as a tooltip). */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  badge,
  type = 'button',
  ...rest
}: IconButtonProps) {
  // The name comes from the content rather than aria-label, so the visible count is part of it
  // ("Cart 3"), as WCAG's label-in-name rule asks.
  return (
    <Square type={type} $variant={variant} $size={size} title={label} {...rest}>
      <Icon name={icon} size={size === 'sm' ? 18 : 22} />
      <VisuallyHidden>{label}</VisuallyHidden>
      {badge ? <Count>{badge > 99 ? '99+' : badge}</Count> : null}
    </Square>
  );
}
