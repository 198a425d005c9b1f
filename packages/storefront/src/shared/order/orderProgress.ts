/**
 * An order's progress as the shopper follows it: the steps it went through (its timeline, oldest first),
 * where it stands now, and the steps still ahead on its type's way to the end — the way
 * `@nori/core/orderLifecycle` walks, so the shop never promises a step the API would not take.
 */
import { isFinalState, nextState } from '@nori/core/orderLifecycle';
import type { TimelineStepState } from '@nori/ui';
import type { Order, OrderStatus, OrderTimelineEntry } from '../../api/types';

/** The kit timeline's states: done, current, upcoming, or cancelled (where the order stopped). */
export type ProgressState = TimelineStepState;

export interface ProgressStep {
  status: OrderStatus;
  state: ProgressState;
  /** When it happened; null for a step still ahead. */
  at: string | null;
  /** accepted: when the order should arrive or be ready (the latest promise). */
  promisedAt: string | null;
  /** cancelled: the restaurant's reason. */
  reason: string | null;
}

type ProgressOf = Pick<Order, 'status' | 'order_type' | 'timeline' | 'created_at' | 'promised_at' | 'cancel_reason'>;

/** The last step reached: cancelled where it stopped, done at the end of the way, else current. */
const reachedState = (status: OrderStatus): ProgressState =>
  status === 'cancelled' ? 'cancelled' : isFinalState(status) ? 'done' : 'current';

export function orderProgress(order: ProgressOf): ProgressStep[] {
  // An order from before timelines were kept has none: its state now is all there is to show.
  const history: OrderTimelineEntry[] =
    order.timeline.length > 0
      ? order.timeline
      : [{ status: order.status, at: order.created_at, promised_at: order.promised_at, reason: order.cancel_reason }];
  const last = history.length - 1;
  const steps: ProgressStep[] = history.map((entry, index) => ({
    status: entry.status,
    state: index === last ? reachedState(entry.status) : 'done',
    at: entry.at,
    promisedAt: entry.status === 'accepted' ? (order.promised_at ?? entry.promised_at) : null,
    reason: entry.status === 'cancelled' ? (entry.reason ?? order.cancel_reason) : null,
  }));
  for (
    let status = nextState(order.order_type, history[last]!.status);
    status;
    status = nextState(order.order_type, status)
  ) {
    steps.push({ status, state: 'upcoming', at: null, promisedAt: null, reason: null });
  }
  return steps;
}
