// The back office's reports: orders placed per Chișinău day over a range — how many, the revenue (what
// shoppers paid, MDL), the average basket, how many were cancelled — and the dishes sold most. Orders that
// never became orders (awaiting payment, or a card payment abandoned and cancelled) count nowhere; a cancelled
// order counts only as cancelled. Two grouped queries, whatever the range. The offers' report (issue 33)
// counts the same orders.
import { BUSINESS_TIME_ZONE } from '@nori/core';
import { and, desc, eq, gte, inArray, lt, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, orderItems, orderOffers, orders } from '../db/schema';
import type { Locale } from '../i18n';
import { roundMdl as round2, toMdl as mdl } from '@nori/core/money';

export type ReportQuery = {
  /** First and last day, YYYY-MM-DD (Chișinău), both included. */
  from: string;
  to: string;
  /** The instants they begin and the day after `to` begins. */
  start: Date;
  end: Date;
  /** null: every restaurant. */
  restaurantIds: number[] | null;
  locale: Locale;
};

/** Every day from `from` to `to`, YYYY-MM-DD. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The orders a report counts: placed in the range at its restaurants, and orders at all (paid, if by card). */
function countedOrders(q: ReportQuery): SQL[] {
  const counted: SQL[] = [
    gte(orders.createdAt, q.start),
    lt(orders.createdAt, q.end),
    ne(orders.status, 'awaiting_payment'),
    // A card order cancelled before it was ever paid was never an order.
    not(sql`(${orders.status} = 'cancelled' and ${orders.paymentType} = 'card_online' and ${orders.paidAt} is null)`),
  ];
  if (q.restaurantIds) counted.push(inArray(orders.restaurantId, q.restaurantIds.length ? q.restaurantIds : [0]));
  return counted;
}

export function createReportService(db: Db) {
  return {
    async daily(q: ReportQuery) {
      const counted = countedOrders(q);
      const day = sql<string>`to_char(${orders.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
      const kept = sql`${orders.status} <> 'cancelled'`;
      const [perDay, top] = await Promise.all([
        db
          .select({
            date: day,
            orders: sql<number>`(count(*) filter (where ${kept}))::int`,
            revenue: sql<number>`(coalesce(sum(${orders.total}) filter (where ${kept}), 0))::bigint`,
            cancelled: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
          })
          .from(orders)
          .where(and(...counted))
          .groupBy(day),
        db
          .select({
            product_id: orderItems.productId,
            name: sql<string>`max(${orderItems.name} ->> ${q.locale})`,
            quantity: sql<number>`(sum(${orderItems.quantity}))::int`,
            revenue: sql<number>`(sum(${orderItems.lineTotal}))::bigint`,
          })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(...counted, ne(orders.status, 'cancelled')))
          .groupBy(orderItems.productId)
          .orderBy(
            desc(sql`sum(${orderItems.quantity})`),
            desc(sql`sum(${orderItems.lineTotal})`),
            orderItems.productId,
          )
          .limit(10),
      ]);
      const byDay = new Map(perDay.map((row) => [row.date, row]));
      const days = daysOf(q.from, q.to).map((date) => {
        const row = byDay.get(date);
        const count = row?.orders ?? 0;
        const revenue = Number(row?.revenue ?? 0);
        return {
          date,
          orders: count,
          revenue: mdl(revenue),
          average_basket: count ? round2(mdl(revenue) / count) : 0,
          cancelled: row?.cancelled ?? 0,
        };
      });
      const totalOrders = days.reduce((n, d) => n + d.orders, 0);
      const totalRevenue = round2(days.reduce((n, d) => n + d.revenue, 0));
      return {
        from: q.from,
        to: q.to,
        days,
        totals: {
          orders: totalOrders,
          revenue: totalRevenue,
          average_basket: totalOrders ? round2(totalRevenue / totalOrders) : 0,
          cancelled: days.reduce((n, d) => n + d.cancelled, 0),
        },
        top_dishes: top.map((row) => ({
          product_id: row.product_id ?? 0,
          name: row.name ?? '',
          quantity: row.quantity,
          revenue: mdl(Number(row.revenue)),
        })),
      };
    },

    /**
     * The offers the range's orders got (cancelled ones left out, as everywhere in the reports): per offer, its
     * uses, the discount it gave off the goods and off delivery, and what those orders paid; the totals count each
     * order with any offer once. Two grouped queries.
     */
    async offers(q: ReportQuery) {
      const kept = [...countedOrders(q), ne(orders.status, 'cancelled')];
      const [perOffer, [totals]] = await Promise.all([
        db
          .select({
            offer_id: offers.id,
            code: offers.code,
            title: sql<string>`${offers.title} ->> ${q.locale}`,
            uses: sql<number>`count(*)::int`,
            discount: sql<number>`sum(${orderOffers.discount})::bigint`,
            delivery_discount: sql<number>`sum(${orderOffers.deliveryDiscount})::bigint`,
            revenue: sql<number>`sum(${orders.total})::bigint`,
          })
          .from(orderOffers)
          .innerJoin(orders, eq(orders.id, orderOffers.orderId))
          .innerJoin(offers, eq(offers.id, orderOffers.offerId))
          .where(and(...kept))
          .groupBy(offers.id)
          .orderBy(desc(sql`count(*)`), offers.id),
        db
          .select({
            uses: sql<number>`count(*)::int`,
            discount: sql<number>`coalesce(sum(${orders.discount}), 0)::bigint`,
            delivery_discount: sql<number>`coalesce(sum(${orders.deliveryDiscount}), 0)::bigint`,
            revenue: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
          })
          .from(orders)
          .where(and(...kept, sql`exists (select 1 from ${orderOffers} where ${orderOffers.orderId} = ${orders.id})`)),
      ]);
      const money = (row: { uses: number; discount: number; delivery_discount: number; revenue: number }) => {
        const revenue = mdl(Number(row.revenue));
        return {
          uses: row.uses,
          discount: mdl(Number(row.discount)),
          delivery_discount: mdl(Number(row.delivery_discount)),
          revenue,
          average_basket: row.uses ? round2(revenue / row.uses) : 0,
        };
      };
      return {
        from: q.from,
        to: q.to,
        offers: perOffer.map((row) => ({ offer_id: row.offer_id, code: row.code, title: row.title, ...money(row) })),
        totals: money(totals ?? { uses: 0, discount: 0, delivery_discount: 0, revenue: 0 }),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
