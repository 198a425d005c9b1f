/**
 * The cart's lines as an order's items, and the offer check's order (issue 33): what the checkout's request and
 * the offers' model (which the cart drawer loads too, without the checkout's modules) both build.
 */
import type { OfferCheckRequest, OrderLineRequest, OrderTypeCode } from '../api/types';
import type { CartItem } from './cartLines';

/** The cart's lines as an order's (and an offer check's) items. */
export function orderLines(lines: readonly CartItem[]): OrderLineRequest[] {
  return lines.map((line) => ({
    product_id: line.id,
    quantity: line.quantity,
    modifiers: line.modifiers.map((m) => ({ id: m.id, quantity: m.quantity })),
  }));
}

/**
 * The POST /api/offers/check body (without the code) for these lines and this form: what the offers depend
 * on — the goods, delivery or pickup, and where. Null for no lines (nothing to check).
 */
export function offerCheckOrder(
  form: { orderType: OrderTypeCode; regionId: number | null; restaurantId: number | null },
  lines: readonly CartItem[],
): Omit<OfferCheckRequest, 'promo_code'> | null {
  if (lines.length === 0) return null;
  const delivery = form.orderType === 'delivery';
  return {
    items: orderLines(lines),
    order_type: form.orderType,
    region_id: delivery ? form.regionId : null,
    restaurant_id: delivery ? null : form.restaurantId,
  };
}
