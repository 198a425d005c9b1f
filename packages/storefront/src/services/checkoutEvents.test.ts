import { describe, expect, it } from 'vitest';
import { addPaymentInfo, addShippingInfo, beginCheckout, purchase } from './checkoutEvents';

const roll = { id: 1, name: 'Philadelphia', price: 139, quantity: 2, category: 'Rolls' };

describe("the checkout's events", () => {
  it('begin_checkout sums the cart and names its items', () => {
    expect(beginCheckout([roll])).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'MDL',
        value: 278,
        items: [{ item_id: '1', item_name: 'Philadelphia', price: 139, quantity: 2, item_category: 'Rolls' }],
      },
    });
  });

  it('add_payment_info and add_shipping_info carry the payment type and the tier', () => {
    expect(addPaymentInfo([roll], 'card_online').ecommerce).toMatchObject({ payment_type: 'card_online', value: 278 });
    expect(addShippingInfo([roll], 'delivery').ecommerce).toMatchObject({ shipping_tier: 'delivery', value: 278 });
  });

  it('purchase reports the order total as charged, in bani, and its id', () => {
    const event = purchase([roll], { transactionId: 42, value: 308.004, shipping: 30 });
    expect(event.ecommerce).toMatchObject({ transaction_id: '42', value: 308, shipping: 30, currency: 'MDL' });
    expect(purchase([roll], { transactionId: 7, value: 1 }).ecommerce).not.toHaveProperty('shipping');
  });
});
