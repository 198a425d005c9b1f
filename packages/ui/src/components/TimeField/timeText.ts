/**
 * TimeField's rules as pure functions: what a person types for a time of day (`9`, `930`, `9.30`,
 * `09:30`) to `HH:mm` on the 24-hour clock, the checks against min, max and the minute step, and
 * stepping the hours or minutes with the arrow keys through the kit's `masks/timeOfDay`.
 */
import { formatTimeText } from '../../masks/dateText';
import { normaliseStep, stepHours, stepMinutes, type TimeOfDay } from '../../masks/timeOfDay';

/** A time of day as `HH:mm`, 24-hour: what the field gives the app and takes from it. */
export type TimeText = string;

export type TimeTextResult = { ok: true; value: TimeText | null } | { ok: false; reason: 'format' };

/** Strictly `HH:mm` on the 24-hour clock, 00:00–23:59. */
const STRICT = /^([01]\d|2[0-3]):([0-5]\d)$/;
// Hours alone, hours and minutes with a separator people use (colon, dot, comma, space, h), or 3–4 digits.
const SEPARATED = /^(\d{1,2})(?:\s*[:.,hH\s]\s*(\d{2}))?$/;
const DIGITS = /^(\d{1,2})(\d{2})$/;

/** Whether `value` is a well-formed `HH:mm`. */
export function isTimeText(value: string): boolean {
  return STRICT.test(value);
}

export function toTimeOfDay(value: TimeText): TimeOfDay {
  const [, hours, minutes] = STRICT.exec(value) ?? ['', '0', '0'];
  return { hours: Number(hours), minutes: Number(minutes) };
}

export function fromTimeOfDay({ hours, minutes }: TimeOfDay): TimeText {
  return formatTimeText(hours, minutes, 24);
}

/** Minutes since midnight, for comparing times. */
export const minutesOf = (value: TimeText) => {
  const { hours, minutes } = toTimeOfDay(value);
  return hours * 60 + minutes;
};

/**
 * `HH:mm` for what was typed, `null` for an empty field, or a format error. Lenient on the way in:
 * `9` → `09:00`, `930` → `09:30`, `9.30` and `9 30` → `09:30`, `2115` → `21:15`. Minutes after a
 * separator need two digits (`9:5` is more likely half-typed than five past nine).
 */
export function parseTimeText(text: string): TimeTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const match = SEPARATED.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (!match) return { ok: false, reason: 'format' };
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return { ok: false, reason: 'format' };
  return { ok: true, value: fromTimeOfDay({ hours, minutes }) };
}

export interface TimeConstraints {
  /** The earliest time accepted, `HH:mm`. */
  min?: TimeText;
  /** The latest time accepted, `HH:mm`. */
  max?: TimeText;
  /** Minutes must be a multiple of this (15: :00, :15, :30, :45). */
  minuteStep?: number;
}

export type TimeProblem = 'beforeMin' | 'afterMax' | 'minuteStep';

/** Which rule a time breaks, if any; min and max first. */
export function checkTime(value: TimeText | null, { min, max, minuteStep = 1 }: TimeConstraints): TimeProblem | null {
  if (value === null) return null;
  if (min && isTimeText(min) && minutesOf(value) < minutesOf(min)) return 'beforeMin';
  if (max && isTimeText(max) && minutesOf(value) > minutesOf(max)) return 'afterMax';
  if (toTimeOfDay(value).minutes % normaliseStep(minuteStep) !== 0) return 'minuteStep';
  return null;
}

export type TimeSegment = 'hours' | 'minutes';

/** The part of `HH:mm` the caret is in: up to and at the colon it is the hours. */
export function segmentAt(text: string, caret: number): TimeSegment {
  const colon = text.indexOf(':');
  return caret <= (colon >= 0 ? colon : 2) ? 'hours' : 'minutes';
}

/**
 * The time one or more arrow presses away. Like a clock's segment spinner (and the DatePicker's time
 * panel), hours wrap around the day and minutes around the hour, snapping to the minute step. An
 * empty field starts at `start` (the field's min, or 00:00) without moving it.
 */
export function stepTime(
  value: TimeText | null,
  segment: TimeSegment,
  steps: number,
  { minuteStep = 1, start = '00:00' }: { minuteStep?: number; start?: TimeText } = {},
): TimeText {
  if (value === null) return isTimeText(start) ? start : '00:00';
  const time = toTimeOfDay(value);
  return fromTimeOfDay(
    segment === 'hours'
      ? { hours: stepHours(time.hours, steps), minutes: time.minutes }
      : { hours: time.hours, minutes: stepMinutes(time.minutes, steps, minuteStep) },
  );
}
