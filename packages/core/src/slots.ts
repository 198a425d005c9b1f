/**
 * When an order can be made. "As soon as possible" only while the restaurant is open (open ≤ now < close);
 * a scheduled time at least the lead time from now, at most the horizon ahead, inside that day's hours
 * (closing time included), with the API's numbers (`OrderRules`).
 */
import type { OpeningHoursDay, OrderRules } from './contract';
import { hoursOn, isWithinHours } from './hours';
import { instantOf } from './instant';
import { wallTime } from './time';

export type SlotProblem = { code: 'tooSoon'; minutes: number } | { code: 'tooLate'; days: number } | { code: 'closed' };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** What the API says about a scheduled time, in its order: too soon, too late, closed. */
export function checkSlot(
  hours: readonly OpeningHoursDay[],
  at: Date,
  now: Date,
  rules: Pick<OrderRules, 'lead_minutes' | 'max_days_ahead'>,
): SlotProblem | null {
  if (at.getTime() < now.getTime() + rules.lead_minutes * MINUTE)
    return { code: 'tooSoon', minutes: rules.lead_minutes };
  if (at.getTime() > now.getTime() + rules.max_days_ahead * DAY) return { code: 'tooLate', days: rules.max_days_ahead };
  if (!isWithinHours(hours, at)) return { code: 'closed' };
  return null;
}

/** The latest moment that may be scheduled. */
export function latestSlot(now: Date, rules: Pick<OrderRules, 'max_days_ahead'>): Date {
  return new Date(now.getTime() + rules.max_days_ahead * DAY);
}

/**
 * The first moment on the slot step that the API accepts: the lead time from now, moved to the next
 * opening when the restaurant is closed then. Null when none is open within the horizon.
 */
export function earliestSlot(hours: readonly OpeningHoursDay[], now: Date, rules: OrderRules): Date | null {
  const step = rules.slot_step_minutes * MINUTE;
  let candidate = new Date(Math.ceil((now.getTime() + rules.lead_minutes * MINUTE) / step) * step);
  const last = latestSlot(now, rules).getTime();
  for (let i = 0; i <= rules.max_days_ahead + 1; i++) {
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
