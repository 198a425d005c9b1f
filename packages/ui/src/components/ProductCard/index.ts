export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
export type { ProductAvailability, ProductCardImage, ProductCardImageRatio, ProductWeight } from './ProductCard.types';
