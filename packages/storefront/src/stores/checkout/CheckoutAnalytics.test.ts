import { describe, expect, it } from 'vitest';
import type { OrderRequest, Product } from '../../api/types';
import { vi } from 'vitest';
import {
  acceptedCash,
  offerCheckFor,
  orderFor,
  paidCardOrder,
  placedFor,
  setUpCheckout,
} from '../../testing/checkoutFixtures';

const itemsOf = (event: Record<string, unknown> | undefined) =>
  (event?.ecommerce as { items: Record<string, unknown>[] } | undefined)?.items;

describe('CheckoutAnalytics', () => {
  it('sends begin_checkout and add_payment_info with the items, their category named', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => placedFor(r) } });
    t.checkout.open();
    await t.checkout.placement.submit();
    expect(t.analytics.events.map((e) => e.event)).toEqual(['begin_checkout', 'add_payment_info']);
    expect(t.analytics.events[1]).toMatchObject({
      ecommerce: {
        currency: 'MDL',
        value: 200,
        payment_type: 'card_online',
        items: [{ item_id: '5', price: 100, quantity: 2, item_category: 'Rulouri' }],
      },
    });
  });

  it("names a line's category from the catalog when the line came without one (a cart kept before)", () => {
    const t = setUpCheckout();
    t.stores.cart.clear();
    t.stores.cart.add({ id: 8, currentPrice: 50 });
    t.stores.cart.products.set(8, { id: 8, category_slug: 'rulouri', modifiers: [] } as unknown as Product);
    t.checkout.analytics.beginCheckout();
    expect(itemsOf(t.analytics.events[0])).toEqual([
      expect.objectContaining({ item_id: '8', item_category: 'Rulouri' }),
    ]);
    expect(t.checkout.analytics.categorySlugs(t.stores.cart.items)).toEqual({ 8: 'rulouri' });
  });

  it('sends the purchase once per order, with the categories kept when it was placed', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => acceptedCash(r) } });
    t.checkout.form.setField('paymentType', 'cash');
    await t.checkout.placement.submit();
    expect(t.stores.cart.isEmpty).toBe(true);
    const order = t.checkout.lastOrder!.order;
    t.checkout.trackPurchase(order);
    t.checkout.trackPurchase(order);
    const purchases = t.analytics.events.filter((e) => e.event === 'purchase');
    expect(purchases).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'MDL',
          transaction_id: '42',
          value: 230,
          shipping: 30,
          items: [{ item_id: '5', item_name: 'Philadelphia', price: 100, quantity: 2, item_category: 'Rulouri' }],
        },
      },
    ]);
  });

  it("prices a purchase's lines with their modifiers and names them; an order placed elsewhere has no category", () => {
    const t = setUpCheckout();
    const order = paidCardOrder({ payment_type: 'card_online' } as OrderRequest, {
      id: 77,
      items: [
        {
          product_id: 5,
          slug: 'philadelphia',
          name: 'Philadelphia',
          price: 100,
          quantity: 1,
          modifiers: [{ id: 3, name: 'Wasabi', price: 5, quantity: 2 }],
          line_total: 110,
        },
      ],
    });
    t.checkout.trackPurchase(order);
    expect(itemsOf(t.analytics.events[0])).toEqual([
      { item_id: '5', item_name: 'Philadelphia', price: 110, quantity: 1, item_variant: 'Wasabi ×2' },
    ]);
  });

  it('names the code in force as the coupon of begin_checkout, one applied before a reload too', async () => {
    const t = setUpCheckout({ offers: { check: async (r) => offerCheckFor(r) } });
    t.checkout.offers.apply('VARA10');
    await vi.waitFor(() => expect(t.checkout.offers.code).toBe('VARA10'));
    t.checkout.restore();
    t.checkout.open();
    expect(t.analytics.events[0]).toMatchObject({ event: 'begin_checkout', ecommerce: { coupon: 'VARA10' } });
  });

  it("names the order's codes as the purchase's coupon, and the delivery as charged", () => {
    const t = setUpCheckout();
    const order = orderFor({ payment_type: 'cash', order_type: 'delivery' } as OrderRequest, {
      id: 78,
      discount: 20,
      delivery_discount: 30,
      offers: [
        { code: 'VARA10', title: 'Vara', discount: 20, delivery_discount: 0 },
        { code: null, title: 'Livrare gratuită', discount: 0, delivery_discount: 30 },
      ],
      total: 180,
    });
    t.checkout.trackPurchase(order);
    expect(t.analytics.events[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { value: 180, shipping: 0, coupon: 'VARA10' },
    });
    // No code, no coupon.
    t.checkout.trackPurchase({ ...order, id: 79, offers: [order.offers![1]!] });
    expect(t.analytics.events[1]?.ecommerce).not.toHaveProperty('coupon');
  });
});
