import { CategoryCard, media } from '@nori/ui';
import styled from 'styled-components';
import { kitImage } from '../../shared/images';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import type { CategoryTileData } from './loaders';

/** A strip that scrolls sideways on a phone, one row of eight on desktop. */
const Grid = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 112px;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 -${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  scrollbar-width: none;
  list-style: none;

  ${media.desktop} {
    grid-auto-flow: row;
    grid-template-columns: repeat(8, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    overflow: visible;
  }
`;

/** The categories as tiles with a photo, name and how many dishes each has. */
export function CategoryGrid({ categories }: { categories: readonly CategoryTileData[] }) {
  return (
    <Grid>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard
            name={category.name}
            href={paths.menuCategory(category.slug)}
            linkAs={LocalLink}
            count={category.count}
            image={category.image ? kitImage(category.image, '140px') : undefined}
            icon="menu"
          />
        </li>
      ))}
    </Grid>
  );
}
