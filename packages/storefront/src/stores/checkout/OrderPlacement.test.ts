import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import type { CreateOrderResponse, OrderRequest } from '../../api/types';
import {
  acceptedCash,
  createCalls,
  offerCheckFor,
  paidCardOrder,
  placedFor,
  setUpCheckout,
} from '../../testing/checkoutFixtures';
import { ATTEMPT_TTL_MS } from './OrderPlacement';

describe('OrderPlacement: the Idempotency-Key', () => {
  it('keeps one key for a double click: the second submit waits, one request is made', async () => {
    const t = setUpCheckout({ orders: { create: async (request) => placedFor(request) } });
    const { placement } = t.checkout;
    const [first, second] = await Promise.all([placement.submit(), placement.submit()]);
    expect(first).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(second).toEqual({ kind: 'busy' });
    expect(createCalls(t)).toHaveLength(1);
    expect(createCalls(t)[0]?.[1]).toBe('key-1');
  });

  it('retries the same attempt with the same key after no answer, also after a reload', async () => {
    const create = vi.fn<(r: OrderRequest, k: string) => Promise<CreateOrderResponse>>();
    create.mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'));
    create.mockImplementation(async (request) => acceptedCash(request));
    const t = setUpCheckout({ orders: { create } });
    t.checkout.form.setField('paymentType', 'cash');
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'error' });
    expect(t.checkout.placement.problem).toEqual({ kind: 'network' });
    t.checkout.restore(); // what a reload reads back
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(create.mock.calls.map(([, key]) => key)).toEqual(['key-1', 'key-1']);
  });

  it('takes a new key when the cart or the form changes, or the attempt is old', async () => {
    const t = setUpCheckout({ orders: { create: async () => Promise.reject(new ApiError(503, 'Busy')) } });
    const { checkout, clock } = t;
    const { cart } = t.stores;
    await checkout.placement.submit();
    await checkout.placement.submit();
    checkout.form.setField('comment', 'Ring twice');
    await checkout.placement.submit();
    cart.add({ id: 5, currentPrice: 100, name: 'Philadelphia' });
    await checkout.placement.submit();
    clock.advance(ATTEMPT_TTL_MS + 1);
    await checkout.placement.submit();
    expect(createCalls(t).map(([, key]) => key)).toEqual(['key-1', 'key-1', 'key-2', 'key-3', 'key-4']);
  });

  it('keys the canonical request: the same body in another key order is the same attempt', () => {
    const t = setUpCheckout();
    const request = t.checkout.form.request(t.stores.cart.orderableItems);
    const reordered = Object.fromEntries(Object.entries(request).reverse()) as OrderRequest;
    expect(t.checkout.placement.keyFor(request)).toBe('key-1');
    expect(t.checkout.placement.keyFor(reordered)).toBe('key-1');
    expect(JSON.parse(t.storage.getItem('test:checkout-attempt')!)).toMatchObject({ key: 'key-1' });
  });

  it('forgets the key once the order is placed', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => acceptedCash(r) } });
    t.checkout.form.setField('paymentType', 'cash');
    await t.checkout.placement.submit();
    expect(t.checkout.saved.attempt).toBeNull();
    expect(t.storage.getItem('test:checkout-attempt')).toBeNull();
  });

  it('takes a new key after the server refuses this one', async () => {
    const create = vi.fn(async (): Promise<CreateOrderResponse> => {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different order.');
    });
    const t = setUpCheckout({ orders: { create } });
    await t.checkout.placement.submit();
    expect(t.checkout.placement.problem).toEqual({ kind: 'server', message: expect.stringMatching(/already used/) });
    await t.checkout.placement.submit();
    expect(create.mock.calls.map((c) => (c as unknown[])[1])).toEqual(['key-1', 'key-2']);
  });
});

describe('OrderPlacement: submit', () => {
  it('checks the form first and makes no request while something is missing', async () => {
    const t = setUpCheckout();
    const { form, placement } = t.checkout;
    form.setField('house', '');
    expect(form.visibleProblems).toEqual({});
    expect(await placement.submit()).toEqual({ kind: 'invalid' });
    expect(form.visibleProblems.house).toEqual({ code: 'required' });
    expect(form.firstInvalidField).toBe('house');
    expect(createCalls(t)).toHaveLength(0);
  });

  it('places cash orders: order_id cookie, empty cart, the order kept for the success page', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => acceptedCash(r) } });
    t.checkout.form.setField('paymentType', 'cash');
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.cookies.setCookieHeaders().find((c) => c.startsWith('order_id='))).toContain('Max-Age=86400');
    expect(t.stores.cart.isEmpty).toBe(true);
    expect(t.checkout.lastOrder?.order.id).toBe(42);
    expect(JSON.parse(t.storage.getItem('test:last-order')!).order.id).toBe(42);
    // With its private link: the success page follows the order through it (also for a guest).
    expect(t.checkout.lastOrder?.tracking).toEqual({ token: 'track-42', url: 'http://shop.test/track/track-42' });
  });

  it('sends a card order to the provider and keeps the cart until the payment is verified', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => placedFor(r) } });
    const { placement } = t.checkout;
    expect(await placement.submit()).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(t.stores.cart.count).toBe(2);
    expect(t.cookies.get('order_id')).toBeUndefined();
    expect(placement.status).toBe('leaving');
    expect(await placement.submit()).toEqual({ kind: 'busy' });
    placement.resume();
    expect(placement.status).toBe('idle');
  });

  it("asks the shopper to confirm when the server's total differs from the one shown, until the form changes", async () => {
    const t = setUpCheckout({ orders: { create: async (r) => placedFor(r, { total: 260 }) } });
    const { terms, placement, form } = t.checkout;
    expect(terms.quote.total).toBe(230);
    expect(await placement.submit()).toEqual({ kind: 'confirm' });
    expect(placement.pendingConfirm?.order.total).toBe(260);
    expect(placement.confirmTotal()).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });

    placement.resume();
    expect(await placement.submit()).toEqual({ kind: 'confirm' });
    form.setField('comment', 'No onion');
    expect(placement.pendingConfirm).toBeNull();
    expect(placement.confirmTotal()).toEqual({ kind: 'busy' });
  });

  it('goes straight to the success page when the card order comes back paid already (a replayed attempt)', async () => {
    // Paid in another tab, then submitted again here: the same key answers with the paid order, at any total.
    const t = setUpCheckout({
      orders: { create: async (r) => ({ ...placedFor(r), order: paidCardOrder(r, { total: 260 }), payment: null }) },
    });
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(t.checkout.placement.pendingConfirm).toBeNull();
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.stores.cart.isEmpty).toBe(true);
    expect(t.checkout.lastOrder).toMatchObject({ paid: true, order: { paid_at: '2026-01-15T10:01:00Z' } });
  });

  it('answers "no answer" for a card order that came without its payment', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => ({ ...placedFor(r), payment: null }) } });
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'error' });
    expect(t.checkout.placement).toMatchObject({ status: 'idle', problem: { kind: 'network' } });
  });

  it("puts the server's 422 messages under their fields and re-prices the cart for a gone product", async () => {
    const fetchProducts = vi.fn(async () => []);
    const t = setUpCheckout({
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
    const { form, placement } = t.checkout;
    expect(await placement.submit()).toEqual({ kind: 'invalid' });
    expect(form.serverErrors).toEqual({
      phone: 'Check the number.',
      house: 'Too long.',
      items: 'This product is no longer available.',
    });
    expect(placement.problem).toEqual({ kind: 'server', message: 'Something else.' });
    expect(form.firstInvalidField).toBe('items');
    expect(fetchProducts).toHaveBeenCalledWith([5], { revalidate: true });
    form.setField('phone', '37369000000');
    expect(form.serverErrors.phone).toBeUndefined();
    expect(placement.problem).toBeNull();
  });

  it("shows the server's message for a failure with an answer, and no answer for a 502", async () => {
    const create = vi.fn<(r: OrderRequest, k: string) => Promise<CreateOrderResponse>>();
    create.mockRejectedValueOnce(new ApiError(500, 'The kitchen is on fire.'));
    create.mockRejectedValueOnce(new ApiError(502, 'Bad gateway'));
    const t = setUpCheckout({ orders: { create } });
    await t.checkout.placement.submit();
    expect(t.checkout.placement.problem).toEqual({ kind: 'server', message: 'The kitchen is on fire.' });
    await t.checkout.placement.submit();
    expect(t.checkout.placement.problem).toEqual({ kind: 'network' });
  });

  it('sends the code in force; a 422 on promo_code drops it, its message under the code field', async () => {
    const create = vi.fn<(r: OrderRequest, k: string) => Promise<CreateOrderResponse>>();
    create.mockRejectedValueOnce(new ApiError(422, 'Invalid', { promo_code: ['Codul VARA10 a expirat.'] }));
    const t = setUpCheckout({ orders: { create }, offers: { check: async (r) => offerCheckFor(r) } });
    const { form, offers, placement } = t.checkout;
    offers.apply('vara10');
    await vi.waitFor(() => expect(offers.code).toBe('vara10'));
    expect(await placement.submit()).toEqual({ kind: 'invalid' });
    expect(create.mock.calls[0]?.[0]).toMatchObject({ promo_code: 'vara10' });
    expect(form.serverErrors).toEqual({ promoCode: 'Codul VARA10 a expirat.' });
    expect(form.firstInvalidField).toBe('promoCode');
    expect(offers.code).toBeNull();
    // Another code: the old message goes.
    offers.apply('VARA10');
    expect(form.serverErrors.promoCode).toBeUndefined();
  });
});
