import { expect, it } from 'vitest';
import { describeBackends } from './helpers';

describeBackends('dictionaries', (t) => {
  it('GET /api/get-options → { phone, email_admin }', async () => {
    const res = await t().request('GET', '/api/get-options');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ phone: '+37322211126', email_admin: 'comenzi@nori.example' });
  });

  it('GET /api/important-update-date → localized alerts', async () => {
    const ro = await t().request('GET', '/api/important-update-date');
    expect(ro.json).toEqual({
      alert_message: 'Livrăm zilnic între 10:00 și 23:00.',
      alert_popup_message: expect.stringContaining('90 de minute') as unknown,
    });
    const uk = await t().request('GET', '/api/important-update-date', { headers: { 'accept-language': 'uk' } });
    expect(uk.json.alert_message).toBe('Доставляємо щодня з 10:00 до 23:00.');
  });

  it('lists socials, regions, restaurants, payment and order types as { data }', async () => {
    const socials = await t().request('GET', '/api/dictionaries/social-and-messenger');
    expect((socials.json.data as { type: string }[]).map((s) => s.type)).toEqual(
      expect.arrayContaining(['social', 'messenger']),
    );

    const regions = (await t().request('GET', '/api/get-regions')).json.data as Record<string, unknown>[];
    expect(regions.length).toBeGreaterThanOrEqual(5);
    expect(regions[0]).toMatchObject({
      code: 'centru',
      name: 'Centru',
      delivery_fee: 30,
      min_order: 150,
      free_delivery_from: 500,
    });

    const restaurants = (await t().request('GET', '/api/get-restaurants', { headers: { 'accept-language': 'ru' } }))
      .json.data as Record<string, unknown>[];
    expect(restaurants).toHaveLength(3);
    expect(restaurants[0]).toMatchObject({ address: 'бул. Штефан чел Маре ши Сфынт 126, Кишинёв', lat: 47.0245 });
    expect((restaurants[0]?.opening_hours as unknown[]).length).toBe(7);

    const payments = (
      await t().request('GET', '/api/dictionaries/payment-types', { headers: { 'accept-language': 'en' } })
    ).json.data;
    expect(payments).toEqual([
      { id: 1, code: 'card_online', name: 'Card online', online: true },
      { id: 2, code: 'cash', name: 'Cash on delivery', online: false },
      { id: 3, code: 'card_courier', name: 'Card to the courier', online: false },
    ]);
    const types = (await t().request('GET', '/api/dictionaries/order-types')).json.data;
    expect(types).toEqual([
      { id: 1, code: 'delivery', name: 'Livrare' },
      { id: 2, code: 'pickup', name: 'Ridicare din restaurant' },
    ]);
  });

  it('GET /api/get-categories-without-products returns a bare list', async () => {
    const res = await t().request('GET', '/api/get-categories-without-products', {
      headers: { 'accept-language': 'en' },
    });
    expect(Array.isArray(res.json)).toBe(true);
    const list = res.json as unknown as { slug: string; name: string; products_count: number }[];
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list[0]).toMatchObject({ slug: 'rulouri', name: 'Rolls' });
    expect(list.every((c) => !('products' in c) && c.products_count > 0)).toBe(true);
  });
});

describeBackends('order rules', (t) => {
  it('GET /api/order-rules → the defaults, documented and cacheable like the dictionaries', async () => {
    const res = await t().request('GET', '/api/order-rules');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      lead_minutes: 45,
      max_days_ahead: 7,
      slot_step_minutes: 15,
      bonus_spend_max_percent: 30,
      bonus_earn_percent: 5,
      phone_country_codes: ['373'],
    });
    expect(res.headers.get('cache-control')).toMatch(/max-age=/);
    expect(res.headers.get('etag')).toBeTruthy();
    const doc = (await t().request('GET', '/api/openapi.json')).json as { paths: Record<string, unknown> };
    expect(doc.paths['/api/order-rules']).toBeDefined();
  });
});

describeBackends(
  'order rules from the environment',
  (t) => {
    it('serves the numbers the API checks orders against', async () => {
      expect((await t().request('GET', '/api/order-rules')).json).toMatchObject({
        lead_minutes: 90,
        max_days_ahead: 3,
        bonus_spend_max_percent: 20,
        bonus_earn_percent: 10,
        phone_country_codes: ['373', '40'],
      });
    });
  },
  {
    only: ['pglite'],
    env: {
      ORDER_LEAD_MINUTES: '90',
      ORDER_MAX_DAYS_AHEAD: '3',
      BONUS_SPEND_MAX_PERCENT: '20',
      BONUS_EARN_PERCENT: '10',
      SMS_COUNTRY_CODES: '373, 40',
    },
  },
);
