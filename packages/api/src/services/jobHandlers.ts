// What each background job does. Every handler is idempotent: it checks, before acting, whether its work
// is still needed (the order still waits, the SMS not yet sent, the payment not yet refunded), so a job
// that runs twice — a retry after a crash, two processes racing — does it once.
import { wallTime } from '@nori/core/time';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  authTokens,
  idempotencyKeys,
  orderEvents,
  orders,
  rateLimits,
  restaurants,
  smsCodes,
  smsOutbox,
  staffSessions,
} from '../db/schema';
import { translate, type Locale } from '../i18n';
import type { Logger } from '../logger';
import type { SmsProvider } from '../providers/sms/types';
import type { Clock } from './clock';
import { purgeUnusedImages } from './images';
import type { JobHandlers } from './jobs';
import type { LifecycleService } from './lifecycle';
import type { OrderService } from './orders';
import type { PaymentService } from './payments';
import { toMdl } from '@nori/core/money';

const DAY_MS = 24 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "19:40", or "24.11 19:40" when it is not today in Chișinău. */
export function shortTime(at: Date, now: Date): string {
  const t = wallTime(at);
  const today = wallTime(now);
  const clock = `${pad(Math.floor(t.minutes / 60))}:${pad(t.minutes % 60)}`;
  return t.day === today.day && t.month === today.month ? clock : `${pad(t.day)}.${pad(t.month)} ${clock}`;
}

type Services = {
  db: Db;
  clock: Clock;
  config: Config;
  log: Logger;
  sms: SmsProvider;
  orders: OrderService;
  lifecycle: LifecycleService;
  payments: PaymentService;
};

export function createJobHandlers(s: Services): JobHandlers {
  const { db, clock, config, log, sms } = s;
  const brand = config.sms.sender;

  /** The shopper's SMS about one event, in the order's language; null when this event says nothing to them. */
  async function shopperText(orderId: number, eventId: number) {
    const [row] = await db
      .select({ order: orders, event: orderEvents, restaurant: restaurants })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(and(eq(orderEvents.id, eventId), eq(orderEvents.orderId, orderId)));
    if (!row || row.event.notifiedAt) return null;
    const { order, event, restaurant } = row;
    const locale = order.locale as Locale;
    const base = { brand, id: order.id, url: s.orders.tracking(order).url };
    const now = clock.now();
    switch (event.status) {
      case 'accepted':
        return translate(locale, `sms.order.accepted.${order.orderType}`, {
          ...base,
          time: event.promisedAt ? shortTime(event.promisedAt, now) : '',
        });
      case 'out_for_delivery':
        return translate(locale, 'sms.order.outForDelivery', base);
      case 'ready':
        return translate(locale, 'sms.order.readyForPickup', { ...base, address: restaurant.address[locale] });
      case 'cancelled': {
        const text =
          event.actor === 'system'
            ? translate(locale, 'sms.order.cancelledUnpaid', base)
            : translate(locale, 'sms.order.cancelled', { ...base, reason: event.reason ?? '' }).trim();
        return order.paidAt ? `${text} ${translate(locale, 'sms.order.refund')}` : text;
      }
      default:
        return null;
    }
  }

  return {
    async 'order-alert'({ orderId }) {
      const [row] = await db
        .select({ order: orders, phone: restaurants.phone })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(orders.id, orderId));
      // Accepted or cancelled meanwhile, or already alerted: nothing to ring about.
      if (!row || row.order.status !== 'placed' || row.order.alertedAt || !row.order.releasedAt) return;
      const minutes = Math.max(1, Math.round((clock.now().getTime() - row.order.releasedAt.getTime()) / 60_000));
      await sms.send({
        phone: row.phone.replace(/\D/g, ''),
        text: translate('ro', 'sms.restaurant.alert', { brand, id: orderId, total: toMdl(row.order.total), minutes }),
      });
      await db.update(orders).set({ alertedAt: clock.now() }).where(eq(orders.id, orderId));
      log.warn({ orderId, minutes }, 'order not accepted in time: restaurant alerted');
    },

    async 'order-release'({ orderId }) {
      await s.lifecycle.release(orderId);
    },

    async 'order-auto-accept'({ orderId }) {
      await s.lifecycle.autoAccept(orderId);
    },

    async 'shopper-sms'({ orderId, eventId }) {
      const text = await shopperText(orderId, eventId);
      if (!text) return;
      const [order] = await db.select({ phone: orders.contactPhone }).from(orders).where(eq(orders.id, orderId));
      if (!order) return;
      await sms.send({ phone: order.phone, text });
      await db.update(orderEvents).set({ notifiedAt: clock.now() }).where(eq(orderEvents.id, eventId));
    },

    async 'payment-refund'({ paymentId }) {
      await s.payments.refund(paymentId);
    },

    async 'payment-reconcile'() {
      const result = await s.payments.reconcile();
      if (result.placed || result.cancelled) log.info(result, 'card orders reconciled with the provider');
    },

    async purge() {
      const now = clock.now();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      await db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo));
      // A retry comes within minutes; a day later a key can only be an old one.
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, dayAgo));
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
      await db
        .delete(authTokens)
        .where(
          or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, dayAgo))),
        );
      await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.expiresAt, now),
            and(isNotNull(staffSessions.revokedAt), lt(staffSessions.revokedAt, dayAgo)),
          ),
        );
      await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, new Date(now.getTime() - 7 * DAY_MS)));
      // Photos uploaded over a day ago that no dish, category or promotion shows, with their files.
      const photos = await purgeUnusedImages(db, config.uploadsDir, now);
      if (photos.length > 0) log.info({ count: photos.length }, 'unused photos deleted');
    },
  };
}
