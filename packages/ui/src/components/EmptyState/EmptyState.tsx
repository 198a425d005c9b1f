import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import {
  Actions,
  Description,
  IconBadge,
  Root,
  Title,
  type EmptyStateSize,
  type EmptyStateVariant,
} from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, in a few words ("Your cart is empty"); rendered as a heading. */
  title: ReactNode;
  /** The title's heading level, to fit the page's outline (3 inside a drawer titled `h2`). @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A line saying why, or what to do next. @default none */
  description?: ReactNode;
  /** An icon on a pale accent disc; decoration, hidden from screen readers. @default none */
  icon?: IconName;
  /** The way forward: a kit `Button` or `ButtonLink` (several in a fragment). @default none */
  action?: ReactNode;
  /** `outlined` draws a dashed edge for an empty area of a page; `plain` for inside a drawer, panel or column. @default 'plain' */
  variant?: EmptyStateVariant;
  /** `sm` for narrow places such as a column of the orders board: a smaller icon, title and padding. @default 'md' */
  size?: EmptyStateSize;
}

/**
 * What an empty list says: an icon, a heading, a line and the way forward — an empty cart, no
 * favourites, no orders yet, nothing found, an empty column of the orders board. All its text is the
 * app's. It has no role: where it replaces results while the person types (a search), pass
 * `role="status"` so the change is announced.
 */
export function EmptyState({
  title,
  headingLevel = 2,
  description,
  icon,
  action,
  variant = 'plain',
  size = 'md',
  ...rest
}: EmptyStateProps) {
  return (
    <Root $variant={variant} $size={size} data-variant={variant} {...rest}>
      {icon && (
        <IconBadge $size={size}>
          <Icon name={icon} size={size === 'sm' ? 20 : 28} />
        </IconBadge>
      )}
      <Title as={`h${headingLevel}`} $size={size}>
        {title}
      </Title>
      {description != null && <Description $size={size}>{description}</Description>}
      {action != null && <Actions>{action}</Actions>}
    </Root>
  );
}
