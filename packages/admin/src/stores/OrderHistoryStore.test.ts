/**
 * The order search against the real API (PGlite, in process): a manager finds a shopper's orders of the last
 * week in every state, and each filter narrows them — the state, the order number, a part of the phone, the
 * days, the restaurant; small pages walked older then newer show every order once, none missing. The address's
 * side (filters and page in the URL) is historySearch.test.ts.
 */
import { chisinauIsoDate } from '@nori/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type PlacedOrder, type RealApi } from '@nori/api/testing';
import { browserFetch } from '../testing/browserFetch';
import { addDays, defaultFilters } from './historySearch';
import { OrderHistoryStore } from './OrderHistoryStore';
import { RootStore } from './RootStore';

let api: RealApi;
let orders: PlacedOrder[] = [];
let stores: RootStore;
let cancelledId = 0;
beforeAll(async () => {
  api = await startRealApi();
  const token = await api.signIn('37369123456');
  for (let i = 0; i < 5; i += 1) orders.push(await api.placeOrder(token, { payment: 'cash' }));
  cancelledId = orders[1]!.id;
  await api.move(cancelledId, 'cancelled', { reason: 'Closed early' });
  const { email, password } = await api.createStaff('manager');
  stores = new RootStore({ apiUrl: api.baseUrl, fetch: browserFetch() });
  stores.locale.setLocale('en');
  if (!(await stores.session.signIn(email, password))) throw new Error('manager sign-in failed');
  orders = orders.sort((a, b) => b.id - a.id);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const ids = (history: OrderHistoryStore) => history.orders.map((order) => order.id);
const mine = (history: OrderHistoryStore) => ids(history).filter((id) => orders.some((o) => o.id === id));

describe('the order search', () => {
  it('finds the last week’s orders in every state, newest first, and each filter narrows them', async () => {
    const history = stores.orderHistory;
    const week = defaultFilters();
    await history.show(week);
    expect(history.problem).toBeNull();
    expect(mine(history)).toEqual(orders.map((o) => o.id));
    expect(history.orders.find((o) => o.id === orders[0]!.id)?.contact.phone).toBe('37369000000');

    await history.show({ ...week, status: 'cancelled' });
    expect(mine(history)).toEqual([cancelledId]);
    expect(history.orders.every((o) => o.status === 'cancelled')).toBe(true);
    await history.show({ ...week, status: 'placed' });
    expect(mine(history)).toEqual(orders.map((o) => o.id).filter((id) => id !== cancelledId));

    await history.show({ ...week, number: String(orders[2]!.id) });
    expect(ids(history)).toEqual([orders[2]!.id]);

    await history.show({ ...week, phone: '6900' });
    expect(mine(history)).toEqual(orders.map((o) => o.id));
    expect(history.orders.every((o) => o.contact.phone.includes('6900'))).toBe(true);
    await history.show({ ...week, phone: '5550000' });
    expect(ids(history)).toEqual([]);

    const today = chisinauIsoDate(new Date());
    await history.show({ ...week, from: addDays(today, -30), to: addDays(today, -1) });
    expect(ids(history)).toEqual([]);

    const restaurant = orders[0]!.restaurant_id;
    await history.show({ ...week, restaurantId: restaurant });
    expect(mine(history)).toEqual(orders.map((o) => o.id));
    await history.show({ ...week, restaurantId: restaurant === 1 ? 2 : 1 });
    expect(mine(history)).toEqual([]);
  });

  it('pages older then newer with no order missing or shown twice', async () => {
    const history = new OrderHistoryStore(stores.api, 2);
    const filters = { ...defaultFilters(), phone: '37369000000' };
    const seen: number[][] = [];
    await history.show(filters);
    seen.push(ids(history));
    while (history.olderCursor !== null) {
      await history.show(filters, history.olderCursor);
      seen.push(ids(history));
    }
    expect(seen.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(seen.flat()).toEqual(orders.map((o) => o.id));

    // Back to the newest, page by page, through the cursors remembered on the way.
    const back: number[][] = [ids(history)];
    while (history.hasNewer) {
      await history.show(filters, history.newerCursor);
      back.unshift(ids(history));
    }
    expect(back).toEqual(seen);
  });
});
