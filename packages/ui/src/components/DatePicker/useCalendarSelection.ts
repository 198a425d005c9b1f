import { useMemo, useState } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import {
  clampToBounds,
  selectRangeDay,
  toggleMultipleDay,
  type DatePickerMode,
  type DatePickerValueMap,
  type DateRangeValue,
} from '../../masks/dateSelection';
import type { HourCycle } from '../../masks/dateText';
import { getTimeOfDay, withTimeOfDay, type TimeOfDay } from '../../masks/timeOfDay';

/**
 * The value and its callback, typed per mode. `complete` is set when a pick finishes the job (a
 * single day without time, the end of a range), so the overlay may close.
 */
export type CalendarSelection = {
  [M in DatePickerMode]: {
    mode: M;
    value: DatePickerValueMap[M];
    onValueChange: (value: DatePickerValueMap[M], complete: boolean) => void;
  };
}[DatePickerMode];

export type SelectionOptions = CalendarSelection & {
  min?: Date;
  max?: Date;
  maxCount?: number;
  withTime?: boolean;
  hourCycle?: HourCycle;
  minuteStep?: number;
};

/** A time for the panel before any day is chosen. */
const DEFAULT_TIME: TimeOfDay = { hours: 12, minutes: 0 };

/**
 * What a click on a day, a time step or Clear does in each mode (the rules live in masks/), and
 * what is said about it: `announcement` for the polite live region, `notice` for a refusal that
 * must also be seen (the cap of multiple selection).
 */
export function useCalendarSelection(options: SelectionOptions, localeTag: string) {
  const { min, max, maxCount, withTime = false, hourCycle = 24, minuteStep = 1 } = options;
  const t = useKitMessages();
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

  const chosenSingle = options.mode === 'single' ? options.value : null;
  const time = chosenSingle ? getTimeOfDay(chosenSingle) : pendingTime;

  const pickDay = (day: Date) => {
    setNotice('');
    if (options.mode === 'multiple') {
      const { value, refused } = toggleMultipleDay(options.value, day, maxCount);
      if (refused) {
        const message = t('datepicker.maxCount', { count: maxCount ?? 0 });
        setNotice(message);
        setAnnouncement(message);
        return;
      }
      options.onValueChange(value, false);
      setAnnouncement(
        value.length ? t('datepicker.selected', { value: value.map(say).join(', ') }) : t('datepicker.nothingSelected'),
      );
    } else if (options.mode === 'range') {
      const range = selectRangeDay(options.value, day);
      options.onValueChange(range, Boolean(range.to));
      setAnnouncement(
        range.to
          ? t('datepicker.selected', { value: sayRange(range) })
          : t('datepicker.rangeStart', { value: say(range.from) }),
      );
    } else {
      // With a time, the chosen day keeps the panel's time, moved inside min/max if needed.
      const date = withTime ? clampToBounds(withTimeOfDay(day, time), min, max, minuteStep) : day;
      options.onValueChange(date, !withTime);
      setAnnouncement(t('datepicker.selected', { value: say(date) }));
    }
  };

  const changeTime = (next: TimeOfDay) => {
    if (options.mode !== 'single' || !options.value) {
      setPendingTime(next);
      return;
    }
    options.onValueChange(clampToBounds(withTimeOfDay(options.value, next), min, max, minuteStep), false);
  };

  const clear = () => {
    setNotice('');
    if (options.mode === 'multiple') options.onValueChange([], false);
    else options.onValueChange(null, false);
    setAnnouncement(t('datepicker.nothingSelected'));
  };

  const hasValue = options.mode === 'multiple' ? options.value.length > 0 : options.value !== null;
  return { time, pickDay, changeTime, clear, hasValue, announcement, notice };
}
