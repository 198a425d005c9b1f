// Placing orders. The order is priced and checked by quoteOrder, bonuses are spent atomically, and
// `Idempotency-Key` retries are safe: the first request to claim a key creates the
// order in the same transaction; every later request with the key gets that order back.
import { canonicalJson } from '@nori/core';
import type { OrderState } from '@nori/core/orderLifecycle';
import { and, count, desc, eq, gte, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import {
  bonusTransactions,
  idempotencyKeys,
  orderItems,
  orderOffers,
  orders,
  users,
  type OrderRow,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import type { Clock } from './clock';
import { randomToken, sha256Hex, trackToken } from './crypto';
import { eventsOf, type OrderEvent } from './events';
import type { LifecycleService } from './lifecycle';
import { quoteOrder, type OrderInput } from './orderQuote';
import type { User } from './users';
import { toMdl as mdl } from '@nori/core/money';

export type { OrderRow as Order } from '../db/schema';
type Order = OrderRow;
type Item = typeof orderItems.$inferSelect;
export type AppliedOfferRow = typeof orderOffers.$inferSelect;

export function createOrderService(db: Db, clock: Clock, config: Config, lifecycle: LifecycleService) {
  /**
   * When the kitchen should start: now for an order due as soon as possible, else the scheduled time less
   * the preparation time (and the area's delivery time for a delivery).
   */
  const releaseAt = (scheduledAt: Date | null, deliveryMinutes: number, now: Date) =>
    scheduledAt
      ? new Date(
          Math.max(now.getTime(), scheduledAt.getTime() - (config.kitchenPrepMinutes + deliveryMinutes) * 60_000),
        )
      : now;

  async function insertOrder(tx: Tx, user: User | null, input: OrderInput, locale: Locale, now: Date) {
    const { lines, gifts, applied, priced, restaurant, region, scheduledAt } = await quoteOrder(
      tx,
      config,
      user,
      input,
      now,
    );
    const trackSalt = randomToken();
    const release = releaseAt(scheduledAt, input.order_type === 'delivery' ? (region?.deliveryMinutes ?? 0) : 0, now);
    const placed = input.payment_type !== 'card_online';
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user?.id ?? null,
        status: placed ? 'placed' : 'awaiting_payment',
        orderType: input.order_type,
        paymentType: input.payment_type,
        regionId: region?.id ?? null,
        restaurantId: restaurant.id,
        address: input.order_type === 'delivery' ? (input.address ?? null) : null,
        scheduledAt,
        contactName: input.contact.name,
        contactPhone: input.contact.phone,
        comment: input.comment ?? null,
        locale,
        subtotal: priced.subtotal,
        deliveryFee: priced.deliveryFee,
        bonusesSpent: priced.bonuses,
        discount: priced.discount,
        deliveryDiscount: priced.deliveryDiscount,
        total: priced.total,
        createdAt: now,
        updatedAt: now,
        releaseAt: release,
        // Due now: the kitchen sees it at once (a scheduled one waits for its release job).
        releasedAt: placed && release <= now ? now : null,
        trackSalt,
        trackTokenHash: sha256Hex(trackToken(config.authSecret, trackSalt)),
      })
      .returning();
    if (!order) throw new Error('order insert returned nothing');
    // The lines, the gifts at 0, and each applied offer with what it took off: the price as placed, kept
    // whatever the offer becomes.
    const [items, offers] = await Promise.all([
      tx
        .insert(orderItems)
        .values([...lines.map((l) => l.item), ...gifts].map((item) => ({ ...item, orderId: order.id })))
        .returning(),
      applied.length
        ? tx
            .insert(orderOffers)
            .values(applied.map((a) => ({ ...a, orderId: order.id })))
            .returning()
        : Promise.resolve([]),
    ]);

    if (user && priced.bonuses > 0) {
      // The balance only ever moves by a conditional update, so concurrent spending cannot overdraw it
      // (and a CHECK constraint stands behind it).
      const [spent] = await tx
        .update(users)
        .set({ bonusBalance: sql`${users.bonusBalance} - ${priced.bonuses}` })
        .where(and(eq(users.id, user.id), sql`${users.bonusBalance} >= ${priced.bonuses}`))
        .returning({ id: users.id });
      if (!spent) throw new ApiError(422, 'error.validation', {}, { bonuses: ['order.bonuses.insufficient'] });
      await tx
        .insert(bonusTransactions)
        .values({ userId: user.id, amount: -priced.bonuses, kind: 'spend', orderId: order.id, createdAt: now });
    }
    return { order, items, offers };
  }

  return {
    /** Creates the order, or returns the one this key already made. */
    async create(
      user: User | null,
      input: OrderInput,
      key: string,
      locale: Locale,
    ): Promise<{
      order: Order;
      replayed: boolean;
      items?: Item[];
      events?: OrderEvent[];
      offers?: AppliedOfferRow[];
    }> {
      const now = clock.now();
      const requestHash = sha256Hex(canonicalJson({ user: user?.id ?? null, input }));
      const result = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ key, requestHash, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!claimed) {
          // Another request holds or held this key; on PostgreSQL the insert above waited for it to commit.
          const [existing] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
          if (!existing || existing.requestHash !== requestHash || !existing.orderId)
            return { mismatch: true as const };
          const [order] = await tx.select().from(orders).where(eq(orders.id, existing.orderId));
          if (!order) return { mismatch: true as const };
          return { order, replayed: true };
        }
        const { order, items, offers } = await insertOrder(tx, user, input, locale, now);
        await tx.update(idempotencyKeys).set({ orderId: order.id }).where(eq(idempotencyKeys.key, key));
        // Last, because the event takes the lock that orders all events until this transaction commits.
        const event = await lifecycle.created(tx, order);
        return { order, items, offers, events: [event], replayed: false };
      });
      if ('mismatch' in result) throw new ApiError(422, 'order.idempotencyKey.mismatch');
      return result;
    },

    async items(orderIds: number[]): Promise<Map<number, Item[]>> {
      const map = new Map<number, Item[]>();
      if (!orderIds.length) return map;
      const rows = await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.id);
      for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
      return map;
    },

    /** The customer's own order; anyone else's is indistinguishable from a missing one. */
    async own(user: User, id: number): Promise<Order> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, user.id)));
      if (!order) throw new ApiError(404, 'order.notFound');
      return order;
    },

    async byId(id: number): Promise<Order | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      return order;
    },

    /**
     * Orders in some states (of some restaurants; null: all), newest first, paged by id; optionally placed
     * within [from, to), whose shopper's phone holds some digits, or one number.
     */
    async list(q: {
      statuses: OrderState[];
      restaurantIds: number[] | null;
      before?: number | undefined;
      limit: number;
      from?: Date | undefined;
      to?: Date | undefined;
      phoneDigits?: string | undefined;
      id?: number | undefined;
    }) {
      const where = [inArray(orders.status, q.statuses)];
      if (q.restaurantIds) where.push(inArray(orders.restaurantId, q.restaurantIds.length ? q.restaurantIds : [0]));
      if (q.before) where.push(lt(orders.id, q.before));
      if (q.from) where.push(gte(orders.createdAt, q.from));
      if (q.to) where.push(lt(orders.createdAt, q.to));
      if (q.id) where.push(eq(orders.id, q.id));
      // Digits only: LIKE's own wildcards cannot reach the pattern.
      if (q.phoneDigits) where.push(like(orders.contactPhone, `%${q.phoneDigits.replace(/\D/g, '')}%`));
      return db
        .select()
        .from(orders)
        .where(and(...where))
        .orderBy(desc(orders.id))
        .limit(q.limit);
    },

    /** The order behind a private read link, or a 404 (an unknown token is indistinguishable). */
    async tracked(token: string): Promise<Order> {
      if (!/^[\w-]{20,100}$/.test(token)) throw new ApiError(404, 'order.notFound');
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.trackTokenHash, sha256Hex(token)));
      if (!order) throw new ApiError(404, 'order.notFound');
      return order;
    },

    /** The private read link of an order: a path on the shop in the order's language. */
    tracking(order: Order) {
      const token = trackToken(config.authSecret, order.trackSalt);
      const prefix = order.locale === 'ro' ? '' : `/${order.locale}`;
      return { token, url: `${config.publicSiteUrl}${prefix}/track/${token}` };
    },

    /** The offers several orders got, each order's in the order they applied. */
    async offers(orderIds: number[]): Promise<Map<number, AppliedOfferRow[]>> {
      const map = new Map<number, AppliedOfferRow[]>();
      if (!orderIds.length) return map;
      const rows = await db
        .select()
        .from(orderOffers)
        .where(inArray(orderOffers.orderId, orderIds))
        .orderBy(orderOffers.orderId, orderOffers.position);
      for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
      return map;
    },

    /** Items, offers and history of several orders, for their views. */
    async details(orderIds: number[]) {
      const [items, events, offers] = await Promise.all([
        this.items(orderIds),
        eventsOf(db, orderIds),
        this.offers(orderIds),
      ]);
      return { items, events, offers };
    },

    async history(user: User, page: number, perPage: number) {
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.userId, user.id))
          .orderBy(desc(orders.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id)),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    async review(user: User, id: number, rating: number, text: string | null | undefined): Promise<Order> {
      const order = await this.own(user, id);
      if (order.status === 'awaiting_payment') throw new ApiError(409, 'order.review.notYet');
      if (order.status === 'cancelled') throw new ApiError(409, 'order.review.cancelled');
      const [updated] = await db
        .update(orders)
        .set({ reviewRating: rating, reviewText: text ?? null, reviewedAt: clock.now() })
        .where(and(eq(orders.id, id), isNull(orders.reviewedAt)))
        .returning();
      if (!updated) throw new ApiError(409, 'order.review.exists');
      return updated;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

export function orderView(
  order: Order,
  items: Item[],
  events: OrderEvent[],
  offers: AppliedOfferRow[],
  locale: Locale,
) {
  return {
    id: order.id,
    status: order.status,
    order_type: order.orderType,
    payment_type: order.paymentType,
    region_id: order.regionId,
    restaurant_id: order.restaurantId,
    address: order.address,
    scheduled_at: order.scheduledAt?.toISOString() ?? null,
    contact: { name: order.contactName, phone: order.contactPhone },
    comment: order.comment,
    items: items.map((i) => ({
      product_id: i.productId,
      slug: i.slug,
      name: i.name[locale],
      price: mdl(i.unitPrice),
      quantity: i.quantity,
      modifiers: i.modifiers.map((m) => ({
        id: m.id,
        name: m.name[locale],
        price: mdl(m.price),
        quantity: m.quantity,
      })),
      line_total: mdl(i.lineTotal),
    })),
    subtotal: mdl(order.subtotal),
    delivery_fee: mdl(order.deliveryFee),
    bonuses_spent: mdl(order.bonusesSpent),
    discount: mdl(order.discount),
    delivery_discount: mdl(order.deliveryDiscount),
    offers: offers.map((o) => ({
      code: o.code,
      title: o.title[locale],
      discount: mdl(o.discount),
      delivery_discount: mdl(o.deliveryDiscount),
    })),
    total: mdl(order.total),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    promised_at: order.promisedAt?.toISOString() ?? null,
    cancel_reason: order.cancelReason,
    timeline: events
      .filter((e) => e.type === 'status')
      .map((e) => ({
        status: e.status,
        at: e.createdAt.toISOString(),
        promised_at: e.promisedAt?.toISOString() ?? null,
        reason: e.reason,
      })),
    review: order.reviewedAt ? { rating: order.reviewRating ?? 0, text: order.reviewText } : null,
  };
}

export type OrderView = ReturnType<typeof orderView>;
