import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderEvents, orders, payments, smsOutbox, users } from '../src/db/schema';
import { catalogIds, describeBackends, placeOrder, type TestContext } from './helpers';
import { queued } from './queue';

type OrderJson = { id: number; status: string };

async function place(
  t: TestContext,
  extra: Record<string, unknown> = {},
  opts: { token?: string; lang?: string } = {},
) {
  const ids = await catalogIds(t);
  const res = await placeOrder(
    t,
    {
      items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
      order_type: 'delivery',
      region_id: 1,
      address: { street: 'str. București', house: '7' },
      payment_type: 'cash',
      contact: { name: 'Ana', phone: '37369123456' },
      ...extra,
    },
    { token: opts.token, lang: opts.lang ?? 'en' },
  );
  expect(res.status, res.text).toBe(201);
  return res.json.order as OrderJson;
}

const outbox = async (t: TestContext, phone: string) =>
  (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).map((m) => m.text);

describeBackends('background jobs', (t) => {
  it('rings the restaurant once when a placed order waits ORDER_ALERT_MINUTES, and not once it is accepted', async () => {
    const waiting = await place(t());
    const taken = await place(t());
    const jobs = (await queued(t(), 'order-alert', 'full')) as { data: unknown; start_after: string | Date }[];
    expect(jobs.map((j) => j.data)).toEqual([{ orderId: waiting.id }, { orderId: taken.id }]);
    // Five minutes after the order reached the kitchen; the board is told the same moment, to mark it late.
    expect(new Date(jobs[0]!.start_after).toISOString()).toBe('2026-11-20T10:05:00.000Z');
    const listed = (await (await t().staff()).request('GET', '/api/staff/orders')).json.data as { accept_by: string }[];
    expect(listed.map((o) => o.accept_by)).toEqual(['2026-11-20T10:05:00.000Z', '2026-11-20T10:05:00.000Z']);

    await (await t().staff()).move(taken.id, 'accepted', { promised_minutes: 30 });
    t().clock.advance(5 * 60_000);
    const alert = t().deps.jobHandlers['order-alert'];
    for (const id of [waiting.id, waiting.id, taken.id]) await alert({ orderId: id });
    // To the restaurant's phone, in Romanian (the kitchen's language); 399 MDL + 30 MDL delivery.
    expect(await outbox(t(), '37322211126')).toEqual([
      `Nori: comanda #${waiting.id} (429 MDL) așteaptă de 5 min să fie acceptată.`,
    ]);
  });

  it('keeps a scheduled order from the kitchen until its preparation time, then releases it once', async () => {
    // Delivery at 18:00 in Chișinău (16:00Z): the kitchen needs 30 min and the area's courier 45.
    const scheduled = await place(t(), { scheduled_at: '2026-11-20T18:00:00+02:00' });
    const [row] = await t().db.select().from(orders).where(eq(orders.id, scheduled.id));
    expect(row).toMatchObject({ releaseAt: new Date('2026-11-20T14:45:00Z'), releasedAt: null });
    const release = (await queued(t(), 'order-release', 'full')) as { data: unknown; start_after: string | Date }[];
    expect(release.map((j) => [j.data, new Date(j.start_after).toISOString()])).toEqual([
      [{ orderId: scheduled.id }, '2026-11-20T14:45:00.000Z'],
    ]);
    expect(await queued(t(), 'order-alert')).toEqual([]);

    const staff = await t().staff();
    const board = (await staff.request('GET', '/api/staff/orders')).json.data as {
      released_at: string | null;
      accept_by: string | null;
    }[];
    expect(board[0]).toMatchObject({ released_at: null, accept_by: null });

    t().clock.set('2026-11-20T14:45:00Z');
    await t().deps.jobHandlers['order-release']({ orderId: scheduled.id });
    await t().deps.jobHandlers['order-release']({ orderId: scheduled.id });
    const events = await t().db.select().from(orderEvents).where(eq(orderEvents.orderId, scheduled.id));
    expect(events.map((e) => [e.type, e.status])).toEqual([
      ['status', 'placed'],
      ['released', 'placed'],
    ]);
    expect(await queued(t(), 'order-alert')).toEqual([{ orderId: scheduled.id }]);
  });

  it('texts the shopper in the order’s language when accepted, out for delivery and cancelled, once each', async () => {
    const order = await place(t(), {}, { lang: 'ru' });
    const staff = await t().staff();
    await staff.move(order.id, 'accepted', { promised_minutes: 30 });
    await staff.move(order.id, 'preparing');
    await staff.move(order.id, 'ready');
    await staff.move(order.id, 'out_for_delivery');
    const jobs = (await queued(t(), 'shopper-sms')) as { orderId: number; eventId: number }[];
    // Preparing and ready (of a delivery) are kitchen business: no SMS.
    expect(jobs).toHaveLength(2);
    for (const job of [...jobs, ...jobs]) await t().deps.jobHandlers['shopper-sms'](job);
    const texts = await outbox(t(), '37369123456');
    const track = t().deps.services.orders.tracking(
      (await t().db.select().from(orders).where(eq(orders.id, order.id)))[0]!,
    ).url;
    expect(track).toMatch(/^http:\/\/site\.test\/ru\/track\/[\w-]{43}$/);
    // 10:00Z + 30 min is 12:30 in Chișinău.
    expect(texts).toEqual([
      `Nori: заказ #${order.id} принят. Привезём примерно к 12:30. ${track}`,
      `Nori: заказ #${order.id} уже едет к вам. ${track}`,
    ]);

    const other = await place(t());
    await staff.move(other.id, 'cancelled', { reason: 'We ran out of salmon.' });
    const cancel = ((await queued(t(), 'shopper-sms')) as { orderId: number; eventId: number }[]).at(-1)!;
    await t().deps.jobHandlers['shopper-sms'](cancel);
    expect((await outbox(t(), '37369123456')).at(-1)).toBe(
      `Nori: order #${other.id} was cancelled. We ran out of salmon.`,
    );
  });

  it('does not text a shopper about a cancellation they made themselves', async () => {
    const token = await t().signIn();
    const order = await place(t(), {}, { token });
    await t().request('POST', `/api/orders/${order.id}/cancel`, { token });
    expect(await queued(t(), 'shopper-sms')).toEqual([]);
  });

  it('reconciles unpaid card orders: places those the provider says are paid, cancels the rest after the timeout', async () => {
    const token = await t().signIn();
    await t().db.update(users).set({ bonusBalance: 10_000 }).where(eq(users.phone, '37369000001'));
    const abandoned = await place(t(), { payment_type: 'card_online', bonuses: 50 }, { token });
    const paidButNeverBack = await place(t(), { payment_type: 'card_online' }, { token });
    // The shopper pays on the provider's page and closes the tab before coming back.
    const [payment] = await t().db.select().from(payments).where(eq(payments.orderId, paidButNeverBack.id));
    await t().app.request(new URL(payment!.redirectUrl).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });

    t().clock.advance(10 * 60_000);
    await t().deps.jobHandlers['payment-reconcile']({});
    const status = async (id: number) => (await t().db.select().from(orders).where(eq(orders.id, id)))[0]?.status;
    expect([await status(abandoned.id), await status(paidButNeverBack.id)]).toEqual(['awaiting_payment', 'placed']);

    t().clock.advance(30 * 60_000);
    await t().deps.jobHandlers['payment-reconcile']({});
    expect(await status(abandoned.id)).toBe('cancelled');
    expect((await t().request('GET', '/api/bonuses', { token })).json).toMatchObject({ balance: 100 });
    // The shopper hears why.
    const sms = ((await queued(t(), 'shopper-sms')) as { orderId: number; eventId: number }[]).at(-1)!;
    await t().deps.jobHandlers['shopper-sms'](sms);
    expect((await outbox(t(), '37369123456')).at(-1)).toBe(
      `Nori: order #${abandoned.id} was cancelled: the payment did not arrive.`,
    );
  });

  it('purges expired codes, old idempotency keys, rate-limit windows and dead sessions', async () => {
    await t().signIn();
    const member = await t().staff();
    await member.request('POST', '/api/staff/logout');
    await place(t());
    t().clock.advance(2 * 24 * 3_600_000);
    await t().deps.jobHandlers.purge({});
    const count = async (table: string) => {
      const result = (await t().db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows?: { n: number }[];
      } & { n: number }[];
      return (result.rows ?? [...result])[0]?.n;
    };
    expect({
      sms_codes: await count('sms_codes'),
      idempotency_keys: await count('idempotency_keys'),
      rate_limits: await count('rate_limits'),
      staff_sessions: await count('staff_sessions'),
      orders: await count('orders'),
    }).toEqual({ sms_codes: 0, idempotency_keys: 0, rate_limits: 0, staff_sessions: 0, orders: 1 });
  });
});

describeBackends(
  'background jobs, run by the queue',
  (t) => {
    it('runs a due job in a worker: the restaurant alert arrives without anyone calling the handler', async () => {
      const order = await place(t());
      const deadline = Date.now() + 15_000;
      let texts: string[] = [];
      while (Date.now() < deadline && texts.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        texts = await outbox(t(), '37322211126');
      }
      expect(texts).toEqual([`Nori: comanda #${order.id} (429 MDL) așteaptă de 1 min să fie acceptată.`]);
    });
  },
  { workJobs: true, env: { ORDER_ALERT_MINUTES: '0' } },
);
