/**
 * The menu's search, tag filters and price sort, kept in the URL query (`?q=roll&tags=spicy,new&sort=price-asc`)
 * so a filtered menu renders on the server and can be shared. Pure functions: the page filters the menu
 * it already has, so typing in the search never waits for the network.
 */
import type { ProductTag } from '../../api';
import { cardImage, PRODUCT_TAGS, type CatalogCategory, type CatalogProduct } from './catalogProduct';

export const SORTS = ['price-asc', 'price-desc'] as const;
export type MenuSort = (typeof SORTS)[number];

export interface MenuQuery {
  /** Text search over names and descriptions; '' for none. */
  q: string;
  /** Every one must be on the product. */
  tags: ProductTag[];
  /** Catalog order when null. */
  sort: MenuSort | null;
}

export const EMPTY_QUERY: MenuQuery = { q: '', tags: [], sort: null };

/** Longer searches are cut: nobody types a paragraph into a menu search. */
const MAX_QUERY_LENGTH = 100;

/** Reads the query; unknown tags and sorts are ignored, so an old or hand-edited link still opens. */
export function parseMenuQuery(params: URLSearchParams): MenuQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const asked = (params.get('tags') ?? '').split(',').map((tag) => tag.trim());
  const tags = PRODUCT_TAGS.filter((tag) => asked.includes(tag));
  const sort = params.get('sort');
  return { q, tags, sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as MenuSort) : null };
}

/**
 * The query as URL parameters, keeping any other parameters of `base` (utm_*, referral). Tags in a fixed
 * order so one filter has one URL.
 */
export function menuSearchParams(query: MenuQuery, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'tags', 'sort']) params.delete(key);
  const q = query.q.trim();
  if (q) params.set('q', q);
  const tags = PRODUCT_TAGS.filter((tag) => query.tags.includes(tag));
  if (tags.length) params.set('tags', tags.join(','));
  if (query.sort) params.set('sort', query.sort);
  return params;
}

export const isFiltered = (query: MenuQuery) => Boolean(query.q || query.tags.length || query.sort);

/** How many filters the Filters button counts: each tag and the sort (the search has its own field). */
export const activeFilterCount = (query: MenuQuery) => query.tags.length + (query.sort ? 1 : 0);

/** Lower case without diacritics: "Salată" and "salata", "Ёж" and "еж" match. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Whether every word of the search is in the product's name or description. */
export function matchesSearch(product: Pick<CatalogProduct, 'name' | 'description'>, q: string): boolean {
  const words = foldText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(`${product.name} ${product.description}`);
  return words.every((word) => haystack.includes(word));
}

/** The products that match, sorted as asked (a stable sort: equal prices keep the menu's order). */
export function filterProducts<P extends CatalogProduct>(products: readonly P[], query: MenuQuery): P[] {
  const matching = products.filter(
    (product) => query.tags.every((tag) => product.tags.includes(tag)) && matchesSearch(product, query.q),
  );
  if (query.sort === 'price-asc') return matching.sort((a, b) => a.price - b.price);
  if (query.sort === 'price-desc') return matching.sort((a, b) => b.price - a.price);
  return matching;
}

/** Each category with its matching products; categories left empty by a filter are dropped. */
export function filterMenu(categories: readonly CatalogCategory[], query: MenuQuery): CatalogCategory[] {
  if (!isFiltered(query)) return [...categories];
  return categories
    .map((category) => ({ ...category, products: filterProducts(category.products, query) }))
    .filter((category) => category.products.length > 0);
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
): { src: string; srcSet?: string; sizes?: string } | undefined {
  const first = filterMenu(categories, parseMenuQuery(params))[0]?.products[0];
  if (!first) return undefined;
  const { src, srcSet, sizes } = cardImage(first);
  return { src, srcSet, sizes };
}
