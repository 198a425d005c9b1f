import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { catalogIds, describeBackends, newKey, placeOrder, type TestContext } from './helpers';

type OrderJson = {
  id: number;
  status: string;
  subtotal: number;
  delivery_fee: number;
  bonuses_spent: number;
  total: number;
  items: {
    slug: string;
    name: string;
    price: number;
    quantity: number;
    line_total: number;
    modifiers: { quantity: number; price: number }[];
  }[];
};

const contact = { name: 'Ana', phone: '37369123456' };

async function deliveryOrder(
  t: TestContext,
  lines: [string, number, [string, number][]?][],
  extra: Record<string, unknown> = {},
) {
  const ids = await catalogIds(t);
  return {
    items: lines.map(([slug, quantity, mods = []]) => ({
      product_id: ids.product(slug).id,
      quantity,
      modifiers: mods.map(([code, q]) => ({ id: ids.modifier(slug, code).id, quantity: q })),
    })),
    order_type: 'delivery',
    region_id: 1,
    address: { street: 'str. Mihai Eminescu', house: '5', apartment: '12' },
    payment_type: 'cash',
    contact,
    ...extra,
  };
}

describeBackends('orders', (t) => {
  it('prices a guest delivery order on the server: (price + Σ modifiers) × quantity, plus the fee', async () => {
    const body = await deliveryOrder(t(), [
      ['philadelphia-clasic', 2, [['wasabi', 2]]],
      ['supa-miso', 1],
    ]);
    const res = await placeOrder(t(), body);
    expect(res.status).toBe(201);
    const order = res.json.order as OrderJson;
    // (139 + 5 × 2) × 2 = 298; miso 55; subtotal 353 < 500 so the 30 MDL fee applies.
    expect(order.items.map((i) => i.line_total)).toEqual([298, 55]);
    expect(order).toMatchObject({ subtotal: 353, delivery_fee: 30, bonuses_spent: 0, total: 383, status: 'placed' });
    expect(order.items[0]?.name).toBe('Philadelphia clasic');
    expect(res.json.payment).toBeNull();
  });

  it('ignores any price the client sends: unknown fields are refused', async () => {
    const body = await deliveryOrder(t(), [['unagi', 1]]);
    const res = await placeOrder(t(), { ...body, total: 1 });
    expect(res.status).toBe(422);
    expect(res.json.errors).toHaveProperty('total');
  });

  it('delivers free from the threshold and enforces the minimum order', async () => {
    const free = await placeOrder(t(), await deliveryOrder(t(), [['set-philadelphia', 2]]));
    expect(free.json.order).toMatchObject({ subtotal: 798, delivery_fee: 0, total: 798 });

    const small = await placeOrder(t(), await deliveryOrder(t(), [['apa-plata', 1]]), { lang: 'en' });
    expect(small.status).toBe(422);
    expect(small.json.errors).toEqual({ items: ['The minimum order for this area is 150 MDL.'] });
  });

  it('takes pickup orders without a fee or minimum, but not card-to-courier', async () => {
    const ids = await catalogIds(t());
    const base = {
      items: [{ product_id: ids.product('apa-plata').id, quantity: 1 }],
      order_type: 'pickup',
      restaurant_id: 2,
      payment_type: 'cash',
      contact,
    };
    const ok = await placeOrder(t(), base);
    expect(ok.status).toBe(201);
    expect(ok.json.order).toMatchObject({ subtotal: 20, delivery_fee: 0, total: 20, restaurant_id: 2 });

    const courier = await placeOrder(t(), { ...base, payment_type: 'card_courier' });
    expect(courier.json.errors).toHaveProperty('payment_type');
    const noRestaurant = await placeOrder(t(), { ...base, restaurant_id: undefined });
    expect(noRestaurant.json.errors).toHaveProperty('restaurant_id');
    const unknown = await placeOrder(t(), { ...base, restaurant_id: 99 });
    expect(unknown.json.errors).toHaveProperty('restaurant_id');
  });

  it('answers every invalid field with a 422 on that field', async () => {
    const ids = await catalogIds(t());
    const res = await placeOrder(t(), {
      items: [
        { product_id: 99_999, quantity: 1, modifiers: [] },
        {
          product_id: ids.product('unagi').id,
          quantity: 1,
          modifiers: [{ id: ids.modifier('udon-cu-pui', 'extra-chicken').id, quantity: 1 }],
        },
      ],
      order_type: 'delivery',
      payment_type: 'cash',
      contact,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors as object).sort()).toEqual([
      'address',
      'items.0.product_id',
      'items.1.modifiers.0.id',
      'region_id',
    ]);

    const types = await placeOrder(t(), {
      items: [{ product_id: 'x', quantity: 0 }],
      order_type: 'teleport',
      payment_type: 'gold',
      contact: { name: '', phone: '+1' },
    });
    expect(types.status).toBe(422);
    expect(Object.keys(types.json.errors as object).sort()).toEqual([
      'contact.name',
      'contact.phone',
      'items.0.product_id',
      'items.0.quantity',
      'order_type',
      'payment_type',
    ]);
  });

  it('takes a contact phone by the sign-in rule: a Moldovan mobile number', async () => {
    const body = await deliveryOrder(t(), [['set-california', 1]]);
    const withPhone = (phone: string) => placeOrder(t(), { ...body, contact: { name: 'Ana', phone } }, { lang: 'en' });
    for (const phone of ['37360123456', '37379123456']) expect((await withPhone(phone)).status, phone).toBe(201);
    const refused = {
      '37322123456': 'Enter a mobile number: this one cannot receive SMS.',
      '3736012345': 'Invalid phone number.',
      '40721234567': 'We accept only phone numbers starting with +373.',
    };
    for (const [phone, message] of Object.entries(refused)) {
      const res = await withPhone(phone);
      expect(res.status, phone).toBe(422);
      expect(res.json.errors, phone).toEqual({ 'contact.phone': [message] });
    }
  });

  it('checks the time: lead time, horizon, opening hours, and asap only while open', async () => {
    const body = await deliveryOrder(t(), [['set-california', 1]]);
    // Now is Friday 12:00 in Chișinău; the centre restaurant works 10:00–23:00.
    const tooSoon = await placeOrder(t(), { ...body, scheduled_at: '2026-11-20T12:30:00+02:00' }, { lang: 'en' });
    expect(tooSoon.json.errors).toEqual({ scheduled_at: ['Choose a time at least 45 min from now.'] });
    const night = await placeOrder(t(), { ...body, scheduled_at: '2026-11-21T03:00:00+02:00' });
    expect(night.json.errors).toHaveProperty('scheduled_at');
    const far = await placeOrder(t(), { ...body, scheduled_at: '2026-12-20T12:00:00+02:00' });
    expect(far.json.errors).toHaveProperty('scheduled_at');
    const bad = await placeOrder(t(), { ...body, scheduled_at: 'tomorrow' });
    expect(bad.json.errors).toHaveProperty('scheduled_at');
    const ok = await placeOrder(t(), { ...body, scheduled_at: '2026-11-20T19:30:00+02:00' });
    expect(ok.status).toBe(201);
    expect((ok.json.order as { scheduled_at: string }).scheduled_at).toBe('2026-11-20T17:30:00.000Z');

    t().clock.set('2026-11-20T22:30:00Z'); // 00:30 in Chișinău
    const closed = await placeOrder(t(), body, { lang: 'en' });
    expect(closed.json.errors).toEqual({ scheduled_at: ['The restaurant is closed now. Choose a delivery time.'] });
    const morning = await placeOrder(t(), { ...body, scheduled_at: '2026-11-21T11:00:00+02:00' });
    expect(morning.status).toBe(201);
  });

  it('replays the first answer for the same Idempotency-Key and refuses it for another body', async () => {
    const body = await deliveryOrder(t(), [['canada', 2]]);
    const key = newKey();
    const first = await placeOrder(t(), body, { key });
    const again = await placeOrder(t(), body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((again.json.order as OrderJson).id).toBe((first.json.order as OrderJson).id);

    const other = await placeOrder(t(), { ...body, comment: 'fără ceapă' }, { key, lang: 'en' });
    expect(other.status).toBe(422);
    expect(other.json.message).toBe('This Idempotency-Key was already used for a different order.');

    // A refused order does not burn its key.
    const key2 = newKey();
    expect((await placeOrder(t(), { ...body, region_id: 999 }, { key: key2 })).status).toBe(422);
    expect((await placeOrder(t(), body, { key: key2 })).status).toBe(201);
  });

  it('requires a well-formed Idempotency-Key', async () => {
    const body = await deliveryOrder(t(), [['canada', 2]]);
    const missing = await t().request('POST', '/api/orders', { body });
    expect(missing.status).toBe(422);
    expect(missing.json.errors).toHaveProperty('idempotency-key');
    const short = await placeOrder(t(), body, { key: 'abc' });
    expect(short.status).toBe(422);
  });

  it('spends bonuses only when signed in, up to 30% and the balance', async () => {
    const body = await deliveryOrder(t(), [['set-familial', 1]]); // 699 MDL
    const guest = await placeOrder(t(), { ...body, bonuses: 10 });
    expect(guest.json.errors).toHaveProperty('bonuses');

    const token = await t().signIn();
    await t().db.update(users).set({ bonusBalance: 300_00 }).where(eq(users.phone, '37369000001'));
    const tooMany = await placeOrder(t(), { ...body, bonuses: 210 }, { token, lang: 'en' });
    expect(tooMany.json.errors).toEqual({ bonuses: ['At most 209.7 MDL of this order can be paid with bonuses.'] });
    const ok = await placeOrder(t(), { ...body, bonuses: 200.5 }, { token });
    expect(ok.status).toBe(201);
    expect(ok.json.order).toMatchObject({ subtotal: 699, delivery_fee: 0, bonuses_spent: 200.5, total: 498.5 });
    const after = await t().request('GET', '/api/bonuses', { token });
    expect(after.json).toMatchObject({ balance: 99.5, transactions: [{ amount: -200.5, kind: 'spend' }] });
    const broke = await placeOrder(t(), { ...body, bonuses: 100 }, { token });
    expect(broke.json.errors).toHaveProperty('bonuses');
    const cents = await placeOrder(t(), { ...body, bonuses: 1.001 }, { token });
    expect(cents.json.errors).toHaveProperty('bonuses');
  });

  it('lists own orders with pagination and hides everyone else’s', async () => {
    const token = await t().signIn('37369000001');
    const other = await t().signIn('37369000002');
    const body = await deliveryOrder(t(), [['set-tempura', 1]]);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await placeOrder(t(), body, { token })).json.order as OrderJson).id);
    const guest = ((await placeOrder(t(), body)).json.order as OrderJson).id;

    const page1 = await t().request('GET', '/api/orders?per_page=2', { token });
    expect((page1.json.data as OrderJson[]).map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(page1.json.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
    const page2 = await t().request('GET', '/api/orders?per_page=2&page=2', { token });
    expect((page2.json.data as OrderJson[]).map((o) => o.id)).toEqual([ids[0]]);
    expect((await t().request('GET', '/api/orders?per_page=500', { token })).status).toBe(422);

    const mine = await t().request('GET', `/api/orders/${ids[0]}`, { token });
    expect(mine.status).toBe(200);
    expect((mine.json.data as OrderJson).items[0]?.slug).toBe('set-tempura');
    expect((await t().request('GET', `/api/orders/${ids[0]}`, { token: other })).status).toBe(404);
    expect((await t().request('GET', `/api/orders/${guest}`, { token })).status).toBe(404);
    expect((await t().request('GET', '/api/orders/abc', { token })).status).toBe(422);
    expect((await t().request('GET', '/api/orders')).status).toBe(401);
  });

  it('takes one review per own order, 1–5 stars, once it is placed (a card order: paid)', async () => {
    const token = await t().signIn();
    const cash = (
      (await placeOrder(t(), await deliveryOrder(t(), [['set-dragon', 1]]), { token })).json.order as OrderJson
    ).id;
    const review = await t().request('POST', `/api/orders/${cash}/review`, {
      token,
      body: { rating: 5, text: 'Foarte gustos!' },
    });
    expect(review.status).toBe(200);
    expect((review.json.data as { review: unknown }).review).toEqual({ rating: 5, text: 'Foarte gustos!' });
    expect((await t().request('POST', `/api/orders/${cash}/review`, { token, body: { rating: 4 } })).status).toBe(409);

    const card = (
      (await placeOrder(t(), await deliveryOrder(t(), [['set-dragon', 1]], { payment_type: 'card_online' }), { token }))
        .json.order as OrderJson
    ).id;
    expect((await t().request('POST', `/api/orders/${card}/review`, { token, body: { rating: 4 } })).status).toBe(409);
    expect((await t().request('POST', `/api/orders/${cash}/review`, { token, body: { rating: 6 } })).status).toBe(422);
    const other = await t().signIn('37369000009');
    expect(
      (await t().request('POST', `/api/orders/${cash}/review`, { token: other, body: { rating: 5 } })).status,
    ).toBe(404);
  });
});
