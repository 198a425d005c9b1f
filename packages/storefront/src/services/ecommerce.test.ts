import { describe, expect, it } from 'vitest';
import {
  addToCart,
  addToWishlist,
  analyticsItem,
  analyticsItems,
  itemsValue,
  removeFromCart,
  selectPromotion,
  toEcommerceItem,
  viewCart,
  viewItem,
  viewItemList,
} from './ecommerce';

const roll = { id: 1, name: 'Philadelphia', price: 139, category: 'Rolls' };
const soup = { id: 7, name: 'Miso', price: 55.5, category: 'Soups' };

describe('items', () => {
  it('maps a product to GA4 fields, the id as a string and one by default', () => {
    expect(toEcommerceItem(roll)).toEqual({
      item_id: '1',
      item_name: 'Philadelphia',
      price: 139,
      quantity: 1,
      item_category: 'Rolls',
    });
  });

  it('leaves out what it does not know and names the list when given', () => {
    expect(toEcommerceItem({ id: 3, price: 10, index: 2 }, { id: 'menu', name: 'Menu' })).toEqual({
      item_id: '3',
      item_name: '3',
      price: 10,
      quantity: 1,
      item_list_id: 'menu',
      item_list_name: 'Menu',
      index: 2,
    });
  });

  it('sums the value in bani: 3 × 0.1 is 0.3, not 0.30000000000000004', () => {
    expect(itemsValue([toEcommerceItem({ id: 1, price: 0.1, quantity: 3 })])).toBe(0.3);
    expect(itemsValue([toEcommerceItem(roll), toEcommerceItem({ ...soup, quantity: 2 })])).toBe(250);
  });
});

describe('analyticsItem: the one item of every event', () => {
  const categories = [
    { slug: 'rulouri', name: 'Rolls' },
    { slug: 'supe', name: 'Soups' },
  ];
  const line = {
    id: 1,
    name: 'Philadelphia',
    currentPrice: 139,
    quantity: 2,
    categorySlug: 'rulouri',
    modifiers: [
      { id: 3, quantity: 2, currentPrice: 5 },
      { id: 11, quantity: 1, currentPrice: 2 },
    ],
  };
  const product = {
    category_slug: 'supe',
    modifiers: [
      { id: 3, name: 'Wasabi' },
      { id: 11, name: 'Chopsticks' },
    ],
  };

  it('prices a line per unit with its modifiers (spec §9), names them, and names the category', () => {
    expect(analyticsItem(line, categories, product)).toEqual({
      id: 1,
      name: 'Philadelphia',
      price: 151,
      quantity: 2,
      category: 'Rolls',
      variant: 'Wasabi ×2, Chopsticks ×1',
    });
    expect(addToCart(analyticsItem(line, categories)).ecommerce.value).toBe(302);
  });

  it('takes the category from the product when the line has none (a cart kept before lines had it)', () => {
    const { categorySlug: _, ...old } = line;
    expect(analyticsItem(old, categories, product).category).toBe('Soups');
    expect(analyticsItem(old, categories).category).toBeUndefined();
  });

  it('sends no category for a slug the catalog does not name, never the slug itself', () => {
    expect(analyticsItem({ ...line, categorySlug: 'gone' }, categories)).not.toHaveProperty('category');
    expect(analyticsItem(line, [])).not.toHaveProperty('category');
  });

  it('leaves the variant out when the modifiers are not named, or there are none', () => {
    expect(analyticsItem(line, categories)).not.toHaveProperty('variant');
    expect(analyticsItem({ ...line, modifiers: [] }, categories, product)).not.toHaveProperty('variant');
  });

  it('maps lines with what is known of each product', () => {
    const soup = { id: 7, currentPrice: 55.5, quantity: 1, modifiers: [] };
    const items = analyticsItems([soup, line], categories, new Map([[7, { category_slug: 'supe' }]]));
    expect(items.map((item) => [item.id, item.category])).toEqual([
      [7, 'Soups'],
      [1, 'Rolls'],
    ]);
  });
});

describe('events', () => {
  it('add_to_cart carries MDL, the value and the item', () => {
    expect(addToCart({ ...roll, quantity: 2, variant: 'Wasabi ×1' })).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'MDL',
        value: 278,
        items: [
          {
            item_id: '1',
            item_name: 'Philadelphia',
            price: 139,
            quantity: 2,
            item_category: 'Rolls',
            item_variant: 'Wasabi ×1',
          },
        ],
      },
    });
  });

  it('view_item_list names the list and numbers the items, without a value', () => {
    const event = viewItemList({ id: 'rulouri', name: 'Rolls' }, [roll, soup]);
    expect(event.event).toBe('view_item_list');
    expect(event.ecommerce).not.toHaveProperty('value');
    expect(event.ecommerce.item_list_id).toBe('rulouri');
    expect(event.ecommerce.items.map((item) => [item.item_id, item.index, item.item_list_name])).toEqual([
      ['1', 0, 'Rolls'],
      ['7', 1, 'Rolls'],
    ]);
  });

  it.each([
    ['view_item', viewItem],
    ['remove_from_cart', removeFromCart],
    ['add_to_wishlist', addToWishlist],
  ] as const)('%s is one item with its value', (name, build) => {
    expect(build(soup)).toMatchObject({
      event: name,
      ecommerce: { currency: 'MDL', value: 55.5, items: [{ item_id: '7' }] },
    });
  });

  it('add_to_cart takes several items at once (a repeated order)', () => {
    expect(addToCart([roll, { ...soup, quantity: 2 }]).ecommerce).toMatchObject({ value: 250, items: [{}, {}] });
  });

  it('view_cart sums the cart', () => {
    expect(viewCart([roll, soup]).ecommerce.value).toBe(194.5);
  });

  it('select_promotion names the promotion and where it was', () => {
    expect(selectPromotion({ id: 3, name: 'Free delivery', location: 'home', slot: 0 })).toEqual({
      event: 'select_promotion',
      ecommerce: {
        promotion_id: '3',
        promotion_name: 'Free delivery',
        location_id: 'home',
        creative_slot: '0',
        items: [],
      },
    });
  });
});
