export { Price, type PriceProps } from './Price';
export type { PriceSize, PriceTone } from './Price.styles';
export { formatPrice } from './formatPrice';
