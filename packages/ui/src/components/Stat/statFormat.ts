/** Which way a change went. */
export type StatDirection = 'increase' | 'decrease' | 'unchanged';

/** Which direction is good news: more orders (`up`), fewer cancellations (`down`), or neither (`none`). */
export type StatGoodDirection = 'up' | 'down' | 'none';

/** How a change reads: good, bad, or neither (colour only; the words say the direction). */
export type StatSentiment = 'positive' | 'negative' | 'neutral';

export interface FormattedChange {
  direction: StatDirection;
  sentiment: StatSentiment;
  /** As shown, with its sign: "+12%", "−3", "0%". */
  signed: string;
  /** Without a sign, for the sentence a screen reader hears ("Up 12%"). */
  magnitude: string;
}

/** The default format of a change: a fraction (0.12) shown as a percent with up to one decimal. */
export const defaultChangeFormat: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/**
 * Formats a change for the locale. The direction comes from the value as it is shown, so a change
 * too small to show (0.0004 as a percent with one decimal: "0%") is `unchanged`, not a green "+0%".
 */
export function formatChange(
  change: number,
  localeTag: string,
  options: Intl.NumberFormatOptions = defaultChangeFormat,
  good: StatGoodDirection = 'up',
): FormattedChange {
  const magnitudeFormat = new Intl.NumberFormat(localeTag, { ...options, signDisplay: 'never' });
  const magnitude = magnitudeFormat.format(Math.abs(change));
  // Round as the format does, and compare the result with zero.
  const rounded = Number(
    magnitudeFormat
      .formatToParts(Math.abs(change))
      .filter((part) => part.type === 'integer' || part.type === 'fraction')
      .map((part) => (part.type === 'fraction' ? `.${part.value}` : part.value))
      .join(''),
  );
  const direction: StatDirection = rounded === 0 ? 'unchanged' : change > 0 ? 'increase' : 'decrease';
  const signed = new Intl.NumberFormat(localeTag, { ...options, signDisplay: 'exceptZero' }).format(
    direction === 'unchanged' ? 0 : change,
  );
  const sentiment: StatSentiment =
    direction === 'unchanged' || good === 'none'
      ? 'neutral'
      : (direction === 'increase') === (good === 'up')
        ? 'positive'
        : 'negative';
  return { direction, sentiment, signed, magnitude };
}

/** A number formatted for the locale: "1 234" in `ro-MD`, "1,234" in `en-US`, "1 234,50 MDL" with a currency. */
export function formatStatValue(value: number, localeTag: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeTag, options).format(value);
}
