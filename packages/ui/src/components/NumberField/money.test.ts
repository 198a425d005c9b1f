import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../Price/formatPrice';
import { currencyAffix, formatMoneyAmount, formatMoneyText, parseMoneyText } from './money';

const tags = ['ro-MD', 'ru-RU', 'en-US', 'uk-UA'] as const;
const ok = (value: number | null) => ({ ok: true, value });

describe('parseMoneyText', () => {
  it('turns typed lei into whole bani, with either separator', () => {
    expect(parseMoneyText('12,50')).toEqual(ok(1250));
    expect(parseMoneyText('12.50')).toEqual(ok(1250));
    expect(parseMoneyText('12,5')).toEqual(ok(1250));
    expect(parseMoneyText('12')).toEqual(ok(1200));
    expect(parseMoneyText('0,05')).toEqual(ok(5));
    expect(parseMoneyText('1 234,99')).toEqual(ok(123499));
    expect(parseMoneyText('')).toEqual(ok(null));
  });

  it('is exact where floating point is not', () => {
    // 0.29 * 100 === 28.999999999999996 and 1.005 * 100 === 100.49999999999999.
    expect(parseMoneyText('0.29')).toEqual(ok(29));
    expect(parseMoneyText('19,99')).toEqual(ok(1999));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (bani) => {
        const text = `${Math.floor(bani / 100)},${String(bani % 100).padStart(2, '0')}`;
        expect(parseMoneyText(text)).toEqual(ok(bani));
      }),
    );
  });

  it('refuses a third decimal and text that is no amount', () => {
    expect(parseMoneyText('1,005')).toEqual({ ok: false, reason: 'fraction' });
    expect(parseMoneyText('1,500')).toEqual(ok(150)); // trailing zeros are no bani
    expect(parseMoneyText('12 lei')).toEqual({ ok: false, reason: 'format' });
    expect(parseMoneyText('1,2,3')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('formatMoneyText', () => {
  it('shows bani only when there are some, like Price', () => {
    expect(formatMoneyText(1200, 'ro-MD')).toBe('12');
    expect(formatMoneyText(1250, 'ro-MD')).toBe('12,50');
    expect(formatMoneyText(1250, 'ru-RU')).toBe('12,50');
    expect(formatMoneyText(1250, 'uk-UA')).toBe('12,50');
    expect(formatMoneyText(1250, 'en-US')).toBe('12.50');
    expect(formatMoneyText(5, 'en-US')).toBe('0.05');
    expect(formatMoneyText(123456, 'ro-MD')).toBe('1234,56');
  });

  it('reads back what it writes, in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.constantFrom(...tags), (bani, tag) => {
        expect(parseMoneyText(formatMoneyText(bani, tag))).toEqual(ok(bani));
      }),
    );
  });
});

describe('the currency', () => {
  it('is named as Price names it, on the same side', () => {
    expect(currencyAffix('ro-MD')).toEqual({ symbol: 'MDL', position: 'suffix' });
    expect(currencyAffix('ru-RU')).toEqual({ symbol: 'MDL', position: 'suffix' });
    expect(currencyAffix('uk-UA')).toEqual({ symbol: 'MDL', position: 'suffix' });
    expect(currencyAffix('en-US')).toEqual({ symbol: 'MDL', position: 'prefix' });
    for (const tag of tags) {
      const { symbol, position } = currencyAffix(tag);
      const price = formatPrice(12, tag);
      expect(position === 'prefix' ? price.startsWith(symbol) : price.endsWith(symbol), tag).toBe(true);
    }
  });

  it('writes bounds in messages as prices', () => {
    expect(formatMoneyAmount(1000, 'ro-MD')).toBe(formatPrice(10, 'ro-MD'));
    expect(formatMoneyAmount(1050, 'ru-RU')).toBe(formatPrice(10.5, 'ru-RU'));
  });
});
