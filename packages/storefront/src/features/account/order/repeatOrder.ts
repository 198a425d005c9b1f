import type { Order } from '../../../api/account';
import type { Product } from '../../../api/types';
import { cartLineItem, ecommerceEvent } from '../../../services/ecommerce';
import type { RootStore } from '../../../stores/RootStore';
import type { CartItemInput } from '../../../stores/cartLines';

export interface RepeatPlan {
  /** The lines to add, at today's prices. */
  items: CartItemInput[];
  /** Lines left out: the product or one of its modifiers is no longer sold. */
  skipped: number;
}

/**
 * An order's lines as cart lines at today's catalog prices (the cart re-prices anyway, but the drawer
 * should open right). A line whose product is gone or unavailable, or whose modifier is no longer
 * offered with it, is left out and counted rather than added as something else.
 */
export function planRepeat(order: Pick<Order, 'items'>, products: readonly Product[]): RepeatPlan {
  const byId = new Map(products.map((product) => [product.id, product]));
  const items: CartItemInput[] = [];
  let skipped = 0;
  for (const line of order.items) {
    const product = byId.get(line.product_id);
    const modifiers = line.modifiers.map((m) => ({ m, offered: product?.modifiers.find((p) => p.id === m.id) }));
    if (!product || !product.is_available || modifiers.some(({ offered }) => !offered)) {
      skipped += 1;
      continue;
    }
    items.push({
      id: product.id,
      currentPrice: product.price,
      name: product.name,
      slug: product.slug,
      image: product.image.url,
      quantity: line.quantity,
      modifiers: modifiers.map(({ m, offered }) => ({ id: m.id, quantity: m.quantity, currentPrice: offered!.price })),
    });
  }
  return { items, skipped };
}

/**
 * "Repeat order": asks the catalog for today's products, adds each line (with its modifiers) to the
 * cart, sends one GA4 `add_to_cart` with them all and opens the cart drawer when anything was added.
 * Resolves with what was added and left out.
 */
export async function repeatOrder(
  stores: Pick<RootStore, 'api' | 'cart' | 'ui' | 'analytics'>,
  order: Order,
): Promise<RepeatPlan> {
  const ids = [...new Set(order.items.map((line) => line.product_id))];
  const plan = planRepeat(order, await stores.api.catalog.getProductsByIds(ids));
  if (plan.items.length === 0) return plan;
  for (const item of plan.items) stores.cart.add(item);
  stores.analytics.push(
    ecommerceEvent(
      'add_to_cart',
      plan.items.map((item) =>
        cartLineItem({ ...item, quantity: item.quantity ?? 1, modifiers: [...(item.modifiers ?? [])] }),
      ),
    ),
  );
  stores.ui.open('cart');
  return plan;
}
