// The bonus ledger's moves around an order. The balance only changes together with a ledger row, and the
// ledger allows one row per (user, kind, order), so each move happens at most once whatever the races and
// retries: a second attempt inserts nothing and so changes nothing.
import { bonusesEarnedFor } from '@nori/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { bonusTransactions, users } from '../db/schema';
import type { OrderRow as Order } from '../db/schema';
import { readOrderRules } from './orderRules';

type CreditKind = 'earn' | 'referral' | 'refund';

/** Adds `amount` bani to a user's balance with a ledger row, once per (user, kind, order). */
export async function credit(tx: Tx, userId: number, amount: number, kind: CreditKind, orderId: number, now: Date) {
  if (amount <= 0) return;
  const [entry] = await tx
    .insert(bonusTransactions)
    .values({ userId, amount, kind, orderId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: bonusTransactions.id });
  if (entry) {
    await tx
      .update(users)
      .set({ bonusBalance: sql`${users.bonusBalance} + ${amount}` })
      .where(eq(users.id, userId));
  }
}

/**
 * A completed order (delivered or picked up) earns its bonuses, and a referred customer's first completed
 * order rewards the referrer, once. Earned at completion, not at payment, so a cancelled order never
 * grants bonuses it would have to take back.
 */
export async function earnForCompleted(tx: Tx, order: Order, config: Config, now: Date) {
  if (!order.userId) return;
  // The earn rate in force at completion (the back office may have changed it since the order was placed).
  const rules = await readOrderRules(tx, config.orderRules);
  await credit(tx, order.userId, bonusesEarnedFor(order.total, rules.bonus_earn_percent), 'earn', order.id, now);
  const [referred] = await tx
    .update(users)
    .set({ referralRewardedAt: now })
    .where(and(eq(users.id, order.userId), isNull(users.referralRewardedAt), sql`${users.referrerId} is not null`))
    .returning({ referrerId: users.referrerId });
  if (referred?.referrerId) await credit(tx, referred.referrerId, config.bonus.referralBani, 'referral', order.id, now);
}

/** A cancelled order gives back the bonuses spent on it. */
export async function returnSpent(tx: Tx, order: Order, now: Date) {
  if (order.userId && order.bonusesSpent > 0)
    await credit(tx, order.userId, order.bonusesSpent, 'refund', order.id, now);
}
