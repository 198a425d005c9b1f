// @vitest-environment happy-dom
/**
 * The checkout's summary with offers, as a shopper sees it: a promo code refused with the API's sentence and
 * then applied once the cart reaches its minimum, the discount as its own row and in the total, what the
 * code saves beside it, the nudge towards an automatic offer, and no bonuses field beside an offer they do not
 * combine with.
 */
import { formatPrice } from '@nori/ui';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferCheckRequest } from '../../api/types';
import type { Locale } from '../../i18n/locales';
import { offerCheckFor, testRegion, testRestaurant } from '../../testing/checkoutFixtures';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { BonusesField } from './BonusesField';
import { OrderSummary } from './OrderSummary';

afterEach(cleanup);

/** VARA10 from 300 MDL (the test's dishes cost 100 each); free delivery nudged below 500. */
function check(request: OfferCheckRequest) {
  const quantity = request.items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotal = quantity * 100;
  const base = offerCheckFor(request, {
    subtotal,
    nudges: subtotal < 500 ? [{ offer_id: 2, title: 'Free delivery', missing: 500 - subtotal }] : [],
  });
  if (request.promo_code?.toUpperCase() !== 'VARA10' || subtotal >= 300) return base;
  return {
    ...base,
    discount: 0,
    offers: [],
    bonuses_allowed: true,
    promo_code: {
      code: request.promo_code,
      applied: false,
      reason: 'minimum' as const,
      message: `Add ${300 - subtotal} MDL more for this code.`,
    },
  };
}

async function renderSummary(locale: Locale = 'en') {
  const t = createTestStores({
    locale,
    cookies: { token: 't' },
    snapshot: { dictionaries: { regions: [testRegion], restaurants: [testRestaurant] } as never },
    api: { offers: { check: async (request) => check(request) } },
  });
  (t.checkout.offers as unknown as { deps: { delayMs: number } }).deps.delayMs = 0;
  t.stores.cart.add({ id: 5, currentPrice: 100, quantity: 2, name: 'Philadelphia' });
  act(() => t.checkout.form.setField('regionId', 1));
  const view = await renderWithProviders(
    <MemoryRouter>
      <BonusesField />
      <OrderSummary onConfirm={() => undefined} />
    </MemoryRouter>,
    { stores: t.stores, messages: ['checkout', 'offers'] },
  );
  const stop = t.checkout.offers.follow();
  const input = () => view.container.querySelector<HTMLInputElement>('input#checkout-promoCode')!;
  /** Opens the field ("Have a promo code?", in any language), types the code and presses Enter. */
  const apply = async (code: string) => {
    const toggle = [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim().endsWith('?'));
    act(() => toggle?.click());
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), code);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
  };
  return { ...t, ...view, stop, apply, input };
}

const mdl = (amount: number, locale: Locale = 'en') =>
  formatPrice(amount, { ro: 'ro-MD', ru: 'ru-RU', en: 'en-US', uk: 'uk-UA' }[locale]);

describe('The promo code at checkout', () => {
  it('says why a code is refused, then applies it once the cart reaches its minimum', async () => {
    const view = await renderSummary();
    await vi.waitFor(() => expect(view.text()).toContain(`Add ${mdl(300)} more to get: Free delivery`));
    await view.apply('vara10');
    await vi.waitFor(() => expect(view.text()).toContain('Add 100 MDL more for this code.'));
    expect(view.input().getAttribute('aria-invalid')).toBe('true');
    expect(view.checkout.terms.quote.total).toBe(230);

    await act(async () => view.stores.cart.add({ id: 5, currentPrice: 100, name: 'Philadelphia' }));
    await vi.waitFor(() => expect(view.text()).toContain(`You save ${mdl(20)}`));
    // The discount has its own row, with the code, and is out of the total: 300 − 30 + 30 delivery.
    expect(view.text()).toContain(`Vara −10 % (VARA10)−${mdl(20)}`);
    expect(view.checkout.terms.quote).toMatchObject({ discount: 20, total: 310 });
    expect(view.text()).toContain(`Pay ${mdl(310)}`);
    expect(view.text()).toContain(`Add ${mdl(200)} more to get: Free delivery`);
    // VARA10 does not combine with bonuses: a sentence instead of the field.
    expect(view.text()).toContain('Bonuses cannot be spent together with the offer on this order.');
    view.stop();
  });

  it('takes the code off again, and the discount with it', async () => {
    const view = await renderSummary();
    act(() => view.stores.cart.add({ id: 5, currentPrice: 100, name: 'Philadelphia' }));
    await view.apply('VARA10');
    await vi.waitFor(() => expect(view.text()).toContain(`−${mdl(20)}`));
    // The tag's remove button (the kit names it after the code).
    const remove = [...view.container.querySelectorAll('button')].find((b) =>
      b.getAttribute('aria-label')?.includes('VARA10'),
    );
    await act(async () => remove!.click());
    await vi.waitFor(() => expect(view.text()).not.toContain('VARA10'));
    expect(view.input()).not.toBeNull();
    expect(view.checkout.terms.quote.total).toBe(330);
    view.stop();
  });

  it('says it in Romanian with the API’s sentence for an unknown code', async () => {
    const view = await renderSummary('ro');
    await view.apply('NIMIC');
    await vi.waitFor(() => expect(view.text()).toContain('Nu există un astfel de cod.'));
    // Asked again without the code, for the automatic offers.
    await vi.waitFor(() => expect(view.text()).toContain(`Mai adăugați ${mdl(300, 'ro')} și primiți: Free delivery`));
    expect(view.text()).toContain('Nu există un astfel de cod.');
    view.stop();
  });
});
