// Promo codes and automatic offers (issue 33): priced by @nori/core/offers when an order is placed — each
// refusal of a code said on `promo_code`, gifts as lines at 0, bonuses capped on the goods after offers, every
// applied offer kept on the order as priced —, limits that hold under concurrency, on PGlite and PostgreSQL.
import { applyOffers, offerFromView } from '@nori/core/offers';
import type { OfferCheck, PublicOffer, StaffOffer, StaffOfferReport } from '@nori/core/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, offers, orderOffers, orders, stopList, users, type OfferRow } from '../src/db/schema';
import { DEMO_CODE, ensureDemoOffers } from '../src/db/seed/demoOffers';
import { describeBackends, newKey, placeOrder, type TestContext } from './helpers';

type Menu = { products: { id: number; slug: string; price: number; category_id: number }[] }[];
type OrderJson = {
  id: number;
  subtotal: number;
  delivery_fee: number;
  discount: number;
  delivery_discount: number;
  bonuses_spent: number;
  total: number;
  items: { slug: string; price: number; quantity: number; line_total: number }[];
  offers: { code: string | null; title: string; discount: number; delivery_discount: number }[];
};

const title = (en: string) => ({ ro: `${en} (ro)`, ru: `${en} (ru)`, en, uk: `${en} (uk)` });
const contact = { name: 'Ana', phone: '37369123456' };

async function menu(t: TestContext) {
  const categories = (await t.request('GET', '/api/menu')).json.data as Menu;
  const bySlug = new Map(categories.flatMap((c) => c.products).map((p) => [p.slug, p]));
  return (slug: string) => bySlug.get(slug) ?? (undefined as never);
}

/** An offer written as the back office would leave it (the staff calls are tested below). */
async function offer(t: TestContext, values: Partial<typeof offers.$inferInsert> = {}): Promise<OfferRow> {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(offers)
    .values({
      title: title('Offer'),
      kind: 'percent',
      percent: 10,
      targetScope: 'order',
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row!;
}

/**
 * The offers both the order and the shop's check are priced with: free delivery over 300 MDL, a gift dish over a
 * threshold, and the code ROLLS20 (20 % off the rolls).
 */
async function usualOffers(t: TestContext, gift: { title: string; slug: string; minSubtotal: number }) {
  const product = await menu(t);
  await offer(t, { title: title('Free delivery over 300'), kind: 'free_delivery', minSubtotal: 300_00 });
  await offer(t, {
    title: title(gift.title),
    kind: 'gift',
    giftProductId: product(gift.slug).id,
    minSubtotal: gift.minSubtotal,
  });
  await offer(t, {
    title: title('Rolls −20%'),
    code: 'ROLLS20',
    percent: 20,
    targetScope: 'categories',
    targetIds: [product('philadelphia-clasic').category_id],
  });
  return product;
}

describeBackends('offers', (t) => {
  const order = async (
    lines: [string, number][],
    extra: Record<string, unknown> = {},
    init: { token?: string; lang?: string } = {},
  ) => {
    const product = await menu(t());
    return placeOrder(
      t(),
      {
        items: lines.map(([slug, quantity]) => ({ product_id: product(slug).id, quantity })),
        order_type: 'delivery',
        region_id: 1,
        address: { street: 'str. Mihai Eminescu', house: '5' },
        payment_type: 'cash',
        contact,
        ...extra,
      },
      { lang: 'en', ...init },
    );
  };

  it('prices offers into the order: code and automatic, free delivery, a gift at 0, bonuses on the goods after offers', async () => {
    const product = await usualOffers(t(), { title: 'A miso over 400', slug: 'supa-miso', minSubtotal: 400_00 });
    // Not reached: the gift over 1,000 MDL; paused: a share off everything.
    await offer(t(), { kind: 'gift', giftProductId: product('unagi').id, minSubtotal: 1_000_00 });
    await offer(t(), { percent: 50, active: false });

    const token = await t().signIn('37369000009');
    await t().db.update(users).set({ bonusBalance: 1_000_00 }).where(eq(users.phone, '37369000009'));
    // 3 × 139 Philadelphia (rolls) + 55 miso = 472: under the 500 MDL free delivery of the area.
    const lines: [string, number][] = [
      ['philadelphia-clasic', 3],
      ['supa-miso', 1],
    ];
    // 30 % of the goods after offers: (472 − 83.4) × 0.3 = 116.58; one ban more is refused.
    const tooMany = await order(lines, { promo_code: ' rolls-20 ', bonuses: 116.59 }, { token });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors).toEqual({ bonuses: ['At most 116.58 MDL of this order can be paid with bonuses.'] });

    // The client's own discount or total is no part of an order: refused, never taken.
    const claimed = await order(lines, { promo_code: 'ROLLS20', discount: 400 }, { token });
    expect(claimed.status).toBe(422);
    expect(claimed.json.errors).toHaveProperty('discount');

    const res = await order(lines, { promo_code: ' rolls-20 ', bonuses: 100 }, { token });
    expect(res.status, res.text).toBe(201);
    const placed = res.json.order as OrderJson;
    expect(placed).toMatchObject({
      subtotal: 472,
      delivery_fee: 30,
      discount: 83.4,
      delivery_discount: 30,
      bonuses_spent: 100,
      total: 472 - 83.4 + 30 - 30 - 100,
    });
    expect(placed.offers).toEqual([
      { code: 'ROLLS20', title: 'Rolls −20%', discount: 83.4, delivery_discount: 0 },
      { code: null, title: 'Free delivery over 300', discount: 0, delivery_discount: 30 },
      { code: null, title: 'A miso over 400', discount: 0, delivery_discount: 0 },
    ]);
    expect(placed.items.at(-1)).toMatchObject({ slug: 'supa-miso', price: 0, quantity: 1, line_total: 0 });
    expect(placed.items).toHaveLength(3);

    // The same on the shopper's order, in their language, and on the staff's ticket.
    const mine = await t().request('GET', `/api/orders/${placed.id}`, { token, headers: { 'accept-language': 'ru' } });
    expect((mine.json.data as OrderJson).offers.map((o) => o.title)).toEqual([
      'Rolls −20% (ru)',
      'Free delivery over 300 (ru)',
      'A miso over 400 (ru)',
    ]);
    const staff = await t().staff('operator', [1, 2, 3]);
    const ticket = (
      await staff.request('GET', `/api/staff/orders/${placed.id}`, undefined, { 'accept-language': 'en' })
    ).json.data as OrderJson;
    expect(ticket).toMatchObject({ discount: 83.4, delivery_discount: 30, total: placed.total });
    expect(ticket.offers).toEqual(placed.offers);
  });

  it('refuses a code that does not apply, with its reason on promo_code', async () => {
    const product = await menu(t());
    const at = t().clock.now().getTime();
    const days = 86_400_000;
    await offer(t(), { code: 'PAUSED', active: false });
    await offer(t(), { code: 'EXPIRED', endsAt: new Date(at - days) });
    // Chișinău is UTC+2 in November: 2026-11-25 00:00 there.
    await offer(t(), { code: 'SOON', startsAt: new Date('2026-11-24T22:00:00Z') });
    await offer(t(), { code: 'BIG', minSubtotal: 1_000_00 });
    await offer(t(), { code: 'PICKUP', fulfilment: 'pickup' });
    await offer(t(), { code: 'BOTANICA', restaurantIds: [2] });
    // The test clock is Friday 12:00 in Chișinău.
    await offer(t(), { code: 'EVENINGS', windowWeekdays: [1, 2, 3, 4, 5], windowFrom: 18 * 60, windowTo: 22 * 60 });
    await offer(t(), { code: 'SOUPS', targetScope: 'categories', targetIds: [product('supa-miso').category_id] });
    await offer(t(), { code: 'WELCOME', customers: 'new' });
    await offer(t(), { code: 'AGAIN', customers: 'returning' });
    await offer(t(), { code: 'SMALL', kind: 'amount', amount: 5_00, combinable: false });
    await offer(t(), { code: 'GIFT', kind: 'gift', giftProductId: product('unagi').id });
    await offer(t(), { title: title('Everything −10%') });

    const lines: [string, number][] = [['philadelphia-clasic', 2]];
    const refusal = async (code: string, extra: Record<string, unknown> = {}, lang = 'en') => {
      const res = await order(lines, { promo_code: code, ...extra }, { lang });
      expect(res.status, `${code}: ${res.text}`).toBe(422);
      return (res.json.errors as Record<string, string[]>).promo_code?.[0];
    };
    expect(await refusal('NOPE')).toBe('There is no such code. Check it and try again.');
    expect(await refusal('paused')).toBe('This code is paused for now.');
    expect(await refusal('EXPIRED')).toBe('This code has expired.');
    expect(await refusal('SOON')).toBe('This code works from 25.11 00:00.');
    expect(await refusal('BIG')).toBe('Add 722 MDL more to use this code.');
    expect(await refusal('BIG', {}, 'ro')).toBe('Mai adăugați 722 MDL pentru a folosi acest cod.');
    expect(await refusal('PICKUP')).toBe('This code is for pickup orders only.');
    expect(await refusal('BOTANICA')).toBe('This code does not work at this restaurant.');
    expect(await refusal('EVENINGS')).toBe('This code works Mon–Fri, 18:00–22:00.');
    expect(await refusal('EVENINGS', {}, 'ru')).toBe('Этот код действует пн–пт, 18:00–22:00.');
    expect(await refusal('SOUPS')).toBe('Nothing in your order is covered by this code.');
    expect(await refusal('SMALL')).toBe(
      'Your order already has a better offer, and this code does not combine with it.',
    );
    await t().db.insert(orders).values({
      status: 'delivered',
      orderType: 'pickup',
      paymentType: 'cash',
      restaurantId: 1,
      contactName: 'Ana',
      contactPhone: contact.phone,
      locale: 'ro',
      subtotal: 100_00,
      deliveryFee: 0,
      bonusesSpent: 0,
      total: 100_00,
      createdAt: t().clock.now(),
      updatedAt: t().clock.now(),
      releaseAt: t().clock.now(),
      trackSalt: 'salt',
      trackTokenHash: 'hash-1',
    });
    // The phone has ordered before (a guest order): not new any more.
    expect(await refusal('WELCOME')).toBe('This code is for a first order only.');
    expect(await refusal('AGAIN', { contact: { name: 'Ion', phone: '37369111222' } })).toBe(
      'This code is for customers who have ordered before.',
    );
    await t()
      .db.insert(stopList)
      .values({ restaurantId: 1, productId: product('unagi').id, createdAt: t().clock.now() });
    try {
      expect(await refusal('GIFT')).toBe('The gift of this code is not available at this restaurant right now.');
    } finally {
      await t().db.delete(stopList);
    }
    // Other problems are said beside the code's.
    const both = await order([['apa-plata', 1]], { promo_code: 'NOPE' });
    expect(Object.keys(both.json.errors as object).sort()).toEqual(['items', 'promo_code']);
  });

  it('fixes the price when the order is placed, and gives a use back when the order is cancelled', async () => {
    const code = await offer(t(), { code: 'ONCE', kind: 'amount', amount: 50_00, usesPerShopper: 1, totalUses: 1 });
    const token = await t().signIn('37369000010');
    const first = await order([['philadelphia-clasic', 2]], { promo_code: 'once' }, { token });
    expect(first.status, first.text).toBe(201);
    const placed = first.json.order as OrderJson;
    expect(placed).toMatchObject({ discount: 50, total: 278 - 50 + 30 });

    // The business changes the offer a second later: the order keeps what it was priced at.
    await t()
      .db.update(offers)
      .set({ amount: 100_00, title: title('Changed') })
      .where(eq(offers.id, code.id));
    const again = await t().request('GET', `/api/orders/${placed.id}`, { token });
    expect(again.json.data).toMatchObject({ discount: 50, total: placed.total, offers: [{ title: 'Offer (ro)' }] });

    // Used up by this order, and by this shopper…
    expect((await order([['philadelphia-clasic', 2]], { promo_code: 'ONCE' }, { token })).json.errors).toEqual({
      promo_code: ['This code has been used up.'],
    });
    await t().db.update(offers).set({ totalUses: null }).where(eq(offers.id, code.id));
    expect((await order([['philadelphia-clasic', 2]], { promo_code: 'ONCE' }, { token })).json.errors).toEqual({
      promo_code: ['You have already used this code.'],
    });
    // …until it is cancelled.
    expect((await t().request('POST', `/api/orders/${placed.id}/cancel`, { token })).status).toBe(200);
    const after = await order([['philadelphia-clasic', 2]], { promo_code: 'ONCE' }, { token });
    expect(after.status, after.text).toBe(201);
    expect(after.json.order).toMatchObject({ discount: 100 });
  });

  it('gives a code limited to 10 uses to exactly 10 of 50 concurrent orders, and a once-per-shopper code once', async () => {
    await offer(t(), { code: 'TEN', kind: 'amount', amount: 20_00, totalUses: 10 });
    const product = await menu(t());
    const body = (code: string, phone: string) => ({
      items: [{ product_id: product('philadelphia-clasic').id, quantity: 2 }],
      order_type: 'pickup',
      restaurant_id: 1,
      payment_type: 'cash',
      contact: { name: 'Ion', phone },
      promo_code: code,
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(t(), body('TEN', `3736910${String(i).padStart(4, '0')}`), { lang: 'en' }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(10);
    expect(created.every((r) => (r.json.order as OrderJson).discount === 20)).toBe(true);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ promo_code: ['This code has been used up.'] });
    }
    expect(await t().db.select().from(orderOffers)).toHaveLength(10);

    // Two tabs of one shopper at once.
    await offer(t(), { code: 'MINE', kind: 'amount', amount: 20_00, usesPerShopper: 1 });
    const tabs = await Promise.all(
      [newKey(), newKey()].map((key) =>
        t().request('POST', '/api/orders', {
          body: body('MINE', '37369555555'),
          headers: { 'idempotency-key': key, 'accept-language': 'en' },
        }),
      ),
    );
    expect(tabs.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(tabs.find((r) => r.status === 422)?.json.errors).toEqual({
      promo_code: ['You have already used this code.'],
    });
  });

  it('answers the shop: the automatic offers in force (cached), and a cart checked with a code', async () => {
    const product = await usualOffers(t(), { title: 'Unagi over 1000', slug: 'unagi', minSubtotal: 1_000_00 });
    await offer(t(), { code: 'BIG', minSubtotal: 1_000_00 });
    await offer(t(), { title: title('Paused'), active: false });
    await offer(t(), { title: title('Over'), endsAt: new Date(t().clock.now().getTime() - 1) });
    // Written by SQL here: the back office's calls drop the cache themselves (tested below).
    t().deps.services.catalog.drop();

    const listed = await t().request('GET', '/api/offers', { headers: { 'accept-language': 'en' } });
    expect(listed.status).toBe(200);
    const publicOffers = listed.json.data as PublicOffer[];
    expect(publicOffers.map((o) => o.title)).toEqual(['Free delivery over 300', 'Unagi over 1000']);
    expect(publicOffers[1]).toMatchObject({
      benefit: { kind: 'gift', product_id: product('unagi').id, value: product('unagi').price },
      conditions: { min_subtotal: 1000, fulfilment: null, window: null, ends_at: null },
    });
    expect(listed.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const etag = listed.headers.get('etag') ?? '';
    expect(
      (await t().request('GET', '/api/offers', { headers: { 'if-none-match': etag, 'accept-language': 'en' } })).status,
    ).toBe(304);

    const check = async (lines: [string, number][], extra: Record<string, unknown> = {}, token?: string, lang = 'en') =>
      t().request('POST', '/api/offers/check', {
        token,
        headers: { 'accept-language': lang },
        body: {
          items: lines.map(([slug, quantity]) => ({ product_id: product(slug).id, quantity })),
          order_type: 'delivery',
          region_id: 1,
          ...extra,
        },
      });
    const guest = await check([['philadelphia-clasic', 2]], { promo_code: 'rolls 20' });
    expect(guest.status, guest.text).toBe(200);
    expect(guest.json.data).toEqual({
      subtotal: 278,
      delivery_fee: 30,
      discount: 55.6,
      delivery_discount: 0,
      offers: [
        {
          id: expect.any(Number),
          code: 'ROLLS20',
          title: 'Rolls −20%',
          discount: 55.6,
          delivery_discount: 0,
          gift_product_id: null,
        },
      ],
      promo_code: { code: 'ROLLS20', applied: true, reason: null, message: null },
      nudges: [{ offer_id: publicOffers[0]!.id, title: 'Free delivery over 300', missing: 22 }],
      bonuses_allowed: true,
      bonuses_max: 0,
    } satisfies OfferCheck);

    // The shop prices the public offers with core as the API does.
    const shop = applyOffers(publicOffers.map(offerFromView), {
      lines: [
        {
          productId: product('philadelphia-clasic').id,
          categoryId: product('philadelphia-clasic').category_id,
          price: 139_00,
          quantity: 3,
          modifiers: [],
        },
      ],
      fulfilment: 'delivery',
      restaurantId: 1,
      deliveryFee: 30_00,
      returning: null,
      at: t().clock.now(),
    });
    const token = await t().signIn('37369000011');
    await t().db.update(users).set({ bonusBalance: 50_00 }).where(eq(users.phone, '37369000011'));
    const signedIn = (await check([['philadelphia-clasic', 3]], {}, token)).json.data as OfferCheck;
    expect(signedIn).toMatchObject({
      subtotal: 417,
      discount: 0,
      delivery_discount: 30,
      promo_code: null,
      bonuses_max: 50,
    });
    expect(shop.deliveryDiscount / 100).toBe(signedIn.delivery_discount);

    const refused = (await check([['philadelphia-clasic', 2]], { promo_code: 'big' }, undefined, 'ro')).json
      .data as OfferCheck;
    expect(refused.promo_code).toEqual({
      code: 'BIG',
      applied: false,
      reason: 'minimum',
      message: 'Mai adăugați 722 MDL pentru a folosi acest cod.',
    });
    // A line the order would refuse is left out; an unknown area is refused.
    const unknownDish = await t().request('POST', '/api/offers/check', {
      body: {
        items: [
          { product_id: 999_999, quantity: 1 },
          { product_id: product('supa-miso').id, quantity: 1 },
        ],
        order_type: 'pickup',
        restaurant_id: 1,
      },
    });
    expect(unknownDish.json.data).toMatchObject({ subtotal: 55, delivery_fee: 0, offers: [] });
    const noArea = await check([['supa-miso', 1]], { region_id: 999 });
    expect(noArea.status).toBe(422);
    expect(noArea.json.errors).toHaveProperty('region_id');
  });

  it('lets owners and managers manage offers: codes normalized and free, refusals by field, stale saves, pause, copy', async () => {
    const owner = await t().staff('owner', []);
    const manager = await t().staff('manager', [1]);
    const operator = await t().staff('operator', [1]);
    const product = await menu(t());
    const en = { 'accept-language': 'en' };
    const body = {
      code: ' sushi-10 ',
      title: title('Sushi −10%'),
      benefit: { kind: 'percent', percent: 10, target: { scope: 'order', ids: [] } },
      conditions: { min_subtotal: 200, window: { weekdays: [5, 1, 2, 3, 4], from: '12:00', to: '15:00' } },
      limits: { total_uses: 100, uses_per_shopper: 1 },
    };
    expect((await operator.request('POST', '/api/staff/offers', body)).status).toBe(403);
    // An offer for every restaurant is the owner's.
    expect((await manager.request('POST', '/api/staff/offers', body)).status).toBe(403);
    const created = await owner.request('POST', '/api/staff/offers', body);
    expect(created.status, created.text).toBe(201);
    const sushi = created.json.data as StaffOffer;
    expect(sushi).toMatchObject({
      code: 'SUSHI10',
      version: 1,
      active: true,
      uses: 0,
      combinable: true,
      with_bonuses: true,
      conditions: {
        min_subtotal: 200,
        fulfilment: null,
        window: { weekdays: [1, 2, 3, 4, 5], from: '12:00', to: '15:00' },
      },
      limits: { total_uses: 100, uses_per_shopper: 1 },
    });

    const refusals = async (offer: unknown) => {
      const res = await owner.request('POST', '/api/staff/offers', offer, en);
      expect(res.status, res.text).toBe(422);
      return res.json.errors;
    };
    expect(await refusals({ ...body, code: 'Sushi 10' })).toEqual({ code: ['Another offer already has this code.'] });
    expect(
      await refusals({
        title: { ro: 'x', ru: '', en: 'x', uk: 'x' },
        benefit: { kind: 'cheapest_free', every: 1, target: { scope: 'categories', ids: [] } },
        conditions: { restaurant_ids: [], window: { weekdays: [7], from: '25:00', to: '12:00' } },
        limits: { total_uses: 0 },
        discount: 5,
      }),
    ).toEqual({
      'title.ru': [expect.any(String)],
      'benefit.every': [expect.any(String)],
      'benefit.target.ids': [expect.any(String)],
      'conditions.restaurant_ids': [expect.any(String)],
      'conditions.window.weekdays.0': [expect.any(String)],
      'conditions.window.from': [expect.any(String)],
      'limits.total_uses': [expect.any(String)],
      discount: [expect.any(String)],
    });
    expect(
      await refusals({
        code: '10% OFF',
        title: title('Bad'),
        benefit: { kind: 'amount', amount: 50, target: { scope: 'products', ids: [product('unagi').id, 999_999] } },
        conditions: {
          restaurant_ids: [1, 99],
          window: { weekdays: [1], from: '12:00', to: '12:00' },
          starts_at: '2026-12-01T00:00:00+02:00',
          ends_at: '2026-11-01T00:00:00+02:00',
        },
      }),
    ).toEqual({
      code: ['A code is 3–32 letters or digits.'],
      'benefit.target.ids.1': ['There is no such dish or category.'],
      'conditions.restaurant_ids.1': ['There is no such restaurant.'],
      'conditions.window.to': ['The start and end times must differ.'],
      'conditions.ends_at': ['The end must be after the start.'],
    });
    expect(
      await refusals({ title: title('Bad'), benefit: { kind: 'free_delivery' }, conditions: { fulfilment: 'pickup' } }),
    ).toEqual({ 'conditions.fulfilment': ['Free delivery cannot be for pickup orders.'] });
    expect(await refusals({ title: title('Bad'), benefit: { kind: 'gift', product_id: 999_999 } })).toEqual({
      'benefit.product_id': ['There is no such dish.'],
    });

    // A manager's own: an automatic free delivery at their restaurant, changed with the version loaded.
    const mine = await manager.request('POST', '/api/staff/offers', {
      title: title('Free delivery at Centru'),
      benefit: { kind: 'free_delivery' },
      conditions: { restaurant_ids: [1], min_subtotal: 300 },
    });
    expect(mine.status, mine.text).toBe(201);
    const url = `/api/staff/offers/${(mine.json.data as StaffOffer).id}`;
    const patched = await manager.request('PATCH', url, {
      version: 1,
      conditions: { restaurant_ids: [1], min_subtotal: 250 },
    });
    expect(patched.json.data).toMatchObject({ version: 2, conditions: { min_subtotal: 250, restaurant_ids: [1] } });
    expect((await manager.request('PATCH', url, { version: 1, title: title('Mine') })).status).toBe(409);
    expect((await manager.request('PATCH', url, { version: 2, conditions: { restaurant_ids: [2] } })).status).toBe(403);
    expect((await manager.request('POST', `/api/staff/offers/${sushi.id}/pause`)).status).toBe(403);

    // Paused, it leaves the shop's list at once; resumed, it is back.
    const listed = async () =>
      ((await t().request('GET', '/api/offers', { headers: en })).json.data as PublicOffer[]).map((o) => o.title);
    expect(await listed()).toEqual(['Free delivery at Centru']);
    expect((await manager.request('POST', `${url}/pause`)).json.data).toMatchObject({ active: false, version: 3 });
    expect(await listed()).toEqual([]);
    expect((await manager.request('POST', `${url}/resume`)).json.data).toMatchObject({ active: true, version: 4 });
    expect(await listed()).toEqual(['Free delivery at Centru']);

    // Copies are paused; a code offer's copy gets a free code of its own.
    const copy = await owner.request('POST', `/api/staff/offers/${sushi.id}/copy`, {});
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json.data).toMatchObject({ code: 'SUSHI102', active: false, version: 1, limits: sushi.limits });
    const automatic = await owner.request('POST', `/api/staff/offers/${sushi.id}/copy`, { code: null });
    expect(automatic.json.data).toMatchObject({ code: null, active: false });
    const list = (await manager.request('GET', '/api/staff/offers')).json.data as StaffOffer[];
    expect(list.map((o) => o.code)).toEqual([null, 'SUSHI102', null, 'SUSHI10']);

    const audit = await t().db.select().from(auditLog).where(eq(auditLog.targetType, 'offer')).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'offer.create',
      'offer.create',
      'offer.update',
      'offer.pause',
      'offer.resume',
      'offer.copy',
      'offer.copy',
    ]);
    expect(audit[2]?.details).toMatchObject({ conditions: [expect.anything(), expect.anything()] });

    // A dish an offer gives stays on the menu's books.
    const gift = await owner.request('POST', '/api/staff/offers', {
      title: title('Unagi'),
      benefit: { kind: 'gift', product_id: product('unagi').id },
    });
    expect(gift.json.data).toMatchObject({ benefit: { kind: 'gift', value: product('unagi').price } });
    const deleted = await owner.request('DELETE', `/api/staff/catalog/products/${product('unagi').id}`, undefined, en);
    expect(deleted.status).toBe(409);
    expect(deleted.json.message).toBe('This dish is the gift of an offer: give the offer another gift first.');
  });

  it('reports the offers used: uses, discount and revenue, cancelled orders left out, a manager’s restaurants only', async () => {
    await offer(t(), { title: title('Ten off'), code: 'TEN', kind: 'amount', amount: 10_00 });
    await offer(t(), { title: title('Free delivery'), kind: 'free_delivery', minSubtotal: 300_00 });
    const pickup = (restaurant: number) => ({
      order_type: 'pickup',
      restaurant_id: restaurant,
      region_id: null,
      address: null,
    });
    expect((await order([['philadelphia-clasic', 2]], { ...pickup(1), promo_code: 'TEN' })).status).toBe(201);
    expect((await order([['philadelphia-clasic', 3]], { promo_code: 'TEN' })).status).toBe(201);
    expect((await order([['philadelphia-clasic', 2]], { ...pickup(2), promo_code: 'TEN' })).status).toBe(201);
    const cancelled = await order([['philadelphia-clasic', 2]], { ...pickup(1), promo_code: 'TEN' });
    const token = (cancelled.json.tracking as { token: string }).token;
    expect((await t().request('POST', `/api/orders/track/${token}/cancel`)).status).toBe(200);

    const report = async (member: Awaited<ReturnType<TestContext['staff']>>) => {
      const res = await member.request('GET', '/api/staff/reports/offers?from=2026-11-20&to=2026-11-20', undefined, {
        'accept-language': 'en',
      });
      expect(res.status, res.text).toBe(200);
      return res.json.data as StaffOfferReport;
    };
    // 278 − 10; 417 − 10 + 30 − 30; 278 − 10.
    expect(await report(await t().staff('owner', []))).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
      offers: [
        {
          offer_id: expect.any(Number),
          code: 'TEN',
          title: 'Ten off',
          uses: 3,
          discount: 30,
          delivery_discount: 0,
          revenue: 943,
          average_basket: 314.33,
        },
        {
          offer_id: expect.any(Number),
          code: null,
          title: 'Free delivery',
          uses: 1,
          discount: 0,
          delivery_discount: 30,
          revenue: 407,
          average_basket: 407,
        },
      ],
      totals: { uses: 3, discount: 30, delivery_discount: 30, revenue: 943, average_basket: 314.33 },
    } satisfies StaffOfferReport);
    const managerOfCentru = await report(await t().staff('manager', [1]));
    expect(managerOfCentru.offers.map((o) => [o.code, o.uses, o.revenue])).toEqual([
      ['TEN', 2, 675],
      [null, 1, 407],
    ]);
  });

  it('stops an address guessing codes: after 20 unknown ones in an hour, every code from it is refused until the hour is over', async () => {
    const product = await usualOffers(t(), { title: 'Unagi over 1000', slug: 'unagi', minSubtotal: 1_000_00 });
    const from = (ip: string, code: string, path = '/api/offers/check') =>
      t().request('POST', path, {
        headers: { 'accept-language': 'en', 'x-forwarded-for': ip, 'idempotency-key': newKey() },
        body: {
          items: [{ product_id: product('philadelphia-clasic').id, quantity: 2 }],
          order_type: 'delivery',
          region_id: 1,
          promo_code: code,
          ...(path === '/api/orders'
            ? { address: { street: 'str. Mihai Eminescu', house: '5' }, payment_type: 'cash', contact }
            : {}),
        },
      });
    // A shopper re-checking a real code as the cart changes counts nothing.
    for (let i = 0; i < 25; i++) expect((await from('10.9.0.1', 'ROLLS20')).status).toBe(200);
    for (let i = 1; i <= 20; i++) {
      const guess = await from('10.9.0.1', `GUESS${i}`);
      expect(guess.json.data).toMatchObject({ promo_code: { applied: false, reason: 'unknown' } });
    }
    const blocked = await from('10.9.0.1', 'GUESS21');
    expect(blocked.status).toBe(429);
    expect(blocked.json.errors).toEqual({
      promo_code: ['Too many codes that do not exist were tried from here. Try again in 60 min.'],
    });
    expect(Number(blocked.headers.get('retry-after'))).toBe(3_600);
    // A code that exists tells nothing either, in a check or an order; another address is not concerned.
    expect((await from('10.9.0.1', 'rolls-20')).status).toBe(429);
    expect((await from('10.9.0.1', 'ROLLS20', '/api/orders')).status).toBe(429);
    expect((await from('10.9.0.2', 'ROLLS20', '/api/orders')).status).toBe(201);
    // The hour over, the address may try again.
    t().clock.set(new Date(t().clock.now().getTime() + 3_600_000));
    expect((await from('10.9.0.1', 'ROLLS20')).status).toBe(200);
  });

  it('gives a development machine its demo offers once (npm start), and a test or production one none', async () => {
    const development = { ...t().config, env: 'development' } as const;
    expect(await ensureDemoOffers(t().db, t().clock, t().config)).toBe(false);
    expect(await ensureDemoOffers(t().db, t().clock, development)).toBe(true);
    expect(await ensureDemoOffers(t().db, t().clock, development)).toBe(false);
    t().deps.services.catalog.drop();
    // 3 × 139 = 417 MDL: the code's 300 and free delivery's 400 are both reached; the code typed as a shopper would.
    const res = await order([['philadelphia-clasic', 3]], { promo_code: 'nori 10' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.order).toMatchObject({ subtotal: 417, discount: 41.7, delivery_fee: 30, delivery_discount: 30 });
    expect((res.json.order as OrderJson).offers.map((o) => o.code)).toEqual([DEMO_CODE, null]);
  });
});
