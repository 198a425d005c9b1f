import type { Order } from '../../../api/types';
import type { Product } from '../../../api/types';
import { addToCart, analyticsItems } from '../../../services/ecommerce';
import type { RootStore } from '../../../stores/RootStore';
import { productLine, type CartItem } from '../../../stores/cartLines';

export interface RepeatPlan {
  /** The lines to add, at today's prices. */
  items: CartItem[];
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
  const items: CartItem[] = [];
  let skipped = 0;
  for (const line of order.items) {
    const product = byId.get(line.product_id);
    const modifiers = line.modifiers.map((m) => ({ m, offered: product?.modifiers.find((p) => p.id === m.id) }));
    if (!product || !product.is_available || modifiers.some(({ offered }) => !offered)) {
      skipped += 1;
      continue;
    }
    items.push(
      productLine(product, {
        quantity: line.quantity,
        modifiers: modifiers.map(({ m, offered }) => ({
          id: m.id,
          quantity: m.quantity,
          currentPrice: offered!.price,
        })),
      }),
    );
  }
  return { items, skipped };
}

/**
 * "Repeat order": asks the catalog for today's products, adds each line (with its modifiers) to the
 * cart, sends one GA4 `add_to_cart` with them all and opens the cart drawer when anything was added.
 * Resolves with what was added and left out.
 */
export async function repeatOrder(
  stores: Pick<RootStore, 'api' | 'cart' | 'ui' | 'analytics' | 'dictionaries'>,
  order: Order,
): Promise<RepeatPlan> {
  const ids = [...new Set(order.items.map((line) => line.product_id))];
  const products = await stores.api.catalog.getProductsByIds(ids);
  const plan = planRepeat(order, products);
  if (plan.items.length === 0) return plan;
  for (const item of plan.items) stores.cart.add(item);
  const byId = new Map(products.map((product) => [product.id, product]));
  stores.analytics.push(addToCart(analyticsItems(plan.items, stores.dictionaries.categories, byId)));
  stores.ui.open('cart');
  return plan;
}
