/** The one-time code mask (spec §5): integers only, 4 digits by default. */
import { keepDigits, onlyDigits, type MaskEdit } from './digits';

/** The code length the sign-in flow uses (spec §9). */
export const CODE_DEFAULT_LENGTH = 4;

/** The digits of a typed or pasted code, at most `length`: `'12 34'` → `'1234'`. */
export function sanitizeCode(raw: string, length: number = CODE_DEFAULT_LENGTH): string {
  return onlyDigits(raw).slice(0, Math.max(0, length));
}

/**
 * Applies one edit of the code field (`raw` after the browser applied it, `rawCaret` its
 * `selectionEnd`): non-digits are dropped, digits past `length` refused, and the caret stays
 * after the digits that preceded it.
 */
export function editCode(raw: string, rawCaret: number, length: number = CODE_DEFAULT_LENGTH): MaskEdit {
  const { digits, before } = keepDigits(raw, rawCaret, Math.max(0, length));
  return { value: digits, digits, caret: before };
}
