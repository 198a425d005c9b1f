// @vitest-environment happy-dom
/** A card's quick add as the shopper uses it: one line of the product without modifiers, and its events. */
import { observer } from 'mobx-react-lite';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStores } from '../testing/createTestStores';
import { cleanup, renderWithProviders } from '../testing/renderWithProviders';
import { useProductInCart } from './useProductInCart';

afterEach(cleanup);

const product = {
  id: 1,
  slug: 'philadelphia',
  name: 'Philadelphia',
  price: 139,
  category_slug: 'rulouri',
  image: { url: '/img/1.webp' },
};

let controls: ReturnType<typeof useProductInCart>;
const Card = observer(function Card() {
  controls = useProductInCart(product);
  return <output>{controls.quantity}</output>;
});

async function renderCard() {
  const t = createTestStores({
    snapshot: { dictionaries: { categories: [{ slug: 'rulouri', name: 'Rulouri' }] } as never },
  });
  const view = await renderWithProviders(<Card />, { stores: t.stores });
  return { ...t, view };
}

describe('useProductInCart', () => {
  it('adds the product as the cart line productLine makes, with add_to_cart for that line', async () => {
    const { stores, analytics, view } = await renderCard();
    act(() => controls.add());
    act(() => controls.setQuantity(3));
    expect(view.text()).toBe('3');
    expect(stores.cart.items).toEqual([
      {
        id: 1,
        quantity: 3,
        currentPrice: 139,
        modifiers: [],
        name: 'Philadelphia',
        slug: 'philadelphia',
        image: '/img/1.webp',
        categorySlug: 'rulouri',
      },
    ]);
    expect(analytics.events.map((e) => [e.event, (e.ecommerce as { items: unknown[] }).items])).toEqual([
      ['add_to_cart', [{ item_id: '1', item_name: 'Philadelphia', price: 139, quantity: 1, item_category: 'Rulouri' }]],
      ['add_to_cart', [{ item_id: '1', item_name: 'Philadelphia', price: 139, quantity: 2, item_category: 'Rulouri' }]],
    ]);
  });

  it('takes off what the stepper lowers, with remove_from_cart, and leaves lines with modifiers alone', async () => {
    const { stores, analytics } = await renderCard();
    act(() => stores.cart.add({ id: 1, currentPrice: 139, modifiers: [{ id: 3, quantity: 1, currentPrice: 5 }] }));
    act(() => controls.setQuantity(2));
    act(() => controls.setQuantity(0));
    expect(stores.cart.items.map((line) => line.modifiers.length)).toEqual([1]);
    expect(analytics.events.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 278, items: [{ item_id: '1', quantity: 2, item_category: 'Rulouri' }] },
    });
  });
});
