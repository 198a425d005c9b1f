/**
 * Amounts of money for MoneyField: the value is a whole number of the currency's minor unit (bani for
 * MDL: 1 leu = 100 bani), the person types major units (lei) with up to two decimals. Conversion goes
 * through the typed digits, never through a float times 100 (`0.29 * 100` is `28.999999999999996`).
 */
import { CURRENCY_DISPLAY, formatPrice } from '../Price/formatPrice';
import { formatNumberText, readDecimal, type NumberTextResult } from './numberText';

/** Minor units per major unit: 100 bani in a leu. */
export const MINOR_UNITS = 100;
/** Decimals a person may type: bani. */
export const MONEY_FRACTION_DIGITS = 2;

/** The amount in minor units (bani) that `text` (lei) means, `null` for an empty field, or why not. */
export function parseMoneyText(text: string): NumberTextResult {
  if (text.trim() === '') return { ok: true, value: null };
  const parts = readDecimal(text);
  if (!parts) return { ok: false, reason: 'format' };
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > MONEY_FRACTION_DIGITS) return { ok: false, reason: 'fraction' };
  const minor = Number(parts.integer) * MINOR_UNITS + Number(fraction.padEnd(MONEY_FRACTION_DIGITS, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, reason: 'format' };
  return { ok: true, value: parts.negative && minor !== 0 ? -minor : minor };
}

/**
 * Minor units as the field shows them after blur: lei with the locale's decimal separator, no
 * grouping, and bani only when there are some, as `Price` shows amounts (`12`, `12,50`).
 */
export function formatMoneyText(minor: number, localeTag: string): string {
  const digits = minor % MINOR_UNITS === 0 ? 0 : MONEY_FRACTION_DIGITS;
  return formatNumberText(minor / MINOR_UNITS, localeTag, digits, digits);
}

/** Minor units as a price in messages ("Enter 10 L or more"), exactly as the kit's `Price` writes it. */
export function formatMoneyAmount(minor: number, localeTag: string, currency = 'MDL'): string {
  return formatPrice(minor / MINOR_UNITS, localeTag, currency);
}

export interface CurrencyAffix {
  /** How the currency is written (its code, as `Price` writes it: `MDL` in every locale). */
  symbol: string;
  /** Whether it goes before the amount (`MDL 12` in en-US) or after it (`12 MDL`). */
  position: 'prefix' | 'suffix';
}

const affixes = new Map<string, CurrencyAffix>();

/**
 * The currency sign and its side for a locale, from the same `Intl` currency format `Price` uses, so
 * a field and the prices around it name the currency alike.
 */
export function currencyAffix(localeTag: string, currency = 'MDL'): CurrencyAffix {
  const key = `${localeTag}|${currency}`;
  let affix = affixes.get(key);
  if (!affix) {
    const parts = new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency,
      currencyDisplay: CURRENCY_DISPLAY,
    }).formatToParts(1);
    const symbolAt = parts.findIndex((part) => part.type === 'currency');
    const numberAt = parts.findIndex((part) => part.type === 'integer');
    affix = {
      symbol: parts[symbolAt]?.value ?? currency,
      position: symbolAt >= 0 && symbolAt < numberAt ? 'prefix' : 'suffix',
    };
    affixes.set(key, affix);
  }
  return affix;
}
