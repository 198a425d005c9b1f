import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, orderEvents, orders, payments, users } from '../src/db/schema';
import { catalogIds, describeBackends, placeOrder, type TestContext } from './helpers';
import { queued } from './queue';

type Timeline = { status: string; at: string; promised_at: string | null; reason: string | null }[];
type OrderJson = {
  id: number;
  status: string;
  promised_at: string | null;
  cancel_reason: string | null;
  timeline: Timeline;
};
type StaffOrderJson = OrderJson & {
  history: { status: string; actor: string; staff: { id: number; name: string } | null; reason: string | null }[];
};

async function order(
  t: TestContext,
  opts: { type?: 'delivery' | 'pickup'; restaurant?: number; token?: string; payment?: string; bonuses?: number } = {},
) {
  const ids = await catalogIds(t);
  const type = opts.type ?? 'delivery';
  const res = await placeOrder(
    t,
    {
      items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
      order_type: type,
      ...(type === 'delivery'
        ? { region_id: 1, address: { street: 'str. București', house: '7' } }
        : { restaurant_id: opts.restaurant ?? 1 }),
      payment_type: opts.payment ?? 'cash',
      contact: { name: 'Ana', phone: '37369123456' },
      ...(opts.bonuses ? { bonuses: opts.bonuses } : {}),
    },
    { token: opts.token, lang: 'en' },
  );
  expect(res.status, res.text).toBe(201);
  return res.json as { order: OrderJson; tracking: { token: string; url: string } };
}

describeBackends('order lifecycle', (t) => {
  it('walks a delivery order from placed to delivered, one staff step at a time, with its history', async () => {
    const { order: placed } = await order(t());
    expect(placed).toMatchObject({ status: 'placed', promised_at: null });
    expect(placed.timeline).toEqual([
      { status: 'placed', at: '2026-11-20T10:00:00.000Z', promised_at: null, reason: null },
    ]);

    const staff = await t().staff();
    t().clock.advance(60_000);
    const accepted = await staff.move(placed.id, 'accepted', { promised_minutes: 45 });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toMatchObject({ status: 'accepted', promised_at: '2026-11-20T10:46:00.000Z' });
    for (const to of ['preparing', 'ready', 'out_for_delivery', 'delivered']) {
      t().clock.advance(60_000);
      expect((await staff.move(placed.id, to)).status).toBe(200);
    }

    const shopperView = (await t().request('GET', `/api/orders/track/${(await order(t())).tracking.token}`)).json;
    expect(shopperView.data).toMatchObject({ status: 'placed' });
    const full = (await staff.request('GET', `/api/staff/orders/${placed.id}`)).json.data as StaffOrderJson;
    expect(full.history.map((h) => [h.status, h.actor, h.staff?.name ?? null])).toEqual([
      ['placed', 'shopper', null],
      ['accepted', 'staff', 'Staff 1'],
      ['preparing', 'staff', 'Staff 1'],
      ['ready', 'staff', 'Staff 1'],
      ['out_for_delivery', 'staff', 'Staff 1'],
      ['delivered', 'staff', 'Staff 1'],
    ]);
    expect(full.timeline[1]).toEqual({
      status: 'accepted',
      at: '2026-11-20T10:01:00.000Z',
      promised_at: '2026-11-20T10:46:00.000Z',
      reason: null,
    });
    // Every move is in the audit log with who, what and from where.
    const audit = await t().db.select().from(auditLog).where(eq(auditLog.action, 'order.transition'));
    expect(audit).toHaveLength(5);
    expect(audit[0]).toMatchObject({ staffId: staff.id, targetType: 'order', targetId: String(placed.id) });
    expect(audit[0]?.details).toMatchObject({ from: 'placed', to: 'accepted' });
  });

  it('ends a pickup order at picked up, never out for delivery', async () => {
    const { order: placed } = await order(t(), { type: 'pickup' });
    const staff = await t().staff();
    await staff.move(placed.id, 'accepted', { promised_minutes: 20 });
    await staff.move(placed.id, 'preparing');
    await staff.move(placed.id, 'ready');
    const wrong = await staff.move(placed.id, 'out_for_delivery');
    expect(wrong.status).toBe(409);
    expect((await staff.move(placed.id, 'picked_up')).json.data).toMatchObject({ status: 'picked_up' });
  });

  it('refuses skipped, backward and final moves with a 409 that says so', async () => {
    const { order: placed } = await order(t());
    const staff = await t().staff();
    const skip = await t().request('POST', `/api/staff/orders/${placed.id}/transition`, {
      body: { to: 'preparing' },
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, 'accept-language': 'en' },
    });
    expect(skip.status).toBe(409);
    expect(skip.json.message).toBe('The order cannot move to that step from where it is now.');
    await staff.move(placed.id, 'accepted', { promised_minutes: 30 });
    expect((await staff.move(placed.id, 'placed')).status).toBe(409);
    expect((await staff.move(placed.id, 'awaiting_payment')).status).toBe(409);
    await staff.move(placed.id, 'cancelled', { reason: 'Out of rice' });
    expect((await staff.move(placed.id, 'preparing')).status).toBe(409);
    expect((await staff.move(placed.id, 'cancelled', { reason: 'again' })).status).toBe(409);
  });

  it('needs a promised time to accept and a reason to cancel', async () => {
    const { order: placed } = await order(t());
    const staff = await t().staff();
    const noTime = await staff.move(placed.id, 'accepted');
    expect(noTime.status).toBe(422);
    expect(Object.keys(noTime.json.errors as object)).toEqual(['promised_minutes']);
    expect((await staff.move(placed.id, 'accepted', { promised_minutes: 600 })).status).toBe(422);
    expect((await staff.move(placed.id, 'cancelled')).status).toBe(422);
    expect((await staff.move(placed.id, 'cancelled', { reason: '   ' })).status).toBe(422);
    expect((await staff.move(placed.id, 'nonsense')).status).toBe(422);
  });

  it('lets one of two operators accepting at once win; the other gets a 409 and nothing is lost', async () => {
    const { order: placed } = await order(t());
    const [a, b] = [await t().staff(), await t().staff()];
    const results = await Promise.all([
      a.move(placed.id, 'accepted', { promised_minutes: 30, from: 'placed' }),
      b.move(placed.id, 'accepted', { promised_minutes: 60, from: 'placed' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // The loser is told who was first, whether it read the order before the winner's write (the compare-and-set
    // finds it moved) or after (it is no longer in the state the loser saw).
    const loser = results.find((r) => r.status === 409);
    const winnerName = results[0]!.status === 200 ? a.name : b.name;
    expect(loser?.json.message).toBe(`${winnerName} a acceptat deja această comandă.`);
    const events = await t().db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events.map((e) => e.status)).toEqual(['placed', 'accepted']);
    const winner = results.find((r) => r.status === 200)?.json.data as OrderJson;
    const [row] = await t().db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.promisedAt?.toISOString()).toBe(winner.promised_at);
  });

  it('tells a member of staff who moves an order someone else has moved since they saw it who was first', async () => {
    const { order: placed } = await order(t());
    const [a, b] = [await t().staff(), await t().staff()];
    expect((await a.move(placed.id, 'accepted', { promised_minutes: 30 })).status).toBe(200);
    // b's board still showed it new: with `from`, the answer is that a was first, in b's language.
    const late = await b.move(placed.id, 'accepted', { promised_minutes: 20, from: 'placed' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(`${a.name} a acceptat deja această comandă.`);
    const inEnglish = await b.request(
      'POST',
      `/api/staff/orders/${placed.id}/transition`,
      { to: 'cancelled', reason: 'Out of salmon', from: 'placed' },
      { 'accept-language': 'en' },
    );
    expect(inEnglish.status).toBe(409);
    expect(inEnglish.json.message).toBe(`${a.name} has already accepted this order.`);
    // Without `from` the API cannot tell a late click from a wrong one: the table's answer, as before.
    const unknowing = await b.move(placed.id, 'accepted', { promised_minutes: 20 });
    expect(unknowing.json.message).toBe('Comanda nu poate trece la acest pas din starea în care se află.');
    // What b saw is still the state: the move goes ahead.
    expect((await b.move(placed.id, 'preparing', { from: 'accepted' })).status).toBe(200);

    // A shopper who cancelled first is named as the customer.
    const token = await t().signIn();
    const { order: mine } = await order(t(), { token });
    expect((await t().request('POST', `/api/orders/${mine.id}/cancel`, { token })).status).toBe(200);
    const afterShopper = await a.move(mine.id, 'accepted', { promised_minutes: 30, from: 'placed' });
    expect(afterShopper.json.message).toBe('Clientul a anulat deja această comandă.');
    // A state the caller could not have seen is refused as input.
    expect((await a.move(placed.id, 'ready', { from: 'somewhere' })).status).toBe(422);
  });

  it('shows staff only their restaurants’ orders and lets them move no others', async () => {
    const mine = await order(t(), { type: 'pickup', restaurant: 1 });
    const theirs = await order(t(), { type: 'pickup', restaurant: 2 });
    const operator = await t().staff('operator', [1]);
    const list = (await operator.request('GET', '/api/staff/orders')).json.data as OrderJson[];
    expect(list.map((o) => o.id)).toEqual([mine.order.id]);
    expect((await operator.request('GET', `/api/staff/orders/${theirs.order.id}`)).status).toBe(404);
    expect((await operator.move(theirs.order.id, 'accepted', { promised_minutes: 30 })).status).toBe(404);
    const owner = await t().staff('owner', []);
    const all = (await owner.request('GET', '/api/staff/orders')).json.data as OrderJson[];
    expect(all.map((o) => o.id)).toEqual([theirs.order.id, mine.order.id]);
    const byState = await owner.request('GET', '/api/staff/orders?status=delivered,cancelled');
    expect(byState.json.data).toEqual([]);
    expect((await owner.request('GET', '/api/staff/orders?status=eaten')).status).toBe(422);
  });

  it('lets the shopper cancel while the order is placed, giving back the bonuses spent', async () => {
    const token = await t().signIn();
    await t().db.update(users).set({ bonusBalance: 5000 }).where(eq(users.phone, '37369000001'));
    const { order: placed } = await order(t(), { token, bonuses: 20 });
    expect((await t().request('GET', '/api/bonuses', { token })).json).toMatchObject({ balance: 30 });
    const cancelled = await t().request('POST', `/api/orders/${placed.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled' });
    const bonuses = (await t().request('GET', '/api/bonuses', { token })).json as {
      balance: number;
      transactions: { kind: string; amount: number }[];
    };
    expect(bonuses.balance).toBe(50);
    expect(bonuses.transactions.map((x) => [x.kind, x.amount])).toEqual([
      ['refund', 20],
      ['spend', -20],
    ]);
    // Once, however often it is asked.
    expect((await t().request('POST', `/api/orders/${placed.id}/cancel`, { token })).status).toBe(409);
    expect((await t().request('GET', '/api/bonuses', { token })).json).toMatchObject({ balance: 50 });
  });

  it('tells a shopper who is too late to cancel to call the restaurant', async () => {
    const token = await t().signIn();
    const { order: placed, tracking } = await order(t(), { token, type: 'pickup', restaurant: 1 });
    await (await t().staff()).move(placed.id, 'accepted', { promised_minutes: 30 });
    const late = await t().request('POST', `/api/orders/${placed.id}/cancel`, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(
      /^The restaurant has already started on the order\. Call \+?[\d ]+ to cancel it\.$/,
    );
    expect((await t().request('POST', `/api/orders/track/${tracking.token}/cancel`)).status).toBe(409);
    const other = await t().signIn('37369000002');
    expect((await t().request('POST', `/api/orders/${placed.id}/cancel`, { token: other })).status).toBe(404);
  });

  it('gives a guest a private link to follow and cancel their order, and nothing else', async () => {
    const { order: placed, tracking } = await order(t());
    expect(tracking.url).toBe(`http://site.test/en/track/${tracking.token}`);
    expect(tracking.token).toMatch(/^[\w-]{43}$/);
    const seen = await t().request('GET', `/api/orders/track/${tracking.token}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.json.data).toMatchObject({ id: placed.id, status: 'placed' });
    expect((await t().request('GET', `/api/orders/track/${tracking.token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await t().request('GET', '/api/orders/track/short')).status).toBe(404);
    const cancelled = await t().request('POST', `/api/orders/track/${tracking.token}/cancel`);
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled' });
  });

  it('cancels a paid card order with a reason and returns the money once, through the provider', async () => {
    const token = await t().signIn();
    const { order: created } = await order(t(), { token, payment: 'card_online' });
    const [payment] = await t().db.select().from(payments).where(eq(payments.orderId, created.id));
    // Paid at the provider, confirmed through its webhook path.
    const pay = t().deps.paymentProvider;
    expect(pay.name).toBe('simulated');
    const redirect = new URL(payment!.redirectUrl);
    const pressed = await t().app.request(redirect.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    const back = new URL(pressed.headers.get('location') ?? '');
    await t().deps.services.payments.confirmFromWebhook(back.searchParams.get('t') ?? '');

    const staff = await t().staff();
    await staff.move(created.id, 'accepted', { promised_minutes: 30 });
    const cancelled = await staff.move(created.id, 'cancelled', { reason: 'The kitchen flooded' });
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled', cancel_reason: 'The kitchen flooded' });
    const [requested] = await t().db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(requested).toMatchObject({ status: 'paid', refundStatus: 'requested' });
    // The refund job ran twice (a retry): one refund.
    await t().deps.jobHandlers['payment-refund']({ paymentId: requested!.id });
    await t().deps.jobHandlers['payment-refund']({ paymentId: requested!.id });
    const [refunded] = await t().db.select().from(payments).where(eq(payments.orderId, created.id));
    expect(refunded).toMatchObject({ refundStatus: 'refunded', refundTransactionId: expect.any(String) });
    const jobs = await queued(t(), 'payment-refund');
    expect(jobs).toEqual([{ paymentId: requested!.id }]);
    // No bonuses were earned by an order that was never delivered.
    expect((await t().request('GET', '/api/bonuses', { token })).json).toMatchObject({ balance: 0, transactions: [] });
  });

  it('records the history row of each change with who and when', async () => {
    const { order: placed } = await order(t());
    const staff = await t().staff();
    t().clock.advance(5 * 60_000);
    await staff.move(placed.id, 'cancelled', { reason: 'Closed for a private event' });
    const [event] = await t()
      .db.select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, placed.id), eq(orderEvents.status, 'cancelled')));
    expect(event).toMatchObject({
      type: 'status',
      fromStatus: 'placed',
      actor: 'staff',
      staffId: staff.id,
      reason: 'Closed for a private event',
      createdAt: new Date('2026-11-20T10:05:00Z'),
    });
  });
});
