import { createContext, useContext } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';

/** What the calendar shows: the days of a month, the twelve months of a year, or ten years. */
export type CalendarView = 'days' | 'months' | 'years';

interface CalendarContextValue {
  /** Switches from the day grid to the month or year view (the caption's buttons). */
  openView: (view: Exclude<CalendarView, 'days'>) => void;
  /** BCP 47 tag for Intl formatting, e.g. 'ro-MD'. */
  localeTag: string;
  /** The calendar's locale, for month names. */
  dateLocale: DayPickerLocale;
}

/**
 * react-day-picker renders custom components by reference, so they take no extra props: the
 * caption reads the calendar's view switch from here instead.
 */
export const CalendarContext = createContext<CalendarContextValue>({
  openView: () => {},
  localeTag: 'en-US',
  dateLocale: enUS,
});

export const useCalendarContext = () => useContext(CalendarContext);
