/**
 * `/track/{token}`, an order's private read link, rendered on the server against the real API on PGlite:
 * the order (number, progress, promised time, lines and totals) in the link's language for anyone holding
 * it, a 404 for any other token, and a page no cache keeps — neither a shared one nor the shop's own page
 * cache, even though the guest sends no cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder, RealApi } from '@nori/api/testing';
import { SITE, startSsrApp, type SsrApp } from '../testing/ssrApp';

let api: RealApi;
let app: SsrApp['app'];
let paid: PlacedOrder;
let cash: PlacedOrder;

beforeAll(async () => {
  // With the page cache on, as in production: a public page would be kept and served again.
  ({ api, app } = await startSsrApp({
    pageCacheSeconds: 60,
    assets: {
      scripts: ['/assets/entry.js'],
      styles: [],
      preloads: ['/assets/entry.js'],
      modulePreloads: {
        'src/pages/TrackPage.tsx': ['/assets/TrackPage-1.js'],
        'src/i18n/messages/order/ro.json': ['/assets/ro-order.js'],
        'src/i18n/messages/order/ru.json': ['/assets/ru-order.js'],
      },
    },
  }));
  const token = await api.signIn('37360000301');
  paid = await api.placeOrder(token);
  cash = await api.placeOrder(token, { payment: 'cash' });
}, 90_000);

afterAll(async () => {
  await api?.close();
});

/** A guest's request: no cookie at all. */
const get = (path: string) => app.request(`${SITE}${path}`, { redirect: 'manual' });

describe('the tracking page', () => {
  it('shows a guest the order by its link: number, progress, lines and totals, in Romanian', async () => {
    expect(paid.tracking.url).toBe(`http://127.0.0.1:3000/track/${paid.tracking.token}`);
    const response = await get(`/track/${paid.tracking.token}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<title>Comanda #${paid.id} — Nori Sushi</title>`);
    expect(page).toMatch(new RegExp(`<h1[^>]*>Comanda #${paid.id}</h1>`));
    expect(page).toContain('aria-label="Etapele comenzii"');
    // Paid by card: placed, waiting for the restaurant; the pickup's way ahead.
    expect(page).toContain('aria-current="step"');
    expect(page).toContain('Plasată');
    expect(page).toContain('Ridicată');
    for (const line of paid.items) expect(page).toContain(line.name);
    expect(page).toContain('Ce ați comandat');
    // Live from the browser only: the server says it is connecting, with an empty polite region ready.
    expect(page).toContain('Ne conectăm la actualizări…');
    expect(page).toMatch(/<span[^>]*role="status"[^>]*><\/span>/);
    // Still placed: the shopper may cancel.
    expect(page).toContain('Anulează comanda');
    // What a passed-on link does not show: the contact's phone (the page's data has what the API gives the link).
    const markup = page.slice(page.indexOf('<div id="root">'), page.indexOf('__staticRouterHydrationData'));
    expect(markup).toContain(paid.items[0]!.name);
    expect(markup).not.toContain('37369000000');
  });

  it('preloads its chunk and the order words of its language, which no other page loads', async () => {
    // The start script's list of chunks to preload (see ssr.assets.test.ts).
    const preloads = (html: string) =>
      JSON.parse(/for\(const href of (\[[^\]]*\])\)/.exec(html)?.[1] ?? '[]') as string[];
    expect(preloads(await (await get(`/track/${paid.tracking.token}`)).text())).toEqual(
      expect.arrayContaining(['/assets/TrackPage-1.js', '/assets/ro-order.js']),
    );
    const russian = preloads(await (await get(`/ru/track/${paid.tracking.token}`)).text());
    expect(russian).toContain('/assets/ru-order.js');
    expect(russian).not.toContain('/assets/ro-order.js');
    expect(preloads(await (await get('/')).text())).not.toContain('/assets/ro-order.js');
  });

  it('lets the browser open its live stream: connect-src names the API’s origin (EventSource obeys it)', async () => {
    const csp = (await get(`/track/${paid.tracking.token}`)).headers.get('content-security-policy') ?? '';
    const connect = /(?:^|;\s*)connect-src ([^;]+)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
    expect(connect).toContain(new URL(api.baseUrl).origin);
  });

  it('is never stored: private, no-store, no validator, not indexed', async () => {
    const response = await get(`/track/${paid.tracking.token}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    const page = await response.text();
    expect(page).toContain('<meta name="robots" content="noindex');
  });

  it('shows the restaurant’s moves on the next load: the page cache kept no copy', async () => {
    const path = `/en/track/${cash.tracking.token}`;
    expect(await (await get(path)).text()).toContain('Cancel order');
    await api.move(cash.id, 'accepted', { promisedMinutes: 40 });
    const page = await (await get(path)).text();
    // 40 minutes ahead: the time alone today, or the day and time when that crosses midnight in Chișinău.
    expect(page).toMatch(/Expected around (?:[^<]*? )?\d{2}:\d{2}/);
    expect(page).toContain('Accepted');
    // Accepted: too late to cancel from the page.
    expect(page).not.toContain('Cancel order');
  });

  it('speaks the link’s language, and shows a cancellation with the restaurant’s reason', async () => {
    await api.move(cash.id, 'cancelled', { reason: 'Нет лосося' });
    const response = await get(`/ru/track/${cash.tracking.token}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`Заказ №${cash.id}`);
    expect(page).toContain('Отменён');
    expect(page).toContain('Причина: Нет лосося');
    // At its end: nothing to follow live, nothing to cancel.
    expect(page).not.toContain('Подключаемся');
    expect(page).not.toContain('Отменить заказ');
  });

  it('answers a token that is no order’s with the 404 page, in the link’s language', async () => {
    const unknown = await get(`/uk/track/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Сторінку не знайдено');
    expect((await get(`/track/${paid.tracking.token.slice(0, -1)}`)).status).toBe(404);
    expect((await get(`/track/${'y'.repeat(300)}`)).status).toBe(404);
  });
});
