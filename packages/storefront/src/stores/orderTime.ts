/**
 * When an order can be made, mirroring the API's rules (packages/api/src/services/orders.ts and
 * hours.ts): "as soon as possible" only while the restaurant is open (open ≤ now < close); a scheduled
 * time at least the lead time from now, at most a week ahead, inside that day's hours (closing time
 * included). Opening hours are Chișinău wall-clock times, wherever the shopper's device is.
 */
import type { OpeningHours } from '../api/types';

export const BUSINESS_TIME_ZONE = 'Europe/Chisinau';

export interface OrderTimeRules {
  /** The API's ORDER_LEAD_MINUTES (default 45). */
  leadMinutes: number;
  /** The API's ORDER_MAX_DAYS_AHEAD (default 7). */
  maxDaysAhead: number;
  /** The picker's minute step: slots at :00, :15, :30, :45. */
  stepMinutes: number;
}

export const ORDER_TIME_RULES: OrderTimeRules = {
  leadMinutes: 45,
  maxDaysAhead: 7,
  stepMinutes: 15,
};

export type SlotProblem = { code: 'tooSoon'; minutes: number } | { code: 'tooLate'; days: number } | { code: 'closed' };

/** A wall-clock moment in Chișinău. */
export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** Minutes since midnight. */
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MINUTE = 60_000;
const DAY = 86_400_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

export function wallTime(at: Date): WallTime {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** Chișinău's offset from UTC at an instant, in minutes (+120 in winter, +180 in summer). */
function offsetAt(at: Date): number {
  const w = wallTime(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, 0, w.minutes);
  return Math.round((asUtc - Math.floor(at.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** The instant of a Chișinău wall-clock time (`minutes` may run past midnight). */
export function instantOf(year: number, month: number, day: number, minutes: number): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const first = guess - offsetAt(new Date(guess)) * MINUTE;
  // Near a daylight-saving switch the offset at the answer may differ from the guess's.
  return new Date(guess - offsetAt(new Date(first)) * MINUTE);
}

const minutesOf = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** The hours of a weekday, in minutes since midnight; null when closed all day. */
export function hoursOn(
  hours: readonly OpeningHours[],
  weekday: number,
): { open: number; close: number; text: string } | null {
  const day = hours.find((h) => h.day === weekday);
  if (!day) return null;
  return {
    open: minutesOf(day.open),
    close: minutesOf(day.close),
    text: `${day.open}–${day.close}`,
  };
}

/** Open at this instant: open ≤ time < close (the API's rule for "as soon as possible"). */
export function isOpenAt(hours: readonly OpeningHours[], at: Date): boolean {
  const w = wallTime(at);
  const day = hoursOn(hours, w.weekday);
  return Boolean(day && w.minutes >= day.open && w.minutes < day.close);
}

/** A scheduled time inside its day's hours, closing time included (the API's rule). */
export function isWithinHours(hours: readonly OpeningHours[], at: Date): boolean {
  const w = wallTime(at);
  const day = hoursOn(hours, w.weekday);
  return Boolean(day && w.minutes >= day.open && w.minutes <= day.close);
}

/** What the API would say about a scheduled time, in its order: too soon, too late, closed. */
export function checkSlot(
  hours: readonly OpeningHours[],
  at: Date,
  now: Date,
  rules: OrderTimeRules = ORDER_TIME_RULES,
): SlotProblem | null {
  if (at.getTime() < now.getTime() + rules.leadMinutes * MINUTE) return { code: 'tooSoon', minutes: rules.leadMinutes };
  if (at.getTime() > now.getTime() + rules.maxDaysAhead * DAY) return { code: 'tooLate', days: rules.maxDaysAhead };
  if (!isWithinHours(hours, at)) return { code: 'closed' };
  return null;
}

/** The latest moment that may be scheduled. */
export function latestSlot(now: Date, rules: OrderTimeRules = ORDER_TIME_RULES): Date {
  return new Date(now.getTime() + rules.maxDaysAhead * DAY);
}

/**
 * The first moment on the minute step that the API accepts: the lead time from now, moved to the
 * next opening when the restaurant is closed then. Null when none is open within the horizon.
 */
export function earliestSlot(
  hours: readonly OpeningHours[],
  now: Date,
  rules: OrderTimeRules = ORDER_TIME_RULES,
): Date | null {
  const step = rules.stepMinutes * MINUTE;
  let candidate = new Date(Math.ceil((now.getTime() + rules.leadMinutes * MINUTE) / step) * step);
  const last = latestSlot(now, rules).getTime();
  for (let i = 0; i <= rules.maxDaysAhead + 1; i++) {
    const w = wallTime(candidate);
    const day = hoursOn(hours, w.weekday);
    if (day && w.minutes <= day.close) {
      const start = w.minutes >= day.open ? candidate : instantOf(w.year, w.month, w.day, day.open);
      const aligned = new Date(Math.ceil(start.getTime() / step) * step);
      if (aligned.getTime() > last) return null;
      if (isWithinHours(hours, aligned)) return aligned;
    }
    // Closed for the rest of this day: try the next one from midnight.
    candidate = instantOf(w.year, w.month, w.day, 24 * 60);
  }
  return null;
}

/**
 * The DatePicker works in the device's time zone; the shop's times are Chișinău's. A picker date
 * carries the Chișinău wall-clock time in its local fields, so 18:00 means 18:00 in Chișinău on any
 * device.
 */
export function toPickerDate(at: Date): Date {
  const w = wallTime(at);
  return new Date(w.year, w.month - 1, w.day, Math.floor(w.minutes / 60), w.minutes % 60);
}

export function fromPickerDate(date: Date): Date {
  return instantOf(date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours() * 60 + date.getMinutes());
}
