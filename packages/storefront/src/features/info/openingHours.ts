/**
 * Restaurant opening hours (`{ day: 0 = Sunday, open: '10:00', close: '23:00' }` per day, in Chișinău's
 * wall-clock time) as people read them: consecutive days with the same hours grouped ("Mon–Fri
 * 10:00–22:00"), times and day names in the page's language, and whether it is open right now wherever
 * the shopper's device thinks it is.
 */
import type { OpeningHours } from '../../api';

export const BUSINESS_TIME_ZONE = 'Europe/Chisinau';

/** The week as printed: Monday first (Moldova, and the shop's other languages). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const minutesOf = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export interface HoursGroup {
  /** Days of the group, Monday-first order (0 = Sunday). */
  days: number[];
  /** null: closed on these days. */
  open: string | null;
  close: string | null;
}

/** Consecutive days (Monday to Sunday) with the same hours, one group each; days without hours are closed. */
export function groupHours(hours: readonly OpeningHours[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEK) {
    const entry = hours.find((h) => h.day === day);
    const open = entry?.open ?? null;
    const close = entry?.close ?? null;
    const last = groups[groups.length - 1];
    if (last && last.open === open && last.close === close) last.days.push(day);
    else groups.push({ days: [day], open, close });
  }
  return groups;
}

// Formatters are shared per locale: the stores drawer and the contacts page render several restaurants.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(localeTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeTag, { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** A weekday's short name: 0 → "Sun", "dum.", "вс". (4 Jan 1970 was a Sunday.) */
export function dayName(day: number, localeTag: string, width: 'short' | 'long' = 'short'): string {
  return format(localeTag, { weekday: width }).format(Date.UTC(1970, 0, 4 + day));
}

/** '09:05' in the locale: "09:05" on a 24-hour clock, "9:05 AM" on a 12-hour one. */
export function formatTime(hhmm: string, localeTag: string): string {
  const hour12 = format(localeTag, { hour: 'numeric' }).resolvedOptions().hour12;
  return format(localeTag, { hour: hour12 ? 'numeric' : '2-digit', minute: '2-digit' }).format(
    Date.UTC(1970, 0, 1, 0, minutesOf(hhmm)),
  );
}

/** "Mon–Fri", "Sat", or null for the whole week (the caller says "Every day"). */
export function formatDays(days: readonly number[], localeTag: string): string | null {
  if (days.length === 7) return null;
  const first = dayName(days[0]!, localeTag);
  return days.length === 1 ? first : `${first}–${dayName(days[days.length - 1]!, localeTag)}`;
}

export const formatRange = (open: string, close: string, localeTag: string) =>
  `${formatTime(open, localeTag)}–${formatTime(close, localeTag)}`;

/** Weekday (0 = Sunday) and minutes since midnight in Chișinău at `at`. */
export function businessClock(at: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export type OpenState =
  { open: true; closesAt: string } | { open: false; opensAt: { day: number; time: string; today: boolean } | null };

/**
 * Open now, and until when; or closed, and when it opens next. A close at or before the opening time
 * runs past midnight (18:00–02:00 is open at 01:00 the next day).
 */
export function openState(hours: readonly OpeningHours[], at: Date): OpenState {
  const { day, minutes } = businessClock(at);
  const on = (d: number) => hours.find((h) => h.day === ((d % 7) + 7) % 7);
  const today = on(day);
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    const overnight = close <= open;
    if (minutes >= open && (overnight || minutes < close)) return { open: true, closesAt: today.close };
  }
  const yesterday = on(day - 1);
  if (yesterday && minutesOf(yesterday.close) <= minutesOf(yesterday.open) && minutes < minutesOf(yesterday.close)) {
    return { open: true, closesAt: yesterday.close };
  }
  if (today && minutes < minutesOf(today.open)) return { open: false, opensAt: { day, time: today.open, today: true } };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = on(day + ahead);
    if (next) return { open: false, opensAt: { day: next.day, time: next.open, today: false } };
  }
  return { open: false, opensAt: null };
}
