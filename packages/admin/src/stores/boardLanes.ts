// Where an order stands on the board: its lane (scheduled orders wait in their own until their preparation
// time; finished ones leave), the order within a lane (due first), and whether someone must notice it.
import type { StaffOrder, StaffOrderEvent } from '@nori/core/contract';
import { isFinalState } from '@nori/core/orderLifecycle';

/** The board's lanes, left to right. */
export const LANES = ['scheduled', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const;
export type Lane = (typeof LANES)[number];

/** The system accepting a placed order: the restaurant auto-accepts. */
export const isAutoAcceptance = (event: StaffOrderEvent) =>
  event.type === 'status' && event.status === 'accepted' && event.from_status === 'placed' && event.actor === 'system';

/**
 * An order someone in the kitchen must notice: placed and waiting, or accepted by auto-accept and not yet
 * moved on — it rings like a new one until someone says "seen", though nobody has to accept it.
 */
export function awaitsAttention(order: StaffOrder): boolean {
  if (order.status === 'placed') return true;
  const last = order.history.findLast((e) => e.type === 'status');
  return order.status === 'accepted' && last !== undefined && isAutoAcceptance(last);
}

/** Whether a change from the stream brings an order to the kitchen's attention (new, released, auto-accepted). */
export const arrives = (event: StaffOrderEvent) =>
  event.type === 'released' || (event.status === 'placed' && event.from_status !== 'placed') || isAutoAcceptance(event);

/** The lane an order shows in; null once it has left the board (finished, or not paid yet). */
export function laneOf(order: StaffOrder): Lane | null {
  if (isFinalState(order.status) || order.status === 'awaiting_payment') return null;
  if (order.status === 'placed' && order.released_at === null) return 'scheduled';
  return order.status as Lane;
}

/** Orders in a lane, the one due first on top. */
const byDue = (a: StaffOrder, b: StaffOrder) =>
  (a.promised_at ?? a.release_at).localeCompare(b.promised_at ?? b.release_at) || a.id - b.id;

/** Every lane's orders, due first on top. */
export function lanesOf(orders: Iterable<StaffOrder>): Record<Lane, StaffOrder[]> {
  const lanes = Object.fromEntries(LANES.map((lane) => [lane, [] as StaffOrder[]])) as Record<Lane, StaffOrder[]>;
  for (const order of orders) {
    const lane = laneOf(order);
    if (lane) lanes[lane].push(order);
  }
  for (const lane of LANES) lanes[lane].sort(byDue);
  return lanes;
}
