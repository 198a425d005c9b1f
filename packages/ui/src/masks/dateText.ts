/**
 * Typed dates for the DatePicker: the text a person types (`dd.mm.yy`, `dd.mm.yyyy`, optionally
 * followed by `HH:mm` or `hh:mm a`) to a `Date` and back, the short-year cutoff, and the checks
 * against `min`, `max` and disabled days. Pure functions: `now` is a parameter so tests are exact.
 */

/** The date part of the typed format. */
export type DateFormat = 'dd.mm.yy' | 'dd.mm.yyyy';
/** 24-hour (`HH:mm`) or 12-hour (`hh:mm a`) time. */
export type HourCycle = 12 | 24;

export interface DateTextPattern {
  date: DateFormat;
  /** The time part, or none for a date alone. */
  time?: HourCycle;
}

/** Why a typed date was refused; the DatePicker maps each reason to a message in the kit catalogs. */
export type DateTextError =
  /** The text does not have the pattern's shape. */
  | 'format'
  /** The shape is right but the day does not exist (31.02, month 13). */
  | 'date'
  /** The time is missing or does not exist (25:00, 13:00 PM). */
  | 'time'
  /** The minutes are not a multiple of the minute step. */
  | 'minuteStep'
  | 'beforeMin'
  | 'afterMax'
  /** A disabled date or weekday. */
  | 'unavailable';

export type DateTextResult = { ok: true; date: Date } | { ok: false; reason: DateTextError };

/** Two-digit years up to the current year + 10 mean this century, above it the previous one (spec §9). */
export const SHORT_YEAR_CUTOFF = 10;

/** The pattern as shown to people in the hint: `dd.mm.yy HH:mm`. */
export function patternText(pattern: DateTextPattern): string {
  if (!pattern.time) return pattern.date;
  return `${pattern.date} ${pattern.time === 12 ? 'hh:mm a' : 'HH:mm'}`;
}

/**
 * The four-digit year for a typed two-digit one: the year ending in `yy` that falls in the 100-year
 * window ending at `now`'s year + 10. In 2025: 35 → 2035, 36 → 1936.
 */
export function expandShortYear(yy: number, now: Date): number {
  const latest = now.getFullYear() + SHORT_YEAR_CUTOFF;
  let year = Math.floor(latest / 100) * 100 + yy;
  if (year > latest) year -= 100;
  return year;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 24-hour time as `HH:mm`, or 12-hour as `hh:mm AM`. */
export function formatTimeText(hours: number, minutes: number, cycle: HourCycle): string {
  if (cycle === 24) return `${pad(hours)}:${pad(minutes)}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(hour12)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date as the person would type it in `pattern`. */
export function formatDateText(date: Date, pattern: DateTextPattern): string {
  const year = pattern.date === 'dd.mm.yy' ? pad(date.getFullYear() % 100) : pad(date.getFullYear(), 4);
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${year}`;
  if (!pattern.time) return day;
  return `${day} ${formatTimeText(date.getHours(), date.getMinutes(), pattern.time)}`;
}

// Dots as the pattern says; slashes too, since people type them out of habit.
const DATE_RE = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/;
const TIME_24_RE = /^(\d{1,2}):(\d{2})$/;
const TIME_12_RE = /^(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?$/i;

/** Builds a local date, refusing days and times the calendar does not have. */
function buildDate(year: number, month: number, day: number, hours = 0, minutes = 0): Date | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(2000, month - 1, day, hours, minutes);
  // setFullYear: the Date constructor maps years 0–99 to 1900–1999.
  date.setFullYear(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

function parseTime(text: string, cycle: HourCycle): { hours: number; minutes: number } | 'format' | 'time' {
  if (cycle === 24) {
    const match = TIME_24_RE.exec(text);
    if (!match) return TIME_12_RE.test(text) ? 'time' : 'format';
    const hours = Number(match[1]);
    const minutes = Number(match[2]);
    return hours > 23 || minutes > 59 ? 'time' : { hours, minutes };
  }
  const match = TIME_12_RE.exec(text);
  if (!match) return TIME_24_RE.test(text) ? 'time' : 'format';
  const hour12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return 'time';
  const pm = match[3]!.toLowerCase() === 'p';
  return { hours: (hour12 % 12) + (pm ? 12 : 0), minutes };
}

export interface ParseDateTextOptions {
  /** Today, for the short-year cutoff. */
  now: Date;
  /** Typed minutes must be a multiple of this. @default 1 */
  minuteStep?: number;
}

/**
 * Reads one typed date (and time, when the pattern has one). Accepts one- or two-digit days and
 * months and two- or four-digit years in either date format; the shape, the calendar and the clock
 * are checked here, the bounds by `checkDate`.
 */
export function parseDateText(text: string, pattern: DateTextPattern, options: ParseDateTextOptions): DateTextResult {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  let datePart = trimmed;
  let timePart: string | undefined;
  if (pattern.time) {
    const space = trimmed.indexOf(' ');
    if (space === -1) return DATE_RE.test(trimmed) ? { ok: false, reason: 'time' } : { ok: false, reason: 'format' };
    datePart = trimmed.slice(0, space);
    timePart = trimmed.slice(space + 1);
  }
  const match = DATE_RE.exec(datePart);
  if (!match) return { ok: false, reason: 'format' };
  const [, dd, mm, yearText] = match as unknown as [string, string, string, string];
  const year = yearText.length === 2 ? expandShortYear(Number(yearText), options.now) : Number(yearText);

  let hours = 0;
  let minutes = 0;
  if (pattern.time && timePart !== undefined) {
    const time = parseTime(timePart, pattern.time);
    if (time === 'format' || time === 'time') {
      // A well-formed date with a broken time is a time problem, whatever the time's shape.
      return { ok: false, reason: buildDate(year, Number(mm), Number(dd)) ? 'time' : 'date' };
    }
    ({ hours, minutes } = time);
  }
  const date = buildDate(year, Number(mm), Number(dd), hours, minutes);
  if (!date) return { ok: false, reason: 'date' };
  // A wall-clock time skipped by a daylight-saving jump does not exist either.
  if (date.getHours() !== hours || date.getMinutes() !== minutes) return { ok: false, reason: 'time' };
  const step = options.minuteStep ?? 1;
  if (pattern.time && minutes % step !== 0) return { ok: false, reason: 'minuteStep' };
  return { ok: true, date };
}

/** Days that cannot be chosen. */
export interface DateConstraints {
  /** The earliest selectable day (with `withTime`, the earliest moment). */
  min?: Date;
  /** The latest selectable day (with `withTime`, the latest moment). */
  max?: Date;
  /** Single days, or a test for any day. */
  disabledDates?: readonly Date[] | ((date: Date) => boolean);
  /** Weekdays, 0 = Sunday … 6 = Saturday. */
  disabledWeekdays?: readonly number[];
  /** Compare `min`/`max` to the minute rather than to the day. @default false */
  withTime?: boolean;
}

export function startOfDay(date: Date): Date {
  const day = new Date(date.getTime());
  day.setHours(0, 0, 0, 0);
  return day;
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Negative when `a` is a day before `b`, 0 on the same day, positive after. */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

/** Whether `date` may be chosen: `null` when it may, otherwise the reason. */
export function checkDate(
  date: Date,
  constraints: DateConstraints,
): Exclude<DateTextError, 'format' | 'date' | 'time' | 'minuteStep'> | null {
  const { min, max, disabledDates, disabledWeekdays, withTime = false } = constraints;
  const compare = (a: Date, b: Date) => (withTime ? a.getTime() - b.getTime() : compareDays(a, b));
  if (min && compare(date, min) < 0) return 'beforeMin';
  if (max && compare(date, max) > 0) return 'afterMax';
  if (disabledWeekdays?.includes(date.getDay())) return 'unavailable';
  if (typeof disabledDates === 'function' ? disabledDates(date) : disabledDates?.some((day) => isSameDay(day, date))) {
    return 'unavailable';
  }
  return null;
}

/** Parses and checks in one go: what the field does when a person finishes typing. */
export function readDateText(
  text: string,
  pattern: DateTextPattern,
  options: ParseDateTextOptions & DateConstraints,
): DateTextResult {
  const parsed = parseDateText(text, pattern, options);
  if (!parsed.ok) return parsed;
  const reason = checkDate(parsed.date, { ...options, withTime: options.withTime ?? Boolean(pattern.time) });
  return reason ? { ok: false, reason } : parsed;
}

/** A calendar day as `YYYY-MM-DD` (the API's birthday format), from the local date. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `YYYY-MM-DD` string as a local date at midnight, or `null` when it is not a real day. */
export function fromIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  return buildDate(Number(match[1]), Number(match[2]), Number(match[3]));
}
