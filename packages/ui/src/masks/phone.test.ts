import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editPhone, formatPhone, PHONE_MAX_DIGITS, sanitizePhone } from './phone';

const DISPLAY = /^(\+\d{0,15})?$/;
const digitString = (maxLength: number) => fc.stringMatching(new RegExp(`^\\d{0,${maxLength}}$`));
/** Text people type or paste: digits mixed with the usual separators and some letters. */
const messy = fc
  .array(fc.constantFrom(...'0123456789 +-()./abcxyz#'.split('')), { maxLength: 40 })
  .map((chars) => chars.join(''));
const anyText = fc.oneof(messy, fc.string({ maxLength: 40 }));

/** The raw value and caret a browser produces when `text` is inserted at display index `at`. */
const insertAt = (display: string, at: number, text: string) => ({
  raw: display.slice(0, at) + text + display.slice(at),
  caret: at + text.length,
});

describe('sanitizePhone', () => {
  it('keeps the digits of a pasted formatted number', () => {
    expect(sanitizePhone('+373 (60) 12-34-56')).toBe('37360123456');
  });

  it('keeps at most 15 digits', () => {
    expect(sanitizePhone('1234567890123456789')).toBe('123456789012345');
  });

  it('gives only digits, never more than 15, and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const digits = sanitizePhone(raw);
        expect(digits).toMatch(/^\d{0,15}$/);
        expect(sanitizePhone(digits)).toBe(digits);
      }),
    );
  });

  it('keeps every digit, in order, of an input with up to 15 digits', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const all = raw.replace(/\D/g, '');
        fc.pre(all.length <= PHONE_MAX_DIGITS);
        expect(sanitizePhone(raw)).toBe(all);
      }),
    );
  });
});

describe('formatPhone', () => {
  it('puts a plus before the digits and shows nothing when empty', () => {
    expect(formatPhone('37360123456')).toBe('+37360123456');
    expect(formatPhone('')).toBe('');
  });

  it('always gives a plus and up to 15 digits, and round-trips through sanitizePhone', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        expect(formatPhone(raw)).toMatch(DISPLAY);
      }),
    );
    fc.assert(
      fc.property(digitString(15), (digits) => {
        expect(sanitizePhone(formatPhone(digits))).toBe(digits);
      }),
    );
  });
});

describe('editPhone', () => {
  it('turns a paste of a formatted number into a plus and its digits', () => {
    const raw = '+373 (60) 12-34-56';
    expect(editPhone(raw, raw.length)).toEqual({ value: '+37360123456', digits: '37360123456', caret: 12 });
  });

  it('shows the plus with the first digit and clears it with the last', () => {
    expect(editPhone('3', 1)).toEqual({ value: '+3', digits: '3', caret: 2 });
    expect(editPhone('+', 1)).toEqual({ value: '', digits: '', caret: 0 });
  });

  it('refuses a 16th digit typed at the end: value and caret stay', () => {
    const full = `+${'1'.repeat(15)}`;
    expect(editPhone(`${full}9`, 17)).toEqual({ value: full, digits: '1'.repeat(15), caret: 16 });
  });

  it('keeps the output a plus and up to 15 digits, with the caret inside it, for any edit', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: -3, max: 45 }), (raw, rawCaret) => {
        const { value, digits, caret } = editPhone(raw, rawCaret);
        expect(value).toMatch(DISPLAY);
        expect(digits.length).toBeLessThanOrEqual(PHONE_MAX_DIGITS);
        expect(value).toBe(formatPhone(digits));
        expect(caret).toBeGreaterThanOrEqual(0);
        expect(caret).toBeLessThanOrEqual(value.length);
      }),
    );
  });

  it('inserts a typed digit where the caret is and puts the caret right after it', () => {
    fc.assert(
      fc.property(digitString(14), fc.nat(), fc.constantFrom(...'0123456789'), (digits, seed, typed) => {
        const position = seed % (digits.length + 1); // digits before the caret
        const display = formatPhone(digits);
        const { raw, caret } = insertAt(display, digits ? position + 1 : 0, typed);
        const edit = editPhone(raw, caret);
        expect(edit.digits).toBe(digits.slice(0, position) + typed + digits.slice(position));
        expect(edit.caret).toBe(position + 2);
        expect(edit.value[edit.caret - 1]).toBe(typed);
      }),
    );
  });

  it('refuses a digit typed anywhere into a full number: value and caret stay', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.integer({ min: 1, max: 16 }),
        fc.constantFrom(...'0123456789'),
        (digits, at, typed) => {
          const display = formatPhone(digits);
          const { raw, caret } = insertAt(display, at, typed);
          expect(editPhone(raw, caret)).toEqual({ value: display, digits, caret: at });
        },
      ),
    );
  });

  it('drops a typed non-digit and leaves the caret where it was', () => {
    fc.assert(
      fc.property(digitString(15), fc.nat(), fc.constantFrom(...' -()abc.#'), (digits, seed, typed) => {
        fc.pre(digits.length > 0);
        const display = formatPhone(digits);
        const at = 1 + ((seed % digits.length) + 1);
        const { raw, caret } = insertAt(display, at, typed);
        expect(editPhone(raw, caret)).toEqual({ value: display, digits, caret: at });
      }),
    );
  });

  it('removes the digit before the caret on Backspace and keeps the caret there', () => {
    fc.assert(
      fc.property(digitString(15), fc.nat(), (digits, seed) => {
        fc.pre(digits.length > 1);
        const display = formatPhone(digits);
        const at = 2 + (seed % digits.length); // after at least one digit
        const raw = display.slice(0, at - 1) + display.slice(at);
        const edit = editPhone(raw, at - 1);
        expect(edit.digits).toBe(digits.slice(0, at - 2) + digits.slice(at - 1));
        expect(edit.caret).toBe(at - 1);
      }),
    );
  });

  it('trims an over-long paste to the room left, keeping the digits already there', () => {
    const display = '+3736012';
    const { raw, caret } = insertAt(display, 4, '9999 9999 9999');
    // 7 digits were there, so 8 of the 12 pasted fit.
    expect(editPhone(raw, caret)).toEqual({ value: '+373999999996012', digits: '373999999996012', caret: 12 });
  });
});
