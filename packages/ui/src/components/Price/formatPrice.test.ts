import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, hasCents } from './formatPrice';

const tags = ['ro-MD', 'ru-RU', 'en-US', 'uk-UA'] as const;
const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('formatPrice', () => {
  it.each(tags)('%s matches Intl currency formatting with no decimals for whole amounts', (tag) => {
    const intl = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'MDL',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    });
    expect(formatPrice(1234, tag)).toBe(intl.format(1234));
    expect(digitsOf(formatPrice(1234, tag))).toBe('1234');
  });

  it.each(tags)('%s shows two decimals when the amount has cents', (tag) => {
    const intl = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'MDL',
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
    });
    expect(formatPrice(1234.5, tag)).toBe(intl.format(1234.5));
    expect(digitsOf(formatPrice(1234.5, tag))).toBe('123450');
  });

  it('groups thousands the way each locale does', () => {
    // The separator between 1 and 234: a dot in Romanian, a comma in English, a (narrow) space in ru/uk.
    const separator = (tag: string) => formatPrice(1234, tag).match(/1(\D)234/)?.[1];
    expect(separator('ro-MD')).toBe('.');
    expect(separator('en-US')).toBe(',');
    expect(separator('ru-RU')).toMatch(/\s/);
    expect(separator('uk-UA')).toMatch(/\s/);
    // Below a thousand there is nothing to group.
    expect(formatPrice(999, 'en-US')).not.toMatch(/,/);
  });

  it('names the currency by its code in every locale, and takes another one when asked', () => {
    // ro-MD's own sign for the leu is "L": the shop, the board and the reports all write MDL (issue 29).
    for (const tag of tags) expect(formatPrice(10, tag), tag).toMatch(/^MDL\s?10$|^10\s?MDL$/);
    expect(formatPrice(10, 'en-US', 'EUR')).toBe('EUR\u00a010');
    expect(formatPrice(10, 'en-US', 'USD')).not.toBe(formatPrice(10, 'en-US', 'EUR'));
  });

  it('does not show cents that round away', () => {
    expect(formatPrice(12.999, 'en-US')).toBe(formatPrice(13, 'en-US'));
    expect(formatPrice(12.5, 'en-US')).not.toBe(formatPrice(13, 'en-US'));
  });

  it('keeps every digit of any whole amount, in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...tags), (amount, tag) => {
        expect(digitsOf(formatPrice(amount, tag))).toBe(String(amount));
      }),
    );
  });

  it('keeps every cent of any amount with cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...tags), (cents, tag) => {
        const amount = cents / 100;
        fc.pre(hasCents(amount));
        expect(digitsOf(formatPrice(amount, tag))).toBe(String(cents).padStart(3, '0'));
      }),
    );
  });
});
