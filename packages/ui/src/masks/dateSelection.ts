/**
 * Selection rules of the DatePicker, apart from any rendering: what a click on a day does in each
 * mode, what a typed value means in each mode, and keeping a moment within `min`/`max`.
 */
import {
  checkDate,
  compareDays,
  formatDateText,
  formatTimeText,
  toIsoDate,
  isSameDay,
  parseDateText,
  type DateConstraints,
  type DateTextError,
  type DateTextPattern,
  type ParseDateTextOptions,
} from './dateText';
import { normaliseStep } from './timeOfDay';

export type DatePickerMode = 'single' | 'multiple' | 'range';

/** A range of days; `to` is missing while the person has picked only the start. */
export interface DateRangeValue {
  from: Date;
  to?: Date;
}

/** The value of each mode: one day or none, a list, a range or none. */
export interface DatePickerValueMap {
  single: Date | null;
  multiple: Date[];
  range: DateRangeValue | null;
}

/**
 * A click on `day` in range mode (spec §5): the first click sets the start; a click on or after the
 * start sets the end; a click before the start starts again from that day; after a complete range
 * the next click starts a new one. The result never ends before it starts.
 */
export function selectRangeDay(current: DateRangeValue | null, day: Date): DateRangeValue {
  if (!current || current.to) return { from: day };
  return compareDays(day, current.from) >= 0 ? { from: current.from, to: day } : { from: day };
}

/** Whether a range is whole and ordered: no end, or an end on or after the start. */
export function isOrderedRange(range: DateRangeValue): boolean {
  return !range.to || compareDays(range.to, range.from) >= 0;
}

export interface MultipleSelection {
  value: Date[];
  /** The pick was refused because `maxCount` days are already chosen. */
  refused: boolean;
}

/**
 * A click on `day` in multiple mode: a chosen day is removed; a new day is added in date order,
 * unless `maxCount` days are already chosen, in which case nothing changes and `refused` is set.
 */
export function toggleMultipleDay(current: readonly Date[], day: Date, maxCount?: number): MultipleSelection {
  if (current.some((chosen) => isSameDay(chosen, day))) {
    return { value: current.filter((chosen) => !isSameDay(chosen, day)), refused: false };
  }
  if (maxCount !== undefined && current.length >= maxCount) return { value: [...current], refused: true };
  return { value: sortDays([...current, day]), refused: false };
}

export function sortDays(days: readonly Date[]): Date[] {
  return [...days].sort((a, b) => a.getTime() - b.getTime());
}

/** Why a typed value was refused, over and above the reasons of a single date. */
export type SelectionTextError = DateTextError | 'rangeOrder' | 'maxCount';

export type SelectionTextResult<M extends DatePickerMode> =
  { ok: true; value: DatePickerValueMap[M] } | { ok: false; reason: SelectionTextError };

export interface SelectionTextOptions extends ParseDateTextOptions, DateConstraints {
  /** Multiple mode: the most days that may be chosen. */
  maxCount?: number;
  /** Shown between the ends of a range. @default '–' */
  rangeSeparator?: string;
}

/** The value as text in the field: one date, dates joined by commas, or a range's two ends. */
export function formatSelectionText<M extends DatePickerMode>(
  mode: M,
  value: DatePickerValueMap[M],
  pattern: DateTextPattern,
  rangeSeparator = '–',
): string {
  if (mode === 'multiple') return (value as Date[]).map((day) => formatDateText(day, pattern)).join(', ');
  if (mode === 'range') {
    const range = value as DateRangeValue | null;
    if (!range) return '';
    const from = formatDateText(range.from, pattern);
    return range.to ? `${from} ${rangeSeparator} ${formatDateText(range.to, pattern)}` : `${from} ${rangeSeparator} `;
  }
  const day = value as Date | null;
  return day ? formatDateText(day, pattern) : '';
}

// En dash, em dash, or a hyphen with spaces around it (dates never hold spaces and hyphens together).
const RANGE_SPLIT = /\s*[–—]\s*|\s+-\s+/;

/**
 * Reads what the person typed in the given mode. Empty text clears the value. Every date goes
 * through the same checks as a click, so no typed value ends outside `[min, max]`.
 */
export function parseSelectionText<M extends DatePickerMode>(
  mode: M,
  text: string,
  pattern: DateTextPattern,
  options: SelectionTextOptions,
): SelectionTextResult<M> {
  const constraints: DateConstraints = { ...options, withTime: options.withTime ?? Boolean(pattern.time) };
  const readOne = (part: string): { ok: true; date: Date } | { ok: false; reason: SelectionTextError } => {
    const parsed = parseDateText(part, pattern, options);
    if (!parsed.ok) return parsed;
    const reason = checkDate(parsed.date, constraints);
    return reason ? { ok: false, reason } : parsed;
  };
  const ok = (value: DatePickerValueMap[DatePickerMode]) => ({ ok: true, value }) as SelectionTextResult<M>;
  const trimmed = text.trim();

  if (mode === 'multiple') {
    if (!trimmed) return ok([]);
    const days: Date[] = [];
    for (const part of trimmed.split(/\s*[,;]\s*/).filter(Boolean)) {
      const read = readOne(part);
      if (!read.ok) return read;
      if (!days.some((day) => isSameDay(day, read.date))) days.push(read.date);
    }
    if (options.maxCount !== undefined && days.length > options.maxCount) return { ok: false, reason: 'maxCount' };
    return ok(sortDays(days));
  }

  if (mode === 'range') {
    if (!trimmed) return ok(null);
    const [fromText = '', toText = '', ...rest] = trimmed.split(RANGE_SPLIT);
    if (rest.length) return { ok: false, reason: 'format' };
    const from = readOne(fromText);
    if (!from.ok) return from;
    if (!toText) return ok({ from: from.date });
    const to = readOne(toText);
    if (!to.ok) return to;
    if (compareDays(to.date, from.date) < 0) return { ok: false, reason: 'rangeOrder' };
    return ok({ from: from.date, to: to.date });
  }

  if (!trimmed) return ok(null);
  const read = readOne(trimmed);
  return read.ok ? ok(read.date) : read;
}

/**
 * Moves a moment into `[min, max]`, onto the minute step where one fits: picking today with
 * `min` = now gives the first slot after now rather than a refused midnight.
 */
export function clampToBounds(date: Date, min: Date | undefined, max: Date | undefined, minuteStep = 1): Date {
  const step = normaliseStep(minuteStep);
  const time = date.getTime();
  if (min && time < min.getTime()) {
    const up = alignToStep(min, step, 'up');
    return max && up.getTime() > max.getTime() ? new Date(min.getTime()) : up;
  }
  if (max && time > max.getTime()) {
    const down = alignToStep(max, step, 'down');
    return min && down.getTime() < min.getTime() ? new Date(max.getTime()) : down;
  }
  return date;
}

/** The nearest whole minute on the (local clock's) step at or after / at or before `date`. */
function alignToStep(date: Date, step: number, direction: 'up' | 'down'): Date {
  const aligned = new Date(date.getTime());
  aligned.setSeconds(0, 0);
  if (direction === 'up' && aligned.getTime() < date.getTime()) aligned.setMinutes(aligned.getMinutes() + 1);
  const remainder = aligned.getMinutes() % step;
  if (remainder) aligned.setMinutes(aligned.getMinutes() + (direction === 'up' ? step - remainder : -remainder));
  return aligned;
}

/**
 * The value as form data: `YYYY-MM-DD` (with `THH:mm` when there is a time), several days joined
 * by commas, a range as `from/to` (ISO 8601's interval); empty when nothing is chosen.
 */
export function selectionToIso<M extends DatePickerMode>(
  mode: M,
  value: DatePickerValueMap[M],
  withTime = false,
): string {
  const iso = (date: Date) =>
    withTime ? `${toIsoDate(date)}T${formatTimeText(date.getHours(), date.getMinutes(), 24)}` : toIsoDate(date);
  if (mode === 'multiple') return (value as Date[]).map(iso).join(',');
  if (mode === 'range') {
    const range = value as DateRangeValue | null;
    return range ? `${iso(range.from)}/${range.to ? iso(range.to) : ''}` : '';
  }
  const day = value as Date | null;
  return day ? iso(day) : '';
}

/** The year view shows ten years per page (spec §9). */
export const YEARS_PER_PAGE = 10;

/** The first year of the page that holds `year`: pages run 2020–2029, 2030–2039 … */
export function yearPageStart(year: number): number {
  return Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE;
}

/** Whether any day of a year, or of a month (0–11) of it, lies within `[min, max]`. */
export function periodInBounds(min: Date | undefined, max: Date | undefined, year: number, month?: number): boolean {
  const first = month === undefined ? new Date(year, 0, 1) : new Date(year, month, 1);
  const last = month === undefined ? new Date(year, 11, 31) : new Date(year, month + 1, 0);
  first.setFullYear(year);
  last.setFullYear(year);
  return !(min && compareDays(last, min) < 0) && !(max && compareDays(first, max) > 0);
}

/** Whether two values of a mode hold the same days (and times). */
export function sameSelection<M extends DatePickerMode>(
  mode: M,
  a: DatePickerValueMap[M],
  b: DatePickerValueMap[M],
): boolean {
  const same = (x?: Date | null, y?: Date | null) => (x && y ? x.getTime() === y.getTime() : !x && !y);
  if (mode === 'multiple') {
    const [left, right] = [a as Date[], b as Date[]];
    return left.length === right.length && left.every((day, i) => same(day, right[i]));
  }
  if (mode === 'range') {
    const [left, right] = [a as DateRangeValue | null, b as DateRangeValue | null];
    return same(left?.from, right?.from) && same(left?.to, right?.to);
  }
  return same(a as Date | null, b as Date | null);
}
