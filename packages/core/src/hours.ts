/**
 * Opening hours (`{ day: 0 = Sunday … 6, open: '10:00', close: '23:00' }`, Chișinău wall-clock times) and
 * the rules that read them: open now, within a day's hours, when it opens next.
 */
import type { OpeningHoursDay } from './contract';
import { wallTime } from './time';

export type { OpeningHoursDay };

/** `'10:30'` → 630. */
export function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** A weekday's hours in minutes since midnight, or null when closed all day. */
export function hoursOn(
  hours: readonly OpeningHoursDay[],
  weekday: number,
): { open: number; close: number; text: string } | null {
  const day = hours.find((h) => h.day === weekday);
  if (!day) return null;
  return { open: minutesOf(day.open), close: minutesOf(day.close), text: `${day.open}–${day.close}` };
}

/** Open at this instant: open ≤ time < close (the rule for "as soon as possible"). */
export function isOpenAt(hours: readonly OpeningHoursDay[], at: Date): boolean {
  const w = wallTime(at);
  const day = hoursOn(hours, w.weekday);
  return Boolean(day && w.minutes >= day.open && w.minutes < day.close);
}

/** A scheduled time inside its day's hours, closing time included (the rule for a chosen time). */
export function isWithinHours(hours: readonly OpeningHoursDay[], at: Date): boolean {
  const w = wallTime(at);
  const day = hoursOn(hours, w.weekday);
  return Boolean(day && w.minutes >= day.open && w.minutes <= day.close);
}

export type OpenState =
  { open: true; closesAt: string } | { open: false; opensAt: { day: number; time: string; today: boolean } | null };

/**
 * Open now, and until when; or closed, and when it opens next. A close at or before the opening time
 * runs past midnight (18:00–02:00 is open at 01:00 the next day).
 */
export function openState(hours: readonly OpeningHoursDay[], at: Date): OpenState {
  const { weekday: day, minutes } = wallTime(at);
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
