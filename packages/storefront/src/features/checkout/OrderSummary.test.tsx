// @vitest-environment happy-dom
/**
 * The checkout's summary against the restaurant the order would come from: a dish that restaurant has on its
 * stop-list is left out of the order and its total, and the summary says where it is not available; another
 * area (or pickup elsewhere) brings it back.
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../api/types';
import { testRegion, testRestaurant } from '../../testing/checkoutFixtures';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { OrderSummary } from './OrderSummary';

afterEach(cleanup);

const regions = [testRegion, { ...testRegion, id: 2, code: 'botanica', name: 'Botanica', restaurant_id: 11 }];
const restaurants = [testRestaurant, { ...testRestaurant, id: 11, code: 'botanica', name: 'Nori Botanica' }];
const product = (id: number, name: string, price: number, unavailableAt: number[]) =>
  ({
    id,
    slug: `p${id}`,
    name,
    price,
    is_available: true,
    unavailable_at: unavailableAt,
    modifiers: [],
  }) as unknown as Product;

async function renderSummary() {
  const { stores, checkout } = createTestStores({
    locale: 'en',
    snapshot: { dictionaries: { regions, restaurants } as never },
    api: {
      catalog: {
        getProductsByIds: async () => [product(5, 'Philadelphia', 100, [11]), product(6, 'Miso soup', 50, [])],
      },
    },
  });
  stores.cart.add({ id: 5, currentPrice: 100, name: 'Philadelphia' });
  stores.cart.add({ id: 6, currentPrice: 50, name: 'Miso soup' });
  await stores.cart.reprice();
  const view = await renderWithProviders(
    <MemoryRouter>
      <OrderSummary onConfirm={() => undefined} />
    </MemoryRouter>,
    {
      stores,
      messages: ['checkout', 'offers'],
    },
  );
  return { ...view, checkout };
}

describe('OrderSummary and the restaurant’s stop-list', () => {
  it('leaves out what the area’s restaurant has stopped, says so by name, and brings it back elsewhere', async () => {
    const view = await renderSummary();
    act(() => view.checkout.form.setField('regionId', 1));
    expect(view.text()).toContain('Philadelphia × 1');
    expect(view.text()).not.toContain('Not available at');

    act(() => view.checkout.form.setField('regionId', 2));
    expect(view.text()).not.toContain('Philadelphia × 1');
    expect(view.text()).toContain('Not available at Nori Botanica today, so not in this order: Philadelphia');
    expect(view.checkout.terms.subtotal).toBe(50);

    // Pickup from Centru: the dish is back in the order.
    act(() => {
      view.checkout.form.setField('orderType', 'pickup');
      view.checkout.form.setField('restaurantId', 10);
    });
    expect(view.text()).toContain('Philadelphia × 1');
    expect(view.text()).not.toContain('Not available at');
    expect(view.checkout.terms.subtotal).toBe(150);
  });
});
