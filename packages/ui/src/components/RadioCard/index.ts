export { RadioCard, type RadioCardOption, type RadioCardProps } from './RadioCard';
export type { RadioCardOrientation } from './RadioCard.styles';
