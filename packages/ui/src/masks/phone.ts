/**
 * The phone mask (spec §5): a plus followed by up to 15 digits (E.164's maximum), nothing else.
 * A mask formats; whether a number is acceptable (a mobile of an allowed country) is the app's rule, checked
 * on submit, so the kit holds no numbering plans.
 */
import { keepDigits, onlyDigits, type MaskEdit } from './digits';

/** E.164 allows at most 15 digits after the plus. */
export const PHONE_MAX_DIGITS = 15;

/** The digits of a typed or pasted phone number, at most 15: `'+373 (60) 12-34-56'` → `'37360123456'`. */
export function sanitizePhone(raw: string): string {
  return onlyDigits(raw).slice(0, PHONE_MAX_DIGITS);
}

/** What the field shows for some digits: `'37360123456'` → `'+37360123456'`; `''` when there are none. */
export function formatPhone(digits: string): string {
  const clean = sanitizePhone(digits);
  return clean ? `+${clean}` : '';
}

/**
 * Applies one edit of the phone field. `raw` is the input's value after the browser applied the
 * keystroke or paste, `rawCaret` its `selectionEnd`. Non-digits are dropped, a digit past the 15th
 * is refused, and the caret lands after as many digits as preceded it in `raw`, so it stays where
 * the person is editing even though the plus and dropped characters shift the text around.
 *
 * The previous value is not needed: an over-long edit is trimmed at the caret (see `keepDigits`),
 * which leaves a full number and its caret exactly as they were.
 */
export function editPhone(raw: string, rawCaret: number): MaskEdit {
  const { digits, before } = keepDigits(raw, rawCaret, PHONE_MAX_DIGITS);
  // The plus sits before the first digit, so every digit position is shifted by one.
  return { value: formatPhone(digits), digits, caret: digits ? before + 1 : 0 };
}
