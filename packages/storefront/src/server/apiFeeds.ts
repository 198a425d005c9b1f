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

/** A feed that does not answer in this time is retried later: a frozen API must not stall the server. */
const FEED_TIMEOUT_MS = 10_000;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'accept-language': 'ro' },
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
  });
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

/**
 * Calls `load` now and every `intervalMs`, handing each success to `apply`. A failure is logged and
 * retried sooner (5 s, doubling up to the interval), so a shop that starts before its API catches up
 * within seconds; the last good value stays in use meanwhile.
 */
export function keepFresh<T>(
  name: string,
  load: () => Promise<T>,
  apply: (value: T) => void,
  intervalMs: number,
): { ready: Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let retryMs = 5_000;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void refresh(), delay);
    timer.unref();
  };
  const refresh = async () => {
    try {
      apply(await load());
      retryMs = 5_000;
      schedule(intervalMs);
    } catch (error) {
      console.warn(
        `[storefront] ${name} refresh failed (retrying in ${retryMs / 1000} s): ${(error as Error).message}`,
      );
      schedule(Math.min(retryMs, intervalMs));
      retryMs = Math.min(retryMs * 2, intervalMs);
    }
  };
  return {
    ready: refresh(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
