import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { vivaPayments } from '../src/providers/payments/viva';
import { startFakeViva } from './fakeViva';
import { catalogIds, describeBackends, newKey, placeOrder, type TestContext } from './helpers';

const viva = await startFakeViva();
afterAll(() => viva.close());

type Order = { id: number; status: string; total: number };

async function cardOrder(t: TestContext, token?: string, key?: string) {
  const ids = await catalogIds(t);
  return placeOrder(
    t,
    {
      items: [
        {
          product_id: ids.product('set-dragon').id,
          quantity: 1,
          modifiers: [{ id: ids.modifier('set-dragon', 'wasabi').id, quantity: 1 }],
        },
      ],
      order_type: 'pickup',
      restaurant_id: 1,
      payment_type: 'card_online',
      contact: { name: 'Ion', phone: '37369123456' },
    },
    { token, key, lang: 'en' },
  );
}

const refOf = (redirect: string) => new URL(redirect).searchParams.get('ref') ?? '';

describeBackends(
  'payments (Viva Smart Checkout against a local fake)',
  (t) => {
    it('creates the payment order in cents with an OAuth token and redirects to checkout with ref', async () => {
      const before = { ...viva.calls };
      const res = await cardOrder(t());
      expect(res.status).toBe(201);
      const redirect = (res.json.payment as { redirect_url: string }).redirect_url;
      expect(redirect).toMatch(new RegExp(`^${viva.url}/web/checkout\\?ref=\\d{16}$`));
      const created = viva.orders.get(refOf(redirect));
      expect(created?.amount).toBe(45_400); // (449 + 5) MDL in bani
      expect(created?.body).toMatchObject({
        customer: { fullName: 'Ion', requestLang: 'en-GB' },
        merchantTrns: `order:${(res.json.order as Order).id}`,
      });
      await cardOrder(t());
      expect(viva.calls.createOrder - before.createOrder).toBe(2);
      expect(viva.calls.token - before.token).toBeLessThanOrEqual(1); // the token is reused
    });

    it('verifies the return redirect by retrieving the transaction', async () => {
      const token = await t().signIn();
      const res = await cardOrder(t(), token);
      const order = res.json.order as Order;
      const s = refOf((res.json.payment as { redirect_url: string }).redirect_url);
      const failed = viva.pay(s, 'E');
      expect((await t().request('POST', '/api/payments/verify', { body: { t: failed, s } })).json).toEqual({
        order_id: order.id,
        status: 'failed',
        retry_url: (res.json.payment as { redirect_url: string }).redirect_url,
      });
      const paid = viva.pay(s, 'F');
      expect((await t().request('POST', '/api/payments/verify', { body: { t: paid, s } })).json).toEqual({
        order_id: order.id,
        status: 'paid',
        retry_url: null,
      });
      const placed = await t().request('GET', `/api/orders/${order.id}`, { token });
      expect(placed.json.data).toMatchObject({ status: 'placed', paid_at: expect.any(String) });
    });

    it('does not accept a transaction for less than the order', async () => {
      const res = await cardOrder(t());
      const s = refOf((res.json.payment as { redirect_url: string }).redirect_url);
      const cheap = viva.pay(s, 'F', 100);
      expect((await t().request('POST', '/api/payments/verify', { body: { t: cheap, s } })).json).toMatchObject({
        status: 'failed',
      });
    });

    it('answers the webhook verification with the merchant key', async () => {
      const res = await t().request('GET', '/api/payments/viva/webhook');
      expect(res.json).toEqual({ Key: viva.webhookKey });
    });

    it('marks the order paid from a "Transaction Payment Created" webhook, confirmed by retrieval', async () => {
      const res = await cardOrder(t());
      const order = res.json.order as Order;
      const s = refOf((res.json.payment as { redirect_url: string }).redirect_url);
      const id = viva.pay(s, 'F');
      const hook = await t().request('POST', '/api/payments/viva/webhook', {
        body: {
          EventTypeId: 1796,
          EventData: { TransactionId: id, OrderCode: Number(s), StatusId: 'F' },
          Created: new Date().toISOString(),
        },
      });
      expect(hook.status).toBe(200);
      expect((await t().request('POST', '/api/payments/verify', { body: { t: id, s } })).json).toEqual({
        order_id: order.id,
        status: 'paid',
        retry_url: null,
      });
    });

    it('ignores forged webhooks: the retrieved transaction decides', async () => {
      const res = await cardOrder(t());
      const s = refOf((res.json.payment as { redirect_url: string }).redirect_url);
      const failed = viva.pay(s, 'E');
      // The payload claims success; Viva says the transaction failed.
      await t().request('POST', '/api/payments/viva/webhook', {
        body: { EventTypeId: 1796, EventData: { TransactionId: failed, StatusId: 'F' } },
      });
      const unknown = await t().request('POST', '/api/payments/viva/webhook', {
        body: { EventTypeId: 1796, EventData: { TransactionId: '00000000-0000-4000-8000-000000000000' } },
      });
      expect(unknown.status).toBe(200);
      expect((await t().request('POST', '/api/payments/verify', { body: { t: failed, s } })).json).toMatchObject({
        status: 'failed',
      });
      expect((await t().request('POST', '/api/payments/viva/webhook', { body: { nonsense: true } })).status).toBe(400);
    });

    it('records a "Transaction Failed" webhook without closing the order', async () => {
      const token = await t().signIn();
      const res = await cardOrder(t(), token);
      const order = res.json.order as Order;
      const s = refOf((res.json.payment as { redirect_url: string }).redirect_url);
      await t().request('POST', '/api/payments/viva/webhook', {
        body: { EventTypeId: 1798, EventData: { TransactionId: viva.pay(s, 'E') } },
      });
      const retry = await t().request('POST', `/api/orders/${order.id}/pay`, { token });
      expect(retry.status).toBe(200);
      const next = refOf((retry.json.payment as { redirect_url: string }).redirect_url);
      expect(next).not.toBe(s);
      expect(
        (await t().request('POST', '/api/payments/verify', { body: { t: viva.pay(next), s: next } })).json,
      ).toEqual({ order_id: order.id, status: 'paid', retry_url: null });
    });

    it('answers 502 when Viva is down, and the same Idempotency-Key later gets the checkout', async () => {
      viva.failNextCreate();
      const key = newKey();
      const down = await cardOrder(t(), undefined, key);
      expect(down.status).toBe(502);
      expect(down.json.message).toBe('The payment service is not answering. Please try again.');
      const again = await cardOrder(t(), undefined, key);
      expect(again.status).toBe(200);
      expect((again.json.payment as { redirect_url: string }).redirect_url).toContain('/web/checkout?ref=');
    });
  },
  { env: viva.env },
);

// The provider on its own, against a fake of its own: nothing the app's tests leave behind reaches it.
const fake = await startFakeViva();
afterAll(() => fake.close());

describe('Viva refunds and payment-order lookup (Payment API against a local fake)', () => {
  const config = loadConfig({ NODE_ENV: 'test', ...fake.env });
  const provider = vivaPayments(config.payments.viva, config);
  /** 128.14 MDL: Viva answers 128.14, and 128.14 × 100 is 12813.999… in floating point. */
  const AMOUNT = 12_814;
  const paymentOrder = async () =>
    (
      await provider.createPayment({
        orderId: 1,
        amount: AMOUNT,
        description: 'Nori #1',
        customerName: 'Ion',
        phone: '37369123456',
        locale: 'en',
      })
    ).orderCode;

  it('refunds a paid transaction to the card in cents', async () => {
    const orderCode = await paymentOrder();
    const paid = fake.pay(orderCode);
    const result = await provider.refund({ transactionId: paid, orderCode, amount: AMOUNT });
    expect(result).toEqual({ status: 'refunded', refundTransactionId: expect.any(String) });
    expect(fake.refunds(paid)).toEqual([AMOUNT]);
  });

  it('answers a retried refund "already_refunded" and refunds only once', async () => {
    const orderCode = await paymentOrder();
    const paid = fake.pay(orderCode);
    await provider.refund({ transactionId: paid, orderCode, amount: AMOUNT });
    const before = fake.calls.refund;
    expect(await provider.refund({ transactionId: paid, orderCode, amount: AMOUNT })).toEqual({
      status: 'already_refunded',
    });
    expect(fake.calls.refund - before).toBe(1); // Viva was asked, and refused the second refund
    expect(fake.refunds(paid)).toEqual([AMOUNT]);
  });

  it('is safe to retry a refund whose answer was lost after Viva made it', async () => {
    const orderCode = await paymentOrder();
    const paid = fake.pay(orderCode);
    fake.loseNextRefundAnswer();
    await expect(provider.refund({ transactionId: paid, orderCode, amount: AMOUNT })).rejects.toThrow(/502/);
    expect(await provider.refund({ transactionId: paid, orderCode, amount: AMOUNT })).toEqual({
      status: 'already_refunded',
    });
    expect(fake.refunds(paid)).toEqual([AMOUNT]);
  });

  it('throws for a transaction Viva does not hold and for one that was not paid', async () => {
    const orderCode = await paymentOrder();
    await expect(provider.refund({ transactionId: randomUUID(), orderCode, amount: AMOUNT })).rejects.toThrow(
      /no transaction/,
    );
    const failed = fake.pay(orderCode, 'E');
    await expect(provider.refund({ transactionId: failed, orderCode, amount: AMOUNT })).rejects.toThrow(
      /refused.*PaymentsNonReversibleTransaction/,
    );
    expect(fake.refunds(failed)).toEqual([]);
  });

  it('does not take a refusal for "already refunded" while money is left on the transaction', async () => {
    const orderCode = await paymentOrder();
    const paid = fake.pay(orderCode);
    await provider.refund({ transactionId: paid, orderCode, amount: 10_000 });
    await expect(provider.refund({ transactionId: paid, orderCode, amount: AMOUNT })).rejects.toThrow(
      /refused.*PaymentsInvalidAmountForVoid/,
    );
    expect(fake.refunds(paid)).toEqual([10_000]);
  });

  it('finds the paid transaction of a payment order, else its latest try, else nothing', async () => {
    const orderCode = await paymentOrder();
    expect(await provider.findTransaction(orderCode)).toBeNull();
    const failed = fake.pay(orderCode, 'E');
    expect(await provider.findTransaction(orderCode)).toEqual({
      transactionId: failed,
      orderCode,
      status: 'failed',
      amount: AMOUNT,
    });
    const paid = fake.pay(orderCode, 'F');
    fake.pay(orderCode, 'E'); // a later failed try (another tab) does not hide the payment
    expect(await provider.findTransaction(orderCode)).toEqual({
      transactionId: paid,
      orderCode,
      status: 'paid',
      amount: AMOUNT,
    });
    expect(orderCode).toMatch(/^9\d{15}$/); // beyond 2^53, and no digit lost
  });

  it('does not count a refund as a try of the shopper', async () => {
    const orderCode = await paymentOrder();
    const paid = fake.pay(orderCode);
    await provider.refund({ transactionId: paid, orderCode, amount: AMOUNT });
    expect(await provider.findTransaction(orderCode)).toMatchObject({ transactionId: paid, amount: AMOUNT });
  });
});
