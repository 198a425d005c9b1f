/**
 * The checkout form's rules as pure functions: what the shopper fills in, the checks the API would make
 * (packages/api/src/routes/orders.ts and services/orders.ts) so most mistakes show before a round trip,
 * the price quote, and the request body. The server still decides: its 422 messages win.
 */
import type { OrderAddress, OrderType } from '../api/account';
import type { OrderRequest, PaymentTypeCode } from '../api/orders';
import type { Region, Restaurant } from '../api/types';
import type { CartItem } from './cartLines';
import { checkSlot, isOpenAt, ORDER_TIME_RULES, type OrderTimeRules } from './orderTime';

/** The API's BONUS_SPEND_MAX_PERCENT (default 30): bonuses pay at most this share of the goods. */
export const BONUS_SPEND_MAX_PERCENT = 30;

export interface CheckoutForm {
  name: string;
  /** Digits only. */
  phone: string;
  orderType: OrderType;
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
  | 'items';

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
];

export type FieldProblem =
  | { code: 'required' }
  | { code: 'phoneInvalid' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooSoon'; minutes: number }
  | { code: 'tooLate'; days: number }
  | { code: 'closed' }
  | { code: 'closedNow' }
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
  rules?: OrderTimeRules;
}

const toBani = (mdl: number) => Math.round(mdl * 100);

/** The bonuses typed, in MDL: digits with up to two decimals (comma or point); '' is 0; null when malformed. */
export function parseBonuses(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The most bonuses this order may spend, MDL: 30 % of the goods, never more than the balance. */
export function maxBonuses(subtotal: number, balance: number | null): number {
  const share = Math.floor((toBani(subtotal) * BONUS_SPEND_MAX_PERCENT) / 100);
  return Math.max(0, Math.min(share, toBani(balance ?? 0))) / 100;
}

/**
 * What the checkout offers for bonuses: `field` to type an amount; `noBalance` (none to spend) and
 * `noShare` (none of this order can be paid with them) show a line instead of a field that could only
 * hold 0. While the balance is unknown (loading, or it failed) the field stays: the server checks it.
 */
export type BonusOffer = 'field' | 'noBalance' | 'noShare';

export function bonusOffer(balance: number | null, max: number): BonusOffer {
  if (balance === null) return 'field';
  if (balance <= 0) return 'noBalance';
  return max > 0 ? 'field' : 'noShare';
}

export interface Quote {
  subtotal: number;
  deliveryFee: number;
  bonuses: number;
  total: number;
  /** MDL still missing for free delivery; 0 when it is free or pickup. */
  toFreeDelivery: number;
}

/** The API's `quote`: delivery free from the region's threshold, none for pickup; bonuses off the total. */
export function quoteOrder(subtotal: number, orderType: OrderType, region: Region | null, bonuses: number): Quote {
  const s = toBani(subtotal);
  const delivery = orderType === 'delivery' && region;
  const fee = delivery && s < toBani(region.free_delivery_from) ? toBani(region.delivery_fee) : 0;
  const b = toBani(bonuses);
  return {
    subtotal: s / 100,
    deliveryFee: fee / 100,
    bonuses: b / 100,
    total: (s + fee - b) / 100,
    toFreeDelivery: delivery ? Math.max(0, toBani(region.free_delivery_from) - s) / 100 : 0,
  };
}

const TEXT_LIMITS: Partial<Record<CheckoutField, number>> = {
  name: 60,
  street: 120,
  house: 20,
  apartment: 20,
  entrance: 20,
  floor: 20,
  intercom: 20,
  comment: 500,
};

/** Every problem the API would find in this form, by field. */
export function validateCheckout(form: CheckoutForm, ctx: CheckoutContext): FieldProblems {
  const problems: FieldProblems = {};
  const set = (field: CheckoutField, problem: FieldProblem) => (problems[field] ??= problem);
  const text = (field: CheckoutField, value: string, required: boolean) => {
    if (required && !value.trim()) set(field, { code: 'required' });
    const max = TEXT_LIMITS[field];
    if (max && value.trim().length > max) set(field, { code: 'tooLong', max });
  };

  if (ctx.orderableCount === 0) set('items', { code: 'empty' });
  text('name', form.name, true);
  if (!form.phone) set('phone', { code: 'required' });
  else if (!/^\d{8,15}$/.test(form.phone)) set('phone', { code: 'phoneInvalid' });

  const delivery = form.orderType === 'delivery';
  if (delivery) {
    if (form.regionId === null) set('regionId', { code: 'required' });
    text('street', form.street, true);
    text('house', form.house, true);
    for (const field of ['apartment', 'entrance', 'floor', 'intercom'] as const) text(field, form[field], false);
    if (ctx.region && ctx.orderableCount > 0 && ctx.subtotal < ctx.region.min_order) {
      set('items', {
        code: 'minOrder',
        amount: ctx.region.min_order,
        missing: (toBani(ctx.region.min_order) - toBani(ctx.subtotal)) / 100,
      });
    }
  } else if (form.restaurantId === null) {
    set('restaurantId', { code: 'required' });
  }

  if (ctx.restaurant) {
    const hours = ctx.restaurant.opening_hours;
    if (form.when === 'asap') {
      if (!isOpenAt(hours, ctx.now)) set('scheduledAt', { code: 'closedNow' });
    } else if (!form.scheduledAt) {
      set('scheduledAt', { code: 'required' });
    } else {
      const problem = checkSlot(hours, form.scheduledAt, ctx.now, ctx.rules ?? ORDER_TIME_RULES);
      if (problem) set('scheduledAt', problem);
    }
  } else if (form.when === 'scheduled' && !form.scheduledAt) {
    set('scheduledAt', { code: 'required' });
  }

  if (!form.paymentType) set('paymentType', { code: 'required' });
  else if (form.paymentType === 'card_courier' && !delivery) set('paymentType', { code: 'notAllowed' });

  const bonuses = parseBonuses(form.bonuses);
  if (bonuses === null) set('bonuses', { code: 'bonusesInvalid' });
  else if (bonuses > 0 && ctx.signedIn) {
    const max = maxBonuses(ctx.subtotal, Number.MAX_SAFE_INTEGER / 100);
    if (bonuses > max) set('bonuses', { code: 'bonusesTooMany', max });
    else if (ctx.bonusBalance !== null && bonuses > ctx.bonusBalance) set('bonuses', { code: 'bonusesInsufficient' });
  }
  text('comment', form.comment, false);
  return problems;
}

const optional = (value: string) => value.trim() || undefined;

/** The POST /api/orders body for these lines and this form (check it with `validateCheckout` first). */
export function buildOrderRequest(form: CheckoutForm, lines: readonly CartItem[], signedIn: boolean): OrderRequest {
  const delivery = form.orderType === 'delivery';
  const address: OrderAddress | null = delivery
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
    items: lines.map((line) => ({
      product_id: line.id,
      quantity: line.quantity,
      modifiers: line.modifiers.map((m) => ({ id: m.id, quantity: m.quantity })),
    })),
    order_type: form.orderType,
    region_id: delivery ? form.regionId : null,
    address,
    restaurant_id: delivery ? null : form.restaurantId,
    scheduled_at: form.when === 'scheduled' && form.scheduledAt ? form.scheduledAt.toISOString() : null,
    payment_type: form.paymentType ?? 'card_online',
    bonuses: signedIn ? (parseBonuses(form.bonuses) ?? 0) : 0,
    comment: optional(form.comment) ?? null,
    contact: { name: form.name.trim(), phone: form.phone },
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
    default:
      return null;
  }
}

/** A stable text of a value (sorted keys): the same order body always reads the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
