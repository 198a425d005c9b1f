// What the live streams send: for an order event, the event and the order's current view, as the JSON of
// one SSE message. Shoppers get the public `Order` and never the kitchen-only `released` events; staff get
// `StaffOrder` (history with names). A notice is turned into a message once per process, audience and
// language, however many streams follow it; a replay reads the log a page at a time.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders as orderRows } from '../db/schema';
import type { Locale } from '../i18n';
import { countSince, eventsOf, eventsSince, lastEventId, type EventNotice, type EventScope } from './events';
import { orderView, type OrderService } from './orders';
import type { StaffService } from './staff';
import { staffOrderViews } from './staffOrderView';

export type FeedAudience = 'shopper' | 'staff';
export type FeedScope = EventScope;
/** One SSE message: `id` is the order_events id, `data` the JSON sent. */
export type FeedMessage = { id: number; data: string };
type EventRef = { id: number; orderId: number };

const PAGE = 500;

export const shopperSees = (type: EventNotice['type']) => type === 'status';

export function createOrderFeed({
  db,
  orders,
  staff,
  acceptWithinMinutes,
}: {
  db: Db;
  orders: OrderService;
  staff: StaffService;
  /** ORDER_ALERT_MINUTES (staffOrderView.ts). */
  acceptWithinMinutes: number;
}) {
  const shared = new WeakMap<EventNotice, Map<string, Promise<FeedMessage | null>>>();

  /** Messages for events, in the order given; null for an event that is gone (its order was deleted). */
  async function build(audience: FeedAudience, locale: Locale, refs: EventRef[]): Promise<(FeedMessage | null)[]> {
    const ids = [...new Set(refs.map((r) => r.orderId))];
    if (!ids.length) return [];
    const list = await db.select().from(orderRows).where(inArray(orderRows.id, ids));
    if (audience === 'staff') {
      const views = new Map(
        (await staffOrderViews({ orders, staff, acceptWithinMinutes }, list, locale)).map((v) => [v.id, v]),
      );
      return refs.map((ref) => {
        const order = views.get(ref.orderId);
        const event = order?.history.find((e) => e.id === ref.id);
        return order && event ? { id: ref.id, data: JSON.stringify({ event, order }) } : null;
      });
    }
    const { items, events, offers } = await orders.details(ids);
    const byId = new Map(list.map((o) => [o.id, o]));
    return refs.map((ref) => {
      const order = byId.get(ref.orderId);
      const event = events.get(ref.orderId)?.find((e) => e.id === ref.id);
      if (!order || !event) return null;
      const view = orderView(
        order,
        items.get(order.id) ?? [],
        events.get(order.id) ?? [],
        offers.get(order.id) ?? [],
        locale,
      );
      const summary = {
        id: event.id,
        type: event.type,
        status: event.status,
        at: event.createdAt.toISOString(),
        promised_at: event.promisedAt?.toISOString() ?? null,
        reason: event.reason,
      };
      return { id: ref.id, data: JSON.stringify({ event: summary, order: view }) };
    });
  }

  return {
    /**
     * The message for a live notice. The bus hands the same notice object to every stream it concerns, so
     * the message is built once per notice, audience and language, and forgotten with the notice.
     */
    live(audience: FeedAudience, locale: Locale, notice: EventNotice): Promise<FeedMessage | null> {
      const key = `${audience}:${locale}`;
      const built = shared.get(notice) ?? new Map<string, Promise<FeedMessage | null>>();
      shared.set(notice, built);
      let message = built.get(key);
      if (!message) {
        message = build(audience, locale, [{ id: notice.id, orderId: notice.order_id }]).then(([m]) => m ?? null);
        // A failure is not kept: the next stream asks again.
        message.catch(() => built.delete(key));
        built.set(key, message);
      }
      return message;
    },

    /** The log after `after`, a page of messages at a time, oldest first. */
    async *since(audience: FeedAudience, locale: Locale, scope: FeedScope, after: number) {
      let cursor = after;
      for (;;) {
        const page = await eventsSince(db, cursor, scope, PAGE);
        const wanted = page.filter((e) => audience === 'staff' || shopperSees(e.type));
        const messages = await build(
          audience,
          locale,
          wanted.map((e) => ({ id: e.id, orderId: e.orderId })),
        );
        yield messages.filter((m): m is FeedMessage => m !== null);
        if (page.length < PAGE) return;
        cursor = page[page.length - 1]!.id;
      }
    },

    /** Whether more than `count` events of the scope follow `after`. */
    async moreThan(scope: FeedScope, after: number, count: number): Promise<boolean> {
      return (await countSince(db, after, scope, count + 1)) > count;
    },

    lastEventId: () => lastEventId(db),

    /** Where a shopper's new stream starts: just before the order's latest change, so that is sent first. */
    async beforeLatest(orderId: number): Promise<number> {
      const latest = (await eventsOf(db, [orderId])).get(orderId)?.findLast((e) => shopperSees(e.type));
      return latest ? latest.id - 1 : 0;
    },
  };
}

export type OrderFeed = ReturnType<typeof createOrderFeed>;
