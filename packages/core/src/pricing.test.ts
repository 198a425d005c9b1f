// Properties of order pricing (pure functions, in bani), the same for the API and the shop.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal, subtotalOf } from './pricing';
import { bonusesEarnedFor, deliveryFeeFor, maxBonusesFor, quote } from './quote';

const money = fc.integer({ min: 1, max: 500_000 });
const modifier = fc.record({ price: fc.integer({ min: 0, max: 10_000 }), quantity: fc.integer({ min: 1, max: 20 }) });
const line = fc.record({
  price: money,
  quantity: fc.integer({ min: 1, max: 99 }),
  modifiers: fc.array(modifier, { maxLength: 5 }),
});
const lines = fc.array(line, { minLength: 1, maxLength: 20 });
const terms = fc.option(
  fc.record({
    fee: fc.integer({ min: 0, max: 10_000 }),
    freeFrom: fc.integer({ min: 0, max: 2_000_000 }),
    minOrder: fc.integer({ min: 0, max: 100_000 }),
  }),
);

describe('pricing', () => {
  it('prices a line as (price + Σ modifier price × quantity) × quantity', () => {
    fc.assert(
      fc.property(line, (l) => {
        const unit = l.price + l.modifiers.reduce((s, m) => s + m.price * m.quantity, 0);
        expect(lineTotal(l)).toBe(unit * l.quantity);
        expect(Number.isSafeInteger(lineTotal(l))).toBe(true);
      }),
    );
  });

  it('is linear in the line quantity and independent of line order', () => {
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: 9 }), (l, k) => {
        expect(lineTotal({ ...l, quantity: l.quantity * k })).toBe(lineTotal(l) * k);
      }),
    );
    fc.assert(
      fc.property(lines, (ls) => {
        expect(subtotalOf([...ls].reverse())).toBe(subtotalOf(ls));
      }),
    );
  });

  it('charges delivery only below the free threshold, and never for pickup', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), terms, (subtotal, t) => {
        const fee = deliveryFeeFor(subtotal, t);
        if (!t || subtotal >= t.freeFrom) expect(fee).toBe(0);
        else expect(fee).toBe(t.fee);
      }),
    );
  });

  it('never lets a bigger cart cost more in fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        terms,
        (a, extra, t) => {
          expect(deliveryFeeFor(a + extra, t)).toBeLessThanOrEqual(deliveryFeeFor(a, t));
        },
      ),
    );
  });

  it('adds up: total = subtotal + fee − bonuses, and bonuses within the cap keep it non-negative', () => {
    fc.assert(
      fc.property(
        lines,
        terms,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (ls, t, pct, balance) => {
          const subtotal = subtotalOf(ls);
          const max = maxBonusesFor(subtotal, pct, balance);
          expect(max).toBeLessThanOrEqual(balance);
          expect(max).toBeLessThanOrEqual((subtotal * pct) / 100);
          const q = quote(ls, t, max);
          expect(q.total).toBe(q.subtotal + q.deliveryFee - q.bonuses);
          expect(q.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('earns a whole number of bani, at most the earn percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (total, pct) => {
        const earned = bonusesEarnedFor(total, pct);
        expect(Number.isInteger(earned)).toBe(true);
        expect(earned).toBeLessThanOrEqual((total * pct) / 100);
        expect(earned).toBeGreaterThan((total * pct) / 100 - 1);
      }),
    );
  });
});
