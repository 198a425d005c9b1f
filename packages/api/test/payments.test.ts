import { expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { payments, simulatedTransactions } from '../src/db/schema';
import { catalogIds, describeBackends, placeOrder, type TestContext } from './helpers';

type Order = { id: number; status: string; total: number; paid_at: string | null };

async function cardOrder(t: TestContext, token?: string, slug = 'set-familial') {
  const ids = await catalogIds(t);
  const res = await placeOrder(
    t,
    {
      items: [{ product_id: ids.product(slug).id, quantity: 1 }],
      order_type: 'delivery',
      region_id: 1,
      address: { street: 'bd. Dacia', house: '1' },
      payment_type: 'card_online',
      contact: { name: 'Ion', phone: '37369123456' },
    },
    { token },
  );
  expect(res.status).toBe(201);
  return { order: res.json.order as Order, redirect: (res.json.payment as { redirect_url: string }).redirect_url };
}

/** Opens the simulated hosted page and presses a button; returns the storefront return URL. */
async function pressButton(t: TestContext, redirect: string, action: 'pay' | 'decline') {
  const path = new URL(redirect).pathname;
  const page = await t.app.request(path);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${action}"`);
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, lang: 'ro' }).toString(),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** Walks an order through the kitchen to the shopper's door as a staff member. */
export async function deliver(t: TestContext, orderId: number) {
  const staff = await t.staff();
  for (const [to, extra] of [
    ['accepted', { promised_minutes: 30 }],
    ['preparing'],
    ['ready'],
    ['out_for_delivery'],
    ['delivered'],
  ] as const) {
    const res = await staff.move(orderId, to, extra);
    expect(res.status, `${to}: ${res.text}`).toBe(200);
  }
}

const verify = (t: TestContext, url: URL) =>
  t.request('POST', '/api/payments/verify', { body: { t: url.searchParams.get('t'), s: url.searchParams.get('s') } });

describeBackends('payments (simulated provider)', (t) => {
  it('creates a checkout redirect for card orders, with an accessible hosted page', async () => {
    const { order, redirect } = await cardOrder(t());
    expect(order.status).toBe('awaiting_payment');
    expect(redirect).toMatch(/^http:\/\/api\.test\/dev\/pay\/\d{16}$/);
    const html = await (
      await t().app.request(new URL(redirect).pathname, { headers: { 'accept-language': 'en' } })
    ).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<button type="submit" name="action" value="pay">Pay</button>');
    expect(html).toContain('Decline payment');
    expect(html).toContain(`Order no. ${order.id}`);
    expect((await t().app.request('/dev/pay/1234567890123456')).status).toBe(404);
  });

  it('returns to the storefront with Viva’s parameters and marks the order paid once verified', async () => {
    const token = await t().signIn();
    const { order, redirect } = await cardOrder(t(), token);
    const back = await pressButton(t(), redirect, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://site.test/api/success-viva-redirect-url');
    expect([...back.searchParams.keys()].sort()).toEqual(['eci', 'eventId', 'lang', 's', 't']);
    expect(back.searchParams.get('lang')).toBe('ro-RO');

    // Nothing is paid until the server verifies.
    expect(((await t().request('GET', `/api/orders/${order.id}`, { token })).json.data as Order).status).toBe(
      'awaiting_payment',
    );
    const res = await verify(t(), back);
    expect(res.json).toEqual({ order_id: order.id, status: 'paid', retry_url: null });
    const placed = (await t().request('GET', `/api/orders/${order.id}`, { token })).json.data as Order & {
      timeline: { status: string }[];
    };
    expect(placed).toMatchObject({ status: 'placed', paid_at: expect.any(String) });

    // Verifying again changes nothing: placed once.
    expect((await verify(t(), back)).json).toEqual({ order_id: order.id, status: 'paid', retry_url: null });
    const again = (await t().request('GET', `/api/orders/${order.id}`, { token })).json.data as typeof placed;
    expect(again.timeline.map((e) => e.status)).toEqual(['awaiting_payment', 'placed']);

    // Bonuses are earned when the order is delivered, once (5% of 699 = 34.95), not when it is paid.
    expect((await t().request('GET', '/api/bonuses', { token })).json).toMatchObject({ balance: 0, transactions: [] });
    await deliver(t(), order.id);
    const bonuses = await t().request('GET', '/api/bonuses', { token });
    expect(bonuses.json).toMatchObject({
      balance: 34.95,
      transactions: [{ amount: 34.95, kind: 'earn', order_id: order.id }],
    });
  });

  it('keeps a declined order payable: the same page, or a new payment order', async () => {
    const token = await t().signIn();
    const { order, redirect } = await cardOrder(t(), token);
    const declined = await pressButton(t(), redirect, 'decline');
    expect(declined.pathname).toBe('/api/fail-viva-redirect-url');
    expect(declined.searchParams.get('eventId')).not.toBe('0');
    expect((await verify(t(), declined)).json).toEqual({ order_id: order.id, status: 'failed', retry_url: redirect });
    expect(((await t().request('GET', `/api/orders/${order.id}`, { token })).json.data as Order).status).toBe(
      'awaiting_payment',
    );

    const retry = await t().request('POST', `/api/orders/${order.id}/pay`, { token });
    expect(retry.status).toBe(200);
    const next = (retry.json.payment as { redirect_url: string }).redirect_url;
    expect(next).not.toBe(redirect);
    const paid = await pressButton(t(), next, 'pay');
    expect((await verify(t(), paid)).json).toEqual({ order_id: order.id, status: 'paid', retry_url: null });
    // A late failure report never un-pays the order.
    expect((await verify(t(), declined)).json).toEqual({ order_id: order.id, status: 'paid', retry_url: null });

    const again = await t().request('POST', `/api/orders/${order.id}/pay`, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('The order is already paid.');
  });

  it('counts an order once when two of its payment orders are both paid, and refunds the second', async () => {
    const token = await t().signIn();
    const { order, redirect } = await cardOrder(t(), token);
    const second = (
      (await t().request('POST', `/api/orders/${order.id}/pay`, { token })).json.payment as { redirect_url: string }
    ).redirect_url;
    const a = await pressButton(t(), redirect, 'pay');
    const b = await pressButton(t(), second, 'pay');
    expect((await verify(t(), a)).json).toMatchObject({ status: 'paid' });
    expect((await verify(t(), b)).json).toMatchObject({ status: 'paid' });
    const order2 = (await t().request('GET', `/api/orders/${order.id}`, { token })).json.data as {
      timeline: { status: string }[];
    };
    expect(order2.timeline.map((e) => e.status)).toEqual(['awaiting_payment', 'placed']);
    expect(t().logs.text).toContain('payment for an order already paid or cancelled: refunding it');

    // The second payment goes back to the card, by the refund job, once however often it runs.
    const rows = await t().db.select().from(payments).where(eq(payments.orderId, order.id));
    const extra = rows.find((p) => p.refundStatus === 'requested');
    expect(extra).toBeDefined();
    await t().deps.jobHandlers['payment-refund']({ paymentId: extra!.id });
    await t().deps.jobHandlers['payment-refund']({ paymentId: extra!.id });
    const [refunded] = await t().db.select().from(payments).where(eq(payments.id, extra!.id));
    expect(refunded).toMatchObject({ refundStatus: 'refunded', refundedAt: expect.any(Date) });
    const books = await t().db.select().from(simulatedTransactions).where(isNotNull(simulatedTransactions.refundOf));
    expect(books).toHaveLength(1);
    expect(books[0]).toMatchObject({ refundOf: extra!.transactionId, amount: extra!.amount });
  });

  it('refuses to pay again for cash orders and other people’s orders', async () => {
    const token = await t().signIn();
    const ids = await catalogIds(t());
    const cash = await placeOrder(
      t(),
      {
        items: [{ product_id: ids.product('set-copt').id, quantity: 1 }],
        order_type: 'pickup',
        restaurant_id: 1,
        payment_type: 'cash',
        contact: { name: 'Ion', phone: '37369123456' },
      },
      { token },
    );
    const id = (cash.json.order as Order).id;
    expect((await t().request('POST', `/api/orders/${id}/pay`, { token })).status).toBe(409);
    const { order } = await cardOrder(t(), token);
    const other = await t().signIn('37369000055');
    expect((await t().request('POST', `/api/orders/${order.id}/pay`, { token: other })).status).toBe(404);
  });

  it('rejects verification that does not match the provider’s books', async () => {
    const { redirect } = await cardOrder(t());
    const back = await pressButton(t(), redirect, 'pay');
    const wrongCode = await t().request('POST', '/api/payments/verify', {
      body: { t: back.searchParams.get('t'), s: '1111111111111111' },
    });
    expect(wrongCode.status).toBe(404);
    const unknown = await t().request('POST', '/api/payments/verify', {
      body: { t: '7f1f2a4c-1c1d-4c55-9a49-0d1c3a6b9e10', s: back.searchParams.get('s') },
    });
    expect(unknown.status).toBe(404);
    const malformed = await t().request('POST', '/api/payments/verify', { body: { t: 'nope', s: 'x' } });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.json.errors as object).sort()).toEqual(['s', 't']);
  });

  it('credits the referrer once, on the referred customer’s first completed order', async () => {
    const referrerToken = await t().signIn('37369000100');
    const code = ((await t().request('GET', '/api/referral', { token: referrerToken })).json as { code: string }).code;
    const friend = await t().signIn('37369000200');
    await t().request('POST', '/api/update-profile', {
      token: friend,
      body: { name: 'Dan', surname: 'Rusu', referrer_id: code },
    });

    const placed: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { order, redirect } = await cardOrder(t(), friend, 'set-tempura');
      await verify(t(), await pressButton(t(), redirect, 'pay'));
      placed.push(order.id);
    }
    // Paid is not enough: the reward comes with the first order delivered.
    expect((await t().request('GET', '/api/referral', { token: referrerToken })).json).toMatchObject({ earned: 0 });
    for (const id of placed) await deliver(t(), id);
    const referral = await t().request('GET', '/api/referral', { token: referrerToken });
    expect(referral.json).toEqual({ code, link: `http://site.test/?referral=${code}`, invited: 1, earned: 50 });
    const bonuses = await t().request('GET', '/api/bonuses', { token: referrerToken });
    expect(bonuses.json).toMatchObject({ balance: 50, transactions: [{ kind: 'referral', amount: 50 }] });
  });
});

describeBackends('favourites', (t) => {
  it('stores the list with PUT and returns it with GET, in order, without duplicates', async () => {
    const token = await t().signIn();
    expect((await t().request('GET', '/api/favorites', { token })).json).toEqual({ ids: [] });
    const put = await t().request('PUT', '/api/favorites', { token, body: { ids: [5, 2, 5, 9] } });
    expect(put.json).toEqual({ ids: [5, 2, 9] });
    expect((await t().request('GET', '/api/favorites', { token })).json).toEqual({ ids: [5, 2, 9] });
    expect((await t().request('PUT', '/api/favorites', { token, body: { ids: [] } })).json).toEqual({ ids: [] });
  });

  it('refuses unknown products, bad shapes and guests', async () => {
    const token = await t().signIn();
    const unknown = await t().request('PUT', '/api/favorites', { token, body: { ids: [1, 99_999] } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toHaveProperty(['ids.1']);
    expect((await t().request('PUT', '/api/favorites', { token, body: { ids: ['a'] } })).status).toBe(422);
    expect((await t().request('PUT', '/api/favorites', { token, body: [1, 2] })).status).toBe(422);
    expect((await t().request('GET', '/api/favorites')).status).toBe(401);
  });
});
