/**
 * The reports screen's state against the real API (PGlite, in process): a shopper places three orders today —
 * two paid by card (one handed over), one in cash that the restaurant cancels —, and the owner's report for the
 * last seven Chișinău days counts the two with their revenue and average, the cancelled one apart, every other
 * day as zero, and the dishes by quantity in the UI's language; a restaurant filter, a manager of another
 * restaurant, a range too long (422) and an operator (403) each see what they should.
 */
import type { Order } from '@nori/core/contract';
import { chisinauIsoDate } from '@nori/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';
import { presetRange, shiftDay } from './ReportsStore';

let api: RealApi;
let kept: Order[];
let cancelled: Order;
beforeAll(async () => {
  api = await startRealApi();
  const token = await api.signIn('37369111222');
  kept = [await api.placeOrder(token), await api.placeOrder(token)];
  cancelled = await api.placeOrder(token, { payment: 'cash' });
  await api.complete(kept[0]!.id);
  await api.move(cancelled.id, 'cancelled', { reason: 'Nu mai avem somon.' });
}, 90_000);
afterAll(async () => {
  await api?.close();
});

async function signedIn(role: 'owner' | 'manager' | 'operator', restaurantIds?: number[]) {
  return (await signedInTab(api, role, { restaurants: restaurantIds, locale: 'ru' })).stores;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('the reports screen', () => {
  it('counts today’s orders: the kept ones with their revenue and average, the cancelled apart, the dishes sold', async () => {
    const { reports } = await signedIn('owner');
    await reports.open();
    const today = chisinauIsoDate(new Date());
    expect(reports.range).toEqual({ from: shiftDay(today, -6), to: today });
    expect(reports.preset).toBe('last7');
    expect(reports.problem).toBeNull();
    const report = reports.report!;
    expect(report.days.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => shiftDay(today, i - 6)));

    const revenue = round2(kept[0]!.total + kept[1]!.total);
    const figures = { orders: 2, revenue, average_basket: round2(revenue / 2), cancelled: 1 };
    expect(report.days.at(-1)).toEqual({ date: today, ...figures });
    for (const day of report.days.slice(0, -1))
      expect(day).toEqual({ date: day.date, orders: 0, revenue: 0, average_basket: 0, cancelled: 0 });
    expect(report.totals).toEqual(figures);

    // The dishes of the two kept orders (the cancelled one's left out), most sold first, named in Russian.
    const sold = new Map<number, { quantity: number; revenue: number }>();
    for (const line of kept.flatMap((o) => o.items)) {
      const before = sold.get(line.product_id) ?? { quantity: 0, revenue: 0 };
      sold.set(line.product_id, {
        quantity: before.quantity + line.quantity,
        revenue: before.revenue + line.line_total,
      });
    }
    expect(
      report.top_dishes.map(({ product_id, quantity, revenue: r }) => ({ product_id, quantity, revenue: r })),
    ).toEqual(
      [...sold]
        .map(([product_id, s]) => ({ product_id, quantity: s.quantity, revenue: round2(s.revenue) }))
        .sort((a, b) => b.quantity - a.quantity || b.revenue - a.revenue || a.product_id - b.product_id),
    );
    for (const dish of report.top_dishes) expect(dish.name).toMatch(/[а-яё]/i);

    // Another restaurant had none; the orders' own restaurant has them all.
    const elsewhere = reports.restaurants.find((r) => r.id !== kept[0]!.restaurant_id)!;
    await reports.setRestaurant(elsewhere.id);
    expect(reports.report!.totals).toEqual({ orders: 0, revenue: 0, average_basket: 0, cancelled: 0 });
    await reports.setRestaurant(kept[0]!.restaurant_id);
    expect(reports.report!.totals).toEqual(figures);

    // A quick pick, then another before the first answers: the newest one stands.
    await Promise.all([reports.pick('last30'), reports.pick('thisMonth')]);
    expect(reports.range).toEqual(presetRange('thisMonth', today));
    expect(reports.report!.from).toBe(`${today.slice(0, 8)}01`);
    expect(reports.report!.totals).toEqual(figures);
  });

  it('shows a manager their restaurants only', async () => {
    const other = kept[0]!.restaurant_id === 1 ? 2 : 1;
    const { reports } = await signedIn('manager', [other]);
    await reports.open();
    expect(reports.restaurants.map((r) => r.id)).toEqual([other]);
    expect(reports.report!.totals).toEqual({ orders: 0, revenue: 0, average_basket: 0, cancelled: 0 });
  });

  it('says why a range too long is refused, and shows no report of other dates', async () => {
    const { reports } = await signedIn('manager');
    await reports.open();
    await reports.setRange({ from: '2024-01-01', to: chisinauIsoDate(new Date()) });
    expect(reports.problemStatus).toBe(422);
    // The API's words for the range, in the UI's language, shown on the range field.
    expect(reports.rangeError).toMatch(/366/);
    expect(reports.rangeError).toMatch(/[а-яё]/i);
    expect(reports.report).toBeNull();
    await reports.pick('last7');
    expect(reports.problem).toBeNull();
    expect(reports.rangeError).toBeNull();
    expect(reports.report!.days).toHaveLength(7);
  });

  it('refuses an operator (403) in words', async () => {
    const { reports } = await signedIn('operator', [1]);
    await reports.open();
    expect(reports.problemStatus).toBe(403);
    expect(reports.problem).toMatch(/\S/);
    expect(reports.report).toBeNull();
  });
});

describe('presetRange', () => {
  it('ends today: 7 or 30 days, or from the month’s first', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(presetRange('last30', '2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(presetRange('thisMonth', '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });
});
