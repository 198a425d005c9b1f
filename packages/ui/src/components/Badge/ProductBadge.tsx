import { useKitMessages } from '../../intl/KitIntl';
import type { KitMessageId } from '../../intl/catalog';
import type { IconName } from '../Icon/icons';
import { Badge } from './Badge';
import type { BadgeTone, BadgeVariant } from './Badge.styles';

export type ProductTag = 'new' | 'spicy' | 'vegetarian' | 'hit' | 'discount';

/** The catalog's product tags, in the order cards show them. */
export const productTags: readonly ProductTag[] = ['discount', 'new', 'hit', 'spicy', 'vegetarian'];

const looks: Record<ProductTag, { icon?: IconName; tone: BadgeTone; label: KitMessageId }> = {
  new: { icon: 'new', tone: 'info', label: 'badge.new' },
  spicy: { icon: 'spicy', tone: 'danger', label: 'badge.spicy' },
  vegetarian: { icon: 'vegetarian', tone: 'success', label: 'badge.vegetarian' },
  hit: { icon: 'star', tone: 'warning', label: 'badge.hit' },
  discount: { icon: 'discount', tone: 'accent', label: 'badge.discount' },
};

export interface ProductBadgeProps {
  /** Which tag: sets the icon, the tone and the kit's translated label. */
  tag: ProductTag;
  /** Replaces the kit's label, e.g. "−20%" on a discount. */
  label?: string;
  /** @default 'solid' */
  variant?: BadgeVariant;
  className?: string;
}

/** A `Badge` for one of the catalog's product tags, labelled in the kit's locale. */
export function ProductBadge({ tag, label, variant = 'solid', className }: ProductBadgeProps) {
  const t = useKitMessages();
  const look = looks[tag];
  return (
    <Badge tone={look.tone} variant={variant} icon={look.icon} className={className} data-tag={tag}>
      {label ?? t(look.label)}
    </Badge>
  );
}
