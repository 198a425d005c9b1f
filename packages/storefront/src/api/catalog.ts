/** Menu, products and promotions: the calls the spec leaves to us (packages/api/src/routes/catalog.ts). */
import type { ApiClient } from './client';
import { listOf } from './list';
import type { CategoryWithProducts, LegacyProduct, Product, ProductTag, Promotion } from './types';

export interface ProductFilter {
  ids?: readonly number[];
  /** All must match. */
  tags?: readonly ProductTag[];
  /** Text search in names (every language) and the description. */
  q?: string;
  /** Category slug. */
  category?: string;
}

const segment = (value: string) => encodeURIComponent(value);

export function createCatalogApi(client: ApiClient) {
  const one = async <T>(path: string) => (await client.get<{ data: T }>(path)).data;
  const list = async <T>(path: string, query?: Record<string, string | undefined>, cache?: RequestCache) =>
    listOf<T>(await client.get(path, { query, cache }));

  const getProducts = (filter: ProductFilter = {}, cache?: RequestCache) =>
    list<Product>(
      '/api/products',
      {
        ids: filter.ids?.join(','),
        tags: filter.tags?.join(','),
        q: filter.q || undefined,
        category: filter.category,
      },
      cache,
    );

  return {
    /** Every category with its products. */
    getMenu: () => list<CategoryWithProducts>('/api/menu'),
    getCategory: (slug: string) => one<CategoryWithProducts>(`/api/menu/${segment(slug)}`),
    getProduct: (slug: string) => one<Product>(`/api/products/${segment(slug)}`),
    getProducts,
    /**
     * The products with these ids that exist, in catalog order; no call for an empty list. `revalidate`: never
     * from a copy the browser keeps without asking the API (a 304 when nothing changed) — for the cart's
     * re-pricing, which decides what may be ordered and at what price.
     */
    getProductsByIds: async (ids: readonly number[], options: { revalidate?: boolean } = {}): Promise<Product[]> =>
      ids.length === 0 ? [] : getProducts({ ids }, options.revalidate ? 'no-cache' : undefined),
    getPromotions: () => list<Promotion>('/api/promotions'),
    getPromotion: (slug: string) => one<Promotion>(`/api/promotions/${segment(slug)}`),
    /** Old numeric product ids and the slugs they redirect to (the legacy 301 map). */
    getLegacyProducts: () => list<LegacyProduct>('/api/legacy-products'),
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;
