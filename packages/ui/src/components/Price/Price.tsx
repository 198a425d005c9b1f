import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatPrice } from './formatPrice';
import { Current, Old, Root, type PriceSize, type PriceTone } from './Price.styles';

export interface PriceProps {
  /** The price in whole currency units (lei, not bani); decimals show only when there are cents. */
  amount: number;
  /** The price before a discount, shown struck through. Ignored unless it is higher than `amount`. */
  oldAmount?: number;
  /** ISO 4217 currency code. @default 'MDL' */
  currency?: string;
  /** Text size of the amounts. @default 'md' */
  size?: PriceSize;
  /** Colour of the current amount: `accent` or `danger` to draw the eye to a discount. @default 'default' */
  tone?: PriceTone;
  /** What a zero amount shows: the formatted `0` or the kit's "Free" (delivery, gifts). @default 'amount' */
  zero?: 'amount' | 'free';
  className?: string;
}

/** A price formatted for the kit's locale, with an optional struck-through old price. */
export function Price({
  amount,
  oldAmount,
  currency = 'MDL',
  size = 'md',
  tone = 'default',
  zero = 'amount',
  className,
}: PriceProps) {
  const { localeTag } = useKitLocale();
  const t = useKitMessages();
  const showOld = oldAmount !== undefined && oldAmount > amount;
  const current = amount === 0 && zero === 'free' ? t('price.free') : formatPrice(amount, localeTag, currency);
  return (
    <Root className={className}>
      {/* Screen readers do not announce strike-through, so both amounts are named when there are two. */}
      {showOld && <VisuallyHidden>{t('price.current')}:</VisuallyHidden>}
      <Current $size={size} $tone={tone}>
        {current}
      </Current>
      {showOld && (
        <>
          <VisuallyHidden>{t('price.old')}:</VisuallyHidden>
          <Old $size={size}>{formatPrice(oldAmount, localeTag, currency)}</Old>
        </>
      )}
    </Root>
  );
}
