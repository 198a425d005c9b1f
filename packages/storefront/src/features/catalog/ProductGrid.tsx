import { media } from '@nori/ui';
import styled from 'styled-components';
import type { CatalogProduct } from './catalogProduct';
import { ProductTile } from './ProductTile';

/** 2 columns on a phone, 3 from 769 px, 4 from 1100 px: `GRID_IMAGE_SIZES` matches. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }

  @media (min-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  /* Cards off screen are neither laid out nor painted until they come near the viewport: a category of
     forty dishes costs the first layouts what one screenful does. The size stands in until a card has been
     drawn once, then the browser remembers its real one (auto). */
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 320px;
  }
`;

export interface ProductGridProps {
  products: readonly CatalogProduct[];
  /** How many first cards load their photo at once (the first screenful). @default 0 */
  priorityCount?: number;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Product cards in the shop's grid. */
export function ProductGrid({ products, priorityCount = 0, headingLevel = 3, className }: ProductGridProps) {
  return (
    <Grid className={className}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
