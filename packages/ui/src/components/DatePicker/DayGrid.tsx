import { useMemo } from 'react';
import { DayPicker, type Matcher, type Modifiers } from 'react-day-picker';
import { localeTags, type KitLocale } from '../../intl/catalog';
import { useKitMessages } from '../../intl/KitIntl';
import type { DatePickerMode, DatePickerValueMap } from '../../masks/dateSelection';
import { startOfDay, type DateConstraints } from '../../masks/dateText';
import { GridFrame } from './DayGrid.styles';
import { Chevron, DayButton, MonthCaption } from './DayGridParts';
import { dayPickerLocales } from './dayPickerLocales';

const components = { MonthCaption, Chevron, DayButton };

export interface DayGridProps extends Omit<DateConstraints, 'withTime'> {
  mode: DatePickerMode;
  value: DatePickerValueMap[DatePickerMode];
  /** A day was clicked or chosen with Enter/Space; the calendar applies its mode's rules. */
  onDayPick: (day: Date) => void;
  /** The first month shown (controlled). */
  month: Date;
  onMonthChange: (month: Date) => void;
  numberOfMonths: number;
  locale: KitLocale;
  /** Move focus into the grid on mount: the chosen day, today, or the first free day. */
  focusDay: boolean;
}

/** The day grid: react-day-picker in the kit's looks, with selection left to the kit's own rules. */
export function DayGrid({
  mode,
  value,
  onDayPick,
  month,
  onMonthChange,
  numberOfMonths,
  locale,
  focusDay,
  min,
  max,
  disabledDates,
  disabledWeekdays,
}: DayGridProps) {
  const t = useKitMessages();
  const labels = useMemo(() => {
    const dayName = new Intl.DateTimeFormat(localeTags[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return {
      labelPrevious: () => t('datepicker.previousMonth'),
      labelNext: () => t('datepicker.nextMonth'),
      // "Saturday, March 1, 2025": the day's number stands alone in the name, as it does on the
      // button (the library's "March 1st" hides the visible "1", WCAG 2.5.3).
      labelDayButton: (date: Date, modifiers: Modifiers) => {
        const name = dayName.format(date);
        const withToday = modifiers.today ? `${t('datepicker.today')}, ${name}` : name;
        return modifiers.selected ? t('datepicker.selected', { value: withToday }) : withToday;
      },
    };
  }, [t, locale]);
  const disabled = useMemo(() => {
    const matchers: Matcher[] = [];
    // Whole days: with a time, min and max are moments, but a day is free if any of it is.
    if (min) matchers.push({ before: startOfDay(min) });
    if (max) matchers.push({ after: startOfDay(max) });
    if (disabledWeekdays?.length) matchers.push({ dayOfWeek: [...disabledWeekdays] });
    if (typeof disabledDates === 'function') matchers.push(disabledDates);
    else if (disabledDates?.length) matchers.push([...disabledDates]);
    return matchers;
  }, [min, max, disabledDates, disabledWeekdays]);

  // The library hands back its own idea of the next selection; the kit's rules (the range restart,
  // the refused pick at the cap) are applied to the day that was pressed instead.
  const onSelect = (_next: unknown, day: Date) => onDayPick(day);
  const common = {
    locale: dayPickerLocales[locale],
    labels,
    components,
    month,
    onMonthChange,
    startMonth: min,
    endMonth: max,
    numberOfMonths,
    navLayout: 'around' as const,
    disabled,
    autoFocus: focusDay,
  };

  return (
    <GridFrame>
      {mode === 'multiple' ? (
        <DayPicker {...common} mode="multiple" selected={value as Date[]} onSelect={onSelect} />
      ) : mode === 'range' ? (
        <DayPicker
          {...common}
          mode="range"
          selected={(value as DatePickerValueMap['range']) ?? undefined}
          onSelect={onSelect}
        />
      ) : (
        <DayPicker {...common} mode="single" selected={(value as Date | null) ?? undefined} onSelect={onSelect} />
      )}
    </GridFrame>
  );
}
