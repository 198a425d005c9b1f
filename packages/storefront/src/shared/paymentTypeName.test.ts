import { beforeAll, describe, expect, it } from 'vitest';
import { intlFor, loadMessages } from '../i18n/intl';
import { paymentTypeName } from './paymentTypeName';

beforeAll(async () => {
  await Promise.all((['ro', 'ru', 'en', 'uk'] as const).map(loadMessages));
});

describe('paymentTypeName', () => {
  it.each([
    ['ro', 'Numerar la livrare', 'Numerar la ridicare'],
    ['ru', 'Наличными курьеру', 'Наличными при самовывозе'],
    ['en', 'Cash on delivery', 'Cash at pickup'],
    ['uk', 'Готівкою кур’єру', 'Готівкою під час самовивозу'],
  ] as const)('%s: cash is paid on delivery or at pickup, as the order goes', (locale, delivery, pickup) => {
    const intl = intlFor(locale);
    const cash = { code: 'cash', name: delivery };
    expect(paymentTypeName(intl, cash, 'delivery')).toBe(delivery);
    expect(paymentTypeName(intl, cash, 'pickup')).toBe(pickup);
  });

  it('keeps the API’s name of the other methods, whatever the order type', () => {
    const intl = intlFor('ro');
    expect(paymentTypeName(intl, { code: 'card_online', name: 'Card online' }, 'pickup')).toBe('Card online');
    expect(paymentTypeName(intl, { code: 'card_courier', name: 'Card la curier' }, 'delivery')).toBe('Card la curier');
  });
});
