/**
 * Offers — promo codes and automatic promotions — priced once, the same on both sides of HTTP: the shop shows
 * their effect as the cart changes, the API recomputes it when the order is placed (ignoring whatever the
 * client claimed) and keeps each applied offer on the order with its amount. All sums in bani, integers.
 *
 * How offers meet an order:
 * - An offer applies when every condition holds (`refusalOf`); a code that does not gets its reason, in a
 *   fixed order (dates, uses, who, where, how, when, how much), so the shopper hears the one that matters
 *   first. Automatic offers that do not apply are simply not there.
 * - The goods' subtotal the conditions, the restaurant's minimum order and its free-delivery threshold read
 *   is the cart's, before offers: the figure the shopper sees in the cart.
 * - Offers apply in a stable order, whatever order they come in: discounts on given dishes or categories
 *   first, then discounts on the whole order (on what is left), then free delivery, then gifts; within a
 *   stage, the older offer (lower id) first. Each works on what earlier ones left of each line, so no line,
 *   and no total, goes below zero.
 * - An offer that does not combine stands alone: the shopper gets whichever is worth more, all the offers
 *   that combine together or one that does not (ties go to the combining ones, then to the older offer).
 * - Bonuses come last, on the goods after offers (`bonusCapAfterOffers`), and not at all when an applied
 *   offer says it does not combine with bonuses.
 */
import type { OfferBenefitView, OfferConditionsView, OfferLimitsView } from './contract';
import { toBani } from './money';
import { lineTotal, subtotalOf, unitTotal, type LineInput } from './pricing';
import { maxBonusesFor } from './quote';
import { wallTime } from './time';

/** A cart line as offers read it: the dish and its category decide which offers reach it. */
export interface OfferLine extends LineInput {
  productId: number;
  categoryId: number;
}

/** What a discount applies to: the whole order, or the lines of some categories or dishes. */
export type OfferTarget =
  { scope: 'order' } | { scope: 'categories'; ids: readonly number[] } | { scope: 'products'; ids: readonly number[] };

export type OfferBenefit =
  /** A share off what it targets, rounded down to the ban. */
  | { kind: 'percent'; percent: number; target: OfferTarget }
  /** A sum off what it targets (never more than that is worth). */
  | { kind: 'amount'; amount: number; target: OfferTarget }
  /** For every `every` dishes it targets, the cheapest one free (3 rolls, the cheapest free). */
  | { kind: 'cheapestFree'; every: number; target: OfferTarget }
  /** The delivery fee waived. */
  | { kind: 'freeDelivery' }
  /** A dish added for free; `value` is its price, what it is worth when offers are compared. */
  | { kind: 'gift'; productId: number; value: number };

/**
 * When, on the business's clock (Chișinău): weekdays (0 = Sunday … 6 = Saturday) and minutes since midnight,
 * `from` included, `to` excluded; a window whose `to` is before its `from` runs past midnight into the next day
 * (its weekday is the one it starts on).
 */
export interface OfferWindow {
  weekdays: readonly number[];
  from: number;
  to: number;
}

export interface OfferConditions {
  /** The least the goods must cost (bani, before offers). */
  minSubtotal?: number;
  fulfilment?: 'delivery' | 'pickup';
  /** Only orders from these restaurants. */
  restaurantIds?: readonly number[];
  /** `new`: a shopper's first order; `returning`: any later one. */
  customers?: 'new' | 'returning';
  window?: OfferWindow;
  /** From and until when (epoch milliseconds; `endsAt` excluded). */
  startsAt?: number;
  endsAt?: number;
}

export interface OfferLimits {
  /** Uses in all; a cancelled order gives its use back. */
  totalUses?: number;
  usesPerShopper?: number;
}

export interface Offer {
  id: number;
  /** The code a shopper types (normalized: offerCode.ts), or null for an offer that applies by itself. */
  code: string | null;
  benefit: OfferBenefit;
  conditions: OfferConditions;
  limits: OfferLimits;
  /** Whether it applies together with other offers. */
  combinable: boolean;
  /** Whether bonuses may be spent on an order it applies to. */
  withBonuses: boolean;
}

/** How often an offer has been used, in all and by this shopper (orders not cancelled). */
export interface OfferUsage {
  total: number;
  byShopper: number;
}

/**
 * The order an offer meets. What the shop cannot know yet is null (the restaurant before it is chosen, whether
 * a guest has ordered before): a condition on it counts as met, and the API, which knows, decides.
 */
export interface OfferSituation {
  lines: readonly OfferLine[];
  fulfilment: 'delivery' | 'pickup';
  restaurantId: number | null;
  /** The delivery fee the order would pay without offers (0 for pickup, or when delivery is free already). */
  deliveryFee: number;
  returning: boolean | null;
  at: Date;
  usage?: ReadonlyMap<number, OfferUsage>;
}

/** Why an offer does not apply to this order, each a sentence of its own in the shop. */
export type OfferRefusal =
  | { reason: 'notYet'; startsAt: number }
  | { reason: 'expired' }
  | { reason: 'usedUp' }
  | { reason: 'alreadyUsed' }
  | { reason: 'newOnly' }
  | { reason: 'returningOnly' }
  | { reason: 'restaurant' }
  | { reason: 'fulfilment'; only: 'delivery' | 'pickup' }
  | { reason: 'hours'; window: OfferWindow }
  | { reason: 'minimum'; missing: number }
  /** Nothing in the order it applies to (no such dish, fewer dishes than it counts, delivery free already). */
  | { reason: 'nothingToDiscount' }
  /** It applies, but it does not combine, and the offers that do are worth more (or it, with another such). */
  | { reason: 'betterOffer' };

const inWindow = ({ weekdays, from, to }: OfferWindow, at: Date): boolean => {
  const { weekday, minutes } = wallTime(at);
  if (from <= to) return weekdays.includes(weekday) && minutes >= from && minutes < to;
  // Past midnight: the evening of a listed day, or the small hours after it.
  return (weekdays.includes(weekday) && minutes >= from) || (weekdays.includes((weekday + 6) % 7) && minutes < to);
};

const targets = (target: OfferTarget, line: OfferLine): boolean =>
  target.scope === 'order' ||
  (target.scope === 'categories' ? target.ids.includes(line.categoryId) : target.ids.includes(line.productId));

/** The units an offer's target holds in the order (what `cheapestFree` counts). */
const unitsIn = (target: OfferTarget, lines: readonly OfferLine[]) =>
  lines.reduce((count, line) => count + (targets(target, line) ? line.quantity : 0), 0);

/** Whether the offer has anything to work on in this order, before any other offer. */
function hasSomethingFor(benefit: OfferBenefit, situation: OfferSituation): boolean {
  switch (benefit.kind) {
    case 'freeDelivery':
      return situation.deliveryFee > 0;
    case 'gift':
      return true;
    case 'cheapestFree':
      return unitsIn(benefit.target, situation.lines) >= benefit.every;
    default:
      return situation.lines.some((line) => targets(benefit.target, line) && lineTotal(line) > 0);
  }
}

/** Why `offer` does not apply to the order, or null when it does (before it meets the other offers). */
export function refusalOf(offer: Offer, situation: OfferSituation): OfferRefusal | null {
  const { conditions: when, limits } = offer;
  const at = situation.at.getTime();
  if (when.startsAt !== undefined && at < when.startsAt) return { reason: 'notYet', startsAt: when.startsAt };
  if (when.endsAt !== undefined && at >= when.endsAt) return { reason: 'expired' };
  const usage = situation.usage?.get(offer.id);
  if (limits.totalUses !== undefined && (usage?.total ?? 0) >= limits.totalUses) return { reason: 'usedUp' };
  if (limits.usesPerShopper !== undefined && (usage?.byShopper ?? 0) >= limits.usesPerShopper) {
    return { reason: 'alreadyUsed' };
  }
  if (when.customers === 'new' && situation.returning === true) return { reason: 'newOnly' };
  if (when.customers === 'returning' && situation.returning === false) return { reason: 'returningOnly' };
  if (when.restaurantIds && situation.restaurantId !== null && !when.restaurantIds.includes(situation.restaurantId)) {
    return { reason: 'restaurant' };
  }
  const only = offer.benefit.kind === 'freeDelivery' ? 'delivery' : when.fulfilment;
  if (only && situation.fulfilment !== only) return { reason: 'fulfilment', only };
  if (when.window && !inWindow(when.window, situation.at)) return { reason: 'hours', window: when.window };
  const missing = (when.minSubtotal ?? 0) - subtotalOf(situation.lines);
  if (missing > 0) return { reason: 'minimum', missing };
  if (!hasSomethingFor(offer.benefit, situation)) return { reason: 'nothingToDiscount' };
  return null;
}

/** One offer as applied to the order. */
export interface AppliedOffer {
  offerId: number;
  code: string | null;
  /** Taken off the goods, and how it falls on each line (the order's lines' order). */
  discount: number;
  lineDiscounts: number[];
  /** Taken off the delivery fee. */
  deliveryDiscount: number;
  /** The dish given, for a gift. */
  giftProductId: number | null;
}

export interface OfferOutcome {
  /** In the order they applied. */
  applied: AppliedOffer[];
  discount: number;
  /** Each line's discount from every offer together. */
  lineDiscounts: number[];
  deliveryDiscount: number;
  gifts: { productId: number; offerId: number }[];
  /** False when an applied offer does not combine with bonuses. */
  bonusesAllowed: boolean;
  /** The codes given that do not apply, each with its reason (automatic offers that do not apply are not listed). */
  refusals: { offerId: number; code: string; refusal: OfferRefusal }[];
}

/** When an offer applies: discounts on dishes, then on the order, then delivery, then gifts. */
const stageOf = (benefit: OfferBenefit): number => {
  if (benefit.kind === 'freeDelivery') return 2;
  if (benefit.kind === 'gift') return 3;
  return benefit.target.scope === 'order' ? 1 : 0;
};
const inOrder = (a: Offer, b: Offer) => stageOf(a.benefit) - stageOf(b.benefit) || a.id - b.id;

/**
 * Splits `amount` over `shares` in proportion (largest remainder, earlier share first on a tie): whole bani,
 * summing to `amount`, none above its share. `amount` must not exceed the shares' sum.
 */
export function allocate(amount: number, shares: readonly number[]): number[] {
  const base = shares.reduce((sum, share) => sum + share, 0);
  if (base === 0 || amount === 0) return shares.map(() => 0);
  const parts = shares.map((share) => Math.floor((amount * share) / base));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: (amount * share) % base }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    if (parts[index]! < shares[index]!) {
      parts[index]! += 1;
      left -= 1;
    }
  }
  return parts;
}

/** The cheapest `free` units among the targeted lines, as a discount per line (at most what is left of it). */
function cheapestUnits(free: number, lines: readonly OfferLine[], inTarget: boolean[], left: number[]): number[] {
  const units = lines
    .flatMap((line, index) => (inTarget[index] ? Array.from({ length: line.quantity }, () => index) : []))
    .sort((a, b) => unitTotal(lines[a]!) - unitTotal(lines[b]!) || a - b)
    .slice(0, free);
  const discounts = lines.map(() => 0);
  for (const index of units) discounts[index]! += unitTotal(lines[index]!);
  return discounts.map((discount, index) => Math.min(discount, left[index]!));
}

/** What one offer takes off each line, given what earlier offers left of them. */
function lineDiscountsOf(benefit: OfferBenefit, lines: readonly OfferLine[], left: number[]): number[] {
  if (benefit.kind === 'freeDelivery' || benefit.kind === 'gift') return lines.map(() => 0);
  const inTarget = lines.map((line) => targets(benefit.target, line));
  const shares = left.map((amount, index) => (inTarget[index] ? amount : 0));
  const base = shares.reduce((sum, share) => sum + share, 0);
  if (benefit.kind === 'cheapestFree') {
    return cheapestUnits(Math.floor(unitsIn(benefit.target, lines) / benefit.every), lines, inTarget, left);
  }
  const amount = benefit.kind === 'percent' ? Math.floor((base * benefit.percent) / 100) : benefit.amount;
  return allocate(Math.min(amount, base), shares);
}

/** The offers of one set applied in their stable order. */
function applyAll(offers: readonly Offer[], situation: OfferSituation): Omit<OfferOutcome, 'refusals'> {
  const left = situation.lines.map(lineTotal);
  let deliveryLeft = situation.deliveryFee;
  const applied: AppliedOffer[] = [];
  for (const offer of [...offers].sort(inOrder)) {
    const lineDiscounts = lineDiscountsOf(offer.benefit, situation.lines, left);
    lineDiscounts.forEach((discount, index) => (left[index]! -= discount));
    const deliveryDiscount = offer.benefit.kind === 'freeDelivery' ? deliveryLeft : 0;
    deliveryLeft -= deliveryDiscount;
    applied.push({
      offerId: offer.id,
      code: offer.code,
      discount: lineDiscounts.reduce((sum, discount) => sum + discount, 0),
      lineDiscounts,
      deliveryDiscount,
      giftProductId: offer.benefit.kind === 'gift' ? offer.benefit.productId : null,
    });
  }
  const lineDiscounts = situation.lines.map((line, index) => lineTotal(line) - left[index]!);
  return {
    applied,
    discount: lineDiscounts.reduce((sum, discount) => sum + discount, 0),
    lineDiscounts,
    deliveryDiscount: situation.deliveryFee - deliveryLeft,
    gifts: applied.flatMap(({ giftProductId, offerId }) =>
      giftProductId === null ? [] : [{ productId: giftProductId, offerId }],
    ),
    bonusesAllowed: offers.every((offer) => offer.withBonuses),
  };
}

/** What a set of applied offers is worth to the shopper: off the goods, off delivery, and the gifts' prices. */
function worth(outcome: Omit<OfferOutcome, 'refusals'>, offers: readonly Offer[]): number {
  const gifts = offers.reduce((sum, offer) => sum + (offer.benefit.kind === 'gift' ? offer.benefit.value : 0), 0);
  return outcome.discount + outcome.deliveryDiscount + gifts;
}

/**
 * The offers an order gets: the automatic offers and the code the shopper gave (at most one: a second code
 * replaces the first in the shop), each checked (`refusalOf`), then the best of the sets that may go together.
 */
export function applyOffers(offers: readonly Offer[], situation: OfferSituation): OfferOutcome {
  const refusals: OfferOutcome['refusals'] = [];
  const eligible = offers.filter((offer) => {
    const refusal = refusalOf(offer, situation);
    if (refusal && offer.code !== null) refusals.push({ offerId: offer.id, code: offer.code, refusal });
    return refusal === null;
  });
  const together = eligible.filter((offer) => offer.combinable);
  // The offers that stand alone, oldest first: on a tie the older one stays (as the header says), whatever
  // stage each applies at.
  const sets = [
    together,
    ...eligible
      .filter((offer) => !offer.combinable)
      .sort((a, b) => a.id - b.id)
      .map((offer) => [offer]),
  ];
  let best = { set: together, outcome: applyAll(together, situation) };
  for (const set of sets.slice(1)) {
    const outcome = applyAll(set, situation);
    if (worth(outcome, set) > worth(best.outcome, best.set)) best = { set, outcome };
  }
  for (const offer of eligible) {
    if (offer.code !== null && !best.set.includes(offer)) {
      refusals.push({ offerId: offer.id, code: offer.code, refusal: { reason: 'betterOffer' } });
    }
  }
  return { ...best.outcome, refusals };
}

/**
 * The most bonuses an order with these offers may spend: the usual share, of the goods after offers, never
 * more than the balance; none when an applied offer does not combine with bonuses.
 */
export function bonusCapAfterOffers(
  subtotal: number,
  outcome: Pick<OfferOutcome, 'discount' | 'bonusesAllowed'>,
  spendMaxPercent: number,
  balance: number,
): number {
  return outcome.bonusesAllowed ? maxBonusesFor(subtotal - outcome.discount, spendMaxPercent, balance) : 0;
}

/** An automatic offer the order is close to: what is missing for it (the shop's "add 45 MDL for free delivery"). */
export interface OfferNudge {
  offer: Offer;
  missing: number;
}

/**
 * Automatic offers the order would get if the goods cost at most `within` bani more (and that nothing else
 * stands in the way of), nearest first.
 */
export function nudges(offers: readonly Offer[], situation: OfferSituation, within: number): OfferNudge[] {
  return offers
    .filter((offer) => offer.code === null)
    .flatMap((offer) => {
      const refusal = refusalOf(offer, situation);
      return refusal?.reason === 'minimum' && refusal.missing <= within ? [{ offer, missing: refusal.missing }] : [];
    })
    .sort((a, b) => a.missing - b.missing || a.offer.id - b.offer.id);
}

/** How far the shop looks for nudges (and the API's check answers them): 150 MDL, in bani. */
export const NUDGE_WITHIN = 15_000;

/** An offer as the API shows it: `PublicOffer` (GET /api/offers, no code, no limits) or the back office's `StaffOffer`. */
export interface OfferView {
  id: number;
  code?: string | null;
  benefit: OfferBenefitView;
  conditions: OfferConditionsView;
  limits?: OfferLimitsView;
  combinable: boolean;
  with_bonuses: boolean;
}

/** "12:30" → 750. */
const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

const targetOf = (target: { scope: OfferTarget['scope']; ids: readonly number[] }): OfferTarget =>
  target.scope === 'order' ? { scope: 'order' } : { scope: target.scope, ids: target.ids };

/** The benefit as the API shows it (money in MDL), as priced here (bani). */
function benefitOf(benefit: OfferBenefitView): OfferBenefit {
  switch (benefit.kind) {
    case 'percent':
      return { kind: 'percent', percent: benefit.percent, target: targetOf(benefit.target) };
    case 'amount':
      return { kind: 'amount', amount: toBani(benefit.amount), target: targetOf(benefit.target) };
    case 'cheapest_free':
      return { kind: 'cheapestFree', every: benefit.every, target: targetOf(benefit.target) };
    case 'free_delivery':
      return { kind: 'freeDelivery' };
    case 'gift':
      return { kind: 'gift', productId: benefit.product_id, value: toBani(benefit.value) };
  }
}

/**
 * An offer as the API shows it, as core prices it: the one mapping from the wire to the rules, used by the
 * shop on `GET /api/offers` and by the API on its own rows, so both price the same offer alike.
 */
export function offerFromView(view: OfferView): Offer {
  const when = view.conditions;
  const conditions: OfferConditions = {};
  if (when.min_subtotal !== null) conditions.minSubtotal = toBani(when.min_subtotal);
  if (when.fulfilment !== null) conditions.fulfilment = when.fulfilment;
  if (when.restaurant_ids !== null) conditions.restaurantIds = when.restaurant_ids;
  if (when.customers !== null) conditions.customers = when.customers;
  if (when.window !== null) {
    const { weekdays, from, to } = when.window;
    conditions.window = { weekdays, from: minutesOf(from), to: minutesOf(to) };
  }
  if (when.starts_at !== null) conditions.startsAt = Date.parse(when.starts_at);
  if (when.ends_at !== null) conditions.endsAt = Date.parse(when.ends_at);
  const limits: OfferLimits = {};
  if (view.limits?.total_uses != null) limits.totalUses = view.limits.total_uses;
  if (view.limits?.uses_per_shopper != null) limits.usesPerShopper = view.limits.uses_per_shopper;
  return {
    id: view.id,
    code: view.code ?? null,
    benefit: benefitOf(view.benefit),
    conditions,
    limits,
    combinable: view.combinable,
    withBonuses: view.with_bonuses,
  };
}
