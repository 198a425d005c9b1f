/**
 * The parts of react-day-picker the kit draws itself: the caption (month and year buttons that
 * open the month and year views), the chevrons (the kit's icons) and the day button (with a ripple).
 * Defined at module level: react-day-picker takes components by reference.
 */
import { format } from 'date-fns';
import { useState, type PointerEvent } from 'react';
import {
  DayButton as BaseDayButton,
  type ChevronProps,
  type DayButtonProps,
  type MonthCaptionProps,
} from 'react-day-picker';
import { useKitMessages } from '../../intl/KitIntl';
import { mediaQueries } from '../../theme/media';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { useCalendarContext } from './calendarContext';
import { Caption, CaptionButton, Ripple } from './DayGrid.styles';
import { capitalise } from './dayPickerLocales';

export function MonthCaption({ calendarMonth, displayIndex, ...divProps }: MonthCaptionProps) {
  const t = useKitMessages();
  const { openView, localeTag, dateLocale } = useCalendarContext();
  const month = capitalise(format(calendarMonth.date, 'LLLL', { locale: dateLocale }), localeTag);
  const year = format(calendarMonth.date, 'yyyy');
  return (
    <Caption {...divProps}>
      {displayIndex === 0 ? (
        <>
          <CaptionButton
            type="button"
            aria-label={`${t('datepicker.chooseMonth')}: ${month}`}
            onClick={() => openView('months')}
          >
            {month}
          </CaptionButton>
          <CaptionButton
            type="button"
            aria-label={`${t('datepicker.chooseYear')}: ${year}`}
            onClick={() => openView('years')}
          >
            {year}
          </CaptionButton>
        </>
      ) : (
        <span aria-hidden="true">{`${month} ${year}`}</span>
      )}
      {/* Month changes by keyboard or the arrows are read out. */}
      <VisuallyHidden role="status" aria-live="polite">{`${month} ${year}`}</VisuallyHidden>
    </Caption>
  );
}

export function Chevron({ orientation, className }: ChevronProps) {
  const name =
    orientation === 'left'
      ? 'chevron-left'
      : orientation === 'up'
        ? 'chevron-up'
        : orientation === 'down'
          ? 'chevron-down'
          : 'chevron-right';
  return <Icon name={name} size={20} className={className} />;
}

interface RippleState {
  id: number;
  x: number;
  y: number;
}

let rippleId = 0;

/** The library's day button (it keeps keyboard focus in step) with a ripple where it was pressed. */
export function DayButton({ children, onPointerDown, ...props }: DayButtonProps) {
  const [ripples, setRipples] = useState<RippleState[]>([]);
  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    if (props.disabled || window.matchMedia(mediaQueries.reducedMotion).matches) return;
    const box = event.currentTarget.getBoundingClientRect();
    const ripple = { id: ++rippleId, x: event.clientX - box.left, y: event.clientY - box.top };
    setRipples((current) => [...current, ripple]);
  };
  return (
    <BaseDayButton {...props} onPointerDown={handlePointerDown}>
      {children}
      {ripples.map((ripple) => (
        <Ripple
          key={ripple.id}
          aria-hidden="true"
          data-ripple=""
          style={{ left: ripple.x, top: ripple.y }}
          onAnimationEnd={() => setRipples((current) => current.filter((r) => r.id !== ripple.id))}
        />
      ))}
    </BaseDayButton>
  );
}
