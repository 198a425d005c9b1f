/**
 * The business's clock: Chișinău's wall-clock time (Europe/Chisinau, with its daylight-saving switches),
 * the one its opening hours, order slots, request signatures and customers use, wherever the server or
 * the shopper's device is. An instant → its wall time is the platform's time-zone data (`Intl`); the other
 * way, with the gaps and repeats of the switches, is `instant.ts` on `@date-fns/tz`. Apart, so a page that
 * only reads the clock (open now, the signature's date) carries no time-zone code.
 */

export const BUSINESS_TIME_ZONE = 'Europe/Chisinau';

/**
 * The days an order search or a report may name (YYYY-MM-DD, Chișinău): wider than any order can be, narrow
 * enough that the day after the last is still a date every part of the API computes with. The API refuses
 * others (422); the back office's date pickers offer only these.
 */
export const SEARCH_DAY_RANGE = { min: '2000-01-01', max: '2999-12-31' } as const;

/** A moment as read on a clock in Chișinău. */
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

let clock: Intl.DateTimeFormat | undefined;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function wallTime(at: Date | number): WallTime {
  clock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of clock.formatToParts(at)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of the day in Chișinău at this instant. */
export function chisinauIsoDate(at: Date): string {
  const w = wallTime(at);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** `DD/MM/YYYY` of the day in Chișinău: the date in the phone call's request signature (spec §7). */
export function chisinauSignatureDate(at: Date): string {
  const w = wallTime(at);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;
}
