// Card payments. A payment counts only once the server has retrieved the transaction from the provider
// (the shopper's return redirect proves nothing). Whichever of the redirect verification and the webhook
// arrives first marks the order paid — one conditional UPDATE decides, so it happens exactly once, and
// only that winner places the order. A failed attempt is recorded but never final: the order stays
// payable, by the same payment order or a new one.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { orders, payments } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { loggableError, type Logger } from '../logger';
import type { PaymentProvider, ProviderTransaction } from '../providers/payments/types';
import type { Clock } from './clock';
import type { JobQueue } from './jobs';
import type { LifecycleService } from './lifecycle';
import type { OrderRow as Order } from '../db/schema';

export type PaymentStatus = 'paid' | 'failed' | 'pending';

export function createPaymentService(
  db: Db,
  clock: Clock,
  config: Config,
  provider: PaymentProvider,
  log: Logger,
  lifecycle: LifecycleService,
  jobs: Pick<JobQueue, 'enqueue'>,
) {
  /**
   * Records a verified payment and, if the order was waiting for it, places the order; returns whether this
   * call placed it. Money that arrives for an order already paid (two tabs, a retry) or already cancelled
   * (the shopper paid after the reconciliation gave up) is sent back by a refund job.
   */
  async function markPaid(paymentId: number, orderId: number, transactionId: string): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [newlyPaid] = await tx
        .update(payments)
        .set({ status: 'paid', transactionId, updatedAt: now })
        .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'paid'`))
        .returning({ id: payments.id });
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return false;
      if (order.status === 'awaiting_payment') {
        await lifecycle.paid(tx, order);
        return true;
      }
      if (newlyPaid) {
        log.warn(
          { orderId, paymentId, status: order.status },
          'payment for an order already paid or cancelled: refunding it',
        );
        await tx.update(payments).set({ refundStatus: 'requested' }).where(eq(payments.id, paymentId));
        await jobs.enqueue(tx, 'payment-refund', { paymentId });
      }
      return false;
    });
  }

  async function orderStatus(orderId: number): Promise<Order | undefined> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    return order;
  }

  /** Applies what the provider says about a transaction to our books. */
  async function apply(
    tx: ProviderTransaction,
  ): Promise<{ order_id: number; status: PaymentStatus; retry_url: string | null } | null> {
    const [payment] = await db.select().from(payments).where(eq(payments.orderCode, tx.orderCode));
    if (!payment) return null;
    if (tx.status === 'paid') {
      if (tx.amount !== payment.amount) {
        log.warn({ orderId: payment.orderId, expected: payment.amount, got: tx.amount }, 'payment amount mismatch');
      } else {
        await markPaid(payment.id, payment.orderId, tx.transactionId);
      }
    } else if (tx.status === 'failed') {
      await db
        .update(payments)
        .set({ status: 'failed', transactionId: tx.transactionId, updatedAt: clock.now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    }
    const order = await orderStatus(payment.orderId);
    const status: PaymentStatus = order?.paidAt ? 'paid' : tx.status === 'paid' ? 'failed' : tx.status;
    // Until the order is paid, the same payment order can be tried again (guests have no other way back).
    return { order_id: payment.orderId, status, retry_url: status === 'paid' ? null : payment.redirectUrl };
  }

  async function create(tx: Db | Tx, order: Order, locale: Locale): Promise<string> {
    const created = await provider
      .createPayment({
        orderId: order.id,
        amount: order.total,
        description: `Nori #${order.id}`,
        customerName: order.contactName,
        phone: order.contactPhone,
        locale,
      })
      .catch((err: unknown) => {
        log.error({ err: loggableError(err), orderId: order.id }, 'payment provider failed to create a payment order');
        throw new ApiError(502, 'payment.providerError');
      });
    const now = clock.now();
    await tx.insert(payments).values({
      orderId: order.id,
      provider: provider.name,
      orderCode: created.orderCode,
      redirectUrl: created.redirectUrl,
      status: 'pending',
      amount: order.total,
      createdAt: now,
      updatedAt: now,
    });
    return created.redirectUrl;
  }

  const payable = (order: Order) => {
    if (order.paymentType !== 'card_online') throw new ApiError(409, 'order.notPayable');
    if (order.paidAt) throw new ApiError(409, 'order.alreadyPaid');
    if (order.status === 'cancelled') throw new ApiError(409, 'order.cancelled');
  };

  return {
    provider,

    /** The checkout address of an unpaid card order: its open payment order, or a new one. */
    async redirectFor(order: Order, locale: Locale): Promise<string | null> {
      if (order.paymentType !== 'card_online' || order.paidAt || order.status === 'cancelled') return null;
      // Replays of one order may arrive together: the row lock makes them share one payment order.
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        if (!locked || locked.paidAt || locked.status === 'cancelled') return null;
        const [open] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
          .orderBy(desc(payments.id))
          .limit(1);
        return open?.redirectUrl ?? create(tx, locked, locale);
      });
    },

    /** A fresh payment order for another try. */
    async retry(order: Order, locale: Locale): Promise<string> {
      payable(order);
      return create(db, order, locale);
    },

    /** POST /api/payments/verify: the return redirect's `t` and `s`, checked with the provider. */
    async verify(transactionId: string, orderCode: string) {
      const tx = await provider.retrieveTransaction(transactionId).catch((err: unknown) => {
        log.error({ err: loggableError(err) }, 'payment provider failed to retrieve a transaction');
        throw new ApiError(502, 'payment.providerError');
      });
      if (!tx || tx.orderCode !== orderCode) throw new ApiError(404, 'payment.notFound');
      const result = await apply(tx);
      if (!result) throw new ApiError(404, 'payment.notFound');
      return result;
    },

    /** A provider notification: never trusted, always confirmed by retrieving the transaction. */
    async confirmFromWebhook(transactionId: string) {
      const tx = await provider.retrieveTransaction(transactionId);
      return tx ? apply(tx) : null;
    },

    /**
     * The refund job: returns a cancelled order's card payment. Safe to run again: a payment marked refunded
     * is skipped, and a provider that already refunded it says so (`already_refunded`) instead of paying twice.
     */
    async refund(paymentId: number): Promise<void> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment || payment.refundStatus !== 'requested' || !payment.transactionId) return;
      const result = await provider.refund({
        transactionId: payment.transactionId,
        orderCode: payment.orderCode,
        amount: payment.amount,
      });
      await db
        .update(payments)
        .set({
          refundStatus: 'refunded',
          refundTransactionId: result.status === 'refunded' ? result.refundTransactionId : null,
          refundedAt: clock.now(),
          updatedAt: clock.now(),
        })
        .where(eq(payments.id, paymentId));
      log.info({ paymentId, orderId: payment.orderId, result: result.status }, 'card payment refunded');
    },

    /**
     * The reconciliation job: card orders still awaiting payment a few minutes on (the shopper closed the
     * tab on the provider's page, or its webhook never came) are checked with the provider; once the
     * provider's checkout has expired (PAYMENT_TIMEOUT_MINUTES) they are cancelled, which returns bonuses.
     */
    async reconcile(): Promise<{ placed: number; cancelled: number }> {
      const now = clock.now();
      const waiting = await db
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.createdAt, new Date(now.getTime() - 2 * 60_000))))
        .orderBy(asc(orders.id))
        .limit(100);
      let placed = 0;
      let cancelled = 0;
      for (const order of waiting) {
        const open = await db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.id));
        let paid = false;
        for (const payment of open) {
          const found = await provider.findTransaction(payment.orderCode);
          if (found?.status === 'paid') paid = (await apply(found))?.status === 'paid';
          if (paid) break;
        }
        if (paid) placed += 1;
        else if (order.createdAt.getTime() < now.getTime() - config.paymentTimeoutMinutes * 60_000) {
          await lifecycle
            .transition(order.id, 'cancelled', { actor: 'system' }, { reason: null })
            .then(() => (cancelled += 1))
            // Paid or cancelled by someone else meanwhile.
            .catch((err: unknown) => {
              if (!(err instanceof ApiError && err.status === 409)) throw err;
            });
        }
      }
      return { placed, cancelled };
    },

    async byOrderCode(orderCode: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.orderCode, orderCode));
      return payment;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
