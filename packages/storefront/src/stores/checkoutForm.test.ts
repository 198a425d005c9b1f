import { DEFAULT_ORDER_RULES } from '@nori/core';
import { phoneProblem } from '@nori/core/phone';
import { describe, expect, it } from 'vitest';
import {
  bonusOffer,
  buildOrderRequest,
  emptyCheckoutForm,
  fieldOfServerError,
  maxBonuses,
  parseBonuses,
  quoteOrder,
  validateCheckout,
  type CheckoutContext,
  type CheckoutForm,
} from './checkoutForm';
import { offerCheckOrder } from './orderLines';
import { testRegion, testRestaurant } from '../testing/checkoutFixtures';

const region = testRegion;
const restaurant = testRestaurant;

const filled = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...emptyCheckoutForm(),
  name: 'Ana',
  phone: '37369123456',
  regionId: 1,
  street: 'Ștefan cel Mare',
  house: '1',
  ...overrides,
});

const context = (overrides: Partial<CheckoutContext> = {}): CheckoutContext => ({
  now: new Date('2026-01-15T10:00:00Z'), // 12:00 in Chișinău, open
  region,
  restaurant,
  subtotal: 200,
  orderableCount: 1,
  signedIn: false,
  bonusBalance: null,
  rules: DEFAULT_ORDER_RULES,
  ...overrides,
});

describe('validateCheckout', () => {
  it('accepts a complete delivery as soon as possible while the restaurant is open', () => {
    expect(validateCheckout(filled(), context())).toEqual({});
  });

  it('asks for the contact, area and address of a delivery', () => {
    expect(validateCheckout(emptyCheckoutForm(), context({ region: null, restaurant: null }))).toEqual({
      name: { code: 'required' },
      phone: { code: 'required' },
      regionId: { code: 'required' },
      street: { code: 'required' },
      house: { code: 'required' },
    });
  });

  it("checks the phone's digits and the API's text limits", () => {
    const problems = validateCheckout(
      filled({ phone: '3736', name: 'x'.repeat(61), floor: '1'.repeat(21), comment: 'c'.repeat(501) }),
      context(),
    );
    expect(problems).toEqual({
      phone: { code: 'phoneInvalid' },
      name: { code: 'tooLong', max: 60 },
      floor: { code: 'tooLong', max: 20 },
      comment: { code: 'tooLong', max: 500 },
    });
  });

  it("holds a delivery under the region's minimum order and says how much is missing", () => {
    expect(validateCheckout(filled(), context({ subtotal: 120.5 })).items).toEqual({
      code: 'minOrder',
      amount: 150,
      missing: 29.5,
    });
    expect(
      validateCheckout(filled({ orderType: 'pickup', restaurantId: 10 }), context({ subtotal: 20 })).items,
    ).toBeUndefined();
  });

  it('refuses an empty cart', () => {
    expect(validateCheckout(filled(), context({ orderableCount: 0, subtotal: 0 })).items).toEqual({ code: 'empty' });
  });

  it('needs a restaurant for pickup, and no card to the courier there', () => {
    expect(validateCheckout(filled({ orderType: 'pickup', paymentType: 'card_courier' }), context())).toEqual({
      restaurantId: { code: 'required' },
      paymentType: { code: 'notAllowed' },
    });
  });

  it('refuses as soon as possible while closed, and checks a scheduled time like the API', () => {
    const night = context({ now: new Date('2026-01-15T22:00:00Z') });
    expect(validateCheckout(filled(), night).scheduledAt).toEqual({ code: 'closedNow' });
    expect(validateCheckout(filled({ when: 'scheduled' }), night).scheduledAt).toEqual({ code: 'required' });
    const at = (iso: string) => validateCheckout(filled({ when: 'scheduled', scheduledAt: new Date(iso) }), context());
    expect(at('2026-01-15T10:30:00Z').scheduledAt).toEqual({ code: 'tooSoon', minutes: 45 });
    expect(at('2026-01-23T10:00:00Z').scheduledAt).toEqual({ code: 'tooLate', days: 7 });
    expect(at('2026-01-15T21:15:00Z').scheduledAt).toEqual({ code: 'closed' });
    expect(at('2026-01-15T21:00:00Z').scheduledAt).toBeUndefined();
  });

  it('checks the restaurant’s pause, closed dates and busy minutes like the API', () => {
    const paused = context({ restaurant: { ...restaurant, paused_until: '2026-01-15T12:30:00Z' } });
    expect(validateCheckout(filled(), paused).scheduledAt).toEqual({
      code: 'paused',
      until: new Date('2026-01-15T12:30:00Z'),
    });
    const holiday = context({ restaurant: { ...restaurant, closed_dates: ['2026-01-16'] } });
    const on = (iso: string, ctx: CheckoutContext) =>
      validateCheckout(filled({ when: 'scheduled', scheduledAt: new Date(iso) }), ctx).scheduledAt;
    expect(on('2026-01-16T10:00:00Z', holiday)).toEqual({ code: 'closedDate', date: '2026-01-16' });
    const busy = context({ restaurant: { ...restaurant, busy_minutes: 30 } });
    expect(on('2026-01-15T11:00:00Z', busy)).toEqual({ code: 'tooSoon', minutes: 75 });
  });

  it('caps bonuses at 30 % of the goods and the balance, for signed-in shoppers', () => {
    const signedIn = context({ signedIn: true, bonusBalance: 50 });
    expect(validateCheckout(filled({ bonuses: '60.01' }), signedIn).bonuses).toEqual({
      code: 'bonusesTooMany',
      max: 60,
    });
    expect(validateCheckout(filled({ bonuses: '55' }), signedIn).bonuses).toEqual({ code: 'bonusesInsufficient' });
    expect(validateCheckout(filled({ bonuses: '50' }), signedIn).bonuses).toBeUndefined();
    expect(validateCheckout(filled({ bonuses: '1.234' }), signedIn).bonuses).toEqual({ code: 'bonusesInvalid' });
  });
});

describe('money', () => {
  it('parses bonuses with a comma or a point and at most two decimals', () => {
    expect(parseBonuses('')).toBe(0);
    expect(parseBonuses(' 12,5 ')).toBe(12.5);
    expect(parseBonuses('12.50')).toBe(12.5);
    expect(parseBonuses('-1')).toBeNull();
    expect(parseBonuses('1e3')).toBeNull();
  });

  it('allows the smaller of 30 % of the goods and the balance', () => {
    expect(maxBonuses(333.33, 1000, DEFAULT_ORDER_RULES)).toBe(99.99);
    expect(maxBonuses(333.33, 20, DEFAULT_ORDER_RULES)).toBe(20);
    expect(maxBonuses(100, null, DEFAULT_ORDER_RULES)).toBe(0);
  });

  it('offers the bonuses field only when there is something to spend', () => {
    expect(bonusOffer(45.5, 45.5)).toBe('field');
    // Nothing to spend: a line instead of a field that could only hold 0.
    expect(bonusOffer(0, 0)).toBe('noBalance');
    expect(bonusOffer(50, 0)).toBe('noShare');
    // The balance is not known yet (or failed to load): the field, and the server checks.
    expect(bonusOffer(null, 0)).toBe('field');
  });

  it('quotes like the API: delivery fee below the free threshold, none for pickup, bonuses off', () => {
    expect(quoteOrder(200, 'delivery', region, 10)).toEqual({
      subtotal: 200,
      deliveryFee: 30,
      discount: 0,
      deliveryDiscount: 0,
      bonuses: 10,
      total: 220,
      toFreeDelivery: 300,
    });
    expect(quoteOrder(500, 'delivery', region, 0)).toMatchObject({ deliveryFee: 0, total: 500, toFreeDelivery: 0 });
    expect(quoteOrder(200, 'pickup', region, 0)).toMatchObject({ deliveryFee: 0, total: 200, toFreeDelivery: 0 });
    expect(quoteOrder(0.1 + 0.2, 'pickup', null, 0).total).toBe(0.3);
  });

  it('takes the offers’ discounts off as the API priced them, free delivery still on the goods before offers', () => {
    // 480 MDL of goods, 10 % off: 432; delivery is not free (the threshold of 500 is on the goods before offers).
    expect(quoteOrder(480, 'delivery', region, 20, { discount: 48, deliveryDiscount: 30 })).toEqual({
      subtotal: 480,
      deliveryFee: 30,
      discount: 48,
      deliveryDiscount: 30,
      bonuses: 20,
      total: 412,
      toFreeDelivery: 20,
    });
    // Never more off than there is (an answer for a bigger cart).
    expect(quoteOrder(100, 'pickup', null, 0, { discount: 150, deliveryDiscount: 30 })).toMatchObject({
      discount: 100,
      deliveryDiscount: 0,
      total: 0,
    });
  });

  it('offers no bonuses field when an offer does not combine with them', () => {
    expect(bonusOffer(50, 0, false)).toBe('offer');
    expect(bonusOffer(50, 10, true)).toBe('field');
  });
});

describe('bonuses with offers', () => {
  const signedIn = { signedIn: true, bonusBalance: 500 };
  it('caps the share on the goods after offers', () => {
    // 30 % of 200 − 100 = 30.
    const offers = { discount: 100, deliveryDiscount: 0, bonusesAllowed: true };
    expect(validateCheckout(filled({ bonuses: '31' }), context({ ...signedIn, offers })).bonuses).toEqual({
      code: 'bonusesTooMany',
      max: 30,
    });
    expect(validateCheckout(filled({ bonuses: '30' }), context({ ...signedIn, offers })).bonuses).toBeUndefined();
  });

  it('leaves bonuses typed aside while an offer that does not combine with them applies', () => {
    const offers = { discount: 20, deliveryDiscount: 0, bonusesAllowed: false };
    expect(validateCheckout(filled({ bonuses: '5000' }), context({ ...signedIn, offers })).bonuses).toBeUndefined();
    expect(validateCheckout(filled({ bonuses: 'x' }), context({ ...signedIn, offers })).bonuses).toBeUndefined();
  });
});

describe('buildOrderRequest', () => {
  const lines = [{ id: 5, quantity: 2, currentPrice: 100, modifiers: [{ id: 7, quantity: 1, currentPrice: 5 }] }];

  it('sends ids and quantities, the trimmed address without empty parts, and the chosen time', () => {
    const request = buildOrderRequest(
      filled({
        name: ' Ana ',
        apartment: ' 4 ',
        when: 'scheduled',
        scheduledAt: new Date('2026-01-15T16:00:00Z'),
        comment: ' ',
      }),
      lines,
      false,
    );
    expect(request).toEqual({
      items: [{ product_id: 5, quantity: 2, modifiers: [{ id: 7, quantity: 1 }] }],
      order_type: 'delivery',
      region_id: 1,
      address: { street: 'Ștefan cel Mare', house: '1', apartment: '4' },
      restaurant_id: null,
      scheduled_at: '2026-01-15T16:00:00.000Z',
      payment_type: 'card_online',
      bonuses: 0,
      comment: null,
      contact: { name: 'Ana', phone: '37369123456' },
    });
  });

  it('sends pickup without an address, and bonuses only when signed in', () => {
    const form = filled({ orderType: 'pickup', restaurantId: 10, paymentType: 'cash', bonuses: '12,5' });
    expect(buildOrderRequest(form, lines, true)).toMatchObject({
      order_type: 'pickup',
      region_id: null,
      address: null,
      restaurant_id: 10,
      scheduled_at: null,
      bonuses: 12.5,
    });
    expect(buildOrderRequest(form, lines, false).bonuses).toBe(0);
  });

  it('sends the promo code in force, and no promo_code without one', () => {
    expect(buildOrderRequest(filled(), lines, false, ' vara10')).toMatchObject({ promo_code: ' vara10' });
    expect(buildOrderRequest(filled(), lines, false)).not.toHaveProperty('promo_code');
  });
});

describe('offerCheckOrder', () => {
  const lines = [{ id: 5, quantity: 2, currentPrice: 100, modifiers: [] }];

  it('asks about the goods and where: the area for delivery, the restaurant for pickup', () => {
    expect(offerCheckOrder(filled({ regionId: 2, restaurantId: 11 }), lines)).toEqual({
      items: [{ product_id: 5, quantity: 2, modifiers: [] }],
      order_type: 'delivery',
      region_id: 2,
      restaurant_id: null,
    });
    expect(offerCheckOrder(filled({ orderType: 'pickup', regionId: 2, restaurantId: 11 }), lines)).toMatchObject({
      region_id: null,
      restaurant_id: 11,
    });
    expect(offerCheckOrder(filled(), [])).toBeNull();
  });
});

describe('server messages', () => {
  it.each([
    ['contact.name', 'name'],
    ['contact.phone', 'phone'],
    ['address', 'street'],
    ['address.house', 'house'],
    ['region_id', 'regionId'],
    ['restaurant_id', 'restaurantId'],
    ['scheduled_at', 'scheduledAt'],
    ['payment_type', 'paymentType'],
    ['items.0.product_id', 'items'],
    ['bonuses', 'bonuses'],
    ['promo_code', 'promoCode'],
    ['body', null],
  ])('%s goes under %s', (path, field) => {
    expect(fieldOfServerError(path)).toBe(field);
  });
});

describe('the phone at checkout, by the API’s rule', () => {
  const withRule = (phone: string, codes: string[] = ['373']) =>
    validateCheckout(
      filled({ phone }),
      context({ rules: { ...DEFAULT_ORDER_RULES, phone_country_codes: codes }, phoneProblem }),
    ).phone;

  it('takes a Moldovan mobile and refuses a landline, a number too short and another country', () => {
    expect(withRule('37369123456')).toBeUndefined();
    expect(withRule('37322123456')).toEqual({ code: 'phoneNotMobile' });
    expect(withRule('3736912345')).toEqual({ code: 'phoneInvalid' });
    expect(withRule('40721234567')).toEqual({ code: 'phoneCountry', codes: ['373'] });
    expect(withRule('40721234567', ['373', '40'])).toBeUndefined();
  });

  it('checks only the digits’ form until the rule has loaded (the server decides the rest)', () => {
    expect(validateCheckout(filled({ phone: '37322123456' }), context()).phone).toBeUndefined();
    expect(validateCheckout(filled({ phone: '3736' }), context()).phone).toEqual({ code: 'phoneInvalid' });
  });
});
