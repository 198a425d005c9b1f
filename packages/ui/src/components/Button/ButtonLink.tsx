// A module of its own, apart from Button's: a link has no loading state, so a page that shows only links
// (the shop's home hero) loads neither Button's click handling nor the Spinner.
import type { AnchorHTMLAttributes, ElementType } from 'react';
import { Icon } from '../Icon/Icon';
import type { ButtonOwnProps } from './Button';
import { StyledLink } from './Button.styles';

export interface ButtonLinkProps extends ButtonOwnProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  /** Render through the app's router link, e.g. react-router's `Link` (its props pass through). */
  as?: ElementType;
  /** The router's destination when `as` is a router link. */
  to?: string;
}

/** A link that looks like a button: navigation, not an action. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  iconEnd,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      {icon && <Icon name={icon} size={size === 'sm' ? 16 : 20} />}
      {children}
      {iconEnd && <Icon name={iconEnd} size={size === 'sm' ? 16 : 20} />}
    </StyledLink>
  );
}
