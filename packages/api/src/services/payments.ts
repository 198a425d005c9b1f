// Card payments. A payment counts only once the server has retrieved the transaction from the provider
// (the shopper's return redirect proves nothing). Whichever of the redirect verification and the webhook
// arrives first marks the order paid — one conditional UPDATE decides, so it happens exactly once, and
// only that winner credits bonuses. A failed attempt is recorded but never final: the order stays
// payable, by the same payment order or a new one.
import { bonusesEarnedFor } from '@nori/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { bonusTransactions, orders, payments, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { loggableError, type Logger } from '../logger';
import type { PaymentProvider, ProviderTransaction } from '../providers/payments/types';
import type { Clock } from './clock';
import type { Order } from './orders';

export type PaymentStatus = 'paid' | 'failed' | 'pending';

export function createPaymentService(db: Db, clock: Clock, config: Config, provider: PaymentProvider, log: Logger) {
  async function credit(tx: Tx, userId: number, amount: number, kind: 'earn' | 'referral', orderId: number) {
    if (amount <= 0) return;
    const [entry] = await tx
      .insert(bonusTransactions)
      .values({ userId, amount, kind, orderId, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: bonusTransactions.id });
    if (entry) {
      await tx
        .update(users)
        .set({ bonusBalance: sql`${users.bonusBalance} + ${amount}` })
        .where(eq(users.id, userId));
    }
  }

  /** Marks the order paid if nobody has yet; returns whether this call did it. */
  async function markPaid(paymentId: number, orderId: number, transactionId: string): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [newlyPaid] = await tx
        .update(payments)
        .set({ status: 'paid', transactionId, updatedAt: now })
        .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'paid'`))
        .returning({ id: payments.id });
      const [order] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now })
        .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
        .returning();
      if (!order) {
        if (newlyPaid) {
          // Paid through a second payment order (two tabs, a retry): the order counts once; refund by hand.
          log.warn({ orderId, paymentId }, 'second successful payment for an already paid order: refund it');
        }
        return false;
      }
      if (order.userId) {
        await credit(
          tx,
          order.userId,
          bonusesEarnedFor(order.total, config.orderRules.bonus_earn_percent),
          'earn',
          order.id,
        );
        // A referred customer's first paid order rewards the referrer, once.
        const [referred] = await tx
          .update(users)
          .set({ referralRewardedAt: now })
          .where(
            and(eq(users.id, order.userId), isNull(users.referralRewardedAt), sql`${users.referrerId} is not null`),
          )
          .returning({ referrerId: users.referrerId });
        if (referred?.referrerId)
          await credit(tx, referred.referrerId, config.bonus.referralBani, 'referral', order.id);
      }
      return true;
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
  };

  return {
    provider,

    /** The checkout address of an unpaid card order: its open payment order, or a new one. */
    async redirectFor(order: Order, locale: Locale): Promise<string | null> {
      if (order.paymentType !== 'card_online' || order.paidAt) return null;
      // Replays of one order may arrive together: the row lock makes them share one payment order.
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        if (!locked || locked.paidAt) return null;
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

    async byOrderCode(orderCode: string) {
      const [payment] = await db.select().from(payments).where(eq(payments.orderCode, orderCode));
      return payment;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
