import { readServerConfig, toPublicConfig } from '../config';
import { createRenderer } from '../entry-server';
import { fetchCatalogSlugs, fetchLegacyProducts } from '../server/apiFeeds';
import { createStorefrontApp } from '../server/app';
import type { ClientAssets } from '../server/assets';
import { RouteRules, type LegacyProduct } from '../server/routeRules';
import { startRealApi, type RealApi } from './realApi';

/** The public origin the SSR tests render for. */
export const SITE = 'http://shop.test';

export interface SsrApp {
  api: RealApi;
  /** The storefront's HTTP surface (`createStorefrontApp`), called in process with `app.request(url)`. */
  app: ReturnType<typeof createStorefrontApp>;
  /** The legacy id map the API gave, as the redirects use it. */
  legacy: LegacyProduct[];
}

/**
 * The real API on PGlite and the storefront's server on top of it, in process, as the server-rendering
 * tests use them; the client assets are stand-ins unless given. Close with `api.close()`.
 */
export async function startSsrApp({
  assets = { scripts: ['/assets/entry.js'], styles: [], preloads: [] },
  pageCacheSeconds,
}: {
  assets?: ClientAssets;
  /** Keep pages that are the same for everyone in memory this long, as production does (PAGE_CACHE_SECONDS). */
  pageCacheSeconds?: number;
} = {}): Promise<SsrApp> {
  const api = await startRealApi();
  const config = readServerConfig({
    API_BASE_URL: api.baseUrl,
    PUBLIC_SITE_URL: SITE,
    SIGNATURE_SUFFIX: api.signatureSuffix,
    // The page's deadline for the API is ssr.unavailable.test.ts's subject; here a machine loaded by the whole
    // suite (the API in the same process) must not turn a page into the 503 page.
    API_TIMEOUT_MS: '20000',
    ...(pageCacheSeconds ? { PAGE_CACHE_SECONDS: String(pageCacheSeconds) } : {}),
  });
  const legacy = await fetchLegacyProducts(api.baseUrl);
  const catalog = await fetchCatalogSlugs(api.baseUrl);
  const routeRules = new RouteRules(legacy);
  const render = await createRenderer({
    config: toPublicConfig(config),
    serverApiBaseUrl: api.baseUrl,
    apiTimeoutMs: config.apiTimeoutMs,
    routeRules,
    assets,
  });
  const app = createStorefrontApp({ config, render, routeRules, catalog: () => catalog, buildId: 'test-build' });
  return { api, app, legacy };
}
