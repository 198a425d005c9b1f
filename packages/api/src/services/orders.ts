// Placing orders. The server prices everything from the database, checks every field, spends bonuses
// atomically, and makes `Idempotency-Key` retries safe: the first request to claim a key creates the
// order in the same transaction; every later request with the key gets that order back.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import {
  bonusTransactions,
  idempotencyKeys,
  modifiers as modifiersTable,
  orderItems,
  orders,
  paymentTypes,
  productModifiers,
  products,
  regions,
  restaurants,
  users,
  type Address,
  type OrderItemModifier,
} from '../db/schema';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import type { Locale } from '../i18n';
import type { Clock } from './clock';
import { sha256Hex } from './crypto';
import { isOpenAt, isWithinHours } from './hours';
import { lineTotal, maxBonusesFor, quote, type LineInput } from './pricing';
import type { User } from './users';

export type OrderInput = {
  items: { product_id: number; quantity: number; modifiers: { id: number; quantity: number }[] }[];
  order_type: 'delivery' | 'pickup';
  region_id?: number | null | undefined;
  address?: Address | null | undefined;
  restaurant_id?: number | null | undefined;
  scheduled_at?: string | null | undefined;
  payment_type: 'card_online' | 'cash' | 'card_courier';
  /** MDL */
  bonuses: number;
  comment?: string | null | undefined;
  contact: { name: string; phone: string };
};

export type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

/** Stable JSON (sorted keys), so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

class Problems {
  fields: FieldErrors = Object.create(null) as FieldErrors;
  add(field: string, message: Message) {
    (this.fields[field] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.fields).length) throw new ApiError(422, 'error.validation', {}, this.fields);
  }
}

export function createOrderService(db: Db, clock: Clock, config: Config) {
  /** Prices and checks an order inside the caller's transaction; throws a 422 listing every problem. */
  async function price(tx: Tx, user: User | null, input: OrderInput, now: Date) {
    const problems = new Problems();
    const productIds = [...new Set(input.items.map((i) => i.product_id))];
    const [found, links, allModifiers, [paymentType]] = await Promise.all([
      tx.select().from(products).where(inArray(products.id, productIds)),
      tx.select().from(productModifiers).where(inArray(productModifiers.productId, productIds)),
      tx.select().from(modifiersTable),
      tx.select().from(paymentTypes).where(eq(paymentTypes.code, input.payment_type)),
    ]);
    const productById = new Map(found.map((p) => [p.id, p]));
    const modifierById = new Map(allModifiers.map((m) => [m.id, m]));

    const lines: (LineInput & { item: Omit<typeof orderItems.$inferInsert, 'orderId'> })[] = [];
    input.items.forEach((item, i) => {
      const product = productById.get(item.product_id);
      if (!product || !product.isAvailable) {
        problems.add(`items.${i}.product_id`, 'order.product.unavailable');
        return;
      }
      const chosen: OrderItemModifier[] = [];
      item.modifiers.forEach((m, j) => {
        const modifier = modifierById.get(m.id);
        const allowed = links.some((l) => l.productId === product.id && l.modifierId === m.id);
        if (!modifier || !allowed) return problems.add(`items.${i}.modifiers.${j}.id`, 'order.modifier.invalid');
        chosen.push({ id: modifier.id, name: modifier.name, price: modifier.price, quantity: m.quantity });
      });
      const line = { price: product.price, quantity: item.quantity, modifiers: chosen };
      lines.push({
        ...line,
        item: {
          productId: product.id,
          slug: product.slug,
          name: product.name,
          unitPrice: product.price,
          quantity: item.quantity,
          modifiers: chosen,
          lineTotal: lineTotal(line),
        },
      });
    });

    // Where the order is made, and what delivery costs.
    let restaurant: typeof restaurants.$inferSelect | undefined;
    let region: typeof regions.$inferSelect | undefined;
    if (input.order_type === 'delivery') {
      if (!input.region_id) problems.add('region_id', 'order.region.required');
      else {
        [region] = await tx.select().from(regions).where(eq(regions.id, input.region_id));
        if (!region) problems.add('region_id', 'order.region.unknown');
        else [restaurant] = await tx.select().from(restaurants).where(eq(restaurants.id, region.restaurantId));
      }
      if (!input.address) problems.add('address', 'order.address.required');
    } else {
      if (!input.restaurant_id) problems.add('restaurant_id', 'order.restaurant.required');
      else {
        [restaurant] = await tx.select().from(restaurants).where(eq(restaurants.id, input.restaurant_id));
        if (!restaurant) problems.add('restaurant_id', 'order.restaurant.unknown');
      }
    }

    if (!paymentType) problems.add('payment_type', 'order.payment.unknown');
    else if (input.payment_type === 'card_courier' && input.order_type === 'pickup') {
      problems.add('payment_type', 'order.payment.notAllowed');
    }

    // When: as soon as possible while open, or a slot within hours, lead time and horizon.
    let scheduledAt: Date | null = null;
    if (restaurant) {
      if (!input.scheduled_at) {
        if (!isOpenAt(restaurant.openingHours, now)) problems.add('scheduled_at', 'order.time.closedNow');
      } else {
        scheduledAt = new Date(input.scheduled_at);
        const lead = config.orders.leadMinutes;
        if (scheduledAt.getTime() < now.getTime() + lead * 60_000) {
          problems.add('scheduled_at', { key: 'order.time.tooSoon', params: { minutes: lead } });
        } else if (scheduledAt.getTime() > now.getTime() + config.orders.maxDaysAhead * 86_400_000) {
          problems.add('scheduled_at', { key: 'order.time.tooLate', params: { days: config.orders.maxDaysAhead } });
        } else if (!isWithinHours(restaurant.openingHours, scheduledAt)) {
          problems.add('scheduled_at', 'order.time.closed');
        }
      }
    }

    const delivery = region ? { fee: region.deliveryFee, freeFrom: region.freeDeliveryFrom, minOrder: region.minOrder } : null;
    const bonuses = Math.round(input.bonuses * 100);
    const priced = quote(lines, delivery, bonuses);
    if (delivery && lines.length === input.items.length && priced.subtotal < delivery.minOrder) {
      problems.add('items', { key: 'order.minOrder', params: { amount: delivery.minOrder / 100 } });
    }
    if (bonuses > 0) {
      if (!user) problems.add('bonuses', 'order.bonuses.guest');
      else {
        const max = maxBonusesFor(priced.subtotal, config.bonus.spendMaxPercent, Number.MAX_SAFE_INTEGER);
        if (bonuses > max) problems.add('bonuses', { key: 'order.bonuses.tooMany', params: { max: max / 100 } });
        else if (bonuses > user.bonusBalance) problems.add('bonuses', 'order.bonuses.insufficient');
      }
    }
    problems.throwIfAny();
    if (!restaurant) throw new Error('unreachable: restaurant checked above');
    return { lines, priced, restaurant, region, scheduledAt };
  }

  async function insertOrder(tx: Tx, user: User | null, input: OrderInput, locale: Locale, now: Date) {
    const { lines, priced, restaurant, region, scheduledAt } = await price(tx, user, input, now);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user?.id ?? null,
        status: input.payment_type === 'card_online' ? 'awaiting_payment' : 'accepted',
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
        total: priced.total,
        createdAt: now,
      })
      .returning();
    if (!order) throw new Error('order insert returned nothing');
    await tx.insert(orderItems).values(lines.map((l) => ({ ...l.item, orderId: order.id })));

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
    return order;
  }

  return {
    /** Creates the order, or returns the one this key already made. */
    async create(user: User | null, input: OrderInput, key: string, locale: Locale): Promise<{ order: Order; replayed: boolean }> {
      const now = clock.now();
      const requestHash = sha256Hex(canonical({ user: user?.id ?? null, input }));
      const result = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ key, requestHash, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!claimed) {
          // Another request holds or held this key; on PostgreSQL the insert above waited for it to commit.
          const [existing] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
          if (!existing || existing.requestHash !== requestHash || !existing.orderId) return { mismatch: true as const };
          const [order] = await tx.select().from(orders).where(eq(orders.id, existing.orderId));
          if (!order) return { mismatch: true as const };
          return { order, replayed: true };
        }
        const order = await insertOrder(tx, user, input, locale, now);
        await tx.update(idempotencyKeys).set({ orderId: order.id }).where(eq(idempotencyKeys.key, key));
        return { order, replayed: false };
      });
      if ('mismatch' in result) throw new ApiError(422, 'order.idempotencyKey.mismatch');
      return result;
    },

    async items(orderIds: number[]): Promise<Map<number, Item[]>> {
      const map = new Map<number, Item[]>();
      if (!orderIds.length) return map;
      const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
      for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
      return map;
    },

    /** The customer's own order; anyone else's is indistinguishable from a missing one. */
    async own(user: User, id: number): Promise<Order> {
      const [order] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, user.id)));
      if (!order) throw new ApiError(404, 'order.notFound');
      return order;
    },

    async byId(id: number): Promise<Order | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      return order;
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

export function orderView(order: Order, items: Item[], locale: Locale) {
  const mdl = (bani: number) => bani / 100;
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
      modifiers: i.modifiers.map((m) => ({ id: m.id, name: m.name[locale], price: mdl(m.price), quantity: m.quantity })),
      line_total: mdl(i.lineTotal),
    })),
    subtotal: mdl(order.subtotal),
    delivery_fee: mdl(order.deliveryFee),
    bonuses_spent: mdl(order.bonusesSpent),
    total: mdl(order.total),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    review: order.reviewedAt ? { rating: order.reviewRating ?? 0, text: order.reviewText } : null,
  };
}

export type OrderView = ReturnType<typeof orderView>;
