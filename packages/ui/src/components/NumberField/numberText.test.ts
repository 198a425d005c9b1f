import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf, formatNumberText, parseNumberText, rangeProblem, stepNumber } from './numberText';

const tags = ['ro-MD', 'ru-RU', 'en-US', 'uk-UA'] as const;
const ok = (value: number | null) => ({ ok: true, value });

describe('parseNumberText', () => {
  it('takes a comma or a dot as the decimal separator, whatever the locale', () => {
    expect(parseNumberText('12,5', 2)).toEqual(ok(12.5));
    expect(parseNumberText('12.5', 2)).toEqual(ok(12.5));
    expect(parseNumberText(',5', 2)).toEqual(ok(0.5));
    expect(parseNumberText('7.', 2)).toEqual(ok(7));
  });

  it('reads an empty field as no value', () => {
    expect(parseNumberText('', 0)).toEqual(ok(null));
    expect(parseNumberText('   ', 0)).toEqual(ok(null));
  });

  it('understands grouping where it cannot be mistaken for decimals', () => {
    expect(parseNumberText('1 234', 0)).toEqual(ok(1234));
    expect(parseNumberText('1\u202f234,50', 2)).toEqual(ok(1234.5)); // ru/uk narrow no-break space
    expect(parseNumberText('1.234,50', 2)).toEqual(ok(1234.5)); // ro
    expect(parseNumberText('1,234.50', 2)).toEqual(ok(1234.5)); // en
    expect(parseNumberText('1.234.567', 0)).toEqual(ok(1234567));
    // One mark once is always the decimal separator, so 1.234 is not a thousand.
    expect(parseNumberText('1.234', 3)).toEqual(ok(1.234));
  });

  it('refuses text that is not a number', () => {
    for (const text of ['abc', '1.2.3', '12,5.5.5', '-', '.', '1,23,4', '1.234,5,6', '12a', '--1', '1-']) {
      expect(parseNumberText(text, 2), text).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('refuses more decimals than the field takes instead of rounding them away', () => {
    expect(parseNumberText('1,25', 1)).toEqual({ ok: false, reason: 'fraction' });
    expect(parseNumberText('3.5', 0)).toEqual({ ok: false, reason: 'fraction' });
    // Trailing zeros change nothing.
    expect(parseNumberText('3,50', 1)).toEqual(ok(3.5));
    expect(parseNumberText('3.00', 0)).toEqual(ok(3));
  });

  it('reads negatives with any minus sign', () => {
    expect(parseNumberText('-4', 0)).toEqual(ok(-4));
    expect(parseNumberText('\u22124,5', 1)).toEqual(ok(-4.5));
    expect(parseNumberText('+4', 0)).toEqual(ok(4));
    expect(parseNumberText('-0', 0)).toEqual(ok(0));
  });
});

describe('formatNumberText', () => {
  it('writes the locale’s decimal separator and no grouping', () => {
    expect(formatNumberText(1234.5, 'ro-MD', 2)).toBe('1234,5');
    expect(formatNumberText(1234.5, 'ru-RU', 2)).toBe('1234,5');
    expect(formatNumberText(1234.5, 'uk-UA', 2)).toBe('1234,5');
    expect(formatNumberText(1234.5, 'en-US', 2)).toBe('1234.5');
    expect(formatNumberText(3, 'ro-MD', 2, 2)).toBe('3,00');
  });

  it('reads back what it writes, in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(...tags), (hundredths, tag) => {
        const value = hundredths / 100;
        expect(parseNumberText(formatNumberText(value, tag, 2), 2)).toEqual(ok(value));
      }),
    );
  });
});

describe('stepNumber', () => {
  it('steps up and down by the step', () => {
    expect(stepNumber(5, 1, { step: 1 })).toBe(6);
    expect(stepNumber(5, -1, { step: 1 })).toBe(4);
    expect(stepNumber(0.2, 1, { step: 0.1 })).toBe(0.3); // not 0.30000000000000004
  });

  it('counts steps from min and snaps values that are off the grid', () => {
    expect(stepNumber(5, 1, { step: 10, min: 5 })).toBe(15);
    expect(stepNumber(12, 1, { step: 5 })).toBe(15);
    expect(stepNumber(12, -1, { step: 5 })).toBe(10);
    expect(stepNumber(12, 2, { step: 5 })).toBe(20);
  });

  it('stays within min and max', () => {
    expect(stepNumber(10, 1, { step: 1, max: 10 })).toBe(10);
    expect(stepNumber(1, -5, { step: 1, min: 0 })).toBe(0);
    // A value outside the range comes back into it.
    expect(stepNumber(150, 1, { step: 1, max: 99 })).toBe(99);
  });

  it('starts an empty field at 0, or at the bound nearest to it', () => {
    expect(stepNumber(null, 1, { step: 1 })).toBe(0);
    expect(stepNumber(null, 1, { step: 1, min: 3 })).toBe(3);
    expect(stepNumber(null, -1, { step: 1, max: -2 })).toBe(-2);
  });

  it('steps back to where it came from on the grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -50, max: 50 }),
        fc.constantFrom(1, 5, 0.1, 0.25),
        (slot, steps, step) => {
          const value = Number((slot * step).toFixed(2));
          expect(stepNumber(stepNumber(value, steps, { step }), -steps, { step })).toBe(value);
        },
      ),
    );
  });

  it('ignores a step that is not positive', () => {
    expect(stepNumber(3, 1, { step: 0 })).toBe(4);
    expect(stepNumber(3, 1, { step: -2 })).toBe(4);
  });
});

describe('rangeProblem and decimalsOf', () => {
  it('names the bound a value breaks', () => {
    expect(rangeProblem(0, 1, 10)).toBe('min');
    expect(rangeProblem(11, 1, 10)).toBe('max');
    expect(rangeProblem(10, 1, 10)).toBeNull();
    expect(rangeProblem(null, 1, 10)).toBeNull();
    expect(rangeProblem(-5)).toBeNull();
  });

  it('counts decimals', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(0.5)).toBe(1);
    expect(decimalsOf(0.25)).toBe(2);
    expect(decimalsOf(1e-7)).toBe(7);
  });
});
