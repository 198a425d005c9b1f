import { Skeleton } from '../Skeleton/Skeleton';
import { Card, Footer, Media, Raised } from './ProductCard.styles';
import type { ProductCardImageRatio } from './ProductCard.types';

export interface ProductCardSkeletonProps {
  /** Match the cards it stands in for. @default '1:1' */
  imageRatio?: ProductCardImageRatio;
  className?: string;
}

/**
 * A `ProductCard` while the menu loads, built from the card's own frame so the two keep the same
 * size and nothing jumps when the data arrives. Hidden from assistive technology: mark the list
 * that loads with `aria-busy`.
 */
export function ProductCardSkeleton({ imageRatio = '1:1', className }: ProductCardSkeletonProps) {
  return (
    <Card as="div" aria-hidden="true" className={className} $unavailable={false} data-skeleton-card="">
      <Skeleton variant="text" width="70%" />
      <Media $ratio={imageRatio}>
        <Skeleton radius="none" />
      </Media>
      <Skeleton variant="text" lines={2} height="0.875em" />
      <Skeleton variant="text" width="30%" height="0.875em" />
      <Footer>
        <Skeleton variant="text" width={72} height="1.125em" />
        <Raised>
          <Skeleton height={36} />
        </Raised>
      </Footer>
    </Card>
  );
}
