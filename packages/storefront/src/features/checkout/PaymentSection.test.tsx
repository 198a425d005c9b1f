// @vitest-environment happy-dom
/**
 * The payment section as a shopper sees it: the payment methods follow the order type they picked (cash is
 * paid to the courier or at the restaurant), and the bonus control offers a field only when there is
 * something to spend.
 */
import { formatPrice } from '@nori/ui';
import { runInAction } from 'mobx';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentType } from '../../api/types';
import type { Locale } from '../../i18n/locales';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { PaymentSection } from './PaymentSection';

/** The API's payment types of the demo business, as it names them in each language. */
const PAYMENT_TYPES: Record<Locale, PaymentType[]> = {
  ro: [
    { id: 1, code: 'card_online', online: true, name: 'Card online' },
    { id: 2, code: 'cash', online: false, name: 'Numerar la livrare' },
    { id: 3, code: 'card_courier', online: false, name: 'Card la curier' },
  ],
  ru: [
    { id: 1, code: 'card_online', online: true, name: 'Картой онлайн' },
    { id: 2, code: 'cash', online: false, name: 'Наличными курьеру' },
    { id: 3, code: 'card_courier', online: false, name: 'Картой курьеру' },
  ],
  en: [
    { id: 1, code: 'card_online', online: true, name: 'Card online' },
    { id: 2, code: 'cash', online: false, name: 'Cash on delivery' },
    { id: 3, code: 'card_courier', online: false, name: 'Card to the courier' },
  ],
  uk: [
    { id: 1, code: 'card_online', online: true, name: 'Карткою онлайн' },
    { id: 2, code: 'cash', online: false, name: 'Готівкою кур’єру' },
    { id: 3, code: 'card_courier', online: false, name: 'Карткою кур’єру' },
  ],
};

const LOCALES: readonly Locale[] = ['ro', 'ru', 'en', 'uk'];

afterEach(cleanup);

async function renderSection({ locale = 'ro', balance }: { locale?: Locale; balance?: number | null } = {}) {
  const { stores, checkout } = createTestStores({
    locale,
    cookies: balance === undefined ? {} : { token: 'test-token' },
    snapshot: { dictionaries: { paymentTypes: PAYMENT_TYPES[locale] } as never },
  });
  stores.cart.add({ id: 5, currentPrice: 100, quantity: 2, name: 'Philadelphia' });
  if (balance !== undefined) runInAction(() => (checkout.terms.bonusBalance = balance));
  const { container, text } = await renderWithProviders(<PaymentSection />, { stores, messages: ['checkout'] });
  return {
    stores,
    checkout,
    text,
    /** The payment methods offered, by the names their radios are read by. */
    methods: () =>
      [...container.querySelectorAll('#checkout-paymentType [role="radio"]')].map(
        (radio) => document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
      ),
    bonusesInput: () => container.querySelector<HTMLInputElement>('input#checkout-bonuses'),
  };
}

describe('PaymentSection: cash follows the order type', () => {
  const CASH_AT_PICKUP: Record<Locale, string> = {
    ro: 'Numerar la ridicare',
    ru: 'Наличными при самовывозе',
    en: 'Cash at pickup',
    uk: 'Готівкою під час самовивозу',
  };

  it.each(LOCALES)('%s: pickup offers cash at pickup, delivery cash on delivery, switching live', async (locale) => {
    const view = await renderSection({ locale });
    const [online, cash, courier] = PAYMENT_TYPES[locale].map((type) => type.name);
    expect(view.methods()).toEqual([online, cash, courier]);

    act(() => view.checkout.form.setField('orderType', 'pickup'));
    expect(view.methods()).toEqual([online, CASH_AT_PICKUP[locale]]);
    expect(view.text()).not.toContain(cash);

    act(() => view.checkout.form.setField('orderType', 'delivery'));
    expect(view.methods()).toEqual([online, cash, courier]);
  });
});

describe('PaymentSection: bonuses', () => {
  it('offers no field to a shopper without bonuses, and says how they are earned', async () => {
    const view = await renderSection({ balance: 0 });
    expect(view.bonusesInput()).toBeNull();
    expect(view.text()).not.toContain(formatPrice(0, 'ro-MD'));
    expect(view.text()).toContain('Încă nu aveți bonusuri de folosit.');
  });

  it('offers no field when bonuses cannot pay for any of this order', async () => {
    const view = await renderSection({ balance: 50 });
    act(() => view.stores.cart.clear());
    expect(view.bonusesInput()).toBeNull();
    expect(view.text()).toContain(`Aveți ${formatPrice(50, 'ro-MD')}; cu bonusuri se poate plăti cel mult 30\u00a0%`);
  });

  it('offers the field with the balance and the cap when there are bonuses to spend', async () => {
    const view = await renderSection({ locale: 'en', balance: 45.5 });
    expect(view.bonusesInput()).not.toBeNull();
    const amount = formatPrice(45.5, 'en-US');
    expect(view.text()).toContain(`You have ${amount}; you can spend up to ${amount} on this order.`);
  });

  it('keeps the field while the balance is unknown: the server checks what is spent', async () => {
    const view = await renderSection({ balance: null });
    expect(view.bonusesInput()).not.toBeNull();
  });

  it('asks a guest to sign in instead', async () => {
    const view = await renderSection();
    expect(view.bonusesInput()).toBeNull();
    expect(view.text()).toContain('Autentificați-vă ca să plătiți o parte din comandă cu bonusuri.');
  });
});
