import { DEFAULT_ORDER_RULES } from '@nori/core';
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../api/types';
import { createFixedClock } from '../../services/clock';
import { testRegion, testRestaurant } from '../../testing/checkoutFixtures';
import { createFakeApi, type FakeApiOverrides } from '../../testing/createTestStores';
import { emptyCheckoutForm, type CheckoutForm } from '../checkoutForm';
import { OrderTerms } from './OrderTerms';

const pickupPoint: Restaurant = { ...testRestaurant, id: 11, name: 'Nori Botanica' };

/** The terms of a form, a cart of `subtotal` MDL, at 12:00 in Chișinău. */
function terms({
  values = {} as Partial<CheckoutForm>,
  subtotal = 200,
  signedIn = false,
  api = {} as FakeApiOverrides,
} = {}) {
  const form = { ...emptyCheckoutForm(), ...values };
  const clock = createFixedClock('2026-01-15T10:00:00Z');
  const model = new OrderTerms({
    values: () => form,
    api: createFakeApi(api),
    cart: { orderableTotal: subtotal, orderableItems: [] },
    user: { isLoggedIn: signedIn },
    dictionaries: { regions: [testRegion], restaurants: [testRestaurant, pickupPoint], rules: DEFAULT_ORDER_RULES },
    clock,
  });
  return { model, form, clock };
}

describe('OrderTerms: where and when', () => {
  it("makes a delivery in the area's restaurant and a pickup in the chosen one", () => {
    expect(terms({ values: { regionId: 1 } }).model.restaurant?.id).toBe(10);
    expect(terms({ values: { orderType: 'pickup', regionId: 1, restaurantId: 11 } }).model.restaurant?.id).toBe(11);
    expect(terms().model.region).toBeNull();
  });

  it('follows the clock: as soon as possible closes with the restaurant', () => {
    const { model, clock } = terms({ values: { regionId: 1 } });
    expect(model.canOrderNow).toBe(true);
    // 12:00 in Chișinău + 45 min → 12:45 (10:45 UTC).
    expect(model.earliestSlot?.toISOString()).toBe('2026-01-15T10:45:00.000Z');
    clock.set('2026-01-15T21:30:00Z');
    expect(model.canOrderNow).toBe(true); // not read until it ticks
    model.tick();
    expect(model.canOrderNow).toBe(false);
  });

  it('offers "as soon as possible" while no restaurant is chosen, and no earliest slot', () => {
    const { model } = terms();
    expect(model.canOrderNow).toBe(true);
    expect(model.earliestSlot).toBeNull();
  });
});

describe('OrderTerms: the price and the bonuses', () => {
  it('quotes delivery for the area, none for pickup', () => {
    expect(terms({ values: { regionId: 1 } }).model.quote).toMatchObject({ deliveryFee: 30, total: 230 });
    expect(terms({ values: { orderType: 'pickup', restaurantId: 11 } }).model.quote).toMatchObject({ total: 200 });
  });

  it('takes bonuses off the total only for a signed-in shopper, never more than the goods', () => {
    expect(terms({ values: { regionId: 1, bonuses: '40' } }).model.quote.total).toBe(230);
    expect(terms({ values: { regionId: 1, bonuses: '40' }, signedIn: true }).model.quote).toMatchObject({
      bonuses: 40,
      total: 190,
    });
    expect(terms({ values: { bonuses: '900' }, signedIn: true }).model.quote.bonuses).toBe(200);
  });

  it('loads the balance for a signed-in shopper and caps what can be spent', async () => {
    const { model } = terms({
      signedIn: true,
      api: { account: { getBonuses: async () => ({ balance: 45.5, transactions: [] }) } },
    });
    expect(model.bonusOffer).toBe('field');
    await model.loadBonusBalance();
    expect(model.bonusBalance).toBe(45.5);
    expect(model.maxBonuses).toBe(45.5);
    expect(model.context).toMatchObject({ bonusBalance: 45.5, subtotal: 200, signedIn: true });
  });

  it('offers nothing to spend with a balance of 0, or when the share of the order is nothing', async () => {
    const none = terms({
      signedIn: true,
      api: { account: { getBonuses: async () => ({ balance: 0, transactions: [] }) } },
    });
    await none.model.loadBonusBalance();
    expect(none.model.bonusOffer).toBe('noBalance');
    const empty = terms({
      subtotal: 0,
      signedIn: true,
      api: { account: { getBonuses: async () => ({ balance: 50, transactions: [] }) } },
    });
    await empty.model.loadBonusBalance();
    expect(empty.model.bonusOffer).toBe('noShare');
  });

  it('knows no balance for a guest or when it cannot be read', async () => {
    const guest = terms({ api: { account: { getBonuses: async () => ({ balance: 9, transactions: [] }) } } });
    await guest.model.loadBonusBalance();
    expect(guest.model.bonusBalance).toBeNull();
    const failing = terms({
      signedIn: true,
      api: { account: { getBonuses: async () => Promise.reject(new Error()) } },
    });
    await failing.model.loadBonusBalance();
    expect(failing.model.bonusBalance).toBeNull();
  });

  it('loads the API’s phone rule once and hands it to the form’s checks', async () => {
    const { model } = terms();
    expect(model.context.phoneProblem).toBeNull();
    await model.loadPhoneRule();
    const rule = model.context.phoneProblem;
    expect(rule?.('37322123456', ['373'])).toBe('notMobile');
    await model.loadPhoneRule();
    expect(model.context.phoneProblem).toBe(rule);
  });
});
