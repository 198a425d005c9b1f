import { useMemo, useState } from 'react';
import { localeTags, type KitLocale } from '../../intl/catalog';
import { useKitMessages } from '../../intl/KitIntl';
import type { DateConstraints, HourCycle } from '../../masks/dateText';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Actions, CalendarRoot, Notice } from './Calendar.styles';
import { CalendarContext, type CalendarView } from './calendarContext';
import { DayGrid } from './DayGrid';
import { dayPickerLocales } from './dayPickerLocales';
import { MonthView } from './MonthView';
import { TimePanel } from './TimePanel';
import { useCalendarSelection, type CalendarSelection } from './useCalendarSelection';
import { YearView } from './YearView';

export type { CalendarSelection };

/** The day the grid offers to keyboard focus (the chosen day, today, or the first free day). */
export function gridFocusTarget(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]') ?? null;
}

export type CalendarProps = CalendarSelection &
  Omit<DateConstraints, 'withTime'> & {
    maxCount?: number;
    numberOfMonths?: number;
    /** The month shown while nothing is chosen. */
    defaultMonth?: Date;
    withTime?: boolean;
    hourCycle?: HourCycle;
    minuteStep?: number;
    locale: KitLocale;
    /** Shows a Done button that calls this (the overlay closes). */
    onDone?: () => void;
  };

function firstChosenDay(selection: CalendarSelection): Date | undefined {
  if (selection.mode === 'multiple') return selection.value[0];
  if (selection.mode === 'range') return selection.value?.from;
  return selection.value ?? undefined;
}

function monthStart(date: Date) {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** Today's month, or the nearest month within the bounds (a birthday calendar opens 18 years ago). */
function todayMonth(min?: Date, max?: Date): Date {
  const today = new Date();
  if (max && today > max) return monthStart(max);
  if (min && today < min) return monthStart(min);
  return monthStart(today);
}

/**
 * The calendar panel: the day grid (or the month and year views), the time panel, Clear / Today /
 * Done, and a polite live region that reads out each selection.
 */
export function Calendar(props: CalendarProps) {
  const { min, max, numberOfMonths = 1, withTime = false, hourCycle = 24, minuteStep = 1, locale } = props;
  const t = useKitMessages();
  const localeTag = localeTags[locale];
  const [month, setMonth] = useState(() => {
    const chosen = firstChosenDay(props);
    return monthStart(chosen ?? props.defaultMonth ?? todayMonth(min, max));
  });
  const [view, setView] = useState<CalendarView>('days');
  // The overlay puts focus on the grid when it opens; after the month view, the grid takes it itself.
  const [focusGrid, setFocusGrid] = useState(false);
  const { time, pickDay, changeTime, clear, hasValue, announcement, notice } = useCalendarSelection(props, localeTag);

  const context = useMemo(
    () => ({
      openView: (next: Exclude<CalendarView, 'days'>) => setView(next),
      localeTag,
      dateLocale: dayPickerLocales[locale],
    }),
    [localeTag, locale],
  );

  return (
    <CalendarContext.Provider value={context}>
      <CalendarRoot>
        {view === 'years' && (
          <YearView
            year={month.getFullYear()}
            min={min}
            max={max}
            onPick={(year) => {
              const next = new Date(month);
              next.setFullYear(year);
              setMonth(next);
              setView('months');
            }}
          />
        )}
        {view === 'months' && (
          <MonthView
            year={month.getFullYear()}
            currentMonth={month.getMonth()}
            min={min}
            max={max}
            onPick={(monthIndex) => {
              const next = new Date(month);
              next.setMonth(monthIndex, 1);
              setMonth(next);
              setFocusGrid(true);
              setView('days');
            }}
          />
        )}
        {view === 'days' && (
          <DayGrid
            mode={props.mode}
            value={props.value}
            onDayPick={pickDay}
            month={month}
            onMonthChange={setMonth}
            numberOfMonths={numberOfMonths}
            locale={locale}
            focusDay={focusGrid}
            min={min}
            max={max}
            disabledDates={props.disabledDates}
            disabledWeekdays={props.disabledWeekdays}
          />
        )}
        {withTime && props.mode === 'single' && (
          <TimePanel time={time} hourCycle={hourCycle} minuteStep={minuteStep} onTimeChange={changeTime} />
        )}
        {notice && <Notice>{notice}</Notice>}
        <Actions>
          <Button variant="ghost" size="sm" disabled={!hasValue} onClick={clear}>
            {t('datepicker.clear')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setMonth(todayMonth(min, max));
              setView('days');
            }}
          >
            {t('datepicker.today')}
          </Button>
          {props.onDone && (
            <Button size="sm" onClick={props.onDone}>
              {t('datepicker.done')}
            </Button>
          )}
        </Actions>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </CalendarRoot>
    </CalendarContext.Provider>
  );
}
