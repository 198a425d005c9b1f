// Opening hours and order times, in Chișinău's wall-clock time.
import type { OpeningHours } from '../db/schema';
import { chisinauTime } from './clock';

const minutesOf = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Whether the restaurant is open at `at` (open ≤ time < close, same day). */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const local = chisinauTime(at);
  const today = hours.find((h) => h.day === local.weekday);
  if (!today) return false;
  return local.minutes >= minutesOf(today.open) && local.minutes < minutesOf(today.close);
}

/** Whether a scheduled time falls inside the day's hours (closing time itself included). */
export function isWithinHours(hours: OpeningHours, at: Date): boolean {
  const local = chisinauTime(at);
  const today = hours.find((h) => h.day === local.weekday);
  if (!today) return false;
  return local.minutes >= minutesOf(today.open) && local.minutes <= minutesOf(today.close);
}
