// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../api/types';
import { orderFor, paidCardOrder } from '../../testing/checkoutFixtures';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { OrderReceipt } from './OrderReceipt';

afterEach(cleanup);

const request = (payment_type: OrderRequest['payment_type']) =>
  ({ payment_type, order_type: 'delivery', contact: { name: 'Ana', phone: '37369123456' } }) as OrderRequest;

describe('OrderReceipt', () => {
  it.each([
    ['a card order not paid yet', orderFor(request('card_online')), 'Așteaptă plata'],
    ['a paid card order (placed, paid_at set)', paidCardOrder(request('card_online')), 'Plătită'],
    ['a cash order', orderFor(request('cash')), 'Plasată'],
    // Accepted by the time the page loads: still the shopper's "placed", nothing to pay online.
    ['a cash order the restaurant accepted', orderFor(request('cash'), { status: 'accepted' }), 'Plasată'],
  ])('names where %s stands', async (_, order, label) => {
    const { stores } = createTestStores({ locale: 'ro' });
    const { container } = await renderWithProviders(<OrderReceipt order={order} />, { stores, messages: ['checkout'] });
    expect(container.textContent).toContain(label);
    for (const other of ['Așteaptă plata', 'Plătită', 'Plasată'].filter((text) => text !== label)) {
      expect(container.textContent).not.toContain(other);
    }
  });
});

/** The text with the price's non-breaking spaces as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('OrderReceipt: offers', () => {
  it('shows each offer the order got with what it took off, and the total as charged', async () => {
    const order = orderFor(request('cash'), {
      subtotal: 600,
      delivery_fee: 30,
      discount: 60,
      delivery_discount: 30,
      offers: [
        { code: 'VARA10', title: 'Vara −10 %', discount: 60, delivery_discount: 0 },
        { code: null, title: 'Livrare gratuită de la 500 MDL', discount: 0, delivery_discount: 30 },
        { code: null, title: 'Rulou cadou', discount: 0, delivery_discount: 0 },
      ],
      total: 540,
    });
    const { stores } = createTestStores({ locale: 'ro' });
    const view = await renderWithProviders(<OrderReceipt order={order} />, { stores, messages: ['checkout'] });
    const text = () => plain(view.text());
    expect(text()).toContain('Vara −10 % (VARA10)−60 MDL');
    expect(text()).toContain('Livrare gratuită de la 500 MDL−30 MDL');
    expect(text()).toContain('Rulou cadouCadou');
    expect(text()).toContain('Total540 MDL');
  });

  it('shows no offer rows for an order from a backend without offers', async () => {
    const order = orderFor(request('cash'));
    delete order.offers;
    const { stores } = createTestStores({ locale: 'ro' });
    const view = await renderWithProviders(<OrderReceipt order={order} />, { stores, messages: ['checkout'] });
    expect(plain(view.text())).toContain('Livrare30 MDLTotal230 MDL');
  });
});
