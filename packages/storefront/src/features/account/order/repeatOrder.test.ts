import { describe, expect, it } from 'vitest';
import type { Order } from '../../../api/types';
import type { Product } from '../../../api/types';
import { createTestStores } from '../../../testing/createTestStores';
import { planRepeat, repeatOrder } from './repeatOrder';

const product = (id: number, price: number, modifiers: [number, number][] = [], available = true): Product => ({
  id,
  slug: `dish-${id}`,
  legacy_id: id,
  category_id: 1,
  category_slug: 'rolls',
  name: `Dish ${id}`,
  description: '',
  price,
  old_price: null,
  weight: 250,
  weight_unit: 'g',
  tags: [],
  is_available: available,
  unavailable_at: [],
  allergens: [],
  nutrition: null,
  image: { url: `/img/${id}.webp`, width: 640, height: 480, alt: '', srcset: '', variants: [], sources: [] },
  modifiers: modifiers.map(([mid, mprice]) => ({ id: mid, code: `m${mid}`, name: `Mod ${mid}`, price: mprice })),
});

const line = (productId: number, quantity: number, modifiers: [number, number][] = []) => ({
  product_id: productId,
  slug: `dish-${productId}`,
  name: `Dish ${productId}`,
  price: 1,
  quantity,
  modifiers: modifiers.map(([id, q]) => ({ id, name: `Mod ${id}`, price: 1, quantity: q })),
  line_total: 1,
});

const order = (items: ReturnType<typeof line>[]) => ({ id: 7, items }) as unknown as Order;

describe('planRepeat', () => {
  it('turns each line into a cart line at today’s prices, modifiers included', () => {
    const plan = planRepeat(order([line(1, 2, [[10, 1]]), line(2, 1)]), [product(1, 139, [[10, 5]]), product(2, 99)]);
    expect(plan.skipped).toBe(0);
    expect(plan.items).toEqual([
      expect.objectContaining({
        id: 1,
        currentPrice: 139,
        quantity: 2,
        modifiers: [{ id: 10, quantity: 1, currentPrice: 5 }],
      }),
      expect.objectContaining({ id: 2, currentPrice: 99, quantity: 1, modifiers: [], name: 'Dish 2', slug: 'dish-2' }),
    ]);
  });

  it('leaves out lines whose product is gone, unavailable, or no longer takes a modifier', () => {
    const plan = planRepeat(order([line(1, 1), line(2, 1), line(3, 1, [[11, 1]]), line(4, 3)]), [
      product(2, 50, [], false),
      product(3, 60, [[10, 5]]),
      product(4, 70),
    ]);
    expect(plan.skipped).toBe(3);
    expect(plan.items.map((item) => [item.id, item.quantity])).toEqual([[4, 3]]);
  });
});

describe('repeatOrder', () => {
  it('adds the lines to the cart, equal lines merging, and opens the cart drawer', async () => {
    const { stores, calls, analytics } = createTestStores({
      api: { catalog: { getProductsByIds: async () => [product(1, 139, [[10, 5]]), product(2, 99)] } },
      snapshot: { dictionaries: { categories: [{ slug: 'rolls', name: 'Rolls' }] } as never },
    });
    stores.cart.add({ id: 2, currentPrice: 99 });
    const plan = await repeatOrder(stores, order([line(1, 2, [[10, 1]]), line(1, 1), line(2, 1)]));
    expect(calls.find((c) => c.method === 'getProductsByIds')?.args).toEqual([[1, 2]]);
    expect(plan.skipped).toBe(0);
    expect(stores.cart.count).toBe(5);
    expect(stores.cart.items).toHaveLength(3);
    expect(stores.cart.find({ id: 2 })?.quantity).toBe(2);
    expect(stores.ui.isOpen('cart')).toBe(true);
    // One add_to_cart with every line added, modifiers in the unit price and named, the category named.
    expect(analytics.events).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'MDL',
          value: 2 * 144 + 139 + 99,
          items: [
            expect.objectContaining({
              item_id: '1',
              price: 144,
              quantity: 2,
              item_category: 'Rolls',
              item_variant: 'Mod 10 ×1',
            }),
            expect.objectContaining({ item_id: '1', price: 139, quantity: 1, item_category: 'Rolls' }),
            expect.objectContaining({ item_id: '2', price: 99, quantity: 1, item_category: 'Rolls' }),
          ],
        }),
      }),
    ]);
  });

  it('keeps the drawer closed when nothing could be added', async () => {
    const { stores, analytics } = createTestStores();
    const plan = await repeatOrder(stores, order([line(1, 1)]));
    expect(plan).toEqual({ items: [], skipped: 1 });
    expect(stores.cart.isEmpty).toBe(true);
    expect(stores.ui.isOpen('cart')).toBe(false);
    expect(analytics.events).toEqual([]);
  });
});
