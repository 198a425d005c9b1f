import { afterAll, beforeAll } from 'vitest';
import { readServerConfig, toPublicConfig } from '../config';
import { createRenderer } from '../entry-server';
import { fetchCatalogSlugs, fetchLegacyProducts } from '../server/apiFeeds';
import { followCatalogVersion } from '../server/catalogVersion';
import { createStorefrontApp } from '../server/app';
import type { ClientAssets } from '../server/assets';
import { RouteRules, type LegacyProduct } from '../server/routeRules';
import { startRealApi, type RealApi } from '@nori/api/testing';

/** The public origin the SSR tests render for. */
export const SITE = 'http://shop.test';

export interface SsrApp {
  api: RealApi;
  /** The storefront's HTTP surface (`createStorefrontApp`), called in process with `app.request(url)`. */
  app: ReturnType<typeof createStorefrontApp>;
  /** The legacy id map the API gave, as the redirects use it. */
  legacy: LegacyProduct[];
  /** The API's catalog version as this storefront server has heard it (its caches key on it). */
  catalogVersion: () => string | null;
}

/**
 * The real API on PGlite and the storefront's server on top of it, in process, as the server-rendering
 * tests use them, the storefront following the API's catalog version as production does; the client assets
 * are stand-ins unless given. Close with `api.close()` (which stops the storefront's stream first).
 */
export async function startSsrApp({
  assets = { scripts: ['/assets/entry.js'], styles: [], preloads: [] },
  pageCacheSeconds,
  env = {},
}: {
  assets?: ClientAssets;
  /** Keep pages that are the same for everyone in memory this long, as production does (PAGE_CACHE_SECONDS). */
  pageCacheSeconds?: number;
  /** More configuration, as the environment gives it (GTM_ID, GTM_ORIGIN…). */
  env?: NodeJS.ProcessEnv;
} = {}): Promise<SsrApp> {
  const realApi = await startRealApi();
  const catalogVersion = followCatalogVersion(realApi.baseUrl);
  await catalogVersion.ready;
  const api: RealApi = {
    ...realApi,
    close: async () => {
      catalogVersion.stop();
      await realApi.close();
    },
  };
  const config = readServerConfig({
    API_BASE_URL: api.baseUrl,
    PUBLIC_SITE_URL: SITE,
    SIGNATURE_SUFFIX: api.signatureSuffix,
    // The page's deadline for the API is ssr.unavailable.test.ts's subject; here a machine loaded by the whole
    // suite (the API in the same process) must not turn a page into the 503 page.
    API_TIMEOUT_MS: '20000',
    ...(pageCacheSeconds ? { PAGE_CACHE_SECONDS: String(pageCacheSeconds) } : {}),
    ...env,
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
    catalogVersion: catalogVersion.current,
  });
  const app = createStorefrontApp({
    config,
    render,
    routeRules,
    catalog: () => catalog,
    buildId: 'test-build',
    catalogVersion: catalogVersion.current,
  });
  return { api, app, legacy, catalogVersion: catalogVersion.current };
}

/**
 * One real API and storefront server for a test file: started before its tests, closed after them.
 * `get(path)` renders a path of the site without following redirects.
 */
export function ssrAppPerFile(options?: Parameters<typeof startSsrApp>[0]) {
  let started: SsrApp | undefined;
  beforeAll(async () => {
    started = await startSsrApp(options);
  }, 60_000);
  afterAll(async () => {
    await started?.api.close();
  });
  const current = () => {
    if (!started) throw new Error('the SSR app is not started yet');
    return started;
  };
  return {
    current,
    get: (path: string, init: RequestInit = {}) =>
      current().app.request(`${SITE}${path}`, { redirect: 'manual', ...init }),
  };
}

/** The rendered page area only: the hydration data further down holds every loaded product. */
export const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** Product names in card headings, in page order. */
export const cardNames = (html: string) =>
  [...mainOf(html).matchAll(/<h[23][^>]*><a[^>]*href="[^"]*\/product\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
