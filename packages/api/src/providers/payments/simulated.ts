// The development card provider. It behaves like Viva Smart Checkout from the outside: a payment order
// with a numeric code, a hosted page (/dev/pay/{orderCode}) that sends the shopper back to the
// storefront with Viva's query parameters, and transactions the server verifies by retrieving them.
// Its books live in the database like everything else that several processes must share: a payment is a
// row of `simulated_transactions`, a refund is another row whose `refundOf` names the payment.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedTransactions } from '../../db/schema';
import { systemClock, type Clock } from '../../services/clock';
import { randomOrderCode, randomToken } from '../../services/crypto';
import type { PaymentProvider, ProviderTransaction } from './types';

type Row = typeof simulatedTransactions.$inferSelect;

const toTransaction = (row: Row): ProviderTransaction => ({
  transactionId: row.id,
  orderCode: row.orderCode,
  status: row.statusId === 'F' ? 'paid' : 'failed',
  amount: row.amount,
});

export function simulatedPayments(db: Db, publicApiUrl: string, clock: Clock = systemClock): PaymentProvider {
  return {
    name: 'simulated',
    async createPayment() {
      const orderCode = randomOrderCode();
      return { orderCode, redirectUrl: `${publicApiUrl}/dev/pay/${orderCode}` };
    },

    async retrieveTransaction(transactionId) {
      const [row] = await db
        .select()
        .from(simulatedTransactions)
        .where(and(eq(simulatedTransactions.id, transactionId), isNull(simulatedTransactions.refundOf)));
      return row ? toTransaction(row) : null;
    },

    async refund({ transactionId, amount }) {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error(`refund amount must be positive bani: ${amount}`);
      return db.transaction(async (tx) => {
        // The payment's row lock queues concurrent refunds of it: each one then counts the refunds before it.
        const [payment] = await tx
          .select()
          .from(simulatedTransactions)
          .where(and(eq(simulatedTransactions.id, transactionId), isNull(simulatedTransactions.refundOf)))
          .for('update');
        if (!payment) throw new Error(`simulated provider has no transaction ${transactionId}`);
        if (payment.statusId !== 'F') throw new Error(`simulated transaction ${transactionId} was not paid`);
        const [done] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${simulatedTransactions.amount}), 0)::int` })
          .from(simulatedTransactions)
          .where(eq(simulatedTransactions.refundOf, transactionId));
        const left = payment.amount - (done?.refunded ?? 0);
        if (left <= 0) return { status: 'already_refunded' as const };
        if (amount > left) {
          throw new Error(`simulated transaction ${transactionId} has ${left} bani left to refund, not ${amount}`);
        }
        const refundTransactionId = randomToken();
        await tx.insert(simulatedTransactions).values({
          id: refundTransactionId,
          orderCode: payment.orderCode,
          statusId: 'F',
          amount,
          refundOf: payment.id,
          createdAt: clock.now(),
        });
        return { status: 'refunded' as const, refundTransactionId };
      });
    },

    async findTransaction(orderCode) {
      const [row] = await db
        .select()
        .from(simulatedTransactions)
        .where(and(eq(simulatedTransactions.orderCode, orderCode), isNull(simulatedTransactions.refundOf)))
        .orderBy(sql`${simulatedTransactions.statusId} = 'F' desc`, desc(simulatedTransactions.createdAt))
        .limit(1);
      return row ? toTransaction(row) : null;
    },
  };
}
