import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_DEFAULT_LENGTH, editCode, sanitizeCode } from './code';

const messy = fc
  .array(fc.constantFrom(...'0123456789 -abcxyz.'.split('')), { maxLength: 20 })
  .map((chars) => chars.join(''));
const anyText = fc.oneof(messy, fc.string({ maxLength: 20 }));
const length = fc.integer({ min: 1, max: 10 });

describe('sanitizeCode', () => {
  it('keeps the digits of a pasted spaced code', () => {
    expect(sanitizeCode('12 34')).toBe('1234');
  });

  it('keeps 4 digits by default and `length` when given', () => {
    expect(CODE_DEFAULT_LENGTH).toBe(4);
    expect(sanitizeCode('123456')).toBe('1234');
    expect(sanitizeCode('12a34 56 78', 6)).toBe('123456');
  });

  it('drops signs and decimal points: integers only', () => {
    expect(sanitizeCode('-1.5e3')).toBe('153');
  });

  it('gives only digits, at most `length`, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, length, (raw, max) => {
        const code = sanitizeCode(raw, max);
        expect(code).toMatch(/^\d*$/);
        expect(code.length).toBeLessThanOrEqual(max);
        expect(sanitizeCode(code, max)).toBe(code);
      }),
    );
  });

  it('keeps the first `length` digits in order', () => {
    fc.assert(
      fc.property(anyText, length, (raw, max) => {
        expect(sanitizeCode(raw, max)).toBe(raw.replace(/\D/g, '').slice(0, max));
      }),
    );
  });
});

describe('editCode', () => {
  it('keeps the caret after the digits that preceded it', () => {
    // "1|3" + typed "a2" → "1a2|3" → "12|3"
    expect(editCode('1a23', 3)).toEqual({ value: '123', digits: '123', caret: 2 });
  });

  it('refuses a digit typed into a full code: value and caret stay', () => {
    expect(editCode('12934', 3)).toEqual({ value: '1234', digits: '1234', caret: 2 });
  });

  it('always gives digits within the length and a caret inside the value', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: -2, max: 25 }), length, (raw, rawCaret, max) => {
        const { value, digits, caret } = editCode(raw, rawCaret, max);
        expect(value).toBe(digits);
        expect(value).toMatch(/^\d*$/);
        expect(value.length).toBeLessThanOrEqual(max);
        expect(caret).toBeGreaterThanOrEqual(0);
        expect(caret).toBeLessThanOrEqual(value.length);
      }),
    );
  });
});
