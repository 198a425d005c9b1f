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
