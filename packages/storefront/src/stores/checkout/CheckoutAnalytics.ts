/**
 * The checkout's ecommerce events, every item from `analyticsItem` (services/ecommerce): begin_checkout
 * when the page opens, add_payment_info on a submit, and purchase once per order in this browser — from
 * the order as placed, its categories kept with it while the cart is emptied.
 */
import type { Order } from '../../api/types';
import type { Analytics } from '../../services/analytics';
import { addPaymentInfo, beginCheckout, purchase } from '../../services/checkoutEvents';
import { analyticsItem, analyticsItems } from '../../services/ecommerce';
import type { CartItem } from '../cartLines';
import type { CartStore } from '../CartStore';
import type { DictionaryStore } from '../DictionaryStore';
import type { CheckoutStorage } from './CheckoutStorage';

export interface CheckoutAnalyticsDeps {
  analytics: Analytics;
  cart: Pick<CartStore, 'orderableItems' | 'products'>;
  dictionaries: Pick<DictionaryStore, 'categories'>;
  storage: CheckoutStorage;
  /** The promo code in force (`OrderOffers.code`), GA4's `coupon`. */
  coupon?: () => string | null;
}

/** GA4's `coupon` of an order: the codes of the offers it got (automatic offers have none), comma-separated. */
export function couponOf(order: Pick<Order, 'offers'>): string | undefined {
  const codes = (order.offers ?? []).flatMap((offer) => (offer.code ? [offer.code] : []));
  return codes.length ? codes.join(',') : undefined;
}

export class CheckoutAnalytics {
  constructor(private readonly deps: CheckoutAnalyticsDeps) {}

  private items(lines: readonly CartItem[]) {
    return analyticsItems(lines, this.deps.dictionaries.categories, this.deps.cart.products);
  }

  /** With the code in force as `coupon` (one applied before a reload included). */
  beginCheckout(): void {
    const coupon = this.deps.coupon?.();
    this.deps.analytics.push(beginCheckout(this.items(this.deps.cart.orderableItems), coupon ? { coupon } : {}));
  }

  /** `paymentType`: the payment type's code (`card_online`, `cash`, …). */
  addPaymentInfo(lines: readonly CartItem[], paymentType: string): void {
    this.deps.analytics.push(addPaymentInfo(this.items(lines), paymentType));
  }

  /** The lines' category slugs by product id, kept with the order for its purchase event. */
  categorySlugs(lines: readonly CartItem[]): Record<number, string> {
    const slugs: Record<number, string> = {};
    for (const line of lines) {
      const slug = line.categorySlug ?? this.deps.cart.products.get(line.id)?.category_slug;
      if (slug) slugs[line.id] = slug;
    }
    return slugs;
  }

  /** The purchase event, once per order in this browser (a reload of the success page sends nothing). */
  purchase(order: Order): void {
    if (!this.deps.storage.claimPurchase(order.id)) return;
    const slugs = this.deps.storage.lastOrderFor(order.id)?.categorySlugs ?? {};
    // Each order line as a cart line at the prices charged; its modifiers come named.
    const items = order.items.map((line) => {
      const asLine: CartItem = {
        id: line.product_id,
        name: line.name,
        currentPrice: line.price,
        quantity: line.quantity,
        modifiers: line.modifiers.map((m) => ({ id: m.id, quantity: m.quantity, currentPrice: m.price })),
        categorySlug: slugs[line.product_id],
      };
      return analyticsItem(asLine, this.deps.dictionaries.categories, { modifiers: line.modifiers });
    });
    // Shipping as charged: the fee less what offers took off it.
    const shipping = order.delivery_fee - (order.delivery_discount ?? 0);
    const coupon = couponOf(order);
    this.deps.analytics.push(
      purchase(items, { transactionId: order.id, value: order.total, shipping, ...(coupon && { coupon }) }),
    );
  }
}
