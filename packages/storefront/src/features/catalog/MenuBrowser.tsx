import { Button } from '@nori/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { analyticsItem, type ItemList } from '../../services/ecommerce';
import { productLine } from '../../stores/cartLines';
import { useStores } from '../../stores/StoresProvider';
import type { CatalogCategory } from './catalogProduct';
import { FiltersOverlay } from './filtersOverlay';
import { countProducts, EMPTY_QUERY, filterMenu, isFiltered } from './menuFilters';
import { MenuToolbar } from './MenuToolbar';
import { catalogMessages as m, resultCount } from './messages';
import { ProductGrid } from './ProductGrid';
import { useMenuQuery } from './useMenuQuery';
import { useViewItemList } from './useViewItemList';

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Section = styled.section`
  scroll-margin-top: 80px;

  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

/**
 * A category's title, styled by its own class: a section-wide `h2` rule also reached the product cards'
 * names, which are h2 on a category page (24 px there, and cut mid-word on a phone).
 */
const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xxl};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export interface MenuBrowserProps {
  categories: readonly CatalogCategory[];
  /** The list for analytics: `menu`, or the category. */
  list: ItemList;
  /** The whole menu titles each category (h2); a category page has its name as the page's h1. @default true */
  sectionHeadings?: boolean;
}

/**
 * The menu's products under the search, filters and sort of the URL query: category sections of
 * product cards, how many match, and a way back when nothing does.
 */
export function MenuBrowser({ categories, list, sectionHeadings = true }: MenuBrowserProps) {
  const intl = useIntl();
  const [query, setQuery] = useMenuQuery();
  const shown = useMemo(() => filterMenu(categories, query), [categories, query]);
  const names = useStores().dictionaries.categories;
  const items = useMemo(
    () => shown.flatMap((category) => category.products.map((product) => analyticsItem(productLine(product), names))),
    [shown, names],
  );
  useViewItemList(list, items);
  const filtered = isFiltered(query);
  const count = countProducts(shown);
  const reset = () => setQuery(EMPTY_QUERY);

  return (
    <>
      <MenuToolbar query={query} onQueryChange={setQuery} />
      <div role="status">
        {filtered && (
          <Status>
            {count > 0 ? intl.formatMessage(resultCount, { count }) : intl.formatMessage(m.nothingFound)}
            <Button variant="ghost" size="sm" icon="close" onClick={reset}>
              {intl.formatMessage(m.reset)}
            </Button>
          </Status>
        )}
      </div>
      {!filtered && count === 0 && <Status>{intl.formatMessage(m.emptyCategory)}</Status>}
      {shown.map((category, index) => {
        const headingId = `category-${category.slug}`;
        return (
          <Section key={category.id} id={category.slug} aria-labelledby={sectionHeadings ? headingId : undefined}>
            {sectionHeadings && (
              <SectionHeading id={headingId}>
                <LocalLink to={paths.menuCategory(category.slug)}>{category.name}</LocalLink>
              </SectionHeading>
            )}
            <ProductGrid
              products={category.products}
              priorityCount={index === 0 ? 2 : 0}
              headingLevel={sectionHeadings ? 3 : 2}
            />
          </Section>
        );
      })}
      <FiltersOverlay query={query} onQueryChange={setQuery} />
    </>
  );
}
