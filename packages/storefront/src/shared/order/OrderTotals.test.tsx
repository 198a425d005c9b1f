// @vitest-environment happy-dom
/** An order's totals on the account's order page and the tracking page: each offer it got, as priced when placed. */
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../api/types';
import { orderFor } from '../../testing/checkoutFixtures';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { OrderTotals } from './OrderTotals';

afterEach(cleanup);

const plain = (text: string) => text.replace(/\s/g, ' ');
const order = orderFor({ payment_type: 'cash', order_type: 'delivery' } as OrderRequest, {
  subtotal: 600,
  delivery_fee: 30,
  discount: 60,
  delivery_discount: 30,
  bonuses_spent: 10,
  offers: [
    { code: 'VARA10', title: 'Скидка 10 %', discount: 60, delivery_discount: 0 },
    { code: null, title: 'Бесплатная доставка', discount: 0, delivery_discount: 30 },
    { code: null, title: 'Ролл в подарок', discount: 0, delivery_discount: 0 },
  ],
  total: 530,
});

describe('OrderTotals', () => {
  it('lists each offer between the delivery and the bonuses, a gift as such', async () => {
    const { stores } = createTestStores({ locale: 'ru' });
    const view = await renderWithProviders(<OrderTotals order={order} />, { stores, messages: ['order'] });
    expect(plain(view.text())).toContain(
      'Доставка30 MDLСкидка 10 % (VARA10)−60 MDLБесплатная доставка−30 MDLРолл в подарокПодарок',
    );
    expect(plain(view.text())).toMatch(/Подарок.*−10 MDL.*530 MDL$/);
  });
});
