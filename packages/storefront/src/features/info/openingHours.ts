/**
 * Restaurant opening hours (`{ day: 0 = Sunday, open: '10:00', close: '23:00' }`, several entries for a day
 * with a break, in Chișinău's wall-clock time) as people read them: consecutive days with the same hours
 * grouped ("Mon–Fri 10:00–22:00", "Sat 11:00–15:00, 17:00–02:00"), times and day names in the page's language. Whether it is open now is @nori/core's
 * `openState`, the rule the API applies too.
 */
import { minutesOf } from '@nori/core';
import type { OpeningHours } from '../../api';

/** The week as printed: Monday first (Moldova, and the shop's other languages). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

export interface HoursGroup {
  /** Days of the group, Monday-first order (0 = Sunday). */
  days: number[];
  /** The day's intervals in opening order (11:00–15:00, 17:00–23:00); none: closed on these days. */
  ranges: { open: string; close: string }[];
}

/** Consecutive days (Monday to Sunday) with the same hours, one group each; days without hours are closed. */
export function groupHours(hours: readonly OpeningHours[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of WEEK) {
    const ranges = hours
      .filter((h) => h.day === day)
      .sort((a, b) => minutesOf(a.open) - minutesOf(b.open))
      .map(({ open, close }) => ({ open, close }));
    const last = groups[groups.length - 1];
    if (last && JSON.stringify(last.ranges) === JSON.stringify(ranges)) last.days.push(day);
    else groups.push({ days: [day], ranges });
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
