/**
 * Numbers as people type them, in any of the kit's languages: the text of a NumberField to a number
 * and back, stepping with the arrow keys, and the range check. Pure functions, unit-tested.
 *
 * Typing: `.` and `,` both work as the decimal separator (a Romanian keyboard has both, a phone's
 * decimal pad shows only one, and people paste from everywhere), so a single separator is always the
 * decimal one: `12,5` and `12.5` are both twelve and a half. Grouping is understood only where it is
 * unambiguous: spaces anywhere (`1 234,50`), or both marks at once, the last being the decimal one
 * (`1.234,50`, `1,234.50`), or one mark repeated in groups of three (`1.234.567`).
 *
 * Showing: the locale's decimal separator, no grouping. A grouped `1.234` in Romanian would read back
 * as one point two three four under the rule above, so the field never writes what it cannot read.
 */

export type NumberTextProblem =
  /** Not a number at all: letters, two decimal separators, a lone minus. */
  | 'format'
  /** More digits after the separator than the field takes. */
  | 'fraction';

export type NumberTextResult<T = number> = { ok: true; value: T | null } | { ok: false; reason: NumberTextProblem };

/** A typed decimal split into its parts, digits only. */
export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

// Spaces of every kind (a pasted "1 234" from a spreadsheet carries U+00A0 or U+202F) and apostrophes.
const GROUPING_SPACE = /[\s\u00a0\u202f'’]/g;
// The typographic minus and dashes that locales and word processors put before negatives.
const MINUS = /[\u2212\u2012\u2013\u2014\u2010\u2011]/g;
const GROUPED = (mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`);

/** Splits typed text into sign, integer and fraction digits; `null` when it is no decimal number. */
export function readDecimal(text: string): DecimalParts | null {
  const compact = text.replace(GROUPING_SPACE, '').replace(MINUS, '-');
  const match = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!match) return null;
  const sign = match[1] ?? '';
  const body = match[2] ?? '';
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;

  let integer: string;
  let fraction = '';
  if (dots > 0 && commas > 0) {
    // Both marks: the last one is the decimal separator and may appear once; the other groups thousands.
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    if ((decimal === '.' ? dots : commas) > 1) return null;
    const [whole = '', part = ''] = body.split(decimal);
    if (!GROUPED(group).test(whole)) return null;
    integer = whole.split(group).join('');
    fraction = part;
  } else if (dots + commas === 1) {
    const [whole = '', part = ''] = body.split(dots ? '.' : ',');
    integer = whole;
    fraction = part;
  } else if (dots + commas > 1) {
    // One mark several times: thousands, and only in groups of three.
    const mark = dots ? '.' : ',';
    if (!GROUPED(mark).test(body)) return null;
    integer = body.split(mark).join('');
  } else {
    integer = body;
  }
  if (integer === '' && fraction === '') return null;
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction)) return null;
  // Beyond 15 significant digits a double no longer keeps every one of them.
  if (integer.replace(/^0+/, '').length + fraction.length > 15) return null;
  return { negative: sign === '-', integer: integer || '0', fraction };
}

/**
 * The number in `text`, `null` for an empty field, or why it is not one. `maxFractionDigits` is how
 * many decimals the field takes (0: whole numbers only); more are refused rather than rounded away,
 * since a rounded amount is not what the person meant.
 */
export function parseNumberText(text: string, maxFractionDigits: number): NumberTextResult {
  if (text.trim() === '') return { ok: true, value: null };
  const parts = readDecimal(text);
  if (!parts) return { ok: false, reason: 'format' };
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > maxFractionDigits) return { ok: false, reason: 'fraction' };
  const value = Number(`${parts.integer}.${fraction || '0'}`);
  return { ok: true, value: parts.negative && value !== 0 ? -value : value };
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(localeTag: string, minFractionDigits: number, maxFractionDigits: number) {
  const key = `${localeTag}|${minFractionDigits}|${maxFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, {
      useGrouping: false,
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number as the field shows it after blur: the locale's decimal separator, no grouping. */
export function formatNumberText(value: number, localeTag: string, maxFractionDigits: number, minFractionDigits = 0) {
  return formatterFor(localeTag, Math.min(minFractionDigits, maxFractionDigits), maxFractionDigits).format(value);
}

/** How many decimals a number is written with: 0.25 → 2, 5 → 0. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  const digits = (mantissa.split('.')[1] ?? '').length - Number(exponent);
  return Math.max(0, digits);
}

export interface StepOptions {
  /** How much one arrow press changes the value; positive. */
  step: number;
  min?: number;
  max?: number;
}

const clamp = (value: number, min?: number, max?: number) =>
  Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));

/**
 * The value `steps` steps further (negative: back), as the arrow keys give it. Steps are counted
 * from `min` (or 0), like a native number input: with min 5 and step 10 the values are 5, 15, 25.
 * A value off the grid snaps to it first (one step up from 12 is 15), and the result stays within
 * min and max. An empty field starts at 0, or at the nearest bound when 0 is outside the range.
 */
export function stepNumber(value: number | null, steps: number, { step, min, max }: StepOptions): number {
  const safeStep = Number.isFinite(step) && step > 0 ? step : 1;
  const decimals = Math.max(decimalsOf(safeStep), decimalsOf(min ?? 0));
  const round = (n: number) => Number(n.toFixed(decimals));
  if (value === null) return clamp(0, min, max);
  const anchor = min ?? 0;
  const offset = (value - anchor) / safeStep;
  const onGrid = Math.abs(offset - Math.round(offset)) < 1e-9;
  let slot: number;
  if (onGrid) slot = Math.round(offset) + steps;
  else if (steps > 0) slot = Math.ceil(offset) + steps - 1;
  else if (steps < 0) slot = Math.floor(offset) + steps + 1;
  else return value;
  return clamp(round(anchor + slot * safeStep), min, max);
}

export type RangeProblem = 'min' | 'max';

/** Which bound a value breaks, if any. */
export function rangeProblem(value: number | null, min?: number, max?: number): RangeProblem | null {
  if (value === null) return null;
  if (min !== undefined && value < min) return 'min';
  if (max !== undefined && value > max) return 'max';
  return null;
}
