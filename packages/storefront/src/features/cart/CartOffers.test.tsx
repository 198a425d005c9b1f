// @vitest-environment happy-dom
/**
 * The cart's offers: the promo code applied in the drawer is the checkout's (one model), its discount comes
 * off the cart's dishes, and the nudge says what is missing for an automatic offer.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerCheckFor, testRegion } from '../../testing/checkoutFixtures';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { OrderOffers } from '../../stores/OrderOffers';
import { CartDiscount, CartOffers } from './CartOffers';

afterEach(cleanup);

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('CartOffers', () => {
  it('applies a code in the cart that the checkout then has, its discount off the dishes, with the nudge', async () => {
    const check = vi.fn(async (request: Parameters<typeof offerCheckFor>[0]) =>
      offerCheckFor(request, { nudges: [{ offer_id: 2, title: 'Livrare gratuită', missing: 300 }] }),
    );
    const { stores, checkout } = createTestStores({
      locale: 'ro',
      snapshot: { dictionaries: { regions: [testRegion] } as never },
      api: { offers: { check } },
    });
    stores.cart.add({ id: 5, currentPrice: 100, quantity: 2, name: 'Philadelphia' });
    const offers = stores.offersWith(OrderOffers);
    const view = await renderWithProviders(
      <>
        <CartOffers />
        <CartDiscount />
      </>,
      { stores, messages: ['cart', 'offers'] },
    );
    // Asked a moment after the drawer opened, for delivery (the area as the checkout has it).
    await vi.waitFor(() => expect(plain(view.text())).toContain('Mai adăugați 300 MDL și primiți: Livrare gratuită'));
    expect(check.mock.calls[0]?.[0]).toMatchObject({ order_type: 'delivery', promo_code: null });

    await act(async () => offers.apply('vara10'));
    await vi.waitFor(() => expect(plain(view.text())).toContain('Economisiți 20 MDL'));
    expect(plain(view.text())).toContain('Reducere−20 MDL');
    // The checkout's model is the cart's: the code is in force there, and sent with the order.
    expect(checkout.offers).toBe(offers);
    expect(offers.code).toBe('vara10');
  });
});
