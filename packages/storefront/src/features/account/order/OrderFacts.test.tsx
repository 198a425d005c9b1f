// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../api/types';
import type { PaymentType } from '../../../api/types';
import { createTestStores } from '../../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../../testing/renderWithProviders';
import { OrderFacts } from './OrderFacts';

afterEach(cleanup);

const paymentTypes: PaymentType[] = [{ id: 2, code: 'cash', online: false, name: 'Numerar la livrare' }];

const order = (orderType: Order['order_type']) =>
  ({
    id: 7,
    status: 'accepted',
    order_type: orderType,
    payment_type: 'cash',
    region_id: null,
    restaurant_id: 10,
    address: orderType === 'delivery' ? { street: 'Str. Pușkin', house: '1' } : null,
    scheduled_at: null,
    contact: { name: 'Ana', phone: '37369123456' },
    comment: null,
    paid_at: null,
  }) as unknown as Order;

describe('OrderFacts', () => {
  it.each([
    ['delivery', 'Numerar la livrare'],
    ['pickup', 'Numerar la ridicare'],
  ] as const)('names cash for a %s order: %s', async (orderType, cash) => {
    const { stores } = createTestStores({ locale: 'ro', snapshot: { dictionaries: { paymentTypes } as never } });
    const { text } = await renderWithProviders(<OrderFacts order={order(orderType)} />, {
      stores,
      messages: ['account', 'order'],
    });
    expect(text()).toContain(cash);
    if (orderType === 'pickup') expect(text()).not.toContain('la livrare');
  });
});
