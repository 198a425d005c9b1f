/**
 * When an order can be made, with the API's numbers (`OrderRules`) and the restaurant's schedule
 * (`hours.ts`: intervals, closed dates, pause). "As soon as possible" only while the restaurant is open and
 * not paused (open ≤ now < close); a scheduled time at least the lead time — plus the kitchen's busy
 * minutes — from now, at most the horizon ahead, inside an interval (closing time included), not on a
 * closed date's hours and not before a pause ends.
 */
import type { OrderRules } from './contract';
import {
  closedReason,
  dateOfDay,
  dayOfIso,
  openings,
  pausedUntil,
  scheduleOf,
  wallMinute,
  type HoursInput,
} from './hours';
import { instantOf } from './instant';

export type SlotProblem =
  | { code: 'tooSoon'; minutes: number }
  | { code: 'tooLate'; days: number }
  | { code: 'paused'; until: Date }
  | { code: 'closedDate'; date: string }
  | { code: 'closed' };

/** Why "as soon as possible" is refused now: paused (until when), a closed date, or closed now. */
export type NowProblem = { code: 'paused'; until: Date } | { code: 'closedDate'; date: string } | { code: 'closedNow' };

const MINUTE = 60_000;
const DAY = 86_400_000;

type LeadRules = Pick<OrderRules, 'lead_minutes' | 'max_days_ahead'>;

/** The lead time of a scheduled order: the rules' plus the restaurant's busy minutes. */
export const leadMinutes = (hours: HoursInput, rules: Pick<OrderRules, 'lead_minutes'>) =>
  rules.lead_minutes + Math.max(0, scheduleOf(hours).busy_minutes ?? 0);

/** What the API says about an order due now ("as soon as possible"), or null when it can be taken. */
export function checkNow(hours: HoursInput, now: Date): NowProblem | null {
  const reason = closedReason(hours, now, false);
  return reason?.code === 'closed' ? { code: 'closedNow' } : reason;
}

/** What the API says about a scheduled time, in its order: too soon, too late, paused, a closed date, closed. */
export function checkSlot(hours: HoursInput, at: Date, now: Date, rules: LeadRules): SlotProblem | null {
  const lead = leadMinutes(hours, rules);
  if (at.getTime() < now.getTime() + lead * MINUTE) return { code: 'tooSoon', minutes: lead };
  if (at.getTime() > now.getTime() + rules.max_days_ahead * DAY) return { code: 'tooLate', days: rules.max_days_ahead };
  return closedReason(hours, at, true);
}

/** The latest moment that may be scheduled. */
export function latestSlot(now: Date, rules: Pick<OrderRules, 'max_days_ahead'>): Date {
  return new Date(now.getTime() + rules.max_days_ahead * DAY);
}

/** The instant of wall-clock minutes since 1970-01-01 in Chișinău (`hours.ts`). */
function instantOfWall(minute: number): Date {
  const n = Math.floor(minute / 1440);
  const { year, month, day } = dateOfDay(n);
  return instantOf(year, month, day, minute - n * 1440);
}

/** The first moment a scheduled order may be due: the lead time (busy minutes included) from now, or a pause's end. */
function firstMoment(hours: HoursInput, now: Date, rules: OrderRules): number {
  const lead = now.getTime() + leadMinutes(hours, rules) * MINUTE;
  return Math.max(lead, pausedUntil(scheduleOf(hours), now)?.getTime() ?? 0);
}

/**
 * The moments on the slot step that the API accepts between `from` and `to` (instants, both included),
 * skipping the gaps between intervals, closed dates and a pause; at most `limit` of them.
 */
function slotsBetween(hours: HoursInput, from: number, to: number, step: number, limit: number): Date[] {
  const out: Date[] = [];
  if (to < from) return out;
  const firstDay = Math.floor(wallMinute(from) / 1440);
  const lastDay = Math.floor(wallMinute(to) / 1440);
  for (const o of openings(hours, firstDay, lastDay)) {
    const start = Math.max(instantOfWall(o.start).getTime(), from);
    const end = Math.min(instantOfWall(o.end).getTime(), to);
    for (let t = Math.ceil(start / step) * step; t <= end; t += step) {
      out.push(new Date(t));
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/**
 * The first moment on the slot step that the API accepts: the lead time (plus busy minutes) from now, or the
 * end of a pause, moved to the next opening when the restaurant is closed then (skipping gaps between
 * intervals and closed dates). Null when none is open within the horizon.
 */
export function earliestSlot(hours: HoursInput, now: Date, rules: OrderRules): Date | null {
  const step = rules.slot_step_minutes * MINUTE;
  return slotsBetween(hours, firstMoment(hours, now, rules), latestSlot(now, rules).getTime(), step, 1)[0] ?? null;
}

/**
 * The times a shop offers on one day (`YYYY-MM-DD` in Chișinău), on the slot step: from the earliest slot,
 * within the intervals opened that day and the night of the day before, up to the horizon; none on a
 * closed date's own hours or during a pause. Every one passes `checkSlot`.
 */
export function slotsOn(hours: HoursInput, isoDate: string, now: Date, rules: OrderRules): Date[] {
  const n = dayOfIso(isoDate);
  if (Number.isNaN(n)) return [];
  const { year, month, day } = dateOfDay(n);
  const dayStart = instantOf(year, month, day, 0).getTime();
  const dayEnd = instantOf(year, month, day, 1440).getTime() - 1;
  const from = Math.max(firstMoment(hours, now, rules), dayStart);
  const to = Math.min(latestSlot(now, rules).getTime(), dayEnd);
  return slotsBetween(hours, from, to, rules.slot_step_minutes * MINUTE, 24 * 60);
}
