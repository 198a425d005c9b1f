// Moving orders through their lifecycle (`@nori/core/orderLifecycle` decides which moves are allowed).
//
// Every move is one compare-and-set UPDATE (`… where id = ? and status = <the state read>`) in a
// transaction that also writes the event (history + live streams), sends the jobs the move needs and
// settles money: so two operators pressing "accept" at once cannot both succeed — the second finds the
// order no longer `placed` and gets a 409 — and a move is never half done.
import { canTransition, type OrderActor, type OrderState } from '@nori/core/orderLifecycle';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { orderEvents, orders, payments, restaurants, staff } from '../db/schema';
import { ApiError } from '../http/errors';
import type { MessageKey } from '../i18n';
import { earnForCompleted, returnSpent } from './bonuses';
import type { Clock } from './clock';
import { recordEvent, type OrderEvent } from './events';
import type { JobQueue } from './jobs';
import type { OrderRow as Order } from '../db/schema';
import { writeAudit } from './staff';

/** Who is moving the order. Staff act only on their restaurants' orders (an owner on all). */
export type Mover =
  | { actor: 'staff'; staffId: number; restaurantIds: number[] | 'all'; ip?: string }
  | { actor: 'shopper' }
  | { actor: 'system' };

export type MoveDetails = { promisedAt?: Date; reason?: string | null };

/**
 * What a member of staff who moved too late is told, by the state someone else moved the order to: who did it
 * and what it is now (`{name}`), instead of "not allowed from this state". A state without a sentence here (or
 * a move made by the system) gets the general `order.transition.stale`.
 */
const TAKEN_BY_STAFF: Partial<Record<OrderState, MessageKey>> = {
  accepted: 'order.transition.taken.accepted',
  preparing: 'order.transition.taken.preparing',
  ready: 'order.transition.taken.ready',
  out_for_delivery: 'order.transition.taken.out_for_delivery',
  delivered: 'order.transition.taken.delivered',
  picked_up: 'order.transition.taken.picked_up',
  cancelled: 'order.transition.taken.cancelled',
};

/** States the shopper hears about by SMS (a pickup order's `ready` means "come and get it"). */
function tellsShopper(order: Order, to: OrderState, actor: OrderActor): boolean {
  if (to === 'cancelled') return actor !== 'shopper';
  if (to === 'ready') return order.orderType === 'pickup';
  return to === 'accepted' || to === 'out_for_delivery';
}

export function createLifecycleService(db: Db, clock: Clock, config: Config, jobs: Pick<JobQueue, 'enqueue'>) {
  /** Puts a placed order in front of the kitchen now, or schedules that for its preparation time. */
  async function releaseOrSchedule(tx: Tx, order: Order, now: Date): Promise<Order> {
    if (order.releaseAt > now) {
      await jobs.enqueue(tx, 'order-release', { orderId: order.id }, { startAfter: order.releaseAt });
      return order;
    }
    const [released] = await tx.update(orders).set({ releasedAt: now }).where(eq(orders.id, order.id)).returning();
    await alertLater(tx, order.id, now);
    await autoAcceptIfSet(tx, order);
    return released ?? order;
  }

  /**
   * A restaurant that auto-accepts gets its released orders accepted by the system — by a job, right after
   * this transaction commits, so the kitchen's board first hears "placed" and then "accepted".
   */
  async function autoAcceptIfSet(tx: Tx, order: Order) {
    const [restaurant] = await tx
      .select({ minutes: restaurants.autoAcceptMinutes })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurantId));
    if (restaurant?.minutes) await jobs.enqueue(tx, 'order-auto-accept', { orderId: order.id });
  }

  /** The restaurant is rung if the order still waits ORDER_ALERT_MINUTES after reaching the kitchen. */
  function alertLater(tx: Tx, orderId: number, releasedAt: Date) {
    return jobs.enqueue(
      tx,
      'order-alert',
      { orderId },
      { startAfter: new Date(releasedAt.getTime() + config.orderAlertMinutes * 60_000) },
    );
  }

  async function afterMove(tx: Tx, order: Order, event: OrderEvent, actor: OrderActor, now: Date): Promise<Order> {
    let result = order;
    if (event.status === 'placed') result = await releaseOrSchedule(tx, order, now);
    if (event.status === 'cancelled') {
      await returnSpent(tx, order, now);
      // A paid card payment goes back to the card, by a job (the provider may be slow or down).
      const refunds = await tx
        .update(payments)
        .set({ refundStatus: 'requested', updatedAt: now })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
        .returning({ id: payments.id });
      for (const { id } of refunds) await jobs.enqueue(tx, 'payment-refund', { paymentId: id });
    }
    if (event.status === 'delivered' || event.status === 'picked_up') await earnForCompleted(tx, order, config, now);
    if (tellsShopper(order, event.status, actor))
      await jobs.enqueue(tx, 'shopper-sms', { orderId: order.id, eventId: event.id });
    return result;
  }

  /** Moves `order` (as read inside `tx`) to `to`, or throws 409. */
  async function move(tx: Tx, order: Order, to: OrderState, by: Mover, details: MoveDetails = {}): Promise<Order> {
    if (!canTransition(order.orderType, order.status, to, by.actor)) {
      if (by.actor === 'shopper' && to === 'cancelled') {
        const [restaurant] = await tx
          .select({ phone: restaurants.phone })
          .from(restaurants)
          .where(eq(restaurants.id, order.restaurantId));
        throw new ApiError(409, order.status === 'cancelled' ? 'order.cancelled' : 'order.cancel.tooLate', {
          phone: restaurant?.phone ?? '',
        });
      }
      throw new ApiError(409, 'order.transition.notAllowed', { from: order.status, to });
    }
    const now = clock.now();
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === 'placed' && order.paymentType === 'card_online' ? { paidAt: now } : {}),
        ...(to === 'accepted' ? { promisedAt: details.promisedAt ?? null } : {}),
        ...(to === 'cancelled' ? { cancelReason: details.reason ?? null } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    // Someone else moved it between our read and this write.
    if (!moved) throw await stale(tx, order.id);
    const event = await recordEvent(tx, {
      orderId: order.id,
      restaurantId: order.restaurantId,
      type: 'status',
      status: to,
      fromStatus: order.status,
      actor: by.actor,
      staffId: by.actor === 'staff' ? by.staffId : null,
      reason: details.reason ?? null,
      promisedAt: to === 'accepted' ? (details.promisedAt ?? null) : null,
      createdAt: now,
    });
    if (by.actor === 'staff') {
      await writeAudit(
        tx,
        {
          staffId: by.staffId,
          action: 'order.transition',
          targetType: 'order',
          targetId: order.id,
          details: { from: order.status, to, reason: details.reason ?? null, promised_at: details.promisedAt ?? null },
          ip: by.ip ?? null,
        },
        now,
      );
    }
    return afterMove(tx, moved, event, by.actor, now);
  }

  /** The 409 for a move someone else made first: who (a member of staff by name, or the shopper) and to what. */
  async function stale(tx: Tx, id: number): Promise<ApiError> {
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    const status = current?.status ?? 'cancelled';
    const [last] = await tx
      .select({ status: orderEvents.status, actor: orderEvents.actor, name: staff.name })
      .from(orderEvents)
      .leftJoin(staff, eq(staff.id, orderEvents.staffId))
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, 'status')))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    const key = last?.status === status && last.name ? TAKEN_BY_STAFF[status] : undefined;
    if (key) return new ApiError(409, key, { name: last!.name!, status });
    if (last?.status === status && status === 'cancelled' && last.actor === 'shopper')
      return new ApiError(409, 'order.transition.taken.cancelledByShopper', { status });
    return new ApiError(409, 'order.transition.stale', { status });
  }

  const inScope = (order: Order, by: Mover) =>
    by.actor !== 'staff' || by.restaurantIds === 'all' || by.restaurantIds.includes(order.restaurantId);

  return {
    /**
     * A new order's first event, last in the creating transaction; a placed order due now was inserted as
     * released, so only its alert is sent, and a scheduled one gets its release job.
     */
    async created(tx: Tx, order: Order): Promise<OrderEvent> {
      const now = order.createdAt;
      if (order.status === 'placed') {
        if (order.releasedAt) {
          await alertLater(tx, order.id, now);
          await autoAcceptIfSet(tx, order);
        } else await jobs.enqueue(tx, 'order-release', { orderId: order.id }, { startAfter: order.releaseAt });
      }
      return recordEvent(tx, {
        orderId: order.id,
        restaurantId: order.restaurantId,
        type: 'status',
        status: order.status,
        actor: 'shopper',
        createdAt: now,
      });
    },

    /** The provider confirmed a card order's payment: it is placed (inside the payment's transaction). */
    async paid(tx: Tx, order: Order): Promise<Order> {
      return move(tx, order, 'placed', { actor: 'system' });
    },

    /** Moves order `id` to `to` for `by`; an order outside a staff member's restaurants is a 404. */
    /**
     * `seen`: the state the caller saw the order in (a board's card). When the order has moved on since,
     * someone else was first: 409 `stale`, naming them, whatever the table would say of the move itself.
     */
    async transition(
      id: number,
      to: OrderState,
      by: Mover,
      details: MoveDetails = {},
      seen?: OrderState,
    ): Promise<Order> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id));
        if (!order || !inScope(order, by)) throw new ApiError(404, 'order.notFound');
        if (seen !== undefined && seen !== order.status) throw await stale(tx, order.id);
        return move(tx, order, to, by, details);
      });
    },

    /** `move` inside a caller's transaction, for an order it has already read. */
    move,

    /** The release job: a scheduled order whose preparation time has come reaches the kitchen. */
    async release(id: number): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ releasedAt: now })
          .where(and(eq(orders.id, id), eq(orders.status, 'placed'), isNull(orders.releasedAt)))
          .returning();
        // Cancelled meanwhile, or released already (a retried job): nothing to do.
        if (!order) return;
        await recordEvent(tx, {
          orderId: order.id,
          restaurantId: order.restaurantId,
          type: 'released',
          status: order.status,
          actor: 'system',
          createdAt: now,
        });
        await alertLater(tx, order.id, now);
        await autoAcceptIfSet(tx, order);
      });
    },

    /**
     * The auto-accept job: a released, still placed order of a restaurant that (still) auto-accepts is
     * accepted with the restaurant's minutes. Someone faster, a cancellation or the switch turned off since:
     * nothing to do.
     */
    async autoAccept(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ order: orders, minutes: restaurants.autoAcceptMinutes })
          .from(orders)
          .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
          .where(eq(orders.id, id));
        if (!row?.minutes || row.order.status !== 'placed' || !row.order.releasedAt) return;
        const promisedAt = new Date(clock.now().getTime() + row.minutes * 60_000);
        try {
          await move(tx, row.order, 'accepted', { actor: 'system' }, { promisedAt });
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) return;
          throw error;
        }
      });
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
