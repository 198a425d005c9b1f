import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import type { Order } from '../api/account';
import type { OrderRequest, PlacedOrder } from '../api/orders';
import type { Region, Restaurant } from '../api/types';
import { createTestStores, type FakeApiOverrides } from '../testing/createTestStores';
import { ATTEMPT_TTL_MS } from './CheckoutStore';

const region: Region = {
  id: 1,
  code: 'centru',
  name: 'Centru',
  restaurant_id: 10,
  delivery_fee: 30,
  min_order: 150,
  free_delivery_from: 500,
  delivery_minutes: 45,
};
const restaurant: Restaurant = {
  id: 10,
  code: 'centru',
  name: 'Nori Centru',
  address: 'bd. Ștefan cel Mare 126',
  phone: '+37322211126',
  lat: 0,
  lng: 0,
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '23:00' })),
};

function order(request: OrderRequest, overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    status: request.payment_type === 'card_online' ? 'awaiting_payment' : 'accepted',
    order_type: request.order_type,
    payment_type: request.payment_type,
    region_id: request.region_id ?? null,
    restaurant_id: 10,
    address: request.address ?? null,
    scheduled_at: request.scheduled_at ?? null,
    contact: request.contact,
    comment: request.comment ?? null,
    items: [
      {
        product_id: 5,
        slug: 'philadelphia',
        name: 'Philadelphia',
        price: 100,
        quantity: 2,
        modifiers: [],
        line_total: 200,
      },
    ],
    subtotal: 200,
    delivery_fee: 30,
    bonuses_spent: 0,
    total: 230,
    created_at: '2026-01-15T10:00:00Z',
    paid_at: null,
    review: null,
    ...overrides,
  };
}

const placed = (request: OrderRequest, overrides: Partial<Order> = {}): PlacedOrder => ({
  order: order(request, overrides),
  payment: request.payment_type === 'card_online' ? { redirect_url: 'http://api.test/dev/pay/123456' } : null,
});

function setup(api: FakeApiOverrides = {}, options: { cookies?: Record<string, string> } = {}) {
  let n = 0;
  const t = createTestStores({
    api,
    cookies: options.cookies,
    snapshot: { dictionaries: { regions: [region], restaurants: [restaurant] } as never },
  });
  // Keys are predictable in tests.
  (t.checkout as unknown as { deps: { newKey: () => string } }).deps.newKey = () => `key-${++n}`;
  const { cart } = t.stores;
  const { checkout } = t;
  cart.add({ id: 5, currentPrice: 100, quantity: 2, name: 'Philadelphia' });
  checkout.setField('name', 'Ana');
  checkout.setField('phone', '37369123456');
  checkout.setField('regionId', 1);
  checkout.setField('street', 'Ștefan cel Mare');
  checkout.setField('house', '1');
  return t;
}

const createCalls = (t: ReturnType<typeof setup>) =>
  t.calls.filter((c) => c.resource === 'orders' && c.method === 'create').map((c) => c.args as [OrderRequest, string]);

describe('CheckoutStore: the Idempotency-Key', () => {
  it('keeps one key for a double click: the second submit waits, one request is made', async () => {
    const t = setup({ orders: { create: async (request) => placed(request) } });
    const [first, second] = await Promise.all([t.checkout.submit(), t.checkout.submit()]);
    expect(first).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(second).toEqual({ kind: 'busy' });
    expect(createCalls(t)).toHaveLength(1);
    expect(createCalls(t)[0]?.[1]).toBe('key-1');
  });

  it('retries the same attempt with the same key after no answer, also after a reload', async () => {
    const create = vi.fn<(r: OrderRequest, k: string) => Promise<PlacedOrder>>();
    create.mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'));
    create.mockImplementation(async (request) => placed(request, { payment_type: 'cash', status: 'accepted' }));
    const t = setup({ orders: { create } });
    t.checkout.setField('paymentType', 'cash');
    expect(await t.checkout.submit()).toEqual({ kind: 'error' });
    expect(t.checkout.networkError).toBe(true);
    t.checkout.restore(); // what a reload reads back
    expect(await t.checkout.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(create.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
  });

  it('takes a new key when the cart or the form changes, or the attempt is old', async () => {
    const t = setup({ orders: { create: async () => Promise.reject(new ApiError(503, 'Busy')) } });
    const { checkout, clock } = t;
    const { cart } = t.stores;
    await checkout.submit();
    await checkout.submit();
    checkout.setField('comment', 'Ring twice');
    await checkout.submit();
    cart.add({ id: 5, currentPrice: 100, name: 'Philadelphia' });
    await checkout.submit();
    clock.advance(ATTEMPT_TTL_MS + 1);
    await checkout.submit();
    expect(createCalls(t).map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2', 'key-3', 'key-4']);
  });

  it('forgets the key once the order is placed', async () => {
    const t = setup({ orders: { create: async (r) => placed(r, { payment_type: 'cash', status: 'accepted' }) } });
    t.checkout.setField('paymentType', 'cash');
    await t.checkout.submit();
    expect(t.checkout.attempt).toBeNull();
    expect(t.storage.getItem('test:checkout-attempt')).toBeNull();
  });
});

describe('CheckoutStore: submit', () => {
  it('checks the form first and makes no request while something is missing', async () => {
    const t = setup();
    t.checkout.setField('house', '');
    expect(t.checkout.visibleProblems).toEqual({});
    expect(await t.checkout.submit()).toEqual({ kind: 'invalid' });
    expect(t.checkout.visibleProblems.house).toEqual({ code: 'required' });
    expect(t.checkout.firstInvalidField).toBe('house');
    expect(createCalls(t)).toHaveLength(0);
  });

  it('places cash orders: order_id cookie, empty cart, the order kept for the success page', async () => {
    const t = setup({ orders: { create: async (r) => placed(r, { payment_type: 'cash', status: 'accepted' }) } });
    t.checkout.setField('paymentType', 'cash');
    expect(await t.checkout.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.cookies.setCookieHeaders().find((c) => c.startsWith('order_id='))).toContain('Max-Age=86400');
    expect(t.stores.cart.isEmpty).toBe(true);
    expect(t.checkout.lastOrder?.order.id).toBe(42);
    expect(JSON.parse(t.storage.getItem('test:last-order')!).order.id).toBe(42);
  });

  it('sends a card order to the provider and keeps the cart until the payment is verified', async () => {
    const t = setup({ orders: { create: async (r) => placed(r) } });
    expect(await t.checkout.submit()).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(t.stores.cart.count).toBe(2);
    expect(t.cookies.get('order_id')).toBeUndefined();
    expect(t.checkout.status).toBe('leaving');
    expect(await t.checkout.submit()).toEqual({ kind: 'busy' });
    t.checkout.resume();
    expect(t.checkout.status).toBe('idle');
  });

  it("asks the shopper to confirm when the server's total differs from the one shown", async () => {
    const t = setup({ orders: { create: async (r) => placed(r, { total: 260 }) } });
    expect(t.checkout.quote.total).toBe(230);
    expect(await t.checkout.submit()).toEqual({ kind: 'confirm' });
    expect(t.checkout.pendingConfirm?.order.total).toBe(260);
    expect(t.checkout.confirmTotal()).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
  });

  it("puts the server's 422 messages under their fields and re-prices the cart for a gone product", async () => {
    const fetchProducts = vi.fn(async () => []);
    const t = setup({
      orders: {
        create: async () =>
          Promise.reject(
            new ApiError(422, 'Invalid', {
              'contact.phone': ['Check the number.'],
              'address.house': ['Too long.'],
              'items.0.product_id': ['This product is no longer available.'],
              body: ['Something else.'],
            }),
          ),
      },
      catalog: { getProductsByIds: fetchProducts },
    });
    expect(await t.checkout.submit()).toEqual({ kind: 'invalid' });
    expect(t.checkout.serverErrors).toEqual({
      phone: 'Check the number.',
      house: 'Too long.',
      items: 'This product is no longer available.',
    });
    expect(t.checkout.formError).toBe('Something else.');
    expect(fetchProducts).toHaveBeenCalledWith([5]);
    t.checkout.setField('phone', '37369000000');
    expect(t.checkout.serverErrors.phone).toBeUndefined();
  });

  it('takes a new key after the server refuses this one', async () => {
    const create = vi.fn(async (): Promise<PlacedOrder> => {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different order.');
    });
    const t = setup({ orders: { create } });
    await t.checkout.submit();
    expect(t.checkout.formError).toMatch(/already used/);
    await t.checkout.submit();
    expect(create.mock.calls.map((c) => (c as unknown[])[1])).toEqual(['key-1', 'key-2']);
  });

  it('sends begin_checkout on open and add_payment_info with the payment type on submit', async () => {
    const t = setup({ orders: { create: async (r) => placed(r) } });
    t.checkout.open();
    await t.checkout.submit();
    const events = t.analytics.events.map((e) => e.event);
    expect(events).toEqual(['begin_checkout', 'add_payment_info']);
    expect(t.analytics.events[1]).toMatchObject({
      ecommerce: { currency: 'MDL', value: 200, payment_type: 'card_online', items: [{ item_id: '5', quantity: 2 }] },
    });
  });
});

describe('CheckoutStore: the form', () => {
  it('fills the contact from the profile without overwriting what was typed', async () => {
    const t = createTestStores({ cookies: { token: 't' } });
    await t.stores.user.loadProfile();
    t.checkout.setField('phone', '37360000000');
    t.checkout.prefill();
    expect(t.checkout.form.name).toBe('Ana Rusu');
    expect(t.checkout.form.phone).toBe('37360000000');
  });

  it('switches card to the courier to cash for pickup, and proposes the earliest slot when scheduling', () => {
    const t = setup();
    t.checkout.setField('paymentType', 'card_courier');
    t.checkout.setField('orderType', 'pickup');
    expect(t.checkout.form.paymentType).toBe('cash');
    t.checkout.setField('restaurantId', 10);
    t.checkout.setField('when', 'scheduled');
    // 12:00 in Chișinău + 45 min → 12:45 (10:45 UTC).
    expect(t.checkout.form.scheduledAt?.toISOString()).toBe('2026-01-15T10:45:00.000Z');
  });

  it('loads the bonus balance for a signed-in shopper and caps what can be spent', async () => {
    const t = setup(
      { account: { getBonuses: async () => ({ balance: 45.5, transactions: [] }) } },
      { cookies: { token: 't' } },
    );
    await t.checkout.loadBonusBalance();
    expect(t.checkout.bonusBalance).toBe(45.5);
    expect(t.checkout.maxBonuses).toBe(45.5);
    t.checkout.setField('bonuses', '40');
    expect(t.checkout.quote).toMatchObject({ bonuses: 40, total: 190 });
  });

  it('offers no bonuses to spend with a balance of 0, and drops what was typed meanwhile', async () => {
    const t = setup(
      { account: { getBonuses: async () => ({ balance: 0, transactions: [] }) } },
      { cookies: { token: 't' } },
    );
    expect(t.checkout.bonusOffer).toBe('field');
    t.checkout.setField('bonuses', '10');
    await t.checkout.loadBonusBalance();
    expect(t.checkout.bonusOffer).toBe('noBalance');
    expect(t.checkout.form.bonuses).toBe('');
    expect(t.checkout.problems.bonuses).toBeUndefined();
  });

  it('follows the clock: as soon as possible closes with the restaurant', () => {
    const t = setup();
    expect(t.checkout.canOrderNow).toBe(true);
    t.clock.set('2026-01-15T21:30:00Z');
    t.checkout.tick();
    expect(t.checkout.canOrderNow).toBe(false);
  });
});

describe('CheckoutStore: after the provider', () => {
  async function placedCardOrder(api: FakeApiOverrides = {}, cookies?: Record<string, string>) {
    const t = setup({ orders: { create: async (r) => placed(r) }, ...api }, { cookies });
    await t.checkout.submit();
    t.checkout.resume();
    return t;
  }

  it('empties the cart once when the payment is verified', async () => {
    const t = await placedCardOrder();
    t.checkout.completePaidOrder(42);
    expect(t.stores.cart.isEmpty).toBe(true);
    expect(t.checkout.lastOrder?.paid).toBe(true);
    t.stores.cart.add({ id: 9, currentPrice: 10 });
    t.checkout.completePaidOrder(42);
    expect(t.stores.cart.count).toBe(1);
  });

  it("retries a guest's payment by replaying the same order request with its key", async () => {
    const t = await placedCardOrder();
    const [request, key] = createCalls(t)[0]!;
    expect(await t.checkout.retryPayment(42)).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(createCalls(t)[1]).toEqual([request, key]);
  });

  it("retries through the provider's return verified again: the order's own checkout, no new order", async () => {
    const verifyPayment = vi.fn(async () => ({
      order_id: 42,
      status: 'failed' as const,
      retry_url: 'http://api.test/dev/pay/123456',
    }));
    const t = await placedCardOrder({ orders: { create: async (r) => placed(r), verifyPayment } });
    const proof = { t: 'b3f1c2d4-0000-4000-8000-000000000001', s: '123456' };
    expect(await t.checkout.retryPayment(42, proof)).toEqual({
      kind: 'pay',
      url: 'http://api.test/dev/pay/123456',
    });
    expect(verifyPayment).toHaveBeenCalledWith(proof);
    expect(createCalls(t)).toHaveLength(1);
  });

  it('goes to the success page when the verified return says the order got paid meanwhile', async () => {
    const t = await placedCardOrder({
      orders: {
        create: async (r) => placed(r),
        verifyPayment: async () => ({ order_id: 42, status: 'paid', retry_url: null }),
      },
    });
    expect(await t.checkout.retryPayment(42, { t: 'x', s: '123456' })).toEqual({ kind: 'paid' });
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.stores.cart.isEmpty).toBe(true);
  });

  it("retries a signed-in shopper's payment through the API's pay call", async () => {
    const pay = vi.fn(async () => 'http://api.test/dev/pay/999999');
    const t = await placedCardOrder({ orders: { create: async (r) => placed(r), pay } }, { token: 't' });
    expect(await t.checkout.retryPayment(42)).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/999999' });
    expect(pay).toHaveBeenCalledWith(42);
    expect(createCalls(t)).toHaveLength(1);
  });

  it('treats an order already paid as done: cookie, success', async () => {
    const t = await placedCardOrder(
      {
        orders: {
          create: async (r) => placed(r),
          pay: async () => Promise.reject(new ApiError(409, 'The order is already paid.')),
        },
      },
      { token: 't' },
    );
    expect(await t.checkout.retryPayment(42)).toEqual({ kind: 'paid' });
    expect(t.cookies.get('order_id')).toBe('42');
  });

  it('sends the purchase event once per order', async () => {
    const t = await placedCardOrder();
    const paid = order({ payment_type: 'card_online' } as OrderRequest, { status: 'paid' });
    t.checkout.trackPurchase(paid);
    t.checkout.trackPurchase(paid);
    const purchases = t.analytics.events.filter((e) => e.event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: {
        transaction_id: '42',
        value: 230,
        shipping: 30,
        currency: 'MDL',
        items: [{ item_id: '5', price: 100, quantity: 2 }],
      },
    });
  });
});
