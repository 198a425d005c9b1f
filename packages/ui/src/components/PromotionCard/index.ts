export { PromotionCard, type PromotionCardProps } from './PromotionCard';
export type { PromotionCardImageRatio } from './PromotionCard.styles';
export { formatPeriod, type DateInput } from './formatPeriod';
