import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCode, normalizeCode } from './offerCode';
import {
  allocate,
  applyOffers,
  bonusCapAfterOffers,
  nudges,
  offerFromView,
  refusalOf,
  type Offer,
  type OfferBenefit,
  type OfferLine,
  type OfferSituation,
} from './offers';
import { lineTotal, subtotalOf } from './pricing';

const line = (productId: number, categoryId: number, price: number, quantity = 1): OfferLine => ({
  productId,
  categoryId,
  price,
  quantity,
  modifiers: [],
});

let nextId = 1;
const offer = (benefit: OfferBenefit, more: Partial<Offer> = {}): Offer => ({
  id: nextId++,
  code: null,
  benefit,
  conditions: {},
  limits: {},
  combinable: true,
  withBonuses: true,
  ...more,
});

/** Wednesday 2026-12-02 13:00 in Chișinău (UTC+2 in winter). */
const WEDNESDAY_1PM = new Date('2026-12-02T11:00:00Z');

const situation = (lines: OfferLine[], more: Partial<OfferSituation> = {}): OfferSituation => ({
  lines,
  fulfilment: 'delivery',
  restaurantId: 1,
  deliveryFee: 3_000,
  returning: false,
  at: WEDNESDAY_1PM,
  ...more,
});

const ROLLS = 10;
const DRINKS = 20;
/** 2 rolls at 120 MDL, 1 roll at 90 MDL, a drink at 25 MDL: 355 MDL. */
const cart = [line(1, ROLLS, 12_000, 2), line(2, ROLLS, 9_000), line(3, DRINKS, 2_500)];

describe('normalizeCode', () => {
  it('ignores case, spaces and dashes, and reads Cyrillic look-alikes as Latin', () => {
    expect(normalizeCode(' sushi-10 ')).toBe('SUSHI10');
    expect(normalizeCode('Sushi 10')).toBe('SUSHI10');
    // А, В, С, Е, О, Р, Т, Х, К, М, Н typed on a Russian keyboard.
    expect(normalizeCode('АВСЕОРТХКМН')).toBe('ABCEOPTXKMH');
    expect(normalizeCode('суши')).toBe('CYШИ');
    expect(normalizeCode('ＳＵＳＨＩ１０')).toBe('SUSHI10');
  });

  it('accepts 3–32 letters or digits as a code, in any script', () => {
    expect(isValidCode('WELCOME-BACK-2026')).toBe(true);
    expect(isValidCode('ПРИВЕТ')).toBe(true);
    expect(isValidCode('AB')).toBe(false);
    expect(isValidCode('10% OFF')).toBe(false);
    expect(isValidCode('A'.repeat(33))).toBe(false);
  });
});

describe('refusalOf', () => {
  it('says the first reason a code does not apply, in a fixed order', () => {
    const code = offer(
      { kind: 'percent', percent: 10, target: { scope: 'order' } },
      {
        code: 'SUSHI10',
        conditions: { minSubtotal: 50_000, fulfilment: 'delivery', endsAt: Date.parse('2026-12-01T00:00:00Z') },
      },
    );
    expect(refusalOf(code, situation(cart))).toEqual({ reason: 'expired' });
    const current = { ...code, conditions: { ...code.conditions, endsAt: undefined } };
    expect(refusalOf(current, situation(cart))).toEqual({ reason: 'minimum', missing: 50_000 - 35_500 });
    expect(refusalOf(current, situation(cart, { fulfilment: 'pickup' }))).toEqual({
      reason: 'fulfilment',
      only: 'delivery',
    });
    expect(refusalOf({ ...current, conditions: { minSubtotal: 35_500 } }, situation(cart))).toBeNull();
  });

  it('counts uses in all and by the shopper', () => {
    const limited = offer({ kind: 'freeDelivery' }, { code: 'FREE', limits: { totalUses: 10, usesPerShopper: 1 } });
    const at = (total: number, byShopper: number) =>
      refusalOf(limited, situation(cart, { usage: new Map([[limited.id, { total, byShopper }]]) }));
    expect(at(9, 0)).toBeNull();
    expect(at(10, 0)).toEqual({ reason: 'usedUp' });
    expect(at(3, 1)).toEqual({ reason: 'alreadyUsed' });
  });

  it('keeps first-order offers to new shoppers, and lets the API decide when the shop cannot tell', () => {
    const first = offer(
      { kind: 'percent', percent: 10, target: { scope: 'order' } },
      { conditions: { customers: 'new' } },
    );
    expect(refusalOf(first, situation(cart, { returning: true }))).toEqual({ reason: 'newOnly' });
    expect(refusalOf(first, situation(cart, { returning: null }))).toBeNull();
    expect(refusalOf(first, situation(cart, { restaurantId: null }))).toBeNull();
  });

  it('holds a window on Chișinău’s clock, past midnight too', () => {
    const lunch = offer(
      { kind: 'percent', percent: 15, target: { scope: 'order' } },
      { conditions: { window: { weekdays: [1, 2, 3, 4, 5], from: 12 * 60, to: 15 * 60 } } },
    );
    expect(refusalOf(lunch, situation(cart))).toBeNull();
    // 15:00 is the end, excluded; Saturday is not a weekday.
    expect(refusalOf(lunch, situation(cart, { at: new Date('2026-12-02T13:00:00Z') }))?.reason).toBe('hours');
    expect(refusalOf(lunch, situation(cart, { at: new Date('2026-12-05T11:00:00Z') }))?.reason).toBe('hours');
    // Friday 22:00 – 02:00: Saturday 01:30 is inside, Sunday 01:30 is not.
    const night = offer(
      { kind: 'freeDelivery' },
      { conditions: { window: { weekdays: [5], from: 22 * 60, to: 120 } } },
    );
    expect(refusalOf(night, situation(cart, { at: new Date('2026-12-04T23:30:00Z') }))).toBeNull();
    expect(refusalOf(night, situation(cart, { at: new Date('2026-12-05T23:30:00Z') }))?.reason).toBe('hours');
  });

  it('refuses an offer with nothing to work on', () => {
    const soups = offer({ kind: 'percent', percent: 20, target: { scope: 'categories', ids: [99] } }, { code: 'SOUP' });
    expect(refusalOf(soups, situation(cart))).toEqual({ reason: 'nothingToDiscount' });
    const free = offer({ kind: 'freeDelivery' }, { code: 'FREE' });
    expect(refusalOf(free, situation(cart, { deliveryFee: 0 }))).toEqual({ reason: 'nothingToDiscount' });
    const fourth = offer({ kind: 'cheapestFree', every: 4, target: { scope: 'categories', ids: [ROLLS] } });
    expect(refusalOf(fourth, situation(cart))).toEqual({ reason: 'nothingToDiscount' });
  });
});

describe('applyOffers', () => {
  it('takes a share off the order, split over its lines, rounded down to the ban', () => {
    const tenth = offer({ kind: 'percent', percent: 10, target: { scope: 'order' } });
    const outcome = applyOffers([tenth], situation([line(1, ROLLS, 999, 3)]));
    expect(outcome.discount).toBe(299); // 10 % of 29.97 MDL
    expect(outcome.lineDiscounts).toEqual([299]);
  });

  it('applies dish offers before order offers, on what is left, whatever order they come in', () => {
    const rolls = offer({ kind: 'amount', amount: 5_000, target: { scope: 'categories', ids: [ROLLS] } });
    const order = offer({ kind: 'percent', percent: 10, target: { scope: 'order' } });
    const one = applyOffers([order, rolls], situation(cart));
    const other = applyOffers([rolls, order], situation(cart));
    expect(one).toEqual(other);
    expect(one.applied.map((applied) => applied.offerId)).toEqual([rolls.id, order.id]);
    expect(one.applied.map((applied) => applied.discount)).toEqual([5_000, 3_050]);
    expect(one.discount).toBe(8_050);
  });

  it('gives the cheapest of every three rolls', () => {
    const third = offer({ kind: 'cheapestFree', every: 3, target: { scope: 'categories', ids: [ROLLS] } });
    const outcome = applyOffers([third], situation(cart));
    expect(outcome.lineDiscounts).toEqual([0, 9_000, 0]);
  });

  it('waives delivery and adds a gift', () => {
    const free = offer({ kind: 'freeDelivery' }, { conditions: { minSubtotal: 30_000 } });
    const gift = offer({ kind: 'gift', productId: 77, value: 6_000 }, { conditions: { minSubtotal: 30_000 } });
    const outcome = applyOffers([free, gift], situation(cart));
    expect(outcome.deliveryDiscount).toBe(3_000);
    expect(outcome.gifts).toEqual([{ productId: 77, offerId: gift.id }]);
    expect(outcome.discount).toBe(0);
  });

  it('gives the better of the offers that combine and one that does not, and says why a code lost', () => {
    const auto = offer({ kind: 'percent', percent: 10, target: { scope: 'order' } });
    const small = offer(
      { kind: 'amount', amount: 2_000, target: { scope: 'order' } },
      { code: 'TWENTY', combinable: false },
    );
    const outcome = applyOffers([auto, small], situation(cart));
    expect(outcome.applied.map((applied) => applied.offerId)).toEqual([auto.id]);
    expect(outcome.refusals).toEqual([{ offerId: small.id, code: 'TWENTY', refusal: { reason: 'betterOffer' } }]);

    const big = offer(
      { kind: 'amount', amount: 10_000, target: { scope: 'order' } },
      { code: 'HUNDRED', combinable: false },
    );
    expect(applyOffers([auto, big], situation(cart)).applied.map((applied) => applied.offerId)).toEqual([big.id]);
  });

  it('gives the older of two offers that stand alone and are worth the same, whatever stage each applies at', () => {
    const older = offer({ kind: 'amount', amount: 2_000, target: { scope: 'order' } }, { combinable: false });
    const newer = offer(
      { kind: 'amount', amount: 2_000, target: { scope: 'categories', ids: [ROLLS] } },
      { code: 'ROLLS', combinable: false },
    );
    const outcome = applyOffers([newer, older], situation(cart));
    expect(outcome.applied.map((applied) => applied.offerId)).toEqual([older.id]);
    expect(outcome.refusals).toEqual([{ offerId: newer.id, code: 'ROLLS', refusal: { reason: 'betterOffer' } }]);
  });

  it('lets no bonuses be spent with an offer that does not combine with them, and caps them on the goods after offers', () => {
    const noBonuses = offer({ kind: 'amount', amount: 5_500, target: { scope: 'order' } }, { withBonuses: false });
    const outcome = applyOffers([noBonuses], situation(cart));
    expect(bonusCapAfterOffers(35_500, outcome, 50, 100_000)).toBe(0);
    const withBonuses = applyOffers([{ ...noBonuses, withBonuses: true }], situation(cart));
    expect(bonusCapAfterOffers(35_500, withBonuses, 50, 100_000)).toBe(15_000);
  });

  it('lists the refused codes with their reasons, and never the automatic offers that do not apply', () => {
    const code = offer({ kind: 'freeDelivery' }, { code: 'FREE' });
    const auto = offer(
      { kind: 'percent', percent: 5, target: { scope: 'order' } },
      { conditions: { minSubtotal: 1e6 } },
    );
    const outcome = applyOffers([code, auto], situation(cart, { fulfilment: 'pickup', deliveryFee: 0 }));
    expect(outcome.applied).toEqual([]);
    expect(outcome.refusals).toEqual([
      { offerId: code.id, code: 'FREE', refusal: { reason: 'fulfilment', only: 'delivery' } },
    ]);
  });
});

describe('nudges', () => {
  it('names the automatic offers a little more would reach, nearest first', () => {
    const free = offer({ kind: 'freeDelivery' }, { conditions: { minSubtotal: 40_000 } });
    const gift = offer({ kind: 'gift', productId: 77, value: 6_000 }, { conditions: { minSubtotal: 80_000 } });
    const code = offer({ kind: 'freeDelivery' }, { code: 'FREE', conditions: { minSubtotal: 36_000 } });
    expect(nudges([gift, free, code], situation(cart), 10_000)).toEqual([{ offer: free, missing: 4_500 }]);
  });
});

describe('offerFromView', () => {
  it('reads an offer as the API shows it (MDL, HH:MM, ISO instants) as it is priced here (bani, minutes, epoch)', () => {
    expect(
      offerFromView({
        id: 7,
        code: 'ROLLS20',
        benefit: { kind: 'amount', amount: 45.5, target: { scope: 'categories', ids: [ROLLS] } },
        conditions: {
          min_subtotal: 300,
          fulfilment: 'delivery',
          restaurant_ids: [2],
          customers: 'new',
          window: { weekdays: [1, 2], from: '12:00', to: '15:30' },
          starts_at: '2026-12-01T00:00:00+02:00',
          ends_at: null,
        },
        limits: { total_uses: 10, uses_per_shopper: null },
        combinable: false,
        with_bonuses: true,
      }),
    ).toEqual({
      id: 7,
      code: 'ROLLS20',
      benefit: { kind: 'amount', amount: 4_550, target: { scope: 'categories', ids: [ROLLS] } },
      conditions: {
        minSubtotal: 30_000,
        fulfilment: 'delivery',
        restaurantIds: [2],
        customers: 'new',
        window: { weekdays: [1, 2], from: 720, to: 930 },
        startsAt: Date.parse('2026-11-30T22:00:00Z'),
      },
      limits: { totalUses: 10 },
      combinable: false,
      withBonuses: true,
    } satisfies Offer);
  });

  it('reads a public offer (no code, no limits): a gift at its value, the cheapest free, delivery, a share of the order', () => {
    const none = {
      min_subtotal: null,
      fulfilment: null,
      restaurant_ids: null,
      customers: null,
      window: null,
      starts_at: null,
      ends_at: null,
    };
    const read = (benefit: Parameters<typeof offerFromView>[0]['benefit']) =>
      offerFromView({ id: 1, benefit, conditions: none, combinable: true, with_bonuses: false }).benefit;
    expect(read({ kind: 'gift', product_id: 77, value: 60 })).toEqual({ kind: 'gift', productId: 77, value: 6_000 });
    expect(read({ kind: 'cheapest_free', every: 3, target: { scope: 'products', ids: [1, 2] } })).toEqual({
      kind: 'cheapestFree',
      every: 3,
      target: { scope: 'products', ids: [1, 2] },
    });
    expect(read({ kind: 'free_delivery' })).toEqual({ kind: 'freeDelivery' });
    expect(read({ kind: 'percent', percent: 10, target: { scope: 'order', ids: [] } })).toEqual({
      kind: 'percent',
      percent: 10,
      target: { scope: 'order' },
    });
    expect(
      offerFromView({
        id: 1,
        benefit: { kind: 'free_delivery' },
        conditions: none,
        combinable: true,
        with_bonuses: false,
      }),
    ).toMatchObject({ code: null, conditions: {}, limits: {} });
  });
});

describe('allocate', () => {
  it('splits a sum in proportion, in whole bani, never above a share', () => {
    expect(allocate(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocate(10, [1, 2, 97])).toEqual([0, 0, 10]);
    expect(allocate(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('sums to the amount for any shares', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (shares, part) => {
          const amount = Math.floor(shares.reduce((sum, share) => sum + share, 0) * part);
          const parts = allocate(amount, shares);
          expect(parts.reduce((sum, value) => sum + value, 0)).toBe(amount);
          parts.forEach((value, index) => expect(value).toBeLessThanOrEqual(shares[index]!));
        },
      ),
    );
  });
});

// ---- properties ----

const arbLine = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  categoryId: fc.integer({ min: 1, max: 3 }),
  price: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  modifiers: fc.array(
    fc.record({ price: fc.integer({ min: 0, max: 3_000 }), quantity: fc.integer({ min: 1, max: 3 }) }),
    {
      maxLength: 2,
    },
  ),
});
const arbTarget = fc.oneof(
  fc.constant({ scope: 'order' as const }),
  fc.record({
    scope: fc.constant('categories' as const),
    ids: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
  }),
  fc.record({
    scope: fc.constant('products' as const),
    ids: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  }),
);
const arbBenefit: fc.Arbitrary<OfferBenefit> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }), target: arbTarget }),
  fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 1, max: 200_000 }), target: arbTarget }),
  fc.record({ kind: fc.constant('cheapestFree' as const), every: fc.integer({ min: 1, max: 4 }), target: arbTarget }),
  fc.constant({ kind: 'freeDelivery' as const }),
  fc.record({ kind: fc.constant('gift' as const), productId: fc.integer({ min: 1, max: 6 }), value: fc.nat(10_000) }),
);
const arbOffers = fc
  .array(
    fc.record({
      benefit: arbBenefit,
      combinable: fc.boolean(),
      withBonuses: fc.boolean(),
      code: fc.option(fc.constantFrom('A1B', 'C2D'), { nil: null }),
      minSubtotal: fc.option(fc.nat(100_000), { nil: undefined }),
    }),
    { maxLength: 6 },
  )
  .map((offers) =>
    offers.map(({ minSubtotal, ...rest }, index): Offer => ({
      id: index + 1,
      ...rest,
      conditions: minSubtotal === undefined ? {} : { minSubtotal },
      limits: {},
    })),
  );
const arbSituation = fc.record({
  lines: fc.array(arbLine, { maxLength: 6 }),
  fulfilment: fc.constantFrom('delivery' as const, 'pickup' as const),
  deliveryFee: fc.nat(5_000),
});
const toSituation = (drawn: { lines: OfferLine[]; fulfilment: 'delivery' | 'pickup'; deliveryFee: number }) =>
  situation(drawn.lines, {
    fulfilment: drawn.fulfilment,
    deliveryFee: drawn.fulfilment === 'pickup' ? 0 : drawn.deliveryFee,
  });

describe('applyOffers, for any offers and any cart', () => {
  it('never takes a line below zero, nor more than an offer applies to, and keeps whole bani', () => {
    fc.assert(
      fc.property(arbOffers, arbSituation, (offers, drawn) => {
        const where = toSituation(drawn);
        const outcome = applyOffers(offers, where);
        outcome.lineDiscounts.forEach((discount, index) => {
          expect(Number.isInteger(discount)).toBe(true);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(lineTotal(where.lines[index]!));
        });
        expect(outcome.discount).toBe(outcome.lineDiscounts.reduce((sum, discount) => sum + discount, 0));
        expect(outcome.discount).toBeLessThanOrEqual(subtotalOf(where.lines));
        expect(outcome.deliveryDiscount).toBeGreaterThanOrEqual(0);
        expect(outcome.deliveryDiscount).toBeLessThanOrEqual(where.deliveryFee);
        for (const applied of outcome.applied) {
          const source = offers.find((candidate) => candidate.id === applied.offerId)!;
          if (source.benefit.kind === 'amount') expect(applied.discount).toBeLessThanOrEqual(source.benefit.amount);
          if (source.benefit.kind === 'percent') {
            expect(applied.discount).toBeLessThanOrEqual(
              Math.floor((subtotalOf(where.lines) * source.benefit.percent) / 100),
            );
          }
        }
        const total = subtotalOf(where.lines) - outcome.discount + where.deliveryFee - outcome.deliveryDiscount;
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total - bonusCapAfterOffers(subtotalOf(where.lines), outcome, 100, 1e9)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('gives the same outcome whatever order the offers come in', () => {
    fc.assert(
      fc.property(arbOffers, arbSituation, fc.infiniteStream(fc.nat()), (offers, drawn, random) => {
        const where = toSituation(drawn);
        const shuffled = [...offers].sort(() => (random.next().value % 3) - 1);
        const { refusals: one, ...first } = applyOffers(offers, where);
        const { refusals: other, ...second } = applyOffers(shuffled, where);
        expect(second).toEqual(first);
        expect(new Set(other.map((refusal) => refusal.offerId))).toEqual(
          new Set(one.map((refusal) => refusal.offerId)),
        );
      }),
    );
  });

  it('applies an offer only when it has no refusal, and lists every code that does not apply', () => {
    fc.assert(
      fc.property(arbOffers, arbSituation, (offers, drawn) => {
        const where = toSituation(drawn);
        const outcome = applyOffers(offers, where);
        const applied = new Set(outcome.applied.map((offer) => offer.offerId));
        for (const candidate of offers) {
          if (applied.has(candidate.id)) expect(refusalOf(candidate, where)).toBeNull();
          else if (candidate.code !== null)
            expect(outcome.refusals.map((refusal) => refusal.offerId)).toContain(candidate.id);
        }
        // An offer that does not combine is alone.
        if (outcome.applied.length > 1) {
          for (const { offerId } of outcome.applied)
            expect(offers.find((o) => o.id === offerId)!.combinable).toBe(true);
        }
      }),
    );
  });
});
