import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { RouteHandle } from '../shared/head';
import { CategoryChips } from '../features/catalog/CategoryChips';
import { categoryLoader, revalidateOnPathChange, type CategoryData } from '../features/catalog/loaders';
import { MenuBrowser } from '../features/catalog/MenuBrowser';
import { firstCardImage } from '../features/catalog/menuFilters';
import { categoryDescription } from '../features/catalog/messages';
import { Page } from '../features/page/Page';

/** `/menu/{id}`: one category's products, with the menu's search, filters and sort. */
export function Component() {
  const { category } = useLoaderData() as CategoryData;
  const categories = useMemo(() => [category], [category]);
  const list = useMemo(() => ({ id: category.slug, name: category.name }), [category]);
  return (
    <Page title={category.name}>
      <CategoryChips />
      <MenuBrowser categories={categories} list={list} sectionHeadings={false} />
    </Page>
  );
}

export const loader = categoryLoader;
export const shouldRevalidate = revalidateOnPathChange;
export const handle: RouteHandle<CategoryData | undefined> = {
  head: ({ intl, data, url }) => {
    if (!data) return {};
    const image = firstCardImage([data.category], url.searchParams);
    return {
      title: data.category.name,
      description: intl.formatMessage(categoryDescription, { category: data.category.name }),
      preloadImages: image ? [image] : [],
    };
  },
};
