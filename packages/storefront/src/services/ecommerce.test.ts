import { describe, expect, it } from 'vitest';
import {
  addPaymentInfo,
  addToCart,
  addToWishlist,
  cartLineItem,
  itemsValue,
  purchase,
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

  it('prices a cart line per unit with its modifiers (spec §9)', () => {
    const line = {
      id: 1,
      name: 'Philadelphia',
      currentPrice: 139,
      quantity: 2,
      modifiers: [
        { id: 3, quantity: 2, currentPrice: 5 },
        { id: 11, quantity: 1, currentPrice: 2 },
      ],
    };
    expect(cartLineItem(line, { variant: 'Wasabi ×2, Chopsticks ×1' })).toEqual({
      id: 1,
      name: 'Philadelphia',
      price: 151,
      quantity: 2,
      variant: 'Wasabi ×2, Chopsticks ×1',
    });
    expect(addToCart(cartLineItem(line)).ecommerce.value).toBe(302);
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

  it('view_cart and add_payment_info sum the cart', () => {
    expect(viewCart([roll, soup]).ecommerce.value).toBe(194.5);
    expect(addPaymentInfo([roll], 'card_online').ecommerce).toMatchObject({ payment_type: 'card_online', value: 139 });
  });

  it('purchase reports the order total as charged and its id', () => {
    const event = purchase([roll], { transactionId: 42, value: 169, shipping: 30 });
    expect(event.ecommerce).toMatchObject({ transaction_id: '42', value: 169, shipping: 30, currency: 'MDL' });
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
