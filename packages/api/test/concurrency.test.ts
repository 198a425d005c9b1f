// Races that only a real multi-connection database can show: run on PostgreSQL (skipped when absent).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../src/app';
import { bonusTransactions, orderEvents, orders, payments as paymentRows, users } from '../src/db/schema';
import { createDeps } from '../src/services';
import { catalogIds, describeBackends, newKey, placeOrder } from './helpers';

describeBackends(
  'concurrency',
  (t) => {
    it('makes one order from 50 concurrent identical submissions with one Idempotency-Key', async () => {
      const ids = await catalogIds(t());
      const body = {
        items: [{ product_id: ids.product('set-party').id, quantity: 1 }],
        order_type: 'pickup',
        restaurant_id: 3,
        payment_type: 'card_online',
        contact: { name: 'Ion', phone: '37369123456' },
      };
      const key = newKey();
      const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t(), body, { key })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(49);
      const orderIds = new Set(results.map((r) => (r.json.order as { id: number }).id));
      expect(orderIds.size).toBe(1);
      const redirects = new Set(results.map((r) => (r.json.payment as { redirect_url: string }).redirect_url));
      expect(redirects.size).toBe(1);
      expect(await t().db.select().from(orders)).toHaveLength(1);
    });

    it('marks an order paid once when the webhook-style confirmation and the return redirect race', async () => {
      const token = await t().signIn();
      const ids = await catalogIds(t());
      const res = await placeOrder(
        t(),
        {
          items: [{ product_id: ids.product('set-familial').id, quantity: 1 }],
          order_type: 'pickup',
          restaurant_id: 1,
          payment_type: 'card_online',
          contact: { name: 'Ion', phone: '37369123456' },
        },
        { token },
      );
      const redirect = new URL((res.json.payment as { redirect_url: string }).redirect_url);
      const pressed = await t().app.request(redirect.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
      });
      const back = new URL(pressed.headers.get('location') ?? '');
      const tx = back.searchParams.get('t') ?? '';
      const s = back.searchParams.get('s') ?? '';
      const { payments } = t().deps.services;
      const results = await Promise.all([
        ...Array.from({ length: 10 }, () => t().request('POST', '/api/payments/verify', { body: { t: tx, s } })),
        ...Array.from({ length: 10 }, () => payments.confirmFromWebhook(tx)),
      ]);
      expect(results.length).toBe(20);
      // Placed once: one event, and no payment taken for a refund.
      const order = res.json.order as { id: number };
      const events = await t().db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events.map((e) => e.status)).toEqual(['awaiting_payment', 'placed']);
      const rows = await t().db.select().from(paymentRows).where(eq(paymentRows.orderId, order.id));
      expect(rows.map((p) => [p.status, p.refundStatus])).toEqual([['paid', null]]);
    });

    it('behaves as one API when two instances share the database (no state in memory)', async () => {
      const { config, db, clock, deps } = t();
      const other = createApp(createDeps({ config, db, clock, log: deps.log, jobs: deps.jobs }));
      const post = (app: typeof other, path: string, body: unknown, headers: Record<string, string> = {}) =>
        app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.5.5.5', ...headers },
          body: JSON.stringify(body),
        });
      const phone = '37369777777';
      // Code asked from instance A, checked on instance B; the resend wait holds on B too.
      expect(
        (await post(t().app, '/api/via-phone-number', { phone }, { 'x-request-signature': t().sign(phone) })).status,
      ).toBe(200);
      expect(
        (await post(other, '/api/via-phone-number', { phone }, { 'x-request-signature': t().sign(phone) })).status,
      ).toBe(429);
      const code = await t().lastCode(phone);
      const checked = await post(other, '/api/sms-code-check', { phone, code });
      const { token } = (await checked.json()) as { token: string };
      // The token works on A and, revoked on A, stops working on B.
      expect((await t().request('GET', '/api/get-profile', { token })).status).toBe(200);
      await t().request('POST', '/api/logout', { token });
      expect((await other.request('/api/get-profile', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        401,
      );
    });

    it('never lets concurrent spending take the bonus balance below zero', async () => {
      const token = await t().signIn();
      await t().db.update(users).set({ bonusBalance: 100_00 }).where(eq(users.phone, '37369000001'));
      const ids = await catalogIds(t());
      const body = {
        items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
        order_type: 'pickup',
        restaurant_id: 1,
        payment_type: 'cash',
        bonuses: 30,
        contact: { name: 'Ion', phone: '37369123456' },
      };
      // 20 different orders each spending 30 MDL from a balance of 100: at most 3 can succeed.
      const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t(), body, { token })));
      const created = results.filter((r) => r.status === 201).length;
      expect(created).toBe(3);
      expect(results.every((r) => r.status === 201 || r.status === 422)).toBe(true);
      const [user] = await t().db.select().from(users).where(eq(users.phone, '37369000001'));
      expect(user?.bonusBalance).toBe(10_00);
      const spent = await t().db.select().from(bonusTransactions).where(eq(bonusTransactions.kind, 'spend'));
      expect(spent.reduce((sum, s) => sum + s.amount, 0)).toBe(-90_00);
    });
  },
  { only: ['postgres'] },
);
