// Order events: every change of an order is one row of `order_events`, written inside the transaction that
// made the change, and announced to every API process with PostgreSQL's NOTIFY (delivered at commit, so
// a listener never hears of a change that was rolled back).
//
// Why an advisory lock: ids come from a sequence when the row is inserted, but transactions commit in any
// order, so without it event 12 could become visible after a stream had already sent 13 and resumed from
// it — 12 would be lost. Taking one transaction-scoped lock just before the insert makes events commit in
// id order. The lock, the insert and the notice are one statement at the end of the transaction, so the
// lock is held for that statement and the commit only.
import { and, asc, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { OrderActor, OrderState } from '@nori/core/orderLifecycle';
import type { Db, Tx } from '../db/client';
import { orderEvents } from '../db/schema';

export type OrderEvent = typeof orderEvents.$inferSelect;
export type NewOrderEvent = {
  orderId: number;
  restaurantId: number;
  type: 'status' | 'released';
  status: OrderState;
  fromStatus?: OrderState | null;
  actor: OrderActor;
  staffId?: number | null;
  reason?: string | null;
  promisedAt?: Date | null;
  createdAt: Date;
};

/** The NOTIFY channel every API process listens on. */
export const EVENTS_CHANNEL = 'nori_order_events';
const EVENT_ORDER_LOCK = 4005;

/** What NOTIFY carries: enough for a process to tell which of its streams care (8 kB at most). */
export type EventNotice = { id: number; order_id: number; restaurant_id: number; type: OrderEvent['type'] };

/** Appends an event inside `tx` and announces it at commit. */
export async function recordEvent(tx: Tx, event: NewOrderEvent): Promise<OrderEvent> {
  // One statement, one round trip: the lock is taken in the FROM clause, before the identity default
  // draws the id, and the notice is queued by RETURNING (NOTIFY is delivered at commit).
  const result = (await tx.execute(sql`
    insert into ${orderEvents}
      (order_id, restaurant_id, type, status, from_status, actor, staff_id, reason, promised_at, created_at)
    select ${event.orderId}, ${event.restaurantId}, ${event.type}, ${event.status}, ${event.fromStatus ?? null},
           ${event.actor}, ${event.staffId ?? null}, ${event.reason ?? null}, ${event.promisedAt?.toISOString() ?? null}::timestamptz,
           ${event.createdAt.toISOString()}::timestamptz
    from (select pg_advisory_xact_lock(${EVENT_ORDER_LOCK})) as ordered
    returning id, pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'id', id, 'order_id', order_id, 'restaurant_id', restaurant_id, 'type', type)::text)
  `)) as unknown as { rows?: { id: string | number }[] } & { id: string | number }[];
  const [row] = result.rows ?? [...result];
  if (!row) throw new Error('order event insert returned nothing');
  return {
    id: Number(row.id),
    orderId: event.orderId,
    restaurantId: event.restaurantId,
    type: event.type,
    status: event.status,
    fromStatus: event.fromStatus ?? null,
    actor: event.actor,
    staffId: event.staffId ?? null,
    reason: event.reason ?? null,
    promisedAt: event.promisedAt ?? null,
    createdAt: event.createdAt,
    notifiedAt: null,
  };
}

/** An order's history, oldest first. */
export async function eventsOf(db: Db | Tx, orderIds: number[]): Promise<Map<number, OrderEvent[]>> {
  const map = new Map<number, OrderEvent[]>();
  if (!orderIds.length) return map;
  const rows = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

export type EventScope = { orderId: number } | { restaurantIds: number[] | 'all' };

const after = (afterId: number, scope: EventScope) =>
  'orderId' in scope
    ? and(eq(orderEvents.orderId, scope.orderId), gt(orderEvents.id, afterId))
    : scope.restaurantIds === 'all'
      ? gt(orderEvents.id, afterId)
      : and(inArray(orderEvents.restaurantId, scope.restaurantIds), gt(orderEvents.id, afterId));

/** Events after `afterId` for a stream's scope (one order, or some restaurants: 'all' for an owner), oldest first. */
export async function eventsSince(db: Db, afterId: number, scope: EventScope, limit = 500): Promise<OrderEvent[]> {
  return db.select().from(orderEvents).where(after(afterId, scope)).orderBy(asc(orderEvents.id)).limit(limit);
}

/** How many events of the scope follow `afterId`, counting no further than `cap` (ids only, from the index). */
export async function countSince(db: Db, afterId: number, scope: EventScope, cap: number): Promise<number> {
  const ids = db.select({ id: orderEvents.id }).from(orderEvents).where(after(afterId, scope)).limit(cap).as('ids');
  const [row] = await db.select({ n: count() }).from(ids);
  return row?.n ?? 0;
}

/** The newest event id (0 when there is none): a stream that starts now resumes from it. */
export async function lastEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
  return Number(row?.id ?? 0);
}
