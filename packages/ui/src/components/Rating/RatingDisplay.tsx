import type { HTMLAttributes } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { Cell, Display } from './Rating.styles';
import { StarGlyph } from './StarGlyph';

export interface RatingDisplayProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role' | 'children'> {
  /** The rating, 0…`max`; a fraction (an average, 4.3) fills the last star in part. */
  value: number;
  /** How many stars. @default 5 */
  max?: number;
  /** The stars' size in px. @default 20 */
  size?: number;
}

/**
 * A rating to read: `max` stars filled up to `value`, one image named in words ("Rated 4.3 of 5", the
 * number in the kit's locale) so a screen reader hears the number, not five pictures.
 */
export function RatingDisplay({ value, max = 5, size = 20, ...rest }: RatingDisplayProps) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const clamped = Math.min(Math.max(value, 0), max);
  const words = new Intl.NumberFormat(localeTag, { maximumFractionDigits: 1 }).format(clamped);
  return (
    <Display role="img" aria-label={t('rating.value', { value: words, max })} {...rest}>
      {Array.from({ length: max }, (_, index) => {
        const share = Math.min(Math.max(clamped - index, 0), 1);
        return (
          <Cell key={index} data-fill={share}>
            <StarGlyph filled={false} size={size} />
            {share > 0 && <StarGlyph filled size={size} style={{ clipPath: `inset(0 ${(1 - share) * 100}% 0 0)` }} />}
          </Cell>
        );
      })}
    </Display>
  );
}
