import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { simulatedTransactions } from '../src/db/schema';
import { simulatedPayments } from '../src/providers/payments/simulated';
import { randomOrderCode } from '../src/services/crypto';
import { describeBackends, type TestContext } from './helpers';

const AMOUNT = 45_400;

/** The shopper on the simulated checkout page: the row /dev/pay writes. Returns the transaction id. */
async function pay(t: TestContext, orderCode: string, statusId: 'F' | 'E' = 'F', amount = AMOUNT) {
  const id = randomUUID();
  await t.db.insert(simulatedTransactions).values({ id, orderCode, statusId, amount, createdAt: t.clock.now() });
  t.clock.advance(1000);
  return id;
}

const refundsOf = (t: TestContext, transactionId: string) =>
  t.db
    .select({ amount: simulatedTransactions.amount, statusId: simulatedTransactions.statusId })
    .from(simulatedTransactions)
    .where(eq(simulatedTransactions.refundOf, transactionId));

describeBackends('simulated card provider: refunds and payment-order lookup', (t) => {
  const provider = () => simulatedPayments(t().db, t().config.publicApiUrl, t().clock);

  it('refunds a paid transaction into its own books', async () => {
    const orderCode = randomOrderCode();
    const paid = await pay(t(), orderCode);
    const result = await provider().refund({ transactionId: paid, orderCode, amount: AMOUNT });
    expect(result).toEqual({ status: 'refunded', refundTransactionId: expect.any(String) });
    expect(await refundsOf(t(), paid)).toEqual([{ amount: AMOUNT, statusId: 'F' }]);
  });

  it('answers a retried refund "already_refunded" and records it once', async () => {
    const orderCode = randomOrderCode();
    const paid = await pay(t(), orderCode);
    await provider().refund({ transactionId: paid, orderCode, amount: AMOUNT });
    expect(await provider().refund({ transactionId: paid, orderCode, amount: AMOUNT })).toEqual({
      status: 'already_refunded',
    });
    expect(await refundsOf(t(), paid)).toHaveLength(1);
  });

  it('records one refund when two attempts race', async () => {
    const orderCode = randomOrderCode();
    const paid = await pay(t(), orderCode);
    const results = await Promise.all([
      provider().refund({ transactionId: paid, orderCode, amount: AMOUNT }),
      provider().refund({ transactionId: paid, orderCode, amount: AMOUNT }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['already_refunded', 'refunded']);
    expect(await refundsOf(t(), paid)).toHaveLength(1);
  });

  it('never refunds more than is left of the payment', async () => {
    const orderCode = randomOrderCode();
    const paid = await pay(t(), orderCode);
    await provider().refund({ transactionId: paid, orderCode, amount: 10_000 });
    await expect(provider().refund({ transactionId: paid, orderCode, amount: AMOUNT })).rejects.toThrow(
      /35400 bani left/,
    );
    expect(await provider().refund({ transactionId: paid, orderCode, amount: 35_400 })).toMatchObject({
      status: 'refunded',
    });
    expect(await provider().refund({ transactionId: paid, orderCode, amount: AMOUNT })).toEqual({
      status: 'already_refunded',
    });
    expect((await refundsOf(t(), paid)).map((r) => r.amount).sort()).toEqual([10_000, 35_400]);
  });

  it('throws for an unknown or unpaid transaction, and for a refund of a refund', async () => {
    const orderCode = randomOrderCode();
    await expect(provider().refund({ transactionId: randomUUID(), orderCode, amount: AMOUNT })).rejects.toThrow(
      /no transaction/,
    );
    const failed = await pay(t(), orderCode, 'E');
    await expect(provider().refund({ transactionId: failed, orderCode, amount: AMOUNT })).rejects.toThrow(
      /was not paid/,
    );
    const paid = await pay(t(), orderCode);
    const refund = await provider().refund({ transactionId: paid, orderCode, amount: AMOUNT });
    if (refund.status !== 'refunded') throw new Error('expected a refund');
    await expect(
      provider().refund({ transactionId: refund.refundTransactionId, orderCode, amount: AMOUNT }),
    ).rejects.toThrow(/no transaction/);
    expect(await refundsOf(t(), failed)).toEqual([]);
  });

  it('finds the paid transaction of a payment order, else its latest try, else nothing', async () => {
    const orderCode = randomOrderCode();
    expect(await provider().findTransaction(orderCode)).toBeNull();
    const failed = await pay(t(), orderCode, 'E');
    expect(await provider().findTransaction(orderCode)).toEqual({
      transactionId: failed,
      orderCode,
      status: 'failed',
      amount: AMOUNT,
    });
    const paid = await pay(t(), orderCode);
    await pay(t(), orderCode, 'E'); // a later failed try (another tab) does not hide the payment
    expect(await provider().findTransaction(orderCode)).toEqual({
      transactionId: paid,
      orderCode,
      status: 'paid',
      amount: AMOUNT,
    });
    await pay(t(), randomOrderCode()); // another order's payment is not this one's
    await provider().refund({ transactionId: paid, orderCode, amount: AMOUNT });
    expect(await provider().findTransaction(orderCode)).toMatchObject({ transactionId: paid, status: 'paid' });
  });
});
