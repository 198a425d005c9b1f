/**
 * The DatePicker's time panel as pure arithmetic: stepping hours and minutes with wrap-around,
 * snapping to the minute step, and converting between the 24-hour clock and 12-hour AM/PM.
 */

export type DayPeriod = 'am' | 'pm';

export interface TimeOfDay {
  /** 0–23 */
  hours: number;
  /** 0–59 */
  minutes: number;
}

const wrap = (value: number, size: number) => ((value % size) + size) % size;

/** 0–23 to the 12-hour clock: 0 → 12 AM, 12 → 12 PM, 23 → 11 PM. */
export function to12Hour(hours: number): { hour: number; period: DayPeriod } {
  return { hour: hours % 12 === 0 ? 12 : hours % 12, period: hours < 12 ? 'am' : 'pm' };
}

/** The 12-hour clock (1–12 and a period) to 0–23. */
export function to24Hour(hour: number, period: DayPeriod): number {
  return (hour % 12) + (period === 'pm' ? 12 : 0);
}

/**
 * The hour `steps` later (negative: earlier), wrapping 23 → 0. The 12-hour display steps the same
 * way, so "later hour" from 11 AM is 12 PM rather than midnight.
 */
export function stepHours(hours: number, steps: number): number {
  return wrap(hours + steps, 24);
}

/**
 * The minutes `steps` steps of `minuteStep` later (negative: earlier), wrapping within the hour as
 * the minutes field of a clock does. Minutes off the step snap to it first: with a 15-minute step,
 * one step up from :07 is :15 and one step down is :00.
 */
export function stepMinutes(minutes: number, steps: number, minuteStep = 1): number {
  const step = normaliseStep(minuteStep);
  const slots = Math.ceil(60 / step);
  if (steps === 0) return minutes;
  if (minutes % step === 0) return wrap(minutes / step + steps, slots) * step;
  // Off the step: snapping to the next (or previous) slot is the first step.
  const snapped = steps > 0 ? Math.ceil(minutes / step) : Math.floor(minutes / step);
  return wrap(snapped + steps - Math.sign(steps), slots) * step;
}

/** Flips AM and PM, keeping the hour on the clock face. */
export function togglePeriod(hours: number): number {
  return wrap(hours + 12, 24);
}

/** Minute steps that divide the hour make sense; anything else falls back to 1. */
export function normaliseStep(minuteStep: number): number {
  return Number.isInteger(minuteStep) && minuteStep >= 1 && minuteStep <= 60 ? minuteStep : 1;
}

/** The nearest minute on the step at or before `minutes`. */
export function floorToStep(minutes: number, minuteStep = 1): number {
  const step = normaliseStep(minuteStep);
  return Math.floor(minutes / step) * step;
}

export function getTimeOfDay(date: Date): TimeOfDay {
  return { hours: date.getHours(), minutes: date.getMinutes() };
}

/** The same day at another time. */
export function withTimeOfDay(date: Date, time: TimeOfDay): Date {
  const next = new Date(date.getTime());
  next.setHours(time.hours, time.minutes, 0, 0);
  return next;
}
