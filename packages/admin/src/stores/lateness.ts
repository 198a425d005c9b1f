// When an order on the board is late, and by how much: a new one once the API's `accept_by` has passed (the
// moment the restaurant is rung, ORDER_ALERT_MINUTES after it reached the kitchen), any other once its
// promised time has. The board, its tickets and its tests share these.
import type { StaffOrder } from '@nori/core/contract';

type Timed = Pick<StaffOrder, 'status' | 'accept_by' | 'promised_at' | 'release_at'>;

/** Minutes between now and an instant, rounded to the nearest (negative: in the past). */
export const minutesFrom = (iso: string, now: number) => Math.round((Date.parse(iso) - now) / 60_000);

/** Whether the order is past its time at `now` (a scheduled one not yet in the kitchen never is). */
export function isLate(order: Timed, now: number): boolean {
  if (order.status === 'placed') return order.accept_by !== null && Date.parse(order.accept_by) < now;
  return order.promised_at !== null && Date.parse(order.promised_at) < now;
}

/** How many minutes past its time a late order is (at least 1). */
export const lateMinutes = (order: Timed, now: number) =>
  Math.max(
    1,
    -minutesFrom(
      order.status === 'placed' ? (order.accept_by ?? order.release_at) : (order.promised_at ?? order.release_at),
      now,
    ),
  );
