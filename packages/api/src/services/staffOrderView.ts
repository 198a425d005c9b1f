// The staff view of orders (`StaffOrder` in the OpenAPI document): the shopper's `Order` plus what the
// kitchen needs and the full history with who did what. Built from the rows in three queries for any
// number of orders. `acceptWithinMinutes` is ORDER_ALERT_MINUTES: how long a new order may wait in the kitchen
// before the restaurant is rung, so the board marks it late at the same moment (`accept_by`).
import type { Locale } from '../i18n';
import type { OrderEvent } from './events';
import { orderView, type Order, type OrderService } from './orders';
import type { StaffService } from './staff';

export async function staffOrderViews(
  { orders, staff, acceptWithinMinutes }: { orders: OrderService; staff: StaffService; acceptWithinMinutes: number },
  list: Order[],
  locale: Locale,
) {
  const { items, events, offers } = await orders.details(list.map((o) => o.id));
  const staffIds = [...new Set([...events.values()].flat().flatMap((e) => (e.staffId ? [e.staffId] : [])))];
  const names = new Map((await staff.namesOf(staffIds)).map((s) => [s.id, s.name]));
  const entry = (e: OrderEvent) => ({
    id: e.id,
    type: e.type,
    status: e.status,
    from_status: e.fromStatus,
    at: e.createdAt.toISOString(),
    actor: e.actor,
    staff: e.staffId ? { id: e.staffId, name: names.get(e.staffId) ?? '' } : null,
    reason: e.reason,
    promised_at: e.promisedAt?.toISOString() ?? null,
  });
  return list.map((o) => ({
    ...orderView(o, items.get(o.id) ?? [], events.get(o.id) ?? [], offers.get(o.id) ?? [], locale),
    locale: o.locale,
    release_at: o.releaseAt.toISOString(),
    released_at: o.releasedAt?.toISOString() ?? null,
    accept_by: o.releasedAt ? new Date(o.releasedAt.getTime() + acceptWithinMinutes * 60_000).toISOString() : null,
    alerted_at: o.alertedAt?.toISOString() ?? null,
    updated_at: o.updatedAt.toISOString(),
    history: (events.get(o.id) ?? []).map(entry),
  }));
}

export type StaffOrderView = Awaited<ReturnType<typeof staffOrderViews>>[number];
