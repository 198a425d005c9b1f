/**
 * A price changed in the back office shows on the shop's next render, with production's caches on: the page
 * cache (PAGE_CACHE_SECONDS) and the server's cache of the API's public answers both key what they keep on
 * the API's catalog version, which the storefront server follows live (server/catalogVersion.ts), so neither
 * serves the page or the dish as they were before the change — not for their 5 s, not for a moment.
 */
import { formatPrice } from '@nori/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealApi } from '@nori/api/testing';
import { SITE, startSsrApp, type SsrApp } from '../testing/ssrApp';

let api: RealApi;
let app: SsrApp['app'];
let catalogVersion: SsrApp['catalogVersion'];

beforeAll(async () => {
  ({ api, app, catalogVersion } = await startSsrApp({ pageCacheSeconds: 5 }));
}, 60_000);

afterAll(async () => {
  await api?.close();
});

/** The dish's offer for search engines (its id and price) and the page's main area. */
async function productPage(slug: string) {
  const response = await app.request(`${SITE}/en/product/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    id: Number(/"productID":"(\d+)"/.exec(html)?.[1]),
    price: /"price":"([\d.]+)"/.exec(html)?.[1],
    main: html.slice(html.indexOf('<main'), html.indexOf('</main>')),
  };
}

/** The next render after the storefront server heard of the change (the API's stream says so within ms). */
async function afterTheShopHeard(change: () => Promise<void>, slug: string) {
  const before = catalogVersion();
  const started = performance.now();
  await change();
  while (catalogVersion() === before) {
    expect(performance.now() - started, 'the shop hears of the change').toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return productPage(slug);
}

describe('a price change', () => {
  it('made in the back office shows on the next render of the product page', async () => {
    const before = await productPage('california-cu-crab');
    expect(before.price).toMatch(/^\d+\.\d\d$/);
    // Rendered again: kept by both caches now, which is what must not be served after the change.
    expect((await productPage('california-cu-crab')).price).toBe(before.price);
    const price = 149.5;
    expect(Number(before.price)).not.toBe(price);
    const manager = await api.signInManager();

    const after = await afterTheShopHeard(async () => {
      const response = await manager.write('PATCH', `/api/staff/catalog/products/${before.id}`, { price });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as { data: { price: number } }).data.price).toBe(price);
    }, 'california-cu-crab');
    expect(after.price).toBe('149.50');
    expect(after.main).toContain(formatPrice(price, 'en', 'MDL'));
    expect(after.main).not.toContain(formatPrice(Number(before.price), 'en', 'MDL'));
  });

  it('made by SQL by hand (with the version bump) shows on the next render too', async () => {
    const before = await productPage('unagi');
    expect((await productPage('unagi')).price).toBe(before.price);
    const price = Number(before.price) + 10;

    const after = await afterTheShopHeard(() => api.setPriceBySql('unagi', price), 'unagi');
    expect(after.price).toBe(price.toFixed(2));
    expect(after.main).toContain(formatPrice(price, 'en', 'MDL'));
  });
});
