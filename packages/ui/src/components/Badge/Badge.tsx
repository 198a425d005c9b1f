import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Pill, type BadgeTone, type BadgeVariant } from './Badge.styles';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The colour family; each meets text contrast in both brands. @default 'neutral' */
  tone?: BadgeTone;
  /** A pale tint (`soft`) or a full fill (`solid`, for badges over photos). @default 'soft' */
  variant?: BadgeVariant;
  /** A decorative icon before the text. */
  icon?: IconName;
  /** The badge's text. */
  children: ReactNode;
}

/** A small pill that labels something: "New", "Spicy", "−20%". Not interactive. */
export function Badge({ tone = 'neutral', variant = 'soft', icon, children, ...rest }: BadgeProps) {
  return (
    <Pill $tone={tone} $variant={variant} {...rest}>
      {icon && <Icon name={icon} size={14} />}
      {children}
    </Pill>
  );
}
