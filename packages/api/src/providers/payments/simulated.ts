// The development card provider. It behaves like Viva Smart Checkout from the outside: a payment order
// with a numeric code, a hosted page (/dev/pay/{orderCode}) that sends the shopper back to the
// storefront with Viva's query parameters, and transactions the server verifies by retrieving them.
// Its books live in the database like everything else that several processes must share.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedTransactions } from '../../db/schema';
import { randomOrderCode } from '../../services/crypto';
import type { PaymentProvider } from './types';

export function simulatedPayments(db: Db, publicApiUrl: string): PaymentProvider {
  return {
    name: 'simulated',
    async createPayment() {
      const orderCode = randomOrderCode();
      return { orderCode, redirectUrl: `${publicApiUrl}/dev/pay/${orderCode}` };
    },
    async retrieveTransaction(transactionId) {
      const [row] = await db.select().from(simulatedTransactions).where(eq(simulatedTransactions.id, transactionId));
      if (!row) return null;
      return {
        transactionId: row.id,
        orderCode: row.orderCode,
        status: row.statusId === 'F' ? 'paid' : 'failed',
        amount: row.amount,
      };
    },
  };
}
