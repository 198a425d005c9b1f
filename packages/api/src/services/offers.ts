// Offers as an order meets them: the database side of @nori/core/offers. The rules (which offer applies, in
// which order, how much each takes off, the bonus cap after them) are core's alone; this module loads what they
// read — the active automatic offers and the offer of the code typed, their uses, whether the shopper has
// ordered before — and says a refused code's reason in the shopper's words. One row becomes core's `Offer`
// through the API's view of it and core's `offerFromView`, the mapping the shop uses on GET /api/offers, so
// both price an offer alike.
//
// Uses are the `order_offers` rows of orders not cancelled: a cancelled order gives its use back by itself.
// An order counts them in its own transaction after locking the rows of the offers that have limits
// (SELECT … FOR UPDATE, in id order), so concurrent orders with a code limited to 10 uses make exactly 10.
import { normalizeCode } from '@nori/core/offerCode';
import {
  applyOffers,
  nudges,
  offerFromView,
  NUDGE_WITHIN,
  type Offer,
  type OfferLine,
  type OfferNudge,
  type OfferOutcome,
  type OfferRefusal,
  type OfferUsage,
} from '@nori/core/offers';
import { toMdl } from '@nori/core/money';
import type { OfferBenefitView, OfferConditionsView, OfferLimitsView, OfferRefusalReason } from '@nori/core/contract';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { offers, orderOffers, orders, products, stopList, type OfferRow } from '../db/schema';
import type { Message } from '../http/errors';
import { LOCALES, type Locale } from '../i18n';
import { clockText } from './orderTime';

/** An offer row with what its gift is now (price, on the menu, where it is stopped). */
export type OfferCandidate = {
  row: OfferRow;
  gift: { price: number; published: boolean; stoppedAt: number[] } | null;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** 750 → "12:30". */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The offer's benefit, conditions and limits as the API shows them (money in MDL, times HH:MM, ISO instants). */
export function offerSpec(
  row: OfferRow,
  giftPrice: number | null,
): { benefit: OfferBenefitView; conditions: OfferConditionsView; limits: OfferLimitsView } {
  const target = { scope: row.targetScope ?? 'order', ids: row.targetScope === 'order' ? [] : row.targetIds };
  const benefit: OfferBenefitView =
    row.kind === 'percent'
      ? { kind: 'percent', percent: row.percent ?? 0, target }
      : row.kind === 'amount'
        ? { kind: 'amount', amount: toMdl(row.amount ?? 0), target }
        : row.kind === 'cheapest_free'
          ? { kind: 'cheapest_free', every: row.every ?? 1, target }
          : row.kind === 'gift'
            ? { kind: 'gift', product_id: row.giftProductId ?? 0, value: toMdl(giftPrice ?? 0) }
            : { kind: 'free_delivery' };
  const window =
    row.windowWeekdays && row.windowFrom !== null && row.windowTo !== null
      ? { weekdays: row.windowWeekdays, from: clockOf(row.windowFrom), to: clockOf(row.windowTo) }
      : null;
  return {
    benefit,
    conditions: {
      min_subtotal: row.minSubtotal === null ? null : toMdl(row.minSubtotal),
      fulfilment: row.fulfilment,
      restaurant_ids: row.restaurantIds,
      customers: row.customers,
      window,
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
    },
    limits: { total_uses: row.totalUses, uses_per_shopper: row.usesPerShopper },
  };
}

/** The row as core prices it. */
export const coreOffer = (candidate: OfferCandidate): Offer =>
  offerFromView({
    id: candidate.row.id,
    code: candidate.row.code,
    ...offerSpec(candidate.row, candidate.gift?.price ?? null),
    combinable: candidate.row.combinable,
    with_bonuses: candidate.row.withBonuses,
  });

const hasLimits = (row: OfferRow) => row.totalUses !== null || row.usesPerShopper !== null;

/** Weekday names in each language, from Intl (1 January 2023 was a Sunday). */
const weekdayNames = (locale: Locale) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
};
const WEEKDAY_NAMES = Object.fromEntries(LOCALES.map((locale) => [locale, weekdayNames(locale)])) as Record<
  Locale,
  string[]
>;
const EVERY_DAY: Record<Locale, string> = { ro: 'zilnic', ru: 'ежедневно', en: 'every day', uk: 'щодня' };

/** "Mon–Fri", "Mon, Wed, Sat", "every day", in each language: runs of three days or more joined by a dash. */
function daysText(weekdays: readonly number[]): Record<Locale, string> {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return EVERY_DAY;
  // Monday first, as the week is read here.
  const week = [1, 2, 3, 4, 5, 6, 0].filter((day) => days.includes(day));
  const runs: number[][] = [];
  for (const day of week) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && (previous + 1) % 7 === day) run.push(day);
    else runs.push([day]);
  }
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const name = (day: number) => WEEKDAY_NAMES[locale][day]!;
      const parts = runs.flatMap((run) =>
        run.length >= 3 ? [`${name(run[0]!)}–${name(run.at(-1)!)}`] : run.map(name),
      );
      return [locale, parts.join(', ')];
    }),
  ) as Record<Locale, string>;
}

/** A refusal only the API can tell: no such code, paused, or a gift not on the menu there now. */
export type ApiRefusal = { reason: 'unknown' } | { reason: 'paused' } | { reason: 'giftUnavailable' };

/** The sentence a shopper reads under the code field: one message id per reason. */
export function refusalMessage(refusal: OfferRefusal | ApiRefusal, now: Date): Message {
  switch (refusal.reason) {
    case 'unknown':
      return 'offer.unknown';
    case 'paused':
      return 'offer.paused';
    case 'giftUnavailable':
      return 'offer.giftUnavailable';
    case 'notYet':
      return { key: 'offer.notYet', params: { time: clockText(new Date(refusal.startsAt), now) } };
    case 'expired':
      return 'offer.expired';
    case 'usedUp':
      return 'offer.usedUp';
    case 'alreadyUsed':
      return 'offer.alreadyUsed';
    case 'newOnly':
      return 'offer.newOnly';
    case 'returningOnly':
      return 'offer.returningOnly';
    case 'restaurant':
      return 'offer.restaurant';
    case 'fulfilment':
      return refusal.only === 'delivery' ? 'offer.fulfilment.delivery' : 'offer.fulfilment.pickup';
    case 'hours': {
      const { weekdays, from, to } = refusal.window;
      return { key: 'offer.hours', params: { days: daysText(weekdays), from: clockOf(from), to: clockOf(to) } };
    }
    case 'minimum':
      return { key: 'offer.minimum', params: { amount: toMdl(refusal.missing) } };
    case 'nothingToDiscount':
      return 'offer.nothingToDiscount';
    case 'betterOffer':
      return 'offer.betterOffer';
  }
}

/**
 * The offers an order may meet: the active automatic offers not over yet, and the offer of `code` (normalized)
 * whatever its state, with what their gifts are now. One query; a pricing reads nothing else unless an offer has
 * limits or is for new or returning shoppers.
 */
export async function offerCandidates(tx: Db | Tx, code: string | null, now: Date): Promise<OfferCandidate[]> {
  const automatic = and(
    isNull(offers.code),
    eq(offers.active, true),
    or(isNull(offers.endsAt), gt(offers.endsAt, now)),
  );
  const rows = await tx
    .select({
      row: offers,
      giftPrice: products.price,
      giftPublished: products.published,
      giftStoppedAt: sql<
        number[]
      >`coalesce((select array_agg(${stopList.restaurantId}) from ${stopList} where ${stopList.productId} = ${offers.giftProductId}), '{}')`,
    })
    .from(offers)
    .leftJoin(products, eq(products.id, offers.giftProductId))
    .where(code ? or(automatic, eq(offers.code, code)) : automatic)
    .orderBy(asc(offers.id));
  return rows.map(({ row, giftPrice, giftPublished, giftStoppedAt }) => ({
    row,
    gift:
      giftPrice === null || giftPublished === null
        ? null
        : { price: giftPrice, published: giftPublished, stoppedAt: giftStoppedAt.map(Number) },
  }));
}

/** Who places the order, as the offers' "per shopper" and "new or returning" read it; null: unknown (a guest's check). */
export type Shopper = { userId: number | null; phones: string[] } | null;

const shopperIs = (shopper: NonNullable<Shopper>) =>
  or(
    shopper.userId === null ? undefined : eq(orders.userId, shopper.userId),
    shopper.phones.length ? inArray(orders.contactPhone, shopper.phones) : undefined,
  ) ?? sql`false`;

export type OfferPricingInput = {
  candidates: OfferCandidate[];
  /** The code as typed (normalized here), or null. */
  code: string | null;
  lines: OfferLine[];
  fulfilment: 'delivery' | 'pickup';
  restaurantId: number | null;
  /** The delivery fee the order would pay without offers. */
  deliveryFee: number;
  shopper: Shopper;
  now: Date;
  /** Lock the limited offers' rows before counting their uses (an order's transaction). */
  lock: boolean;
};

export type OfferPricing = {
  outcome: OfferOutcome;
  /** The applied offers' rows, by id. */
  byId: Map<number, OfferCandidate>;
  /** The code given and why it does not apply (null: none given, or it applies). */
  code: { code: string; reason: OfferRefusalReason; message: Message } | null;
  nudges: OfferNudge[];
};

/**
 * Prices the offers of an order (inside the caller's transaction): the automatic offers and the code's, checked
 * and applied by core on the goods, the restaurant, the fee and the shopper's history and uses.
 */
export async function priceOffers(tx: Db | Tx, input: OfferPricingInput): Promise<OfferPricing> {
  const code = input.code === null ? null : normalizeCode(input.code);
  const giftHere = (c: OfferCandidate) =>
    c.row.kind !== 'gift' ||
    (c.gift !== null &&
      c.gift.published &&
      (input.restaurantId === null || !c.gift.stoppedAt.includes(input.restaurantId)));
  const usable = input.candidates.filter(
    (c) => (c.row.code === null || c.row.code === code) && c.row.active && giftHere(c),
  );
  let apiRefusal: ApiRefusal | null = null;
  if (code !== null) {
    const typed = input.candidates.find((c) => c.row.code === code);
    if (!typed) apiRefusal = { reason: 'unknown' };
    else if (!typed.row.active) apiRefusal = { reason: 'paused' };
    else if (!giftHere(typed)) apiRefusal = { reason: 'giftUnavailable' };
  }

  const limited = usable.filter((c) => hasLimits(c.row)).map((c) => c.row.id);
  if (input.lock && limited.length) {
    // In id order, so two orders meeting the same offers never wait for each other in a circle.
    await tx
      .select({ id: offers.id })
      .from(offers)
      .where(inArray(offers.id, limited))
      .orderBy(asc(offers.id))
      .for('update');
  }
  const shopper = input.shopper;
  const asksWho = shopper !== null && usable.some((c) => c.row.customers !== null);
  const [uses, [before]] = await Promise.all([
    limited.length
      ? tx
          .select({
            offerId: orderOffers.offerId,
            total: sql<number>`count(*)::int`,
            byShopper: shopper ? sql<number>`(count(*) filter (where ${shopperIs(shopper)}))::int` : sql<number>`0`,
          })
          .from(orderOffers)
          .innerJoin(orders, eq(orders.id, orderOffers.orderId))
          .where(and(inArray(orderOffers.offerId, limited), ne(orders.status, 'cancelled')))
          .groupBy(orderOffers.offerId)
      : Promise.resolve([]),
    asksWho
      ? tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(ne(orders.status, 'cancelled'), shopperIs(shopper)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  const usage = new Map<number, OfferUsage>(
    uses.map((u) => [u.offerId, { total: u.total, byShopper: Number(u.byShopper) }]),
  );
  const situation = {
    lines: input.lines,
    fulfilment: input.fulfilment,
    restaurantId: input.restaurantId,
    deliveryFee: input.deliveryFee,
    returning: shopper === null ? null : before !== undefined,
    at: input.now,
    usage,
  };
  const core = usable.map(coreOffer);
  const outcome = applyOffers(core, situation);
  const refused = outcome.refusals.find((r) => r.code === code)?.refusal ?? apiRefusal;
  return {
    outcome,
    byId: new Map(usable.map((c) => [c.row.id, c])),
    code:
      code !== null && refused ? { code, reason: refused.reason, message: refusalMessage(refused, input.now) } : null,
    nudges: nudges(core, situation, NUDGE_WITHIN),
  };
}
