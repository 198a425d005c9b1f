/**
 * From a Chișinău wall-clock time to the instant, the direction with the daylight-saving switches' gaps and
 * repeats, on `@date-fns/tz` (its `TZDateMini`, without the formatting half of the library).
 */
import { TZDateMini } from '@date-fns/tz/date/mini';
import { BUSINESS_TIME_ZONE } from './time';

/**
 * The instant of a Chișinău wall-clock time; `minutes` may run past midnight (24 × 60 is the next day's
 * midnight). A time the spring switch skips is moved forward by the switch, as clocks are.
 */
export function instantOf(year: number, month: number, day: number, minutes: number): Date {
  // Like Date's constructor, TZDateMini carries hours past 23 into the next days.
  return new Date(
    new TZDateMini(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, BUSINESS_TIME_ZONE).getTime(),
  );
}
