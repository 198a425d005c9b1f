// The order rules in force: the environment's (`config.orderRules`) with what the back office set over them
// (the `settings` row `order_rules`, partial jsonb: lead time, days ahead, bonus shares; the phone countries
// and the slot step stay the environment's). An order reads them inside its own transaction, as a column of
// the statement that reads its restaurant (no statement of its own: measured in the README), so it is checked
// against the rules as they were when it was placed; GET /api/order-rules renders them from the catalog snapshot, which every
// change drops at once (services/manage.ts bumps the catalog version, whose trigger NOTIFYs every process).
import type { OrderRules } from '@nori/core';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { settings } from '../db/schema';

export const ORDER_RULES_KEY = 'order_rules';

/** The rules the back office may set, and their bounds. */
export const ADJUSTABLE_RULES = {
  lead_minutes: { min: 0, max: 24 * 60 },
  max_days_ahead: { min: 0, max: 60 },
  bonus_spend_max_percent: { min: 0, max: 100 },
  bonus_earn_percent: { min: 0, max: 100 },
} as const;
export type AdjustableRule = keyof typeof ADJUSTABLE_RULES;
export type RuleOverrides = Partial<Pick<OrderRules, AdjustableRule>>;

const isRule = (key: string): key is AdjustableRule => Object.hasOwn(ADJUSTABLE_RULES, key);

/** The overrides a stored value holds: whole numbers within bounds only (a row written by hand may hold anything). */
export function overridesOf(stored: unknown): RuleOverrides {
  const out: RuleOverrides = {};
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return out;
  for (const [key, value] of Object.entries(stored)) {
    if (!isRule(key) || typeof value !== 'number' || !Number.isInteger(value)) continue;
    const { min, max } = ADJUSTABLE_RULES[key];
    if (value >= min && value <= max) out[key] = value;
  }
  return out;
}

/** The environment's rules with the stored overrides over them. */
export const effectiveRules = (base: OrderRules, stored: unknown): OrderRules => ({ ...base, ...overridesOf(stored) });

/**
 * The stored overrides as a column of another query: quoteOrder reads them with the order's restaurant, in
 * the same statement, so checking an order against them costs no statement of its own.
 */
export const storedRulesColumn = sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = ${ORDER_RULES_KEY})`;

/** The stored overrides' row (none when the back office never set any). */
export const storedRulesQuery = (db: Db | Tx) =>
  db.select({ value: settings.value }).from(settings).where(eq(settings.key, ORDER_RULES_KEY));

/** The rules in force, read in `db` (an order's transaction). */
export async function readOrderRules(db: Db | Tx, base: OrderRules): Promise<OrderRules> {
  const [row] = await storedRulesQuery(db);
  return effectiveRules(base, row?.value);
}
