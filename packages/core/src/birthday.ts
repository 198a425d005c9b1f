/**
 * The birthday rule (spec §5, §9): a real day from 1900 on, of someone 18 or older, fixed once set. The
 * API refuses any other with a 422 under `birthday`; the shop's date picker offers no other.
 */

/** The youngest a customer may be, in years. */
export const MIN_AGE = 18;

/** The earliest birthday taken, `YYYY-MM-DD`. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/**
 * Whether someone born on `birthday` is MIN_AGE or older on `today` (both `YYYY-MM-DD`). Born on
 * 29 February, one turns 18 on 1 March of a common year.
 */
export function isAdult(birthday: string, today: string): boolean {
  const [year, rest] = [Number(birthday.slice(0, 4)), birthday.slice(4)];
  return `${year + MIN_AGE}${rest}` <= today;
}

/**
 * The latest birthday of someone MIN_AGE or older on `today`, as a local calendar day (the date picker's
 * `max`): the same day MIN_AGE years earlier, or the month's last day when that year has no such day
 * (on 29 February the latest is 28 February: born on 1 March, one is 18 only tomorrow).
 */
export function latestBirthday(today: Date): Date {
  const year = today.getFullYear() - MIN_AGE;
  const lastDay = new Date(year, today.getMonth() + 1, 0).getDate();
  return new Date(year, today.getMonth(), Math.min(today.getDate(), lastDay));
}

/** EARLIEST_BIRTHDAY as a local calendar day (the date picker's `min`). */
export function earliestBirthday(): Date {
  const [year, month, day] = EARLIEST_BIRTHDAY.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
