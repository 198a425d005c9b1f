export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
export type {
  ProductAvailability,
  ProductCardImage,
  ProductCardImageRatio,
  ProductCardImageSource,
  ProductWeight,
} from './ProductCard.types';
