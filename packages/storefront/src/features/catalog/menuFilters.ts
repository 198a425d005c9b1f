/**
 * The menu's search, tag filters, allergens to avoid and price sort, kept in the URL query
 * (`?q=roll&tags=spicy,new&without=gluten,milk&sort=price-asc`) so a filtered menu renders on the server and
 * can be shared. Pure functions: the page filters the menu it already has, so typing in the search never
 * waits for the network. The search is the API's own (`@nori/core/search`), so `/menu?q=` and
 * `/api/products?q=` find the same dishes in the same order. The menu's data carries allergen codes only.
 */
import { ALLERGENS } from '@nori/core/catalog';
import { createSearch, type Search } from '@nori/core/search';
import type { Allergen, ProductTag } from '../../api';
import type { PreloadImage } from '../../shared/head';
import { preloadOf } from '../../shared/imagePreload';
import { cardImage, PRODUCT_TAGS, type CatalogCategory, type CatalogProduct } from './catalogProduct';

export const SORTS = ['price-asc', 'price-desc'] as const;
export type MenuSort = (typeof SORTS)[number];

export interface MenuQuery {
  /** Text search over names and descriptions; '' for none. */
  q: string;
  /** Every one must be on the product. */
  tags: ProductTag[];
  /**
   * Allergens to avoid: a dish that lists any of them is hidden. A dish that lists none stays (the filter
   * knows only what the restaurant declares; the modal says so).
   */
  without: Allergen[];
  /** Catalog order when null. */
  sort: MenuSort | null;
}

export const EMPTY_QUERY: MenuQuery = { q: '', tags: [], without: [], sort: null };

/** Longer searches are cut: nobody types a paragraph into a menu search. */
const MAX_QUERY_LENGTH = 100;

/** The known values of a comma-separated parameter, in the order of `known` (so one choice has one URL). */
function listParam<T extends string>(params: URLSearchParams, name: string, known: readonly T[]): T[] {
  const asked = (params.get(name) ?? '').split(',').map((value) => value.trim());
  return known.filter((value) => asked.includes(value));
}

/** Reads the query; unknown tags, allergens and sorts are ignored, so an old or hand-edited link still opens. */
export function parseMenuQuery(params: URLSearchParams): MenuQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const sort = params.get('sort');
  return {
    q,
    tags: listParam(params, 'tags', PRODUCT_TAGS),
    without: listParam(params, 'without', ALLERGENS),
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as MenuSort) : null,
  };
}

/**
 * The query as URL parameters, keeping any other parameters of `base` (utm_*, referral). Tags and
 * allergens in a fixed order so one filter has one URL.
 */
export function menuSearchParams(query: MenuQuery, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'tags', 'without', 'sort']) params.delete(key);
  const q = query.q.trim();
  if (q) params.set('q', q);
  const tags = PRODUCT_TAGS.filter((tag) => query.tags.includes(tag));
  if (tags.length) params.set('tags', tags.join(','));
  const without = ALLERGENS.filter((allergen) => query.without.includes(allergen));
  if (without.length) params.set('without', without.join(','));
  if (query.sort) params.set('sort', query.sort);
  return params;
}

export const isFiltered = (query: MenuQuery) =>
  Boolean(query.q || query.tags.length || query.without.length || query.sort);

/** How many filters the Filters button counts: each tag, each allergen avoided and the sort (the search has its own field). */
export const activeFilterCount = (query: MenuQuery) => query.tags.length + query.without.length + (query.sort ? 1 : 0);

/**
 * One search per menu, kept while the menu is (the loader's categories): building it takes a few
 * milliseconds, typing a letter should not.
 */
const searches = new WeakMap<readonly CatalogCategory[], Search<CatalogProduct>>();

function searchOf(categories: readonly CatalogCategory[]): Search<CatalogProduct> {
  let search = searches.get(categories);
  if (!search) {
    search = createSearch(
      categories.flatMap((category) => category.products),
      (product) => ({ name: product.name, description: product.description }),
    );
    searches.set(categories, search);
  }
  return search;
}

/** Each product the search finds, with its place in the ranking (0 best); null when there is no search. */
function searchRanks(categories: readonly CatalogCategory[], q: string): Map<CatalogProduct, number> | null {
  if (!q.trim()) return null;
  return new Map(
    searchOf(categories)
      .search(q)
      .map((product, rank) => [product, rank]),
  );
}

/**
 * The products that carry every chosen tag, list none of the allergens to avoid and, under a search, match
 * it (`ranks`), sorted as asked: by price (a stable sort: equal prices keep the order below), else best match
 * first, else the menu's order.
 */
export function filterProducts<P extends CatalogProduct>(
  products: readonly P[],
  query: MenuQuery,
  ranks: ReadonlyMap<CatalogProduct, number> | null = null,
): P[] {
  const matching = products.filter(
    (product) =>
      query.tags.every((tag) => product.tags.includes(tag)) &&
      !query.without.some((allergen) => product.allergens.includes(allergen)) &&
      (!ranks || ranks.has(product)),
  );
  if (ranks) matching.sort((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0));
  if (query.sort === 'price-asc') return matching.sort((a, b) => a.price - b.price);
  if (query.sort === 'price-desc') return matching.sort((a, b) => b.price - a.price);
  return matching;
}

/**
 * Each category with its matching products; categories left empty by a filter are dropped. Under a search
 * without a price sort, the category holding the best match comes first.
 */
export function filterMenu(categories: readonly CatalogCategory[], query: MenuQuery): CatalogCategory[] {
  if (!isFiltered(query)) return [...categories];
  const ranks = searchRanks(categories, query.q);
  const shown = categories
    .map((category) => ({ ...category, products: filterProducts(category.products, query, ranks) }))
    .filter((category) => category.products.length > 0);
  if (!ranks || query.sort) return shown;
  const best = (category: CatalogCategory) => Math.min(...category.products.map((product) => ranks.get(product) ?? 0));
  return shown.sort((a, b) => best(a) - best(b));
}

export const countProducts = (categories: readonly CatalogCategory[]) =>
  categories.reduce((sum, category) => sum + category.products.length, 0);

/**
 * The photo of the first card the menu shows under the URL's query: on a phone and on desktop alike the
 * first row's first photo is the page's largest paint, so the page preloads it (the grid renders it eager
 * with high priority). The same `src`, `srcset` and `sizes` as the card, so the browser reuses the file.
 */
export function firstCardImage(
  categories: readonly CatalogCategory[],
  params: URLSearchParams,
): PreloadImage | undefined {
  const first = filterMenu(categories, parseMenuQuery(params))[0]?.products[0];
  return first ? preloadOf(cardImage(first)) : undefined;
}
