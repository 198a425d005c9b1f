/**
 * The checkout's test world: one delivery area and its restaurant, the API's order for a request, and a
 * checkout with a cart and a filled form whose Idempotency-Keys are predictable (`key-1`, `key-2`, …).
 */
import type {
  CreateOrderResponse,
  OfferCheck,
  OfferCheckRequest,
  Order,
  OrderRequest,
  Region,
  Restaurant,
} from '../api/types';
import { createTestStores, type FakeApiOverrides } from './createTestStores';

export const testRegion: Region = {
  id: 1,
  code: 'centru',
  name: 'Centru',
  restaurant_id: 10,
  delivery_fee: 30,
  min_order: 150,
  free_delivery_from: 500,
  delivery_minutes: 45,
};

/** Open 10:00–23:00 every day (Chișinău time). */
export const testRestaurant: Restaurant = {
  id: 10,
  code: 'centru',
  name: 'Nori Centru',
  address: 'bd. Ștefan cel Mare 126',
  phone: '+37322211126',
  lat: 0,
  lng: 0,
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '23:00' })),
  closed_dates: [],
  paused_until: null,
  busy_minutes: 0,
};

/**
 * The API's order no. 42 for a request: two Philadelphia at 100 MDL, 30 MDL delivery. Just placed: a card
 * order awaits its payment, any other is `placed`; its timeline holds that one step unless overridden.
 */
export function orderFor(request: OrderRequest, overrides: Partial<Order> = {}): Order {
  const created_at = overrides.created_at ?? '2026-01-15T10:00:00Z';
  const status = request.payment_type === 'card_online' ? 'awaiting_payment' : 'placed';
  return {
    id: 42,
    status,
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
    created_at,
    paid_at: null,
    promised_at: null,
    cancel_reason: null,
    timeline: [{ status, at: created_at, promised_at: null, reason: null }],
    review: null,
    ...overrides,
  };
}

/**
 * POST /api/offers/check's answer for the test cart (200 MDL of dishes, delivery 30) as an API with one code,
 * VARA10: 10 % off (20 MDL) and no bonuses with it; any other code is unknown. `overrides` change the answer.
 */
export function offerCheckFor(request: OfferCheckRequest, overrides: Partial<OfferCheck> = {}): OfferCheck {
  const code = request.promo_code ?? null;
  const applies = code?.toUpperCase() === 'VARA10';
  return {
    subtotal: 200,
    delivery_fee: request.order_type === 'delivery' ? 30 : 0,
    discount: applies ? 20 : 0,
    delivery_discount: 0,
    offers: applies
      ? [{ id: 1, code: 'VARA10', title: 'Vara −10 %', discount: 20, delivery_discount: 0, gift_product_id: null }]
      : [],
    promo_code:
      code === null
        ? null
        : applies
          ? { code, applied: true, reason: null, message: null }
          : { code, applied: false, reason: 'unknown', message: 'Nu există un astfel de cod.' },
    nudges: [],
    bonuses_allowed: !applies,
    bonuses_max: applies ? 0 : 60,
    ...overrides,
  };
}

/** A card order whose payment the server has verified: paid a minute after it was placed, now `placed`. */
export const paidCardOrder = (request: OrderRequest, overrides: Partial<Order> = {}): Order => {
  const placed = orderFor(request);
  const paid_at = '2026-01-15T10:01:00Z';
  return orderFor(request, {
    status: 'placed',
    paid_at,
    timeline: [...placed.timeline, { status: 'placed', at: paid_at, promised_at: null, reason: null }],
    ...overrides,
  });
};

/** POST /api/orders' answer: a card order comes with the provider's page; every order with its tracking link. */
export const placedFor = (request: OrderRequest, overrides: Partial<Order> = {}): CreateOrderResponse => ({
  order: orderFor(request, overrides),
  payment: request.payment_type === 'card_online' ? { redirect_url: 'http://api.test/dev/pay/123456' } : null,
  tracking: { token: 'track-42', url: 'http://shop.test/track/track-42' },
});

/** A cash order the API accepts as it is: placed, nothing to pay online. */
export const acceptedCash = (request: OrderRequest) =>
  placedFor({ ...request, payment_type: 'cash' }, { payment_type: 'cash' });

/**
 * Stores with two Philadelphia (id 5, category `rulouri`, named "Rulouri") in the cart and the contact and
 * address filled for delivery to Centru; paying by card online.
 */
export function setUpCheckout(api: FakeApiOverrides = {}, options: { cookies?: Record<string, string> } = {}) {
  let n = 0;
  const t = createTestStores({
    api,
    cookies: options.cookies,
    snapshot: {
      dictionaries: {
        regions: [testRegion],
        restaurants: [testRestaurant],
        categories: [{ slug: 'rulouri', name: 'Rulouri' }],
      } as never,
    },
  });
  // Keys are predictable in tests.
  (t.checkout.placement as unknown as { deps: { newKey: () => string } }).deps.newKey = () => `key-${++n}`;
  t.stores.cart.add({ id: 5, currentPrice: 100, quantity: 2, name: 'Philadelphia', categorySlug: 'rulouri' });
  const { form } = t.checkout;
  form.setField('name', 'Ana');
  form.setField('phone', '37369123456');
  form.setField('regionId', 1);
  form.setField('street', 'Ștefan cel Mare');
  form.setField('house', '1');
  return t;
}

/** The POST /api/orders calls made: [request, key]. */
export const createCalls = (t: ReturnType<typeof setUpCheckout>) =>
  t.calls.filter((c) => c.resource === 'orders' && c.method === 'create').map((c) => c.args as [OrderRequest, string]);
