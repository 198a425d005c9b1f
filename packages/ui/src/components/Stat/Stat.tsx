import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Change, ChangeSkeletonSlot, Context, Delta, Label, Root, Value, ValueSkeletonSlot } from './Stat.styles';
import { defaultChangeFormat, formatChange, formatStatValue, type StatGoodDirection } from './statFormat';

export interface StatProps extends HTMLAttributes<HTMLDivElement> {
  /** What is counted ("Orders today"); it also names the stat's group for screen readers. */
  label: ReactNode;
  /** A number, formatted for the kit's locale with `format`, or text the app formatted itself ("42 min"). */
  value?: number | ReactNode;
  /** `Intl.NumberFormat` options for a number `value`, e.g. `{ style: 'currency', currency: 'MDL' }`. @default plain number */
  format?: Intl.NumberFormatOptions;
  /** The change against the period compared with, as a fraction with the default format (0.12 is +12%). @default none */
  change?: number;
  /** `Intl.NumberFormat` options for `change`: `{ style: 'decimal' }` shows "+5" for five more. @default percent, up to one decimal */
  changeFormat?: Intl.NumberFormatOptions;
  /** What the change is against, after it ("vs last Monday"). @default none */
  changeLabel?: ReactNode;
  /** Which direction is good news and is coloured so: `down` for cancellations or waiting time. @default 'up' */
  goodDirection?: StatGoodDirection;
  /** Shows placeholders for the value and the change, sets `aria-busy` and says "Loading" to screen readers. @default false */
  loading?: boolean;
}

/**
 * A figure for the reports: a label, the value, and an optional change ("Orders today 42, +12% vs
 * last Monday"). The change's direction is said in words for screen readers ("Up 12%", the kit's
 * `stat.increase`), not only by its arrow and colour; colour follows `goodDirection`. The stat is a
 * `role="group"` named by its label, so a screen reader reads the label, value and change together.
 */
export function Stat({
  label,
  value,
  format,
  change,
  changeFormat = defaultChangeFormat,
  changeLabel,
  goodDirection = 'up',
  loading = false,
  ...rest
}: StatProps) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const labelId = useId();
  const delta = change === undefined ? null : formatChange(change, localeTag, changeFormat, goodDirection);
  const words =
    delta &&
    (delta.direction === 'unchanged'
      ? t('stat.unchanged')
      : t(delta.direction === 'increase' ? 'stat.increase' : 'stat.decrease', { value: delta.magnitude }));
  return (
    <Root
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      data-direction={loading ? undefined : delta?.direction}
      {...rest}
    >
      <Label id={labelId}>{label}</Label>
      {loading ? (
        <>
          <ValueSkeletonSlot>
            <Skeleton variant="text" width="3.5em" height="0.8em" />
            <VisuallyHidden>{t('stat.loading')}</VisuallyHidden>
          </ValueSkeletonSlot>
          {(change !== undefined || changeLabel) && (
            <ChangeSkeletonSlot>
              <Skeleton variant="text" width="10em" />
            </ChangeSkeletonSlot>
          )}
        </>
      ) : (
        <>
          <Value>{typeof value === 'number' ? formatStatValue(value, localeTag, format) : value}</Value>
          {(delta || changeLabel) && (
            <Change>
              {delta && (
                <Delta $sentiment={delta.sentiment} data-sentiment={delta.sentiment}>
                  {delta.direction !== 'unchanged' && (
                    <Icon name={delta.direction === 'increase' ? 'chevron-up' : 'chevron-down'} size={16} />
                  )}
                  {/* The sign and arrow are for the eye; the sentence says the same in words. */}
                  <span aria-hidden="true">{delta.signed}</span>
                  <VisuallyHidden>{words}</VisuallyHidden>
                </Delta>
              )}
              {changeLabel && <Context>{changeLabel}</Context>}
            </Change>
          )}
        </>
      )}
    </Root>
  );
}
