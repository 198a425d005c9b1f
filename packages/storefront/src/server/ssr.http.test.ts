/**
 * The HTTP side of speed, against the real API on PGlite: pages compressed with brotli or gzip, ETags and
 * 304s that keep the CSP nonce right, shared caching only for pages that are the same for everyone,
 * precompressed hashed assets, and warm data: a page rendered again asks the API nothing.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig, toPublicConfig } from '../config';
import { createRenderer, ICON_SPRITE_URL, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '../entry-server';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { createStorefrontApp } from './app';
import { createCachingFetch } from './httpCache';
import { negotiateEncoding } from './compression';
import { RouteRules } from './routeRules';

let api: RealApi;
let app: ReturnType<typeof createStorefrontApp>;
/** The same shop with its page cache on (as in production), counting real renders. */
let cachedApp: ReturnType<typeof createStorefrontApp>;
/** The same again, keeping pages a minute: for what must hold however long a page is kept. */
let keepingApp: ReturnType<typeof createStorefrontApp>;
let renders = 0;
const PAGE_CACHE_MS = 400;
let clientDir: string;
const apiCalls: string[] = [];
const SITE = 'http://shop.test';
const PRODUCT = '/product/philadelphia-clasic';

beforeAll(async () => {
  api = await startRealApi();
  const config = readServerConfig({
    API_BASE_URL: api.baseUrl,
    PUBLIC_SITE_URL: SITE,
    SIGNATURE_SUFFIX: api.signatureSuffix,
  });
  const countingFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    apiCalls.push(new URL(String(input)).pathname);
    return fetch(input, init);
  }) as typeof fetch;
  const routeRules = new RouteRules([]);
  const render = await createRenderer({
    config: toPublicConfig(config),
    serverApiBaseUrl: api.baseUrl,
    // Not this file's subject (ssr.unavailable.test.ts's): under the full suite's load the in-process API can
    // take longer than the production deadline, which would answer the 503 page instead of the page.
    apiTimeoutMs: 20_000,
    routeRules,
    assets: { scripts: ['/assets/entry.js'], styles: [], preloads: [] },
    fetch: createCachingFetch({ fetch: countingFetch }),
  });
  clientDir = mkdtempSync(path.join(tmpdir(), 'nori-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const script = `console.log(${JSON.stringify('nori '.repeat(400))});`;
  writeFileSync(path.join(clientDir, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets/app-abc123.js.gz'), gzipSync(script));
  const catalog = () => ({ categories: [], products: [], promotions: [] });
  app = createStorefrontApp({ config, render, routeRules, catalog, buildId: 'test-build', clientDir });
  const shopKeepingPagesFor = (pageCacheMs: number) =>
    createStorefrontApp({
      config: { ...config, pageCacheMs },
      render: (request) => {
        renders++;
        return render(request);
      },
      routeRules,
      catalog,
      buildId: 'test-build',
    });
  cachedApp = shopKeepingPagesFor(PAGE_CACHE_MS);
  keepingApp = shopKeepingPagesFor(60_000);
}, 60_000);

afterAll(async () => {
  await api?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  app.request(`${SITE}${pathname}`, { headers, redirect: 'manual' });

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s gets a %s page that decodes to the page', async (accept, encoding, decode) => {
    const response = await get(PRODUCT, { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const compressed = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(compressed.length);
    const html = decode(compressed).toString();
    expect(html).toContain('<html lang="ro-MD">');
    expect(html).toContain(`nonce="${nonceOf(response.headers.get('content-security-policy'))}"`);
    // A page compresses to under a third of itself.
    expect(compressed.length).toBeLessThan(html.length / 3);
  });

  it('sends the page as it is to a client that takes no encoding', async () => {
    const response = await get(PRODUCT, { 'accept-encoding': 'identity' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('<html lang="ro-MD">');
  });

  it.each([
    ['br;q=1.0, gzip;q=0.5', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [null, null],
  ])('negotiates %j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('sends hashed assets precompressed from the build, immutable', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('console.log');
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log');
  });
});

describe('icon sprite', () => {
  it('pages refer to the sprite file instead of carrying it; the file is cached for good', async () => {
    const html = await (await get(PRODUCT)).text();
    expect(html).not.toContain('data-nori-sprite');
    expect(html).not.toContain('<symbol');
    expect(html).toContain(`<use href="${ICON_SPRITE_URL}#nori-icon-bag"`);
    expect(ICON_SPRITE_URL).toMatch(/^\/_app\/icons-[0-9a-f]{10}\.svg$/);
    const sprite = await get(ICON_SPRITE_URL, { 'accept-encoding': 'gzip' });
    expect(sprite.status).toBe(200);
    expect(sprite.headers.get('content-type')).toBe('image/svg+xml');
    expect(sprite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await sprite.arrayBuffer())).toString()).toContain('<symbol id="nori-icon-bag"');
  });
});

describe('page caching', () => {
  it('a page that is the same for everyone may be kept by shared caches, with an ETag', async () => {
    const response = await get(PRODUCT);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers.get('vary')).toMatch(/Cookie.*Accept-Encoding/);
  });

  it('the same content keeps its ETag, while every response gets a new nonce', async () => {
    // styled-components writes a component's rules in the order it first meets them: after one render of
    // the page, the same content renders byte for byte the same.
    await get(PRODUCT);
    const [a, b] = await Promise.all([get(PRODUCT), get(PRODUCT)]);
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    const [nonceA, nonceB] = [a, b].map((r) => nonceOf(r.headers.get('content-security-policy')));
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    expect(html).toContain(`nonce="${nonceA}"`);
    expect(html).not.toContain(`nonce="${nonceB}"`);
    expect((await get('/contacts')).headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it('answers If-None-Match with a 304 that keeps the stored CSP (no new nonce, no body)', async () => {
    const first = await get(PRODUCT);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(PRODUCT, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    expect(await again.text()).toBe('');
    expect((await get(PRODUCT, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('a signed-in page, one that sets a cookie and an error page are private', async () => {
    const token = await api.signIn('37360000301');
    const signedIn = await get(PRODUCT, { cookie: `token=${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);

    const referral = await get(`${PRODUCT}?referral=FRIEND1`);
    expect(referral.headers.get('set-cookie')).toContain('referral=');
    expect(referral.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);

    const missing = await get('/product/nu-exista');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);
    const etag = missing.headers.get('etag') ?? '';
    expect((await get('/product/nu-exista', { 'if-none-match': etag })).status).toBe(404);
  });
});

describe('warm data', () => {
  it('a page rendered again asks the API nothing it was told it may keep', async () => {
    await get('/en/product/set-philadelphia');
    apiCalls.length = 0;
    const again = await get('/en/product/set-philadelphia');
    expect(again.status).toBe(200);
    expect(apiCalls).toEqual([]);
    // Another language is another set of answers.
    await get('/ru/product/set-philadelphia');
    expect(apiCalls).toContain('/api/products/set-philadelphia');
    expect(apiCalls).toContain('/api/get-categories-without-products');
  });
});

describe('page cache', () => {
  const getCached = (pathname: string, headers: Record<string, string> = {}) =>
    cachedApp.request(`${SITE}${pathname}`, { headers, redirect: 'manual' });
  const counting = async (run: () => unknown) => {
    const before = renders;
    await run();
    return renders - before;
  };

  it('is off unless configured (development and tests render every time)', () => {
    expect(readServerConfig({ NODE_ENV: 'development' }).pageCacheMs).toBe(0);
    expect(readServerConfig({ NODE_ENV: 'production' }).pageCacheMs).toBe(5_000);
    expect(readServerConfig({ NODE_ENV: 'production', PAGE_CACHE_SECONDS: '0' }).pageCacheMs).toBe(0);
  });

  it('renders a page that is the same for everyone once per encoding within its time, and sends it as sent', async () => {
    // Kept a minute: with 400 ms, a first render slower than that under the full suite's load had expired
    // before the second request (the time counts from the request, as the data's age does).
    const getCached = (pathname: string, headers: Record<string, string> = {}) =>
      keepingApp.request(`${SITE}${pathname}`, { headers, redirect: 'manual' });
    const path = '/en/product/maki-cu-somon';
    let first: Response | undefined;
    let second: Response | undefined;
    expect(
      await counting(async () => {
        first = await getCached(path, { 'accept-encoding': 'br' });
        second = await getCached(path, { 'accept-encoding': 'br' });
      }),
    ).toBe(1);
    expect(second?.headers.get('content-encoding')).toBe('br');
    expect(second?.headers.get('etag')).toBe(first?.headers.get('etag'));
    expect(second?.headers.get('content-security-policy')).toBe(first?.headers.get('content-security-policy'));
    expect(second?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second?.headers.has('x-nori-vary-cookies')).toBe(false);
    expect(Buffer.from(await second!.arrayBuffer())).toEqual(Buffer.from(await first!.arrayBuffer()));
    expect(await counting(() => getCached(path, { 'accept-encoding': 'gzip' }))).toBe(1);
    expect(await counting(() => getCached(path, { 'accept-encoding': 'gzip' }))).toBe(0);

    const etag = first?.headers.get('etag') ?? '';
    const notModified = await getCached(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });

  it('renders again once the time is up', async () => {
    const path = '/en/product/supa-miso';
    expect(await counting(() => getCached(path))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS + 100));
    expect(await counting(() => getCached(path))).toBe(1);
  });

  it('keeps apart visitors whose cookies the page read, and not those whose other cookies differ', async () => {
    const getKept = (pathname: string, headers: Record<string, string> = {}) =>
      keepingApp.request(`${SITE}${pathname}`, { headers, redirect: 'manual' });
    // Checkout reads the cart's line count: a shopper with lines gets a page rendered for them.
    const path = '/en/checkout';
    expect(await counting(() => getKept(path))).toBe(1);
    expect(await counting(() => getKept(path, { cookie: '_ga=GA1.1.123' }))).toBe(0);
    expect(await counting(() => getKept(path, { cookie: 'cart_lines=2' }))).toBe(1);
    expect(await counting(() => getKept(path, { cookie: 'cart_lines=2; _ga=GA1.1.9' }))).toBe(0);
    // The attention popup is the browser's (it opens at the first interaction): its cookie splits nothing.
    const product = '/en/product/udon-cu-pui';
    expect(await counting(() => getKept(product))).toBe(1);
    expect(await counting(() => getKept(product, { cookie: 'attention=1' }))).toBe(0);
  });

  it('sends every first visit to / to its own language, whatever home page is kept (spec §4)', async () => {
    const getKept = (pathname: string, headers: Record<string, string>) =>
      keepingApp.request(`${SITE}${pathname}`, { headers, redirect: 'manual' });
    // A Romanian visit fills the cache with the Romanian home…
    expect((await getKept('/', { 'accept-language': 'ro-MD,ro;q=0.9' })).status).toBe(200);
    expect(await counting(() => getKept('/', { 'accept-language': 'ro' }))).toBe(0);
    // …and each other language still gets its redirect, with the query kept.
    for (const [acceptLanguage, home] of [
      ['ru-RU,ru;q=0.9', '/ru'],
      ['en-US,en;q=0.9', '/en'],
      ['uk-UA,uk;q=0.9', '/uk'],
    ] as const) {
      const response = await getKept('/', { 'accept-language': acceptLanguage });
      expect(response.status, acceptLanguage).toBe(302);
      expect(response.headers.get('location')).toBe(home);
      expect((await getKept('/?utm_source=sms', { 'accept-language': acceptLanguage })).headers.get('location')).toBe(
        `${home}?utm_source=sms`,
      );
    }
    expect(
      (await getKept('/', { cookie: 'i18n_redirected=ru', 'accept-language': 'ro' })).headers.get('location'),
    ).toBe('/ru');
    // A Romanian choice in the cookie wins over a Russian browser, and is answered with the kept page.
    expect(await counting(() => getKept('/', { cookie: 'i18n_redirected=ro', 'accept-language': 'ru' }))).toBe(0);
  });

  it('never keeps a signed-in page, one that sets a cookie, or an error', async () => {
    const token = await api.signIn('37360000302');
    const path = '/en/product/salata-chuka';
    for (const headers of [{ cookie: `token=${token}` }]) {
      expect(await counting(() => getCached(path, headers))).toBe(1);
      expect(await counting(() => getCached(path, headers))).toBe(1);
    }
    expect(await counting(() => getCached(`${path}?referral=FRIEND2`))).toBe(1);
    expect(await counting(() => getCached(`${path}?referral=FRIEND2`))).toBe(1);
    expect(await counting(() => getCached('/en/product/nu-exista'))).toBe(1);
    expect(await counting(() => getCached('/en/product/nu-exista'))).toBe(1);
  });
});
