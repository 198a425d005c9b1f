/**
 * An order's sums on top of its goods (pricing.ts), in bani, the same on both sides of HTTP: the delivery
 * fee and what is missing for free delivery or for delivery at all, the bonuses an order may spend and
 * earns, and the total. The API charges with it; the shop's checkout shows it.
 */
import { subtotalOf, type LineInput } from './pricing';

/** Delivery in bani: the fee, the subtotal from which it is free, the smallest order; null for pickup. */
export type DeliveryTerms = { fee: number; freeFrom: number; minOrder: number } | null;

/** The delivery fee: none for pickup, none from the free-delivery threshold up. */
export function deliveryFeeFor(subtotal: number, delivery: DeliveryTerms): number {
  if (!delivery) return 0;
  return subtotal >= delivery.freeFrom ? 0 : delivery.fee;
}

/** How much more the goods must cost for free delivery; 0 when it is free already, or pickup. */
export function missingForFreeDelivery(subtotal: number, delivery: DeliveryTerms): number {
  return delivery ? Math.max(0, delivery.freeFrom - subtotal) : 0;
}

/** How much more the goods must cost to be delivered at all; 0 when the minimum is met, or pickup. */
export function missingForMinOrder(subtotal: number, delivery: DeliveryTerms): number {
  return delivery ? Math.max(0, delivery.minOrder - subtotal) : 0;
}

/** The most bonuses an order may spend: a share of the goods, never more than the balance. */
export function maxBonusesFor(subtotal: number, spendMaxPercent: number, balance: number): number {
  return Math.max(0, Math.min(Math.floor((subtotal * spendMaxPercent) / 100), balance));
}

/** Bonuses earned on a paid order: a share of what was actually paid, rounded down. */
export function bonusesEarnedFor(total: number, earnPercent: number): number {
  return Math.floor((total * earnPercent) / 100);
}

export interface Quote {
  subtotal: number;
  deliveryFee: number;
  bonuses: number;
  total: number;
}

/** The order's sums from its goods' subtotal, its delivery terms and the bonuses spent. */
export function quoteSubtotal(subtotal: number, delivery: DeliveryTerms, bonuses: number): Quote {
  const deliveryFee = deliveryFeeFor(subtotal, delivery);
  return { subtotal, deliveryFee, bonuses, total: subtotal + deliveryFee - bonuses };
}

export function quote(lines: readonly LineInput[], delivery: DeliveryTerms, bonuses: number): Quote {
  return quoteSubtotal(subtotalOf(lines), delivery, bonuses);
}
