/**
 * The checkout as its pages use it: the models wired together (each has its own tests in `checkout/`),
 * the page's lifecycle, and what ends an order.
 */
import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { acceptedCash, offerCheckFor, placedFor, setUpCheckout } from '../testing/checkoutFixtures';
import { createTestStores } from '../testing/createTestStores';

const bonuses = (balance: number) => ({ account: { getBonuses: async () => ({ balance, transactions: [] }) } });

describe('CheckoutStore: opening the page', () => {
  it('fills the contact from the profile without overwriting what was typed', async () => {
    const t = createTestStores({ cookies: { token: 't' } });
    await t.stores.user.loadProfile();
    t.checkout.form.setField('phone', '37360000000');
    t.checkout.open();
    expect(t.checkout.form.values.name).toBe('Ana Rusu');
    expect(t.checkout.form.values.phone).toBe('37360000000');
  });

  it('sends begin_checkout with the cart and makes the form usable again after leaving for the provider', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => placedFor(r) } });
    t.checkout.open();
    expect(t.analytics.events).toEqual([
      expect.objectContaining({ event: 'begin_checkout', ecommerce: expect.objectContaining({ value: 200 }) }),
    ]);
    await t.checkout.placement.submit();
    expect(t.checkout.placement.status).toBe('leaving');
    t.checkout.open();
    expect(t.checkout.placement.status).toBe('idle');
  });

  it('loads the bonus balance and caps what can be spent, the quote following the field', async () => {
    const t = setUpCheckout(bonuses(45.5), { cookies: { token: 't' } });
    t.checkout.open();
    await t.checkout.loadBonusBalance();
    expect(t.checkout.terms).toMatchObject({ bonusBalance: 45.5, maxBonuses: 45.5 });
    t.checkout.form.setField('bonuses', '40');
    expect(t.checkout.terms.quote).toMatchObject({ bonuses: 40, total: 190 });
    t.checkout.form.setField('bonuses', '50');
    expect(t.checkout.form.problems.bonuses).toEqual({ code: 'bonusesInsufficient' });
  });

  it('offers no bonuses to spend with a balance of 0, and drops what was typed meanwhile', async () => {
    const t = setUpCheckout(bonuses(0), { cookies: { token: 't' } });
    expect(t.checkout.terms.bonusOffer).toBe('field');
    t.checkout.form.setField('bonuses', '10');
    await t.checkout.loadBonusBalance();
    expect(t.checkout.terms.bonusOffer).toBe('noBalance');
    expect(t.checkout.form.values.bonuses).toBe('');
    expect(t.checkout.form.problems.bonuses).toBeUndefined();
  });

  it('follows the clock: as soon as possible closes with the restaurant, and the form says so on submit', async () => {
    const t = setUpCheckout();
    expect(t.checkout.terms.canOrderNow).toBe(true);
    t.clock.set('2026-01-15T21:30:00Z');
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'invalid' });
    expect(t.checkout.terms.canOrderNow).toBe(false);
    expect(t.checkout.form.visibleProblems.scheduledAt).toEqual({ code: 'closedNow' });
  });
});

describe('CheckoutStore: an order that stands', () => {
  it('sets the cookie, empties the cart, closes the attempt and clears what belonged to the order', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => acceptedCash(r) } });
    t.checkout.form.setField('paymentType', 'cash');
    t.checkout.form.setField('comment', 'Ring twice');
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(t.cookies.get('order_id')).toBe('42');
    expect(t.stores.cart.isEmpty).toBe(true);
    expect(t.checkout.saved.attempt).toBeNull();
    expect(t.checkout.form.values).toMatchObject({ name: 'Ana', house: '1', comment: '' });
    expect(t.checkout.form.visibleProblems).toEqual({});
    expect(t.checkout.lastOrder).toMatchObject({ order: { id: 42 }, paid: false, categorySlugs: { 5: 'rulouri' } });
  });

  it('comes back from storage after a reload: the last order, for the success page and paying again', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => placedFor(r) } });
    await t.checkout.placement.submit();
    const reloaded = createTestStores({ storage: { 'test:last-order': t.storage.getItem('test:last-order')! } });
    expect(reloaded.checkout.lastOrder?.order.id).toBe(42);
    expect(reloaded.checkout.payment.canRetry(42)).toBe(true);
  });

  it('makes both the form and the payment page usable again when the page comes back from the cache', async () => {
    const t = setUpCheckout({ orders: { create: async (r) => placedFor(r) } });
    await t.checkout.placement.submit();
    await t.checkout.payment.retry(42);
    expect([t.checkout.placement.status, t.checkout.payment.retrying]).toEqual(['leaving', true]);
    t.checkout.resume();
    expect([t.checkout.placement.status, t.checkout.payment.retrying]).toEqual(['idle', false]);
  });
});

describe('CheckoutStore: offers', () => {
  const withOffers = { offers: { check: async (r: Parameters<typeof offerCheckFor>[0]) => offerCheckFor(r) } };

  it('prices the order with the code applied, and follows the API’s bonus cap', async () => {
    const t = setUpCheckout({ ...withOffers, ...bonuses(100) }, { cookies: { token: 't' } });
    await t.checkout.loadBonusBalance();
    t.checkout.form.setField('bonuses', '10');
    t.checkout.offers.apply('VARA10');
    await vi.waitFor(() => expect(t.checkout.offers.code).toBe('VARA10'));
    expect(t.checkout.terms.quote).toMatchObject({ subtotal: 200, discount: 20, deliveryFee: 30, total: 210 });
    // VARA10 does not combine with bonuses: no field, and the 10 typed are not spent (back once it goes).
    expect(t.checkout.terms).toMatchObject({ maxBonuses: 0, bonusOffer: 'offer' });
    expect(t.checkout.form.problems.bonuses).toBeUndefined();
    expect(t.checkout.form.request(t.stores.cart.orderableItems, 'VARA10')).toMatchObject({ bonuses: 0 });
    t.checkout.offers.remove();
    await vi.waitFor(() => expect(t.checkout.terms.quote).toMatchObject({ bonuses: 10, total: 220 }));
  });

  it('keeps the code through a reload and forgets it once the order stands', async () => {
    const t = setUpCheckout({ ...withOffers, orders: { create: async (r) => acceptedCash(r) } });
    t.checkout.form.setField('paymentType', 'cash');
    t.checkout.offers.apply('VARA10');
    await vi.waitFor(() => expect(t.storage.getItem('test:promo-code')).toBe('"VARA10"'));
    t.checkout.offers.remove();
    t.checkout.restore();
    expect(t.checkout.offers.code).toBeNull();
    t.checkout.offers.apply('VARA10');
    await vi.waitFor(() => expect(t.checkout.offers.code).toBe('VARA10'));
    t.checkout.restore(); // a reload
    expect(t.checkout.offers.code).toBe('VARA10');
    expect(await t.checkout.placement.submit()).toEqual({ kind: 'done', orderId: 42 });
    expect(t.checkout.offers.code).toBeNull();
    expect(t.storage.getItem('test:promo-code')).toBeNull();
  });
});
