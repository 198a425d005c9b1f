/**
 * A restaurant's times, read on Chișinău's wall clock (`OpeningHoursDay`: `{ day: 0 = Sunday … 6, open:
 * '10:00', close: '23:00' }`), and the rules that read them: open now, a chosen time within hours, when it
 * opens next.
 *
 * - Several entries with one `day` are several intervals (11:00–15:00 and 17:00–23:00).
 * - A close at or before the open runs past midnight: 18:00–02:00 is open at 01:00 the next day.
 * - A closed date (`closed_dates`, YYYY-MM-DD) cancels the intervals that open on it. An interval belongs
 *   to the day it opens on, so one opened the evening before runs on past midnight into a closed date
 *   (31 Dec 18:00–02:00 still serves at 01:00 on a closed 1 Jan): the night is the evening's business
 *   day, and a holiday closes the day's own openings, not the end of yesterday's shift.
 * - A pause (`paused_until`) takes no order due before it ends; times after it are taken as usual.
 * - Busy minutes (`busy_minutes`) add to the lead time of the earliest slot (`slots.ts`), not to the hours.
 *
 * Only the clock's reading (`time.ts`) is used here, no time-zone arithmetic: the shop's "open now" badge
 * loads this module on pages that never choose a time. Times are compared as wall-clock minutes since
 * 1970-01-01 (a day number × 1440 + minutes since midnight), the way people read opening hours.
 */
import type { OpeningHoursDay } from './contract';
import { wallTime } from './time';

export type { OpeningHoursDay };

/**
 * What decides when a restaurant takes orders: the public `Restaurant` is one (the shop passes it as is);
 * the API builds one from its row. A bare list of hours is a schedule with nothing closed or paused.
 */
export type Schedule = {
  opening_hours: readonly OpeningHoursDay[];
  closed_dates?: readonly string[] | undefined;
  /** An instant (ISO or Date); in the past or null: not paused. */
  paused_until?: string | Date | null | undefined;
  busy_minutes?: number | undefined;
};
export type HoursInput = readonly OpeningHoursDay[] | Schedule;

const isHoursList = (input: HoursInput): input is readonly OpeningHoursDay[] => Array.isArray(input);

/** The schedule of a bare list of hours or of a schedule. */
export const scheduleOf = (input: HoursInput): Schedule => (isHoursList(input) ? { opening_hours: input } : input);

const DAY = 1440;
const DAY_MS = 86_400_000;

/** `'10:30'` → 630. */
export function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 630 → `'10:30'` (minutes past midnight of any day: 1500 → `'01:00'`). */
export const hhmmOf = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/** Days since 1970-01-01 of a calendar date. */
export const dayNumber = (year: number, month: number, day: number) =>
  Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
/** The calendar date of a day number. */
export const dateOfDay = (n: number) => {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
};
/** `YYYY-MM-DD` of a day number. */
export const isoOfDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** The day number of `YYYY-MM-DD` (NaN when it is not a date). */
export const dayOfIso = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** An instant as wall-clock minutes since 1970-01-01 in Chișinău (seconds dropped). */
export function wallMinute(at: Date | number): number {
  const w = wallTime(at);
  return dayNumber(w.year, w.month, w.day) * DAY + w.minutes;
}

/** The end of a pause as wall-clock minutes (rounded up to the minute), or null when not paused at `at`. */
function pauseEnd(schedule: Schedule, at: Date | number): number | null {
  const until = pausedUntil(schedule, at);
  return until ? wallMinute(Math.ceil(until.getTime() / 60_000) * 60_000) : null;
}

/** The instant a pause ends, or null when the schedule is not paused at `at`. */
export function pausedUntil(schedule: Schedule, at: Date | number): Date | null {
  if (!schedule.paused_until) return null;
  const until = new Date(schedule.paused_until);
  return until.getTime() > new Date(at).getTime() ? until : null;
}

/** One interval of a weekday, in minutes from that day's midnight; `close` is past 1440 when it runs past midnight. */
export type Interval = { open: number; close: number };

/** A weekday's intervals in opening order (a close at or before the open runs past midnight). */
export function intervalsOn(hours: readonly OpeningHoursDay[], weekday: number): Interval[] {
  return hours
    .filter((h) => h.day === weekday)
    .map((h) => {
      const open = minutesOf(h.open);
      const close = minutesOf(h.close);
      return { open, close: close <= open ? close + DAY : close };
    })
    .sort((a, b) => a.open - b.open);
}

/** A time the restaurant is open, in wall-clock minutes: `start` ≤ t < `end` (or ≤ `end` for a chosen time). */
export type Opening = { start: number; end: number };

/**
 * The openings of the days `fromDay` to `toDay` (day numbers) and of the day before (its night may run
 * into `fromDay`), without the closed dates' own intervals, in time order, those that touch or overlap
 * merged (11:00–15:00 and 15:00–23:00 are one opening).
 */
export function openings(input: HoursInput, fromDay: number, toDay: number): Opening[] {
  const schedule = scheduleOf(input);
  const closed = new Set(schedule.closed_dates ?? []);
  const list: Opening[] = [];
  for (let n = fromDay - 1; n <= toDay; n++) {
    if (closed.size && closed.has(isoOfDay(n))) continue;
    for (const i of intervalsOn(schedule.opening_hours, dateOfDay(n).weekday)) {
      const start = n * DAY + i.open;
      const end = n * DAY + i.close;
      const last = list[list.length - 1];
      if (last && start <= last.end) last.end = Math.max(last.end, end);
      else list.push({ start, end });
    }
  }
  return list;
}

/** The opening `minute` falls in (`start` ≤ m < `end`; with `closingIncluded`, ≤ `end`). */
function openingAt(schedule: Schedule, minute: number, closingIncluded: boolean): Opening | undefined {
  const day = Math.floor(minute / DAY);
  return openings(schedule, day, day).find(
    (o) => o.start <= minute && (closingIncluded ? minute <= o.end : minute < o.end),
  );
}

/** Whether the day of `minute` is a closed date. */
const closedDateOf = (schedule: Schedule, minute: number): string | null => {
  const iso = isoOfDay(Math.floor(minute / DAY));
  return schedule.closed_dates?.includes(iso) ? iso : null;
};

/**
 * Open at this instant for an order due now: open ≤ time < close of one of its intervals, not on a closed
 * date's own hours, not paused (the rule for "as soon as possible").
 */
export function isOpenAt(hours: HoursInput, at: Date): boolean {
  const schedule = scheduleOf(hours);
  return !pausedUntil(schedule, at) && Boolean(openingAt(schedule, wallMinute(at), false));
}

/**
 * A scheduled time inside an interval, closing time included, not on a closed date's own hours, not before
 * a pause ends (the rule for a chosen time).
 */
export function isWithinHours(hours: HoursInput, at: Date): boolean {
  const schedule = scheduleOf(hours);
  return !pausedUntil(schedule, at) && Boolean(openingAt(schedule, wallMinute(at), true));
}

/** Why a time is not open: paused (until when), a closed date, or outside the hours; null when open. */
export type ClosedReason = { code: 'paused'; until: Date } | { code: 'closedDate'; date: string } | { code: 'closed' };

/** Why an order due at `at` cannot be taken (`closingIncluded` for a chosen time), or null. */
export function closedReason(hours: HoursInput, at: Date, closingIncluded: boolean): ClosedReason | null {
  const schedule = scheduleOf(hours);
  const until = pausedUntil(schedule, at);
  if (until) return { code: 'paused', until };
  const minute = wallMinute(at);
  if (openingAt(schedule, minute, closingIncluded)) return null;
  const date = closedDateOf(schedule, minute);
  return date ? { code: 'closedDate', date } : { code: 'closed' };
}

/** A day's hours: its intervals, the first open and last close (minutes; close past 1440 overnight), and as text. */
export type DayHours = { open: number; close: number; intervals: Interval[]; text: string };

function dayHours(intervals: Interval[]): DayHours | null {
  const first = intervals[0];
  const last = intervals[intervals.length - 1];
  if (!first || !last) return null;
  return {
    open: first.open,
    close: last.close,
    intervals,
    text: intervals.map((i) => `${hhmmOf(i.open)}–${hhmmOf(i.close)}`).join(', '),
  };
}

/** A weekday's hours, or null when closed all day. */
export function hoursOn(hours: HoursInput, weekday: number): DayHours | null {
  return dayHours(intervalsOn(scheduleOf(hours).opening_hours, weekday));
}

/** A date's hours (`YYYY-MM-DD`), or null when it opens nothing that day (no hours, or a closed date). */
export function hoursOnDate(hours: HoursInput, isoDate: string): DayHours | null {
  const schedule = scheduleOf(hours);
  if (schedule.closed_dates?.includes(isoDate)) return null;
  const n = dayOfIso(isoDate);
  return Number.isNaN(n) ? null : dayHours(intervalsOn(schedule.opening_hours, dateOfDay(n).weekday));
}

/** A moment on the wall clock as a shop says it: the time, and which day (`inDays` 0 today, 1 tomorrow …). */
export type WallMoment = { day: number; date: string; time: string; today: boolean; inDays: number };

const momentOf = (minute: number, today: number): WallMoment => {
  const n = Math.floor(minute / DAY);
  return { day: dateOfDay(n).weekday, date: isoOfDay(n), time: hhmmOf(minute), today: n === today, inDays: n - today };
};

export type OpenState =
  | { open: true; closesAt: string }
  | {
      open: false;
      /** Paused by the restaurant, a closed date today, or outside today's hours. */
      reason: 'paused' | 'closedDate' | 'hours';
      /** When a pause ends (only while paused). */
      pausedUntil?: WallMoment;
      /** The next time it takes orders due then (after a pause: its end, if within hours), or null within a week. */
      opensAt: WallMoment | null;
    };

/**
 * Open now, and until when; or closed, why, and when it opens next (within a week). A close at or before
 * the opening time runs past midnight (18:00–02:00 is open at 01:00 the next day).
 */
export function openState(hours: HoursInput, at: Date): OpenState {
  const schedule = scheduleOf(hours);
  const now = wallMinute(at);
  const today = Math.floor(now / DAY);
  const pause = pauseEnd(schedule, at);
  const list = openings(schedule, today, today + 7);
  if (pause === null) {
    const current = list.find((o) => o.start <= now && now < o.end);
    if (current) return { open: true, closesAt: hhmmOf(current.end) };
  }
  const from = Math.max(now, pause ?? now);
  const next = list.find((o) => o.end > from);
  const opensAt = next ? momentOf(Math.max(next.start, from), today) : null;
  if (pause !== null) return { open: false, reason: 'paused', pausedUntil: momentOf(pause, today), opensAt };
  return { open: false, reason: closedDateOf(schedule, now) ? 'closedDate' : 'hours', opensAt };
}

// ----- what the back office may set -----

/** `HH:MM` on a 24-hour clock, 00:00 to 23:59. */
export const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** `YYYY-MM-DD`. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A problem of one entry of opening hours, on its `open` or `close` field. */
export type HoursProblem =
  | { index: number; field: 'close'; code: 'sameAsOpen' }
  | { index: number; field: 'open'; code: 'overlap'; with: { day: number; open: string; close: string } };

/**
 * What is wrong with well-formed opening hours (days 0–6, times `HH:MM`): a close equal to the open (a whole
 * day would be ambiguous; 00:00–00:00 is said as 00:00–23:59), and intervals that overlap — on one day, or a
 * night running past midnight into the next day's first interval. An overlap is reported on the entry that
 * opens later.
 */
export function hoursProblems(hours: readonly OpeningHoursDay[]): HoursProblem[] {
  const problems: HoursProblem[] = [];
  const spans = hours
    .map((h, index) => {
      const open = minutesOf(h.open);
      const close = minutesOf(h.close);
      if (open === close) problems.push({ index, field: 'close', code: 'sameAsOpen' });
      // Over the week, in minutes from Sunday 00:00; Saturday's night wraps to Sunday morning.
      const start = h.day * DAY + open;
      return { index, h, start, end: h.day * DAY + (close <= open ? close + DAY : close) };
    })
    .filter((s) => s.end > s.start && minutesOf(s.h.open) !== minutesOf(s.h.close))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const week = 7 * DAY;
  for (const [i, later] of spans.entries()) {
    const earlier = spans
      .slice(0, i)
      .concat(spans.slice(i + 1).map((s) => ({ ...s, start: s.start - week, end: s.end - week })))
      .find((s) => s.start <= later.start && later.start < s.end);
    if (earlier) {
      const { day, open, close } = earlier.h;
      problems.push({ index: later.index, field: 'open', code: 'overlap', with: { day, open, close } });
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** A closed date that is not a date (`invalid`) or is before `today` (`past`); both YYYY-MM-DD. */
export function closedDateProblem(date: string, today: string): 'invalid' | 'past' | null {
  const n = dayOfIso(date);
  if (!ISO_DATE.test(date) || Number.isNaN(n) || isoOfDay(n) !== date) return 'invalid';
  return date < today ? 'past' : null;
}
