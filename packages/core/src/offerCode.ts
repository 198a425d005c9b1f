/**
 * A promo code as the shopper types it and as the business wrote it, reduced to one form so that the two
 * meet: case and spaces do not count (`sushi 10` is `SUSHI10`), nor do dashes and underscores people put in
 * or leave out (`SUSHI-10`), nor Cyrillic letters that look like Latin ones (`СУШИ` typed on a Russian
 * keyboard is not `SUSHI`, but `АВС` with a Cyrillic А, В and С is `ABC`): a code printed on a flyer is
 * read by eye and typed on whichever keyboard the phone has open.
 */

/** Cyrillic capitals drawn like a Latin capital, in the fonts phones use (Russian, Ukrainian, Romanian's neighbours). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ү: 'Y',
};

/** What a code is kept and compared as. Letters of other scripts stay: a code may be written in Cyrillic. */
export function normalizeCode(typed: string): string {
  return [
    ...typed
      .normalize('NFKC')
      .toUpperCase()
      .replace(/[\s\-_‐-―]+/gu, ''),
  ]
    .map((letter) => LOOK_ALIKES[letter] ?? letter)
    .join('');
}

/** The longest code the business may write: long enough for `WELCOME-BACK-2026`, short enough to type. */
export const MAX_CODE_LENGTH = 32;

/** Whether the business may save this as a code: 3–32 letters or digits once normalized. */
export function isValidCode(code: string): boolean {
  const normal = normalizeCode(code);
  return normal.length >= 3 && normal.length <= MAX_CODE_LENGTH && /^[\p{L}\p{N}]+$/u.test(normal);
}
