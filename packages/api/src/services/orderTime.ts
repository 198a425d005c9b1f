// When an order may be due, as the API says it: @nori/core's schedule rules (intervals, nights past midnight,
// closed dates, the pause, busy minutes added to the lead time) on a restaurant row, turned into the
// `scheduled_at` message of a 422.
import { checkNow, checkSlot, type OrderRules, type Schedule } from '@nori/core';
import { wallTime } from '@nori/core/time';
import type { restaurants } from '../db/schema';
import type { Message } from '../http/errors';

type RestaurantRow = typeof restaurants.$inferSelect;

/** The schedule of a restaurant row (the public `Restaurant` carries the same fields). */
export const scheduleOf = (r: RestaurantRow): Schedule => ({
  opening_hours: r.openingHours,
  closed_dates: r.closedDates,
  paused_until: r.pausedUntil,
  busy_minutes: r.busyMinutes,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** "14:30" in Chișinău, or "24.11 14:30" when it is not the day of `now`. */
export function clockText(at: Date, now: Date): string {
  const t = wallTime(at);
  const today = wallTime(now);
  const clock = `${pad(Math.floor(t.minutes / 60))}:${pad(t.minutes % 60)}`;
  const sameDay = t.day === today.day && t.month === today.month && t.year === today.year;
  return sameDay ? clock : `${pad(t.day)}.${pad(t.month)} ${clock}`;
}

/** `2027-01-01` → "01.01.2027". */
const dateText = (iso: string) => iso.split('-').reverse().join('.');

/**
 * What is wrong with an order's time, or null: as soon as possible (`scheduledAt` null) while closed,
 * paused or on a closed date; a scheduled time too soon (lead time plus busy minutes), too far ahead,
 * before the pause ends, on a closed date, or outside the hours.
 */
export function orderTimeProblem(
  restaurant: RestaurantRow,
  scheduledAt: Date | null,
  now: Date,
  rules: Pick<OrderRules, 'lead_minutes' | 'max_days_ahead'>,
): Message | null {
  const schedule = scheduleOf(restaurant);
  const problem = scheduledAt ? checkSlot(schedule, scheduledAt, now, rules) : checkNow(schedule, now);
  switch (problem?.code) {
    case undefined:
      return null;
    case 'tooSoon':
      return { key: 'order.time.tooSoon', params: { minutes: problem.minutes } };
    case 'tooLate':
      return { key: 'order.time.tooLate', params: { days: problem.days } };
    case 'paused':
      return { key: 'order.restaurant.paused', params: { time: clockText(problem.until, now) } };
    case 'closedDate':
      return { key: 'order.time.closedDate', params: { date: dateText(problem.date) } };
    case 'closedNow':
      return 'order.time.closedNow';
    case 'closed':
      return 'order.time.closed';
  }
}
