/**
 * The checkout form as pure functions: what the shopper fills in, the checks the API makes, with
 * @nori/core's rules (the API's own) and the numbers the API serves (`OrderRules`), so most mistakes show
 * before a round trip; the price quote; and the request body. The server still decides: its 422 messages win.
 */
import {
  checkNow,
  checkSlot,
  maxBonusesFor,
  missingForFreeDelivery,
  missingForMinOrder,
  quoteSubtotal,
  TEXT_LIMITS,
  toBani,
  toMdl,
  type DeliveryTerms,
} from '@nori/core';
import type { Address, OrderRules, OrderTypeCode } from '../api/types';
import type { OrderRequest, PaymentTypeCode } from '../api/types';
import { orderLines } from './orderLines';
import type { Region, Restaurant } from '../api/types';
import type { CartItem } from './cartLines';
import type { PhoneRule } from '../services/phoneRule';

export interface CheckoutForm {
  name: string;
  /** Digits only. */
  phone: string;
  orderType: OrderTypeCode;
  regionId: number | null;
  street: string;
  house: string;
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  restaurantId: number | null;
  when: 'asap' | 'scheduled';
  /** The chosen instant (scheduled only). */
  scheduledAt: Date | null;
  paymentType: PaymentTypeCode | null;
  /** As typed, MDL. */
  bonuses: string;
  comment: string;
}

export const emptyCheckoutForm = (): CheckoutForm => ({
  name: '',
  phone: '',
  orderType: 'delivery',
  regionId: null,
  street: '',
  house: '',
  apartment: '',
  entrance: '',
  floor: '',
  intercom: '',
  restaurantId: null,
  when: 'asap',
  scheduledAt: null,
  paymentType: 'card_online',
  bonuses: '',
  comment: '',
});

export type CheckoutField =
  | 'name'
  | 'phone'
  | 'regionId'
  | 'street'
  | 'house'
  | 'apartment'
  | 'entrance'
  | 'floor'
  | 'intercom'
  | 'restaurantId'
  | 'scheduledAt'
  | 'paymentType'
  | 'bonuses'
  | 'comment'
  | 'items'
  /** The promo code (the summary's field): only the server's refusal of it lands here. */
  | 'promoCode';

/** Fields in the order they appear, so the first problem can take focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'items',
  'name',
  'phone',
  'regionId',
  'street',
  'house',
  'apartment',
  'entrance',
  'floor',
  'intercom',
  'restaurantId',
  'scheduledAt',
  'paymentType',
  'bonuses',
  'comment',
  'promoCode',
];

export type FieldProblem =
  | { code: 'required' }
  | { code: 'phoneInvalid' }
  | { code: 'phoneNotMobile' }
  | { code: 'phoneCountry'; codes: readonly string[] }
  | { code: 'tooLong'; max: number }
  | { code: 'tooSoon'; minutes: number }
  | { code: 'tooLate'; days: number }
  | { code: 'closed' }
  | { code: 'closedNow' }
  | { code: 'closedDate'; date: string }
  | { code: 'paused'; until: Date }
  | { code: 'minOrder'; amount: number; missing: number }
  | { code: 'empty' }
  | { code: 'notAllowed' }
  | { code: 'bonusesInvalid' }
  | { code: 'bonusesTooMany'; max: number }
  | { code: 'bonusesInsufficient' };

export type FieldProblems = Partial<Record<CheckoutField, FieldProblem>>;

export interface CheckoutContext {
  now: Date;
  region: Region | null;
  /** The restaurant that makes the order: the region's for delivery, the chosen one for pickup. */
  restaurant: Restaurant | null;
  /** Σ of the lines that can be ordered, MDL. */
  subtotal: number;
  orderableCount: number;
  signedIn: boolean;
  /** MDL; null while unknown. */
  bonusBalance: number | null;
  /** The API's numbers: lead time, days ahead, bonus share, phone countries. */
  rules: OrderRules;
  /**
   * The API's phone rule (@nori/core/phone, a chunk of its own); null until it has loaded, when only the
   * phone's form (8 to 15 digits) is checked here and the server's 422 decides the rest.
   */
  phoneProblem?: PhoneRule | null;
  /** What the API's check of the order's offers said (`OrderOffers`); absent: no offers known. */
  offers?: OffersEffect | null;
}

/** What offers do to an order, MDL, as the API's check priced them. */
export interface OffersEffect {
  /** Taken off the goods. */
  discount: number;
  /** Taken off the delivery fee. */
  deliveryDiscount: number;
  /** False when an offer the order gets does not combine with bonuses. */
  bonusesAllowed: boolean;
}

/** The bonuses typed, in MDL: digits with up to two decimals (comma or point); '' is 0; null when malformed. */
export function parseBonuses(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The most bonuses this order may spend, MDL: the API's share of the goods, never more than the balance. */
export function maxBonuses(
  subtotal: number,
  balance: number | null,
  rules: Pick<OrderRules, 'bonus_spend_max_percent'>,
): number {
  return toMdl(maxBonusesFor(toBani(subtotal), rules.bonus_spend_max_percent, toBani(balance ?? 0)));
}

/**
 * What the checkout offers for bonuses: `field` to type an amount; `noBalance` (none to spend), `noShare`
 * (none of this order can be paid with them) and `offer` (an offer it gets does not combine with bonuses)
 * show a line instead of a field that could only hold 0. While the balance is unknown (loading, or it
 * failed) the field stays: the server checks it.
 */
export type BonusOffer = 'field' | 'noBalance' | 'noShare' | 'offer';

export function bonusOffer(balance: number | null, max: number, bonusesAllowed = true): BonusOffer {
  if (!bonusesAllowed) return 'offer';
  if (balance === null) return 'field';
  if (balance <= 0) return 'noBalance';
  return max > 0 ? 'field' : 'noShare';
}

export interface Quote {
  subtotal: number;
  /** The fee before offers (`deliveryDiscount` comes off it). */
  deliveryFee: number;
  /** Taken off the goods by offers. */
  discount: number;
  /** Taken off the delivery fee by offers. */
  deliveryDiscount: number;
  bonuses: number;
  total: number;
  /** MDL still missing for free delivery; 0 when it is free or pickup. */
  toFreeDelivery: number;
}

/** A region's delivery terms in bani; null for pickup (or no region yet). */
function deliveryTerms(orderType: OrderTypeCode, region: Region | null): DeliveryTerms {
  if (orderType !== 'delivery' || !region) return null;
  return {
    fee: toBani(region.delivery_fee),
    freeFrom: toBani(region.free_delivery_from),
    minOrder: toBani(region.min_order),
  };
}

/**
 * The API's quote, in MDL: delivery free from the region's threshold (on the goods before offers), none for
 * pickup; the offers' discounts as the API's check priced them; bonuses off the total.
 */
export function quoteOrder(
  subtotal: number,
  orderType: OrderTypeCode,
  region: Region | null,
  bonuses: number,
  offers: Pick<OffersEffect, 'discount' | 'deliveryDiscount'> | null = null,
): Quote {
  const terms = deliveryTerms(orderType, region);
  const q = quoteSubtotal(toBani(subtotal), terms, toBani(bonuses));
  // Never more off than there is: a check answered for another cart cannot take the total below zero.
  const discount = Math.min(toBani(offers?.discount ?? 0), q.subtotal);
  const deliveryDiscount = Math.min(toBani(offers?.deliveryDiscount ?? 0), q.deliveryFee);
  return {
    subtotal: toMdl(q.subtotal),
    deliveryFee: toMdl(q.deliveryFee),
    discount: toMdl(discount),
    deliveryDiscount: toMdl(deliveryDiscount),
    bonuses: toMdl(q.bonuses),
    total: toMdl(Math.max(0, q.total - discount - deliveryDiscount)),
    toFreeDelivery: toMdl(missingForFreeDelivery(q.subtotal, terms)),
  };
}

const FIELD_LIMITS: Partial<Record<CheckoutField, number>> = {
  name: TEXT_LIMITS.name,
  street: TEXT_LIMITS.street,
  house: TEXT_LIMITS.house,
  apartment: TEXT_LIMITS.apartment,
  entrance: TEXT_LIMITS.entrance,
  floor: TEXT_LIMITS.floor,
  intercom: TEXT_LIMITS.intercom,
  comment: TEXT_LIMITS.comment,
};

/** Every problem the API would find in this form, by field. */
export function validateCheckout(form: CheckoutForm, ctx: CheckoutContext): FieldProblems {
  const problems: FieldProblems = {};
  const set = (field: CheckoutField, problem: FieldProblem) => (problems[field] ??= problem);
  const text = (field: CheckoutField, value: string, required: boolean) => {
    if (required && !value.trim()) set(field, { code: 'required' });
    const max = FIELD_LIMITS[field];
    if (max && value.trim().length > max) set(field, { code: 'tooLong', max });
  };

  if (ctx.orderableCount === 0) set('items', { code: 'empty' });
  text('name', form.name, true);
  if (!form.phone) set('phone', { code: 'required' });
  else if (!/^\d{8,15}$/.test(form.phone)) set('phone', { code: 'phoneInvalid' });
  else if (ctx.phoneProblem) {
    const codes = ctx.rules.phone_country_codes;
    const problem = ctx.phoneProblem(form.phone, codes);
    if (problem === 'invalid') set('phone', { code: 'phoneInvalid' });
    else if (problem === 'notMobile') set('phone', { code: 'phoneNotMobile' });
    else if (problem === 'countryNotAllowed') set('phone', { code: 'phoneCountry', codes });
  }

  const delivery = form.orderType === 'delivery';
  if (delivery) {
    if (form.regionId === null) set('regionId', { code: 'required' });
    text('street', form.street, true);
    text('house', form.house, true);
    for (const field of ['apartment', 'entrance', 'floor', 'intercom'] as const) text(field, form[field], false);
    const missing = missingForMinOrder(toBani(ctx.subtotal), deliveryTerms('delivery', ctx.region));
    if (ctx.region && ctx.orderableCount > 0 && missing > 0) {
      set('items', { code: 'minOrder', amount: ctx.region.min_order, missing: toMdl(missing) });
    }
  } else if (form.restaurantId === null) {
    set('restaurantId', { code: 'required' });
  }

  if (ctx.restaurant) {
    // The restaurant's whole schedule: hours, closed dates, pause and busy minutes.
    const schedule = ctx.restaurant;
    if (form.when === 'asap') {
      const problem = checkNow(schedule, ctx.now);
      if (problem) set('scheduledAt', problem);
    } else if (!form.scheduledAt) {
      set('scheduledAt', { code: 'required' });
    } else {
      const problem = checkSlot(schedule, form.scheduledAt, ctx.now, ctx.rules);
      if (problem) set('scheduledAt', problem);
    }
  } else if (form.when === 'scheduled' && !form.scheduledAt) {
    set('scheduledAt', { code: 'required' });
  }

  if (!form.paymentType) set('paymentType', { code: 'required' });
  else if (form.paymentType === 'card_courier' && !delivery) set('paymentType', { code: 'notAllowed' });

  // Bonuses typed while an offer that does not combine with them applies are not sent (no field shows them).
  const bonuses = ctx.offers && !ctx.offers.bonusesAllowed ? 0 : parseBonuses(form.bonuses);
  if (bonuses === null) set('bonuses', { code: 'bonusesInvalid' });
  else if (bonuses > 0 && ctx.signedIn) {
    // The share is of the goods after offers (@nori/core/offers' bonusCapAfterOffers, the API's rule).
    const max = maxBonuses(ctx.subtotal - (ctx.offers?.discount ?? 0), Number.MAX_SAFE_INTEGER / 100, ctx.rules);
    if (bonuses > max) set('bonuses', { code: 'bonusesTooMany', max });
    else if (ctx.bonusBalance !== null && bonuses > ctx.bonusBalance) set('bonuses', { code: 'bonusesInsufficient' });
  }
  text('comment', form.comment, false);
  return problems;
}

const optional = (value: string) => value.trim() || undefined;

/**
 * The POST /api/orders body for these lines and this form (check it with `validateCheckout` first), with the
 * promo code in force, if any (never a discount: the server prices the offers).
 */
export function buildOrderRequest(
  form: CheckoutForm,
  lines: readonly CartItem[],
  signedIn: boolean,
  promoCode: string | null = null,
): OrderRequest {
  const delivery = form.orderType === 'delivery';
  const address: Address | null = delivery
    ? {
        street: form.street.trim(),
        house: form.house.trim(),
        ...(optional(form.apartment) && { apartment: optional(form.apartment) }),
        ...(optional(form.entrance) && { entrance: optional(form.entrance) }),
        ...(optional(form.floor) && { floor: optional(form.floor) }),
        ...(optional(form.intercom) && { intercom: optional(form.intercom) }),
      }
    : null;
  return {
    items: orderLines(lines),
    order_type: form.orderType,
    region_id: delivery ? form.regionId : null,
    address,
    restaurant_id: delivery ? null : form.restaurantId,
    scheduled_at: form.when === 'scheduled' && form.scheduledAt ? form.scheduledAt.toISOString() : null,
    payment_type: form.paymentType ?? 'card_online',
    bonuses: signedIn ? (parseBonuses(form.bonuses) ?? 0) : 0,
    comment: optional(form.comment) ?? null,
    contact: { name: form.name.trim(), phone: form.phone },
    ...(promoCode && { promo_code: promoCode }),
  };
}

/** The form field under which a server message belongs (`contact.name` → name, `items.0.product_id` → items). */
export function fieldOfServerError(path: string): CheckoutField | null {
  const [head = '', sub] = path.split('.');
  switch (head) {
    case 'contact':
      return sub === 'phone' ? 'phone' : 'name';
    case 'region_id':
      return 'regionId';
    case 'address':
      return sub && ['street', 'house', 'apartment', 'entrance', 'floor', 'intercom'].includes(sub)
        ? (sub as CheckoutField)
        : 'street';
    case 'restaurant_id':
      return 'restaurantId';
    case 'scheduled_at':
      return 'scheduledAt';
    case 'payment_type':
    case 'order_type':
      return 'paymentType';
    case 'bonuses':
      return 'bonuses';
    case 'comment':
      return 'comment';
    case 'items':
      return 'items';
    case 'promo_code':
      return 'promoCode';
    default:
      return null;
  }
}

/**
 * A 422's `errors` map split for the form: the first message of each field under it, and the messages that
 * belong to no field (`message` stands in for a path without one).
 */
export function placeServerErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  message: string,
): { fields: Partial<Record<CheckoutField, string>>; unplaced: string[] } {
  const fields: Partial<Record<CheckoutField, string>> = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const field = fieldOfServerError(path);
    const text = messages[0] ?? message;
    if (field) fields[field] ??= text;
    else unplaced.push(text);
  }
  return { fields, unplaced };
}
