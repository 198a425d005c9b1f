import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../services/clock';
import { createApi } from './index';
import { createApiClient } from './client';

/** An API over a fake fetch that answers by path and records each call. */
function setup(routes: Record<string, unknown>) {
  const calls: {
    method: string;
    path: string;
    search: string;
    headers: Headers;
    body: unknown;
    cache: RequestCache | undefined;
  }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      cache: init.cache,
    });
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    if (!(key in routes)) return new Response(JSON.stringify({ message: 'nope' }), { status: 404 });
    return new Response(JSON.stringify(routes[key]), { status: 200 });
  }) as typeof globalThis.fetch;
  const api = createApi(
    createApiClient({
      baseUrl: 'http://api.test',
      getLocale: () => 'ru',
      getToken: () => 'tok',
      onUnauthorized: () => undefined,
      fetch,
      signatureSuffix: 'sfx',
      clock: createFixedClock('2026-11-21T22:30:00Z'),
    }),
  );
  return { api, calls };
}

describe('auth', () => {
  it('requests a code with the digits only and the signature header', async () => {
    const { api, calls } = setup({
      'POST /api/via-phone-number': { success: true },
    });
    await expect(api.auth.viaPhoneNumber('+373 69 123-456')).resolves.toEqual({
      success: true,
    });
    expect(calls[0]?.body).toEqual({ phone: '37369123456' });
    expect(calls[0]?.headers.get('x-request-signature')).toBe(
      createHash('sha256').update('37369123456sfx22/11/2026').digest('hex'),
    );
  });

  it('exchanges the code (kept as a string, leading zeros included) for the token', async () => {
    const { api, calls } = setup({
      'POST /api/sms-code-check': { token: 'abc' },
    });
    await expect(api.auth.smsCodeCheck('37369123456', '0042')).resolves.toBe('abc');
    expect(calls[0]?.body).toEqual({ phone: '37369123456', code: '0042' });
  });

  it('gives null when the answer has no token', async () => {
    const { api } = setup({ 'POST /api/sms-code-check': { success: true } });
    await expect(api.auth.smsCodeCheck('1', '1')).resolves.toBeNull();
  });

  it('reads the profile from data and the update from user', async () => {
    const profile = { id: 1, name: 'Ana' };
    const { api, calls } = setup({
      'GET /api/get-profile': { data: profile },
      'POST /api/update-profile': { user: { ...profile, surname: 'Rusu' } },
      'POST /api/logout': { success: true },
    });
    await expect(api.auth.getProfile()).resolves.toEqual(profile);
    const update = {
      name: 'Ana',
      surname: 'Rusu',
      birthday: '1990-05-17',
      referrer_id: 'R1',
    };
    await expect(api.auth.updateProfile(update)).resolves.toMatchObject({
      surname: 'Rusu',
    });
    await api.auth.logout();
    expect(calls[1]?.body).toEqual(update);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/get-profile',
      'POST /api/update-profile',
      'POST /api/logout',
    ]);
    expect(calls.every((c) => c.headers.get('authorization') === 'Bearer tok')).toBe(true);
  });
});

describe('dictionaries', () => {
  it('reads each call at its spec path, unwrapping data lists and the bare categories list', async () => {
    const { api } = setup({
      'GET /api/get-options': { phone: '+37322000000', email_admin: 'a@b.md' },
      'GET /api/important-update-date': {
        alert_message: null,
        alert_popup_message: 'Closed Monday',
      },
      'GET /api/dictionaries/social-and-messenger': { data: [{ id: 1 }] },
      'GET /api/get-regions': { data: [{ id: 2 }] },
      'GET /api/get-restaurants': { data: [{ id: 3 }] },
      'GET /api/dictionaries/payment-types': { data: [{ id: 4 }] },
      'GET /api/dictionaries/order-types': { data: [{ id: 5 }] },
      'GET /api/get-categories-without-products': [{ id: 6 }],
    });
    const d = api.dictionaries;
    expect(await d.getOptions()).toEqual({
      phone: '+37322000000',
      email_admin: 'a@b.md',
    });
    expect(await d.getImportantUpdateDate()).toMatchObject({
      alert_popup_message: 'Closed Monday',
    });
    expect(await d.getSocials()).toEqual([{ id: 1 }]);
    expect(await d.getRegions()).toEqual([{ id: 2 }]);
    expect(await d.getRestaurants()).toEqual([{ id: 3 }]);
    expect(await d.getPaymentTypes()).toEqual([{ id: 4 }]);
    expect(await d.getOrderTypes()).toEqual([{ id: 5 }]);
    expect(await d.getCategoriesWithoutProducts()).toEqual([{ id: 6 }]);
  });

  it('accepts the other list shape too, and anything else as empty', async () => {
    const { api } = setup({
      'GET /api/get-regions': [{ id: 2 }],
      'GET /api/get-categories-without-products': { data: [{ id: 6 }] },
      'GET /api/get-restaurants': { data: null },
    });
    expect(await api.dictionaries.getRegions()).toEqual([{ id: 2 }]);
    expect(await api.dictionaries.getCategoriesWithoutProducts()).toEqual([{ id: 6 }]);
    expect(await api.dictionaries.getRestaurants()).toEqual([]);
  });
});

describe('catalog', () => {
  it('reads menu, category, product, promotions and the legacy map', async () => {
    const { api, calls } = setup({
      'GET /api/menu': { data: [{ slug: 'rolls' }] },
      'GET /api/menu/rolls': { data: { slug: 'rolls' } },
      'GET /api/products/philadelphia': { data: { slug: 'philadelphia' } },
      'GET /api/promotions': { data: [{ slug: 'happy-hour' }] },
      'GET /api/promotions/happy-hour': { data: { slug: 'happy-hour' } },
      'GET /api/legacy-products': {
        data: [{ legacy_id: 1, slug: 'philadelphia' }],
      },
    });
    const c = api.catalog;
    expect(await c.getMenu()).toEqual([{ slug: 'rolls' }]);
    expect(await c.getCategory('rolls')).toEqual({ slug: 'rolls' });
    expect(await c.getProduct('philadelphia')).toEqual({
      slug: 'philadelphia',
    });
    expect(await c.getPromotions()).toEqual([{ slug: 'happy-hour' }]);
    expect(await c.getPromotion('happy-hour')).toEqual({ slug: 'happy-hour' });
    expect(await c.getLegacyProducts()).toEqual([{ legacy_id: 1, slug: 'philadelphia' }]);
    expect(calls.every((call) => call.headers.get('accept-language') === 'ru')).toBe(true);
  });

  it('encodes slugs as one path segment', async () => {
    const { api, calls } = setup({});
    await api.catalog.getProduct('a/b?c').catch(() => undefined);
    expect(calls[0]?.path).toBe('/api/products/a%2Fb%3Fc');
  });

  it('passes a 404 on as an ApiError', async () => {
    const { api } = setup({});
    await expect(api.catalog.getProduct('missing')).rejects.toMatchObject({
      status: 404,
      message: 'nope',
    });
  });

  it('asks for products by ids in one call, and not at all for none', async () => {
    const { api, calls } = setup({
      'GET /api/products': { data: [{ id: 3 }, { id: 7 }] },
    });
    expect(await api.catalog.getProductsByIds([])).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(await api.catalog.getProductsByIds([7, 3])).toEqual([{ id: 3 }, { id: 7 }]);
    expect(calls[0]?.search).toBe('?ids=7%2C3');
    expect(calls[0]?.cache).toBeUndefined();
    // Re-pricing a cart never takes the browser's kept copy without asking.
    await api.catalog.getProductsByIds([7], { revalidate: true });
    expect(calls[1]?.cache).toBe('no-cache');
  });

  it('filters products by tags, text and category', async () => {
    const { api, calls } = setup({ 'GET /api/products': { data: [] } });
    await api.catalog.getProducts({
      tags: ['spicy', 'new'],
      q: 'somon',
      category: 'rolls',
    });
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.search))).toEqual({
      tags: 'spicy,new',
      q: 'somon',
      category: 'rolls',
    });
  });
});

describe('offers', () => {
  it('checks an order at its path and reads the automatic offers, in the shopper’s language', async () => {
    const check = { subtotal: 300, discount: 30, offers: [], promo_code: null };
    const { api, calls } = setup({
      'POST /api/offers/check': { data: check },
      'GET /api/offers': { data: [{ id: 4, title: 'Livrare gratuită' }] },
    });
    const request = { items: [{ product_id: 7, quantity: 2 }], order_type: 'delivery' as const, promo_code: 'vara10' };
    expect(await api.offers.check(request)).toEqual(check);
    expect(await api.offers.list()).toEqual([{ id: 4, title: 'Livrare gratuită' }]);
    expect(calls[0]?.body).toEqual(request);
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.get('accept-language')}`)).toEqual([
      'POST /api/offers/check ru',
      'GET /api/offers ru',
    ]);
  });

  it('passes a backend without offers on as a 404', async () => {
    const { api } = setup({});
    await expect(api.offers.check({ items: [], order_type: 'pickup' })).rejects.toMatchObject({ status: 404 });
  });
});
