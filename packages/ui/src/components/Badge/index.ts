export { Badge, type BadgeProps } from './Badge';
export type { BadgeTone, BadgeVariant } from './Badge.styles';
export { ProductBadge, productTags, type ProductBadgeProps, type ProductTag } from './ProductBadge';
