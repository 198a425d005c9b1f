import type { ReactNode } from 'react';
import type { KitLocale } from '../../intl/catalog';
import type { DateRangeValue } from '../../masks/dateSelection';
import type { DateFormat, HourCycle } from '../../masks/dateText';

interface DatePickerBaseProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** Help under the field. @default the format, e.g. "Format: dd.mm.yy" */
  hint?: ReactNode;
  /** An error from the app (e.g. a 422 from the server); the picker's own typing errors show otherwise. */
  error?: ReactNode;
  /** The input's id; the label, hint and error derive theirs from it. @default a generated id */
  id?: string;
  /** The name of the hidden input that carries the value as `YYYY-MM-DD` in a form post. */
  name?: string;
  /** The earliest selectable day (with `withTime`, the earliest moment). */
  min?: Date;
  /** The latest selectable day (with `withTime`, the latest moment). */
  max?: Date;
  /** Days that cannot be chosen: a list, or a test for any day. */
  disabledDates?: readonly Date[] | ((date: Date) => boolean);
  /** Weekdays that cannot be chosen, 0 = Sunday … 6 = Saturday. */
  disabledWeekdays?: readonly number[];
  /** The month the calendar opens on while nothing is chosen. @default this month, moved inside `min`/`max` */
  defaultMonth?: Date;
  /** Months shown side by side in the calendar. @default 1 */
  numberOfMonths?: number;
  /** How dates are typed and shown; two-digit years use the +10 cutoff. @default 'dd.mm.yy' */
  format?: DateFormat;
  /** The calendar's language and first weekday. @default the kit's locale (NoriProvider) */
  locale?: KitLocale;
  /** The field and its calendar button do nothing. @default false */
  disabled?: boolean;
  /** Marks the label as required. @default false */
  required?: boolean;
  /** Whether the calendar is open (controlled). */
  open?: boolean;
  /** Whether the calendar starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the calendar opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Take the container's width. @default false */
  fullWidth?: boolean;
  /** Class of the outer element, for layout. */
  className?: string;
}

export interface DatePickerSingleProps extends DatePickerBaseProps {
  /** One day (`single`), several (`multiple`) or a range (`range`). @default 'single' */
  mode?: 'single';
  /** The chosen day (controlled); `null` for none. */
  value?: Date | null;
  /** The day chosen at first (uncontrolled). @default null */
  defaultValue?: Date | null;
  /** Called with the new day, or `null` when cleared. */
  onValueChange?: (value: Date | null) => void;
  /** Pick a time of day as well (single mode). @default false */
  withTime?: boolean;
  /** 24-hour clock or 12-hour with AM/PM. @default 24 */
  hourCycle?: HourCycle;
  /** Minutes move and must be typed in steps of this many. @default 1 */
  minuteStep?: number;
  maxCount?: never;
}

export interface DatePickerMultipleProps extends DatePickerBaseProps {
  mode: 'multiple';
  /** The chosen days in date order (controlled). */
  value?: Date[];
  /** The days chosen at first (uncontrolled). @default [] */
  defaultValue?: Date[];
  /** Called with the new list of days. */
  onValueChange?: (value: Date[]) => void;
  /** The most days that may be chosen; a further pick is refused. @default no limit */
  maxCount?: number;
  withTime?: never;
  hourCycle?: never;
  minuteStep?: never;
}

export interface DatePickerRangeProps extends DatePickerBaseProps {
  mode: 'range';
  /** The chosen range (controlled); `to` is missing until the end is picked. */
  value?: DateRangeValue | null;
  /** The range chosen at first (uncontrolled). @default null */
  defaultValue?: DateRangeValue | null;
  /** Called with the new range, or `null` when cleared. */
  onValueChange?: (value: DateRangeValue | null) => void;
  withTime?: never;
  hourCycle?: never;
  minuteStep?: never;
  maxCount?: never;
}

/** A typed date field with a calendar: one day, several days or a range (pick by `mode`). */
export type DatePickerProps = DatePickerSingleProps | DatePickerMultipleProps | DatePickerRangeProps;
