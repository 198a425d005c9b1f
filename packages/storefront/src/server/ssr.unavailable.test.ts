/**
 * A frozen API (connections open, nothing answered) must not hang the shop: against the real API on PGlite
 * behind a proxy that can be paused, a page answers within 5 s with the data the shop has, or with the
 * 503 page in the shopper's language; never an internal message; and the shop recovers by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig, toPublicConfig } from '../config';
import { createRenderer } from '../entry-server';
import { startPausableProxy, type PausableProxy } from '../testing/pausableProxy';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { createStorefrontApp } from './app';
import { RouteRules } from './routeRules';
import { allMessages } from '../testing/catalogs';

const SITE = 'http://shop.test';
let api: RealApi;
let proxy: PausableProxy;
let app: ReturnType<typeof createStorefrontApp>;

beforeAll(async () => {
  api = await startRealApi();
  proxy = await startPausableProxy(api.baseUrl);
  // As `npm start` runs it: production, with its page cache.
  const config = readServerConfig({
    NODE_ENV: 'production',
    API_BASE_URL: proxy.url,
    PUBLIC_SITE_URL: SITE,
    SIGNATURE_SUFFIX: api.signatureSuffix,
  });
  const routeRules = new RouteRules([]);
  const render = await createRenderer({
    config: toPublicConfig(config),
    serverApiBaseUrl: config.serverApiBaseUrl,
    apiTimeoutMs: config.apiTimeoutMs,
    routeRules,
    assets: { scripts: ['/assets/entry.js'], styles: [], preloads: [] },
  });
  const catalog = () => ({ categories: [], products: [], promotions: [] });
  app = createStorefrontApp({ config, render, routeRules, catalog, buildId: 'test-build' });
}, 60_000);

afterAll(async () => {
  proxy?.resume();
  await proxy?.close();
  await api?.close();
});

/** A page, with how long it took to answer. */
async function timed(path: string) {
  const started = performance.now();
  const response = await app.request(`${SITE}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started, headers: response.headers };
}

/** What a shopper must never read on a page. */
const INTERNAL = /fetch failed|aborted|AbortError|TimeoutError|ECONNRE|undefined|\[object/i;

describe('a frozen API', () => {
  it('does not hang the shop: kept data answers, the rest is a 503 page in the shopper’s language, and it recovers', async () => {
    // Visited while the API answers: the page and the shell's data are in the shop's caches.
    expect((await timed('/ru/product/philadelphia-clasic')).status).toBe(200);

    proxy.pause();

    // A page visited before answers with what the shop has.
    const known = await timed('/ru/product/philadelphia-clasic');
    expect(known.status).toBe(200);
    expect(known.ms).toBeLessThan(5_000);
    expect(known.html).toContain('Филадельфия');

    // A product never visited: within 5 s, the 503 page in Russian, with the shell it has.
    const unknown = await timed('/ru/product/maki-cu-somon');
    expect(unknown.status).toBe(503);
    expect(unknown.ms).toBeLessThan(5_000);
    expect(unknown.headers.get('retry-after')).toBe('10');
    expect(unknown.headers.get('cache-control')).toContain('private');
    expect(unknown.html).toContain(allMessages.ru['common.unavailable.title']);
    expect(unknown.html).toContain(allMessages.ru['common.unavailable.text']);
    expect(unknown.html).not.toMatch(INTERNAL);

    // A language nothing was loaded in yet: the same, in Ukrainian.
    const cold = await timed('/uk/product/supa-miso');
    expect(cold.status).toBe(503);
    expect(cold.ms).toBeLessThan(5_000);
    expect(cold.html).toContain(allMessages.uk['common.unavailable.title']);
    expect(cold.html).toContain('lang="uk-UA"');

    // Account pages too: a signed-in shopper's page is never kept, so it is the 503 page.
    proxy.resume();
    const token = await api.signIn('37360000411');
    proxy.pause();
    const account = await app.request(`${SITE}/en/account/orders`, { headers: { cookie: `token=${token}` } });
    expect(account.status).toBe(503);
    expect(await account.text()).toContain(allMessages.en['common.unavailable.title']);

    // The API is back: the shop recovers by itself (requests it gave up on time out meanwhile).
    proxy.resume();
    await expect
      .poll(async () => (await timed('/ru/product/maki-cu-somon')).status, { timeout: 20_000, interval: 500 })
      .toBe(200);
  }, 60_000);
});
