import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import type { FakeApiOverrides } from '../../testing/createTestStores';
import type { OrderRequest } from '../../api/types';
import { createCalls, paidCardOrder, placedFor, setUpCheckout } from '../../testing/checkoutFixtures';

/** A card order placed, the shopper gone to the provider and back (declined). */
async function placedCardOrder(api: FakeApiOverrides = {}, cookies?: Record<string, string>) {
  const t = setUpCheckout({ orders: { create: async (r) => placedFor(r) }, ...api }, { cookies });
  await t.checkout.placement.submit();
  t.checkout.resume();
  return t;
}

const proof = { t: 'b3f1c2d4-0000-4000-8000-000000000001', s: '123456' };

describe('PaymentRetry: paying the same order again', () => {
  it("replays a guest's order request with its key", async () => {
    const t = await placedCardOrder();
    const [request, key] = createCalls(t)[0]!;
    expect(await t.checkout.payment.retry(42)).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(createCalls(t)[1]).toEqual([request, key]);
  });

  it("verifies the provider's return again: the order's own checkout, no new order", async () => {
    const verifyPayment = vi.fn(async () => ({
      order_id: 42,
      status: 'failed' as const,
      retry_url: 'http://api.test/dev/pay/654321',
    }));
    const t = await placedCardOrder({ orders: { create: async (r) => placedFor(r), verifyPayment } });
    expect(await t.checkout.payment.retry(42, proof)).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/654321' });
    expect(verifyPayment).toHaveBeenCalledWith(proof);
    expect(createCalls(t)).toHaveLength(1);
  });

  it('goes to the success page when the verified return says the order got paid meanwhile', async () => {
    const t = await placedCardOrder({
      orders: {
        create: async (r) => placedFor(r),
        verifyPayment: async () => ({ order_id: 42, status: 'paid', retry_url: null }),
      },
    });
    expect(await t.checkout.payment.retry(42, { t: 'x', s: '123456' })).toEqual({ kind: 'paid' });
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.stores.cart.isEmpty).toBe(true);
    // Paid as far as this browser knows: the success page shows it and reports the purchase.
    expect(t.checkout.lastOrder).toMatchObject({
      paid: true,
      order: { status: 'placed', paid_at: t.clock.now().toISOString() },
    });
  });

  it("uses the API's pay call for a signed-in shopper's own order", async () => {
    const pay = vi.fn(async () => 'http://api.test/dev/pay/999999');
    const t = await placedCardOrder({ orders: { create: async (r) => placedFor(r), pay } }, { token: 't' });
    expect(await t.checkout.payment.retry(42)).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/999999' });
    expect(pay).toHaveBeenCalledWith(42);
    expect(createCalls(t)).toHaveLength(1);
  });

  it('replays a guest order when the shopper signed in since (not their own: 404)', async () => {
    const pay = vi.fn(async (): Promise<string> => Promise.reject(new ApiError(404, 'Not found')));
    const t = await placedCardOrder({ orders: { create: async (r) => placedFor(r), pay } }, { token: 't' });
    expect(await t.checkout.payment.retry(42)).toEqual({ kind: 'pay', url: 'http://api.test/dev/pay/123456' });
    expect(createCalls(t)).toHaveLength(2);
  });

  it("goes to the success page when the replayed order comes back paid (the provider's return was lost)", async () => {
    const create = vi.fn(async (r: OrderRequest) => placedFor(r));
    const t = await placedCardOrder({ orders: { create } });
    create.mockImplementation(async (r) => ({ ...placedFor(r), order: paidCardOrder(r), payment: null }));
    expect(await t.checkout.payment.retry(42)).toEqual({ kind: 'paid' });
    expect(createCalls(t)).toHaveLength(2);
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.stores.cart.isEmpty).toBe(true);
  });

  it('treats an order already paid as done: cookie, success', async () => {
    const t = await placedCardOrder(
      {
        orders: {
          create: async (r) => placedFor(r),
          pay: async () => Promise.reject(new ApiError(409, 'The order is already paid.')),
        },
      },
      { token: 't' },
    );
    expect(await t.checkout.payment.retry(42)).toEqual({ kind: 'paid' });
    expect(t.cookies.get('order_id')).toBe('42');
  });

  it('keeps its own state: a failure shows on the payment page, never in the checkout form', async () => {
    const t = await placedCardOrder({
      orders: { create: async (r) => placedFor(r), verifyPayment: async () => Promise.reject(new ApiError(0, '')) },
    });
    const { payment, placement, form } = t.checkout;
    expect(await payment.retry(42, proof)).toEqual({ kind: 'error' });
    expect(payment).toMatchObject({ retrying: false, problem: { kind: 'network' } });
    expect(placement.problem).toBeNull();
    expect(form.serverErrors).toEqual({});

    t.stores.user.logout();
    t.storage.removeItem('test:last-order');
    t.checkout.restore();
    expect(await payment.retry(42)).toEqual({ kind: 'error' });
    expect(payment.problem).toEqual({ kind: 'network' });
  });

  it("shows the server's message, and clears it on the next try", async () => {
    const create = vi.fn(async (r) => placedFor(r));
    const t = await placedCardOrder({ orders: { create } });
    create.mockRejectedValueOnce(new ApiError(500, 'The provider is down.'));
    await t.checkout.payment.retry(42);
    expect(t.checkout.payment.problem).toEqual({ kind: 'server', message: 'The provider is down.' });
    const next = t.checkout.payment.retry(42);
    expect(t.checkout.payment).toMatchObject({ retrying: true, problem: null });
    expect(await t.checkout.payment.retry(42)).toEqual({ kind: 'error' }); // one at a time
    await next;
  });

  it('can pay again only with a way to the order', async () => {
    const t = await placedCardOrder();
    const { payment } = t.checkout;
    expect(payment.canRetry(null)).toBe(false);
    expect(payment.canRetry(42)).toBe(true); // placed in this browser
    expect(payment.canRetry(7)).toBe(false);
    expect(payment.canRetry(7, proof)).toBe(true); // the provider's return
    const signedIn = setUpCheckout({}, { cookies: { token: 't' } });
    expect(signedIn.checkout.payment.canRetry(7)).toBe(true); // an own order
  });

  it('works again after the back-forward cache brings the page back', async () => {
    const t = await placedCardOrder();
    expect(await t.checkout.payment.retry(42)).toMatchObject({ kind: 'pay' });
    expect(t.checkout.payment.retrying).toBe(true);
    t.checkout.payment.resume();
    expect(t.checkout.payment.retrying).toBe(false);
  });
});

describe('PaymentRetry: back from a verified payment', () => {
  it('settles the order once: empty cart, paid; a cart filled afterwards stays', async () => {
    const t = await placedCardOrder();
    t.checkout.payment.completePaid(42);
    expect(t.stores.cart.isEmpty).toBe(true);
    expect(t.checkout.lastOrder).toMatchObject({
      paid: true,
      order: { status: 'placed', paid_at: expect.any(String) },
    });
    t.stores.cart.add({ id: 9, currentPrice: 10 });
    t.checkout.payment.completePaid(42);
    expect(t.stores.cart.count).toBe(1);
  });

  it('leaves the cart alone for an order this browser did not place', async () => {
    const t = await placedCardOrder();
    t.checkout.payment.completePaid(7);
    expect(t.stores.cart.count).toBe(2);
  });
});
