/**
 * Shared core of the digit-only masks (phone, one-time code): keep the digits of what the person
 * typed or pasted, cap their count, and say where the caret goes.
 */

/** The outcome of one edit of a masked field. */
export interface MaskEdit {
  /** What the field shows. */
  value: string;
  /** The digits alone: what the app sends. */
  digits: string;
  /** Where the caret goes in `value`, within [0, value.length]. */
  caret: number;
}

const NON_DIGITS = /\D/g;

/** The ASCII digits of `raw`, in order. */
export function onlyDigits(raw: string): string {
  return raw.replace(NON_DIGITS, '');
}

/**
 * Keeps at most `max` digits of `raw` and counts how many of them sit before `caret`.
 *
 * When the raw text holds too many digits, the excess is dropped from just before the caret. After
 * typing, pasting or autofill the browser leaves the caret at the end of the inserted text, so the
 * digits refused are the new ones and the digits already in the field stay where they were, and so
 * does the caret: typing a 16th digit into a full phone number changes nothing.
 */
export function keepDigits(raw: string, caret: number, max: number): { digits: string; before: number } {
  const at = Math.min(Math.max(0, Math.trunc(caret) || 0), raw.length);
  const after = onlyDigits(raw.slice(at)).slice(0, max);
  const before = onlyDigits(raw.slice(0, at)).slice(0, max - after.length);
  return { digits: before + after, before: before.length };
}
