import type { LegacyProduct } from './routeRules';

/**
 * Server-side feeds from the API that the storefront server keeps warm: the legacy id map for the
 * redirect rules and the slugs for the sitemap. Both are refreshed in the background; a failed
 * refresh keeps the last good copy.
 */
export interface CatalogSlugs {
  categories: string[];
  products: string[];
  promotions: string[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json', 'accept-language': 'ro' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function fetchLegacyProducts(apiBaseUrl: string): Promise<LegacyProduct[]> {
  const { data } = await getJson<{ data: LegacyProduct[] }>(`${apiBaseUrl}/api/legacy-products`);
  return data;
}

interface MenuResponse {
  data: { slug: string; products: { slug: string }[] }[];
}

export async function fetchCatalogSlugs(apiBaseUrl: string): Promise<CatalogSlugs> {
  const [menu, promotions] = await Promise.all([
    getJson<MenuResponse>(`${apiBaseUrl}/api/menu`),
    getJson<{ data: { slug: string }[] }>(`${apiBaseUrl}/api/promotions`),
  ]);
  return {
    categories: menu.data.map((category) => category.slug),
    products: [...new Set(menu.data.flatMap((category) => category.products.map((product) => product.slug)))],
    promotions: promotions.data.map((promotion) => promotion.slug),
  };
}

/** Calls `load` now and every `intervalMs`, handing each success to `apply`; failures are logged and kept out. */
export function keepFresh<T>(
  name: string,
  load: () => Promise<T>,
  apply: (value: T) => void,
  intervalMs: number,
): { ready: Promise<void>; stop: () => void } {
  const refresh = async () => {
    try {
      apply(await load());
    } catch (error) {
      console.warn(`[storefront] ${name} refresh failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return { ready: refresh(), stop: () => clearInterval(timer) };
}
