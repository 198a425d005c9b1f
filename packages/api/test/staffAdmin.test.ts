// The back office's calls for the business itself (issue 16): order search and history, the team and the
// audit log for owners, the daily reports, and auto-accept per restaurant.
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema';
import { catalogIds, describeBackends, placeOrder, type TestContext } from './helpers';
import { queued } from './queue';

type StaffOrderJson = {
  id: number;
  status: string;
  total: number;
  promised_at: string | null;
  history: { status: string; actor: string; from_status: string | null }[];
};
type Page = { data: StaffOrderJson[]; next_before: number | null };

async function order(
  t: TestContext,
  opts: { restaurant?: number; phone?: string; quantity?: number; slug?: string; payment?: string } = {},
) {
  const ids = await catalogIds(t);
  const res = await placeOrder(
    t,
    {
      items: [{ product_id: ids.product(opts.slug ?? 'set-philadelphia').id, quantity: opts.quantity ?? 1 }],
      order_type: 'pickup',
      restaurant_id: opts.restaurant ?? 1,
      payment_type: opts.payment ?? 'cash',
      contact: { name: 'Ana', phone: opts.phone ?? '37369123456' },
    },
    { lang: 'en' },
  );
  expect(res.status, res.text).toBe(201);
  return res.json.order as StaffOrderJson;
}

describeBackends('the back office’s business calls', (t) => {
  afterEach(async () => {
    await t().db.update(restaurants).set({ autoAcceptMinutes: null });
    await t().reset();
  });

  it('searches orders by day, phone, number and state, and pages without a gap or a repeat', async () => {
    const owner = await t().staff('owner', []);
    t().clock.set('2026-11-18T09:00:00Z'); // Wednesday 11:00 in Chișinău
    const old = await order(t(), { phone: '37369111111' });
    t().clock.set('2026-11-20T10:00:00Z'); // Friday 12:00
    const a = await order(t(), { phone: '37369222222' });
    const b = await order(t(), { phone: '37369222333' });
    const c = await order(t(), { phone: '37368000000', restaurant: 2 });
    expect((await owner.move(c.id, 'cancelled', { reason: 'No rice' })).status).toBe(200);

    const get = async (query: string) => {
      const res = await owner.request('GET', `/api/staff/orders?${query}`);
      expect(res.status, res.text).toBe(200);
      return res.json as Page;
    };
    const ids = (page: Page) => page.data.map((o) => o.id);

    // By default: the ones in progress, newest first.
    expect(ids(await get(''))).toEqual([b.id, a.id, old.id]);
    expect(ids(await get('status=all'))).toEqual([c.id, b.id, a.id, old.id]);
    expect(ids(await get('status=cancelled'))).toEqual([c.id]);
    // Days in Chișinău, both ends included.
    expect(ids(await get('status=all&from=2026-11-18&to=2026-11-18'))).toEqual([old.id]);
    expect(ids(await get('status=all&from=2026-11-19'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await get('status=all&to=2026-11-19'))).toEqual([old.id]);
    // Any part of the phone; a local number's leading 0 is dropped.
    expect(ids(await get('status=all&phone=222'))).toEqual([b.id, a.id]);
    expect(ids(await get('status=all&phone=069222333'))).toEqual([b.id]);
    expect(ids(await get(`status=all&q=${a.id}`))).toEqual([a.id]);
    expect(ids(await get('status=all&restaurant_id=2'))).toEqual([c.id]);

    // Pages of two: every order once, the last page says so.
    const first = await get('status=all&limit=2');
    expect(ids(first)).toEqual([c.id, b.id]);
    expect(first.next_before).toBe(b.id);
    const second = await get(`status=all&limit=2&before=${first.next_before}`);
    expect(ids(second)).toEqual([a.id, old.id]);
    expect(second.next_before).toBeNull();

    // Bad filters are named.
    const bad = await owner.request('GET', '/api/staff/orders?from=2026-11-20&to=2026-11-18&phone=1');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors as object).sort()).toEqual(['phone', 'to']);
    expect((await owner.request('GET', '/api/staff/orders?from=2026-02-30')).status).toBe(422);
  });

  it('keeps an operator to their restaurants in the search', async () => {
    const operator = await t().staff('operator', [2]);
    await order(t(), { restaurant: 1 });
    const theirs = await order(t(), { restaurant: 2 });
    const list = (await operator.request('GET', '/api/staff/orders?status=all')).json as Page;
    expect(list.data.map((o) => o.id)).toEqual([theirs.id]);
    expect(((await operator.request('GET', '/api/staff/orders?restaurant_id=1')).json as Page).data).toEqual([]);
  });

  it('lets owners add, change and disable members; a disabled member is signed out at once', async () => {
    const owner = await t().staff('owner', []);
    const manager = await t().staff('manager', [1]);
    expect((await manager.request('GET', '/api/staff/members')).status).toBe(403);
    expect((await manager.request('POST', '/api/staff/members', {})).status).toBe(403);

    const body = {
      email: 'Ion@Nori.test',
      name: 'Ion',
      role: 'operator',
      restaurant_ids: [2, 1],
      password: 'a long enough password',
    };
    const created = await owner.request('POST', '/api/staff/members', body);
    expect(created.status, created.text).toBe(201);
    expect(created.json.data).toMatchObject({ email: 'ion@nori.test', role: 'operator', restaurant_ids: [1, 2] });
    const ion = created.json.data as { id: number };

    const refused = await owner.request('POST', '/api/staff/members', {
      ...body,
      email: 'ion@nori.test',
      role: 'owner',
      password: 'short',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors as object).sort()).toEqual(['password']);
    const ownerWithList = await owner.request('POST', '/api/staff/members', {
      ...body,
      email: 'o@nori.test',
      role: 'owner',
    });
    expect(ownerWithList.status).toBe(422);
    expect(ownerWithList.json.errors).toHaveProperty('restaurant_ids');
    const taken = await owner.request('POST', '/api/staff/members', body);
    expect(taken.status).toBe(422);
    expect(taken.json.errors).toHaveProperty('email');

    // Ion signs in, then is disabled: his session ends.
    const login = await t().request('POST', '/api/staff/login', {
      body: { email: 'ion@nori.test', password: body.password },
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await t().request('GET', '/api/staff/me', { headers: { cookie } })).status).toBe(200);
    const disabled = await owner.request('PATCH', `/api/staff/members/${ion.id}`, { disabled: true, role: 'manager' });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.json.data).toMatchObject({ disabled: true, role: 'manager', restaurant_ids: [1, 2] });
    expect((await t().request('GET', '/api/staff/me', { headers: { cookie } })).status).toBe(401);

    const list = (await owner.request('GET', '/api/staff/members')).json.data as { email: string; disabled: boolean }[];
    expect(list.map((m) => [m.email, m.disabled])).toEqual([
      [owner.email, false],
      [manager.email, false],
      ['ion@nori.test', true],
    ]);
  });

  it('always keeps one active owner, and nobody disables themselves', async () => {
    const owner = await t().staff('owner', []);
    const self = await owner.request('PATCH', `/api/staff/members/${owner.id}`, { disabled: true });
    expect(self.status).toBe(409);
    expect(self.json.message).toMatch(/propriul cont/);
    const demote = await owner.request('PATCH', `/api/staff/members/${owner.id}`, {
      role: 'manager',
      restaurant_ids: [1],
    });
    expect(demote.status).toBe(409);
    expect(demote.json.message).toMatch(/proprietar/);
    // With a second owner, the first may step down.
    const second = await t().staff('owner', []);
    const stepDown = await second.request('PATCH', `/api/staff/members/${owner.id}`, {
      role: 'manager',
      restaurant_ids: [1],
    });
    expect(stepDown.status, stepDown.text).toBe(200);
    expect((await owner.request('GET', '/api/staff/members')).status).toBe(403);
    expect((await second.request('PATCH', '/api/staff/members/9999', { name: 'X' })).status).toBe(404);
  });

  it('shows owners the audit log with who did what, filtered and paged', async () => {
    const owner = await t().staff('owner', []);
    const operator = await t().staff('operator', [1]);
    const placed = await order(t());
    expect((await operator.move(placed.id, 'accepted', { promised_minutes: 30 })).status).toBe(200);
    expect((await operator.request('GET', '/api/staff/audit')).status).toBe(403);

    const all = await owner.request('GET', '/api/staff/audit');
    expect(all.status, all.text).toBe(200);
    const entries = all.json.data as { action: string; staff: { name: string } | null; target_id: string | null }[];
    expect(entries[0]).toMatchObject({
      action: 'order.transition',
      staff: { id: operator.id, name: 'Staff 2', email: operator.email },
      target_id: String(placed.id),
      details: { from: 'placed', to: 'accepted' },
    });
    expect(entries.map((e) => e.action)).toContain('staff.login');

    const moves = await owner.request('GET', `/api/staff/audit?action=order.transition&staff_id=${operator.id}`);
    expect((moves.json.data as unknown[]).length).toBe(1);

    const first = await owner.request('GET', '/api/staff/audit?limit=1');
    const second = await owner.request('GET', `/api/staff/audit?limit=1&before=${first.json.next_before}`);
    const firstIds = (first.json.data as { id: number }[]).map((e) => e.id);
    const secondIds = (second.json.data as { id: number }[]).map((e) => e.id);
    expect(secondIds[0]).toBeLessThan(firstIds[0]!);
  });

  it('reports orders, revenue, average basket, cancellations and top dishes per Chișinău day', async () => {
    const manager = await t().staff('manager', [1]);
    const operator = await t().staff('operator', [1, 2]);
    t().clock.set('2026-11-18T20:00:00Z'); // Wednesday 22:00 in Chișinău
    const wed = await order(t(), { quantity: 2 });
    t().clock.set('2026-11-20T10:00:00Z'); // Friday 12:00
    const fri1 = await order(t(), { slug: 'set-philadelphia' });
    const fri2 = await order(t(), { slug: 'set-philadelphia', quantity: 3 });
    const cancelled = await order(t(), { quantity: 5 });
    await order(t(), { restaurant: 2, quantity: 7 }); // another restaurant: not the manager's
    expect((await operator.move(cancelled.id, 'cancelled', { reason: 'Closed early' })).status).toBe(200);

    const res = await manager.request('GET', '/api/staff/reports?from=2026-11-17&to=2026-11-20', undefined, {
      'accept-language': 'en',
    });
    expect(res.status, res.text).toBe(200);
    const report = res.json.data as {
      days: { date: string; orders: number; revenue: number; average_basket: number; cancelled: number }[];
      totals: { orders: number; revenue: number; average_basket: number; cancelled: number };
      top_dishes: { name: string; quantity: number; revenue: number }[];
    };
    expect(report.days.map((d) => d.date)).toEqual(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(report.days.map((d) => [d.orders, d.cancelled])).toEqual([
      [0, 0],
      [1, 0],
      [0, 0],
      [2, 1],
    ]);
    expect(report.days[1]!.revenue).toBe(wed.total);
    expect(report.days[3]!.revenue).toBe(fri1.total + fri2.total);
    expect(report.days[3]!.average_basket).toBe(Math.round(((fri1.total + fri2.total) / 2) * 100) / 100);
    expect(report.totals).toEqual({
      orders: 3,
      revenue: wed.total + fri1.total + fri2.total,
      average_basket: Math.round(((wed.total + fri1.total + fri2.total) / 3) * 100) / 100,
      cancelled: 1,
    });
    // 2 + 1 + 3 of the set; the cancelled 5 and the other restaurant's 7 do not count.
    expect(report.top_dishes).toEqual([
      expect.objectContaining({ quantity: 6, name: expect.stringMatching(/Philadelphia/) }),
    ]);

    const owner = await t().staff('owner', []);
    type Report = typeof report;
    const everything = (await owner.request('GET', '/api/staff/reports?from=2026-11-20&to=2026-11-20')).json
      .data as Report;
    expect(everything.totals.orders).toBe(3);
    expect(everything.top_dishes[0]!.quantity).toBe(11);
    const oneRestaurant = (
      await owner.request('GET', '/api/staff/reports?from=2026-11-20&to=2026-11-20&restaurant_id=2')
    ).json.data as Report;
    expect(oneRestaurant.totals.orders).toBe(1);

    expect((await operator.request('GET', '/api/staff/reports?from=2026-11-20&to=2026-11-20')).status).toBe(403);
    const tooLong = await manager.request('GET', '/api/staff/reports?from=2025-01-01&to=2026-11-20');
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors).toHaveProperty('to');
  });

  it('auto-accepts a restaurant’s new orders with its minutes, and tells the shopper', async () => {
    const manager = await t().staff('manager', [1]);
    const set = await manager.request('PATCH', '/api/staff/restaurants/1', { auto_accept_minutes: 25 });
    expect(set.status, set.text).toBe(200);
    expect(set.json.data).toMatchObject({ auto_accept_minutes: 25 });
    expect((await manager.request('PATCH', '/api/staff/restaurants/1', { auto_accept_minutes: 1 })).status).toBe(422);
    // Saved with nothing changed: the restaurant as it is (an empty update once answered 500).
    const unchanged = await manager.request('PATCH', '/api/staff/restaurants/1', {});
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.json.data).toMatchObject({ id: 1, auto_accept_minutes: 25 });

    const placed = await order(t());
    const other = await order(t(), { restaurant: 2 });
    const jobs = (await queued(t(), 'order-auto-accept')) as { orderId: number }[];
    expect(jobs).toEqual([{ orderId: placed.id }]);

    await t().deps.jobHandlers['order-auto-accept']({ orderId: placed.id });
    const accepted = (await manager.request('GET', `/api/staff/orders/${placed.id}`)).json.data as StaffOrderJson;
    expect(accepted.status).toBe('accepted');
    expect(accepted.history.at(-1)).toMatchObject({ status: 'accepted', actor: 'system', from_status: 'placed' });
    expect(new Date(accepted.promised_at!).getTime() - t().clock.now().getTime()).toBe(25 * 60_000);
    expect(((await queued(t(), 'shopper-sms')) as { orderId: number }[]).map((j) => j.orderId)).toContain(placed.id);
    // Run again (a retried job): nothing more happens.
    await t().deps.jobHandlers['order-auto-accept']({ orderId: placed.id });
    const again = (await manager.request('GET', `/api/staff/orders/${placed.id}`)).json.data as StaffOrderJson;
    expect(again.history).toHaveLength(2);

    // Switched off before the job ran: the order waits for a person.
    const next = await order(t());
    await t().db.update(restaurants).set({ autoAcceptMinutes: null }).where(eq(restaurants.id, 1));
    await t().deps.jobHandlers['order-auto-accept']({ orderId: next.id });
    const waiting = (await manager.request('GET', `/api/staff/orders/${next.id}`)).json.data as StaffOrderJson;
    expect(waiting.status).toBe('placed');
    expect(other.status).toBe('placed');
  });
});
