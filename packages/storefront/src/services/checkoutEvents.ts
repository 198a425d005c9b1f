/**
 * The checkout's GA4 ecommerce events, built like every other (`ecommerceEvent`, items from
 * `analyticsItem`), but apart from `ecommerce.ts`: the cards and the cart that every page loads need
 * those, and only the checkout's own code needs these.
 */
import { ecommerceEvent, type EcommerceItemInput } from './ecommerce';
import { roundMdl as mdl } from '@nori/core/money';

export const beginCheckout = (items: readonly EcommerceItemInput[], extra: { coupon?: string } = {}) =>
  ecommerceEvent('begin_checkout', items, { extra });

/** `payment_type` is the payment type's code (`card_online`, `cash`, …). */
export const addPaymentInfo = (items: readonly EcommerceItemInput[], paymentType: string) =>
  ecommerceEvent('add_payment_info', items, { extra: { payment_type: paymentType } });

export const addShippingInfo = (items: readonly EcommerceItemInput[], shippingTier: string) =>
  ecommerceEvent('add_shipping_info', items, { extra: { shipping_tier: shippingTier } });

export interface PurchaseDetails {
  transactionId: string | number;
  /** The order's total as charged (items, delivery, bonuses spent), MDL. */
  value: number;
  shipping?: number;
  coupon?: string;
}

/** Send once per order (GA4 de-duplicates on `transaction_id`, but the shop should not rely on that). */
export const purchase = (items: readonly EcommerceItemInput[], details: PurchaseDetails) =>
  ecommerceEvent('purchase', items, {
    extra: {
      transaction_id: String(details.transactionId),
      value: mdl(details.value),
      ...(details.shipping !== undefined && { shipping: mdl(details.shipping) }),
      ...(details.coupon && { coupon: details.coupon }),
    },
  });
