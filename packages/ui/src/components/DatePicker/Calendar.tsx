import { useMemo, useState } from 'react';
import { localeTags, type KitLocale } from '../../intl/catalog';
import { useKitMessages } from '../../intl/KitIntl';
import {
  clampToBounds,
  selectRangeDay,
  toggleMultipleDay,
  type DatePickerMode,
  type DatePickerValueMap,
  type DateRangeValue,
} from '../../masks/dateSelection';
import type { DateConstraints, HourCycle } from '../../masks/dateText';
import { getTimeOfDay, withTimeOfDay, type TimeOfDay } from '../../masks/timeOfDay';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Actions, CalendarRoot, Notice } from './Calendar.styles';
import { CalendarContext, type CalendarView } from './calendarContext';
import { DayGrid } from './DayGrid';
import { dayPickerLocales } from './dayPickerLocales';
import { MonthView } from './MonthView';
import { TimePanel } from './TimePanel';
import { YearView } from './YearView';

/** The day the grid offers to keyboard focus (the chosen day, today, or the first free day). */
export function gridFocusTarget(root: HTMLElement | null): HTMLElement | null {
  return root?.querySelector<HTMLElement>('.rdp-day_button[tabindex="0"]') ?? null;
}

/** The value and its callback, typed per mode. `complete` is set when a pick finishes the job
 * (a single day without time, the end of a range), so the overlay may close. */
export type CalendarSelection = {
  [M in DatePickerMode]: {
    mode: M;
    value: DatePickerValueMap[M];
    onValueChange: (value: DatePickerValueMap[M], complete: boolean) => void;
  };
}[DatePickerMode];

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

/** A time for the panel before any day is chosen. */
const DEFAULT_TIME: TimeOfDay = { hours: 12, minutes: 0 };

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
  const { min, max, maxCount, numberOfMonths = 1, withTime = false, hourCycle = 24, minuteStep = 1, locale } = props;
  const t = useKitMessages();
  const localeTag = localeTags[locale];
  const [month, setMonth] = useState(() => {
    const chosen = firstChosenDay(props);
    return monthStart(chosen ?? props.defaultMonth ?? todayMonth(min, max));
  });
  const [view, setView] = useState<CalendarView>('days');
  // The overlay puts focus on the grid when it opens; after the month view, the grid takes it itself.
  const [focusGrid, setFocusGrid] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState('');
  const [pendingTime, setPendingTime] = useState<TimeOfDay>(DEFAULT_TIME);

  const formatter = useMemo(
    () =>
      new Intl.DateTimeFormat(localeTag, {
        dateStyle: 'long',
        ...(withTime ? { timeStyle: 'short', hourCycle: hourCycle === 12 ? 'h12' : 'h23' } : {}),
      }),
    [localeTag, withTime, hourCycle],
  );
  const say = (date: Date) => formatter.format(date);
  const sayRange = (range: DateRangeValue) =>
    range.to ? `${say(range.from)} ${t('datepicker.rangeSeparator')} ${say(range.to)}` : say(range.from);

  const pickDay = (day: Date) => {
    setNotice('');
    if (props.mode === 'multiple') {
      const { value, refused } = toggleMultipleDay(props.value, day, maxCount);
      if (refused) {
        const message = t('datepicker.maxCount', { count: maxCount ?? 0 });
        setNotice(message);
        setAnnouncement(message);
        return;
      }
      props.onValueChange(value, false);
      setAnnouncement(value.length ? t('datepicker.selected', { value: value.map(say).join(', ') }) : t('datepicker.nothingSelected'));
    } else if (props.mode === 'range') {
      const range = selectRangeDay(props.value, day);
      props.onValueChange(range, Boolean(range.to));
      setAnnouncement(range.to ? t('datepicker.selected', { value: sayRange(range) }) : t('datepicker.rangeStart', { value: say(range.from) }));
    } else {
      // With a time, the chosen day keeps the panel's time, moved inside min/max if needed.
      const date = withTime ? clampToBounds(withTimeOfDay(day, time), min, max, minuteStep) : day;
      props.onValueChange(date, !withTime);
      setAnnouncement(t('datepicker.selected', { value: say(date) }));
    }
  };

  const chosenSingle = props.mode === 'single' ? props.value : null;
  const time = chosenSingle ? getTimeOfDay(chosenSingle) : pendingTime;
  const changeTime = (next: TimeOfDay) => {
    if (props.mode !== 'single' || !props.value) {
      setPendingTime(next);
      return;
    }
    const date = clampToBounds(withTimeOfDay(props.value, next), min, max, minuteStep);
    props.onValueChange(date, false);
  };

  const clear = () => {
    setNotice('');
    if (props.mode === 'multiple') props.onValueChange([], false);
    else if (props.mode === 'range') props.onValueChange(null, false);
    else props.onValueChange(null, false);
    setAnnouncement(t('datepicker.nothingSelected'));
  };
  const hasValue = props.mode === 'multiple' ? props.value.length > 0 : props.value !== null;

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
