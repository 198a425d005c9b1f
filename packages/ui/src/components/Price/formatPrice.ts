/**
 * Money formatting shared by `Price` and the storefront (cart totals, analytics labels).
 * Amounts are whole currency units (lei, not bani); cents appear only when there are some.
 */

/**
 * How the currency is written: by its code in every locale ("45 MDL", "MDL 45" in English), never by the
 * locale's own sign (`ro-MD` writes MDL as "L"), so that the shop, the board's tickets and the reports read
 * alike (issue 29: "45 L" on the board, "45 MDL" in the reports).
 */
export const CURRENCY_DISPLAY = 'code' as const;

// Intl.NumberFormat is slow to build and a menu page formats hundreds of prices (also during SSR),
// so one formatter per locale, currency and fraction-digit count is kept.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(localeTag: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${localeTag}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency,
      currencyDisplay: CURRENCY_DISPLAY,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether an amount has cents once rounded to them (12.999 rounds to 13.00: no cents). */
export function hasCents(amount: number): boolean {
  return Math.round(Math.abs(amount) * 100) % 100 !== 0;
}

/**
 * Formats an amount in whole currency units for a BCP 47 locale tag, e.g.
 * `formatPrice(1234, 'ro-MD')` → `1.234 MDL`, `formatPrice(1234.5, 'ru-RU')` → `1 234,50 MDL`.
 * Integers show no decimals; anything else shows two.
 */
export function formatPrice(amount: number, localeTag: string, currency = 'MDL'): string {
  return formatterFor(localeTag, currency, hasCents(amount) ? 2 : 0).format(amount);
}
