// Live status over Server-Sent Events, on a real listening server (so buffering and disconnects are real):
// what each audience receives, reconnection without gap or duplicate, refusals, no subscriber left behind,
// and events and catalog changes crossing from one API instance to another over PostgreSQL.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STREAM_PING_EVENT } from '@nori/core/liveStream';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { DEMO_OPERATOR } from '../src/db/seed/demoStaff';
import { orderEvents } from '../src/db/schema';
import { catalogStream, eventStream, STREAM_SETTINGS, type Follow } from '../src/http/eventStream';
import { createLogger } from '../src/logger';
import { OrderSchema } from '../src/routes/orders';
import { StaffOrderSchema } from '../src/routes/staff';
import { OrderStreamMessageSchema, StaffStreamMessageSchema } from '../src/routes/streams';
import { startServer } from '../src/server';
import { createDeps } from '../src/services';
import { CATALOG_CHANNEL } from '../src/services/catalog';
import { createEventBus, type EventBus } from '../src/services/eventBus';
import { EVENTS_CHANNEL } from '../src/services/events';
import { catalogIds, describeBackends, placeOrder, type TestContext } from './helpers';
import { openSse, type SseClient } from './sse';
import { packageRoot, startApiProcess } from './process';

const HEARTBEAT_MS = 200;
const MAX_REPLAY = 20;

type StaffMessage = {
  event: { id: number; type: string; status: string; actor: string; staff: { name: string } | null };
  order: { id: number; status: string; restaurant_id: number; released_at: string | null; history: unknown[] };
};

async function listen(app: Parameters<typeof startServer>[0]) {
  const server = await startServer(app, { hostname: '127.0.0.1', port: 0 });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function shut(server: Server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A cash pickup order (placed at once) of restaurant `restaurant`. */
async function order(t: TestContext, opts: { restaurant?: number; token?: string } = {}) {
  const ids = await catalogIds(t);
  const res = await placeOrder(
    t,
    {
      items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
      order_type: 'pickup',
      restaurant_id: opts.restaurant ?? 1,
      payment_type: 'cash',
      contact: { name: 'Ana', phone: '37369123456' },
    },
    { token: opts.token, lang: 'en' },
  );
  expect(res.status, res.text).toBe(201);
  return res.json as { order: { id: number }; tracking: { token: string } };
}

const isReady = (m: { event: string }) => m.event === 'ready';
const isPing = (m: { event: string }) => m.event === STREAM_PING_EVENT;
const hasStatus = (status: string) => (m: { event: string; data: string }) =>
  m.event === 'order' && (JSON.parse(m.data) as { event: { status: string } }).event.status === status;
const ofOrder = (id: number) => (m: { event: string; data: string }) =>
  m.event === 'order' && (JSON.parse(m.data) as { order: { id: number } }).order.id === id;

/** Waits until the bus has `count` subscribers (a closed client is noticed when its socket closes). */
async function subscribersBecome(t: TestContext, count: number) {
  const until = Date.now() + 5_000;
  while (t.deps.bus.subscriberCount() !== count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return t.deps.bus.subscriberCount();
}

describe('the stream pump', () => {
  /** A bus fed by hand (notices, and the LISTEN coming back after a lost connection), and a log in memory. */
  async function fakes() {
    const inject: ((payload: string) => void)[] = [];
    const relisten: (() => void)[] = [];
    const bus = createEventBus(async (channel, onNotify, onListen) => {
      if (channel === EVENTS_CHANNEL) {
        inject.push(onNotify);
        relisten.push(() => onListen?.());
      }
      onListen?.();
      return async () => {};
    }, createLogger('silent'));
    await bus.start();
    const notice = (id: number) =>
      inject.forEach((fn) => fn(JSON.stringify({ id, order_id: 1, restaurant_id: 1, type: 'status' })));
    const reconnected = () => relisten.forEach((fn) => fn());
    return { bus, notice, reconnected };
  }

  async function serve(bus: EventBus, follow: Follow, lastEventId: number | null) {
    const app = new Hono();
    app.get('/s', (c) =>
      eventStream(c, { bus, log: createLogger('silent'), settings: STREAM_SETTINGS }, follow, lastEventId),
    );
    return listen(app);
  }

  it('sends an event committed during the replay once, and one committed after the log was read too', async () => {
    const { bus, notice } = await fakes();
    let reading = () => {};
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const follow: Follow = {
      scope: { restaurantIds: [1] },
      wants: () => true,
      newestId: async () => 4,
      fresh: async (newest) => newest,
      async *since(after) {
        reading();
        await gate;
        // The log as read: 5 committed just after this read, so only its notice can bring it.
        yield [4].filter((id) => id > after).map((id) => ({ id, data: `"log ${id}"` }));
      },
      moreThan: async () => false,
      live: async (n) => ({ id: n.id, data: `"live ${n.id}"` }),
    };
    const { server, base } = await serve(bus, follow, 3);
    const client = await openSse(`${base}/s`);
    try {
      await readStarted;
      notice(4);
      notice(5);
      release();
      await client.waitFor(isReady);
      notice(6);
      await client.waitFor((m) => m.id === '6');
      expect(client.messages.map((m) => [m.event, m.id, m.data])).toEqual([
        ['order', '4', '"log 4"'],
        ['ready', '4', '{"last_event_id":4}'],
        ['order', '5', '"live 5"'],
        ['order', '6', '"live 6"'],
      ]);
    } finally {
      client.close();
      await shut(server);
      await bus.stop();
    }
  });

  it('pings on every heartbeat with no id, so Last-Event-ID stays on the last event, and rechecks the caller each time', async () => {
    const { bus, notice } = await fakes();
    let checks = 0;
    let signedOut = false;
    const follow: Follow = {
      scope: { orderId: 1 },
      wants: () => true,
      newestId: async () => 2,
      fresh: async (newest) => newest,
      async *since() {},
      moreThan: async () => false,
      live: async (n) => ({ id: n.id, data: `"live ${n.id}"` }),
      // No `watch`: only the heartbeat can find out that the caller's access has ended.
      check: async () => {
        checks += 1;
        return signedOut ? 'ended' : 'allowed';
      },
    };
    const app = new Hono();
    const settings = { ...STREAM_SETTINGS, heartbeatMs: 50 };
    app.get('/s', (c) => eventStream(c, { bus, log: createLogger('silent'), settings }, follow, null));
    const { server, base } = await listen(app);
    const client = await openSse(`${base}/s`);
    try {
      await client.waitFor(isReady);
      notice(3);
      const order = await client.waitFor((m) => m.id === '3');
      const pingsAfter = () => client.messages.slice(client.messages.indexOf(order) + 1).filter(isPing);
      await expect.poll(() => pingsAfter().length).toBeGreaterThanOrEqual(2);
      for (const ping of client.messages.filter(isPing)) {
        expect(ping.ownId).toBeUndefined();
        expect(JSON.parse(ping.data)).toEqual({});
      }
      // The id a browser holds after each ping is the last real event's: a reconnection replays from there.
      for (const ping of pingsAfter()) expect(ping.id).toBe('3');
      expect(client.messages.filter((m) => !isPing(m)).map((m) => [m.event, m.id])).toEqual([
        ['ready', '2'],
        ['order', '3'],
      ]);
      expect(client.comments).toEqual([]);
      expect(checks).toBeGreaterThanOrEqual(2);
      signedOut = true;
      await client.ended;
    } finally {
      client.close();
      await shut(server);
      await bus.stop();
    }
  });

  it('reads the log again when the LISTEN comes back after a lost connection', async () => {
    const { bus, notice, reconnected } = await fakes();
    const log = [1, 2];
    const follow: Follow = {
      scope: { orderId: 1 },
      wants: () => true,
      newestId: async () => Math.max(...log),
      fresh: async (newest) => newest,
      async *since(after) {
        yield log.filter((id) => id > after).map((id) => ({ id, data: `"log ${id}"` }));
      },
      moreThan: async () => false,
      live: async (n) => ({ id: n.id, data: `"live ${n.id}"` }),
    };
    const { server, base } = await serve(bus, follow, null);
    const client = await openSse(`${base}/s`);
    try {
      await client.waitFor(isReady);
      // 3 and 4 commit while the listening connection is down: no notice ever comes for them.
      log.push(3, 4);
      reconnected();
      await client.waitFor((m) => m.id === '4');
      notice(4);
      notice(5);
      await client.waitFor((m) => m.id === '5');
      expect(client.messages.map((m) => [m.event, m.id, m.data])).toEqual([
        ['ready', '2', '{"last_event_id":2}'],
        ['order', '3', '"log 3"'],
        ['order', '4', '"log 4"'],
        ['order', '5', '"live 5"'],
      ]);
    } finally {
      client.close();
      await shut(server);
      await bus.stop();
    }
  });
});

describe('the catalog stream', () => {
  it('pings on every heartbeat with no id, between the versions', async () => {
    const bus = createEventBus(async (_channel, _onNotify, onListen) => {
      onListen?.();
      return async () => {};
    }, createLogger('silent'));
    await bus.start();
    const app = new Hono();
    const settings = { ...STREAM_SETTINGS, heartbeatMs: 20 };
    app.get('/c', (c) => catalogStream(c, { bus, log: createLogger('silent'), settings }, async () => '7'));
    const { server, base } = await listen(app);
    const client = await openSse(`${base}/c`);
    try {
      await client.waitFor((m) => client.messages.filter(isPing).length >= 2 && isPing(m));
      expect(client.messages[0]).toMatchObject({ event: 'catalog', data: '{"version":"7"}' });
      for (const ping of client.messages.filter(isPing)) expect(ping).toMatchObject({ ownId: undefined, data: '{}' });
      expect(client.comments).toEqual([]);
    } finally {
      client.close();
      await shut(server);
      await bus.stop();
    }
  });

  it('sends each new version once, never an older one, and ends when the bus stops', async () => {
    const notices: (() => void)[] = [];
    const bus = createEventBus(async (channel, onNotify, onListen) => {
      if (channel === CATALOG_CHANNEL) notices.push(() => onNotify('0'));
      onListen?.();
      return async () => {};
    }, createLogger('silent'));
    await bus.start();
    const changed = () => notices.forEach((fn) => fn());
    const versions = ['7'];
    const app = new Hono();
    app.get('/c', (c) =>
      catalogStream(c, { bus, log: createLogger('silent'), settings: STREAM_SETTINGS }, async () => versions.at(-1)!),
    );
    const { server, base } = await listen(app);
    const client = await openSse(`${base}/c`);
    try {
      await client.waitFor((m) => m.data === '{"version":"7"}');
      // A notice without a change (a LISTEN back after a loss), then a version read out of order: nothing new.
      changed();
      versions.push('6');
      changed();
      versions.push('9');
      changed();
      await client.waitFor((m) => m.data === '{"version":"9"}');
      expect(client.messages.map((m) => [m.event, m.data])).toEqual([
        ['catalog', '{"version":"7"}'],
        ['catalog', '{"version":"9"}'],
      ]);
      expect(bus.catalogFollowerCount()).toBe(1);
      await bus.stop();
      await client.ended;
      expect(bus.catalogFollowerCount()).toBe(0);
    } finally {
      client.close();
      await shut(server);
    }
  });
});

describeBackends('live streams', (t) => {
  let server: Server;
  let base: string;
  const open: SseClient[] = [];
  const sse = async (path: string, headers: Record<string, string> = {}) => {
    const client = await openSse(`${base}${path}`, headers);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    ({ server, base } = await listen(
      createApp(t().deps, { streamSettings: { heartbeatMs: HEARTBEAT_MS, retryMs: 3000, maxReplay: MAX_REPLAY } }),
    ));
  });
  afterEach(async () => {
    open.splice(0).forEach((c) => c.close());
    await subscribersBecome(t(), 0);
  });
  afterAll(async () => {
    // Undefined when the context's set-up failed: that failure is the one to report.
    if (server) await shut(server);
  });

  it('tells a shopper of their order only: the current state, accepted with the promised time, preparing', async () => {
    const token = await t().signIn();
    const mine = await order(t(), { token });
    const other = await order(t(), { token });
    const streams = [
      await sse(`/api/orders/${mine.order.id}/events`, { authorization: `Bearer ${token}` }),
      await sse(`/api/orders/${mine.order.id}/events?access_token=${token}`),
      await sse(`/api/orders/track/${mine.tracking.token}/events`),
    ];
    for (const s of streams) {
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(s.headers.get('cache-control')).toBe('no-store');
      expect(s.headers.get('x-accel-buffering')).toBe('no');
      await s.waitFor(isReady);
      expect(s.retry).toBe(3000);
    }

    const staff = await t().staff('operator', [1]);
    expect((await staff.move(other.order.id, 'accepted', { promised_minutes: 20 })).status).toBe(200);
    const promised = new Date(t().clock.now().getTime() + 30 * 60_000).toISOString();
    expect((await staff.move(mine.order.id, 'accepted', { promised_minutes: 30 })).status).toBe(200);
    expect((await staff.move(other.order.id, 'preparing')).status).toBe(200);
    expect((await staff.move(mine.order.id, 'preparing')).status).toBe(200);

    // The token in `?access_token=` is never logged.
    expect(t().logs.text).not.toContain(token);
    for (const s of streams) {
      await s.waitFor(hasStatus('preparing'));
      const received = s.orders();
      expect(received.map((m) => [m.event.status, m.order.id, m.order.status])).toEqual([
        ['placed', mine.order.id, 'placed'],
        ['accepted', mine.order.id, 'accepted'],
        ['preparing', mine.order.id, 'preparing'],
      ]);
      const accepted = received[1]!;
      expect(accepted.event.promised_at).toBe(promised);
      expect(accepted.order.promised_at).toBe(promised);
      // The SSE id is the event's row in order_events.
      expect(received.map((m) => m.id)).toEqual(received.map((m) => m.event.id));
      // As documented, and no staff details (history, who moved it) for shoppers.
      for (const m of s.messages.filter((x) => x.event === 'order')) {
        const data = OrderStreamMessageSchema.strict().parse(JSON.parse(m.data));
        OrderSchema.strict().parse(data.order);
        OrderStreamMessageSchema.shape.event.strict().parse(data.event);
      }
    }
  });

  it('tells staff of new orders of their restaurants and not of another restaurant’s', async () => {
    const operator = await t().staff('operator', [1]);
    const owner = await t().staff('owner', []);
    const mineOnly = await sse('/api/staff/events', { cookie: operator.cookie });
    const everything = await sse('/api/staff/events', { cookie: owner.cookie });
    const onlyTwo = await sse('/api/staff/events?restaurant_id=2', { cookie: owner.cookie });
    await Promise.all([mineOnly, everything, onlyTwo].map((s) => s.waitFor(isReady)));

    const elsewhere = await order(t(), { restaurant: 2 });
    const here = await order(t(), { restaurant: 1 });
    await mineOnly.waitFor(ofOrder(here.order.id));
    await everything.waitFor(ofOrder(here.order.id));
    await onlyTwo.waitFor(ofOrder(elsewhere.order.id));

    const [message] = mineOnly.orders<StaffMessage>();
    expect(mineOnly.orders()).toHaveLength(1);
    expect(message?.event).toMatchObject({ type: 'status', status: 'placed', actor: 'shopper' });
    expect(message?.order).toMatchObject({ id: here.order.id, status: 'placed', restaurant_id: 1 });
    expect(message?.order.released_at).not.toBeNull();
    expect(message?.order.history).toHaveLength(1);
    for (const m of [...mineOnly.messages, ...everything.messages].filter((x) => x.event === 'order')) {
      const data = StaffStreamMessageSchema.strict().parse(JSON.parse(m.data));
      StaffOrderSchema.strict().parse(data.order);
    }
    expect(everything.orders().map((m) => m.order.id)).toEqual([elsewhere.order.id, here.order.id]);
    expect(onlyTwo.orders().map((m) => m.order.id)).toEqual([elsewhere.order.id]);

    // A move by staff names who made it.
    await operator.move(here.order.id, 'accepted', { promised_minutes: 15 });
    const accepted = await mineOnly.waitFor(hasStatus('accepted'));
    expect((JSON.parse(accepted.data) as StaffMessage).event.staff?.name).toMatch(/^Staff /);
  });

  it('replays what a reconnecting shopper missed, once, then goes on live', async () => {
    const token = await t().signIn();
    const mine = await order(t(), { token });
    const other = await order(t(), { token });
    const staff = await t().staff('operator', [1]);

    const first = await sse(`/api/orders/track/${mine.tracking.token}/events`);
    const ready = await first.waitFor(isReady);
    first.close();
    await first.ended;

    await staff.move(mine.order.id, 'accepted', { promised_minutes: 30 });
    await staff.move(other.order.id, 'accepted', { promised_minutes: 30 });
    await staff.move(mine.order.id, 'preparing');

    const again = await sse(`/api/orders/track/${mine.tracking.token}/events`, { 'last-event-id': ready.id ?? '' });
    await again.waitFor(isReady);
    await staff.move(mine.order.id, 'ready');
    await again.waitFor(hasStatus('ready'));
    expect(again.orders().map((m) => m.event.status)).toEqual(['accepted', 'preparing', 'ready']);
    const ids = again.orders().map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(Number(ready.id)).toBeLessThan(ids[0]!);

    // The same with the query parameter, on the signed-in route: nothing after `ready` is sent twice.
    const byQuery = await sse(`/api/orders/${mine.order.id}/events?last_event_id=${ids[0]}`, {
      authorization: `Bearer ${token}`,
    });
    await byQuery.waitFor(isReady);
    expect(byQuery.orders().map((m) => m.event.status)).toEqual(['preparing', 'ready']);
  });

  it('loses nothing and repeats nothing when staff reconnect while orders are being placed and moved', async () => {
    const owner = await t().staff('owner', []);
    const first = await sse('/api/staff/events', { cookie: owner.cookie });
    const ready = await first.waitFor(isReady);
    first.close();
    await order(t());
    await order(t(), { restaurant: 2 });

    // Reconnect while more changes are committing.
    const busy = Promise.all([1, 2, 3, 1, 2, 3].map((restaurant) => order(t(), { restaurant })));
    const again = await sse(`/api/staff/events?last_event_id=${ready.id}`, { cookie: owner.cookie });
    const placed = await busy;
    const staff = await t().staff('operator', [1, 2, 3]);
    await Promise.all(placed.map((p) => staff.move(p.order.id, 'accepted', { promised_minutes: 20 })));
    const last = await order(t(), { restaurant: 3 });
    await again.waitFor(ofOrder(last.order.id));

    const logged = await t()
      .db.select({ id: orderEvents.id })
      .from(orderEvents)
      .where(sql`${orderEvents.id} > ${Number(ready.id)}`)
      .orderBy(orderEvents.id);
    expect(again.orders().map((m) => m.id)).toEqual(logged.map((e) => e.id));
    expect(logged).toHaveLength(2 + 6 + 6 + 1);
  });

  it('tells a client too far behind to reload instead of replaying everything', async () => {
    const owner = await t().staff('owner', []);
    for (let i = 0; i <= MAX_REPLAY; i++) await order(t(), { restaurant: 1 + (i % 3) });
    const behind = await sse('/api/staff/events?last_event_id=0', { cookie: owner.cookie });
    const ready = await behind.waitFor(isReady);
    expect(behind.messages.filter((m) => !isPing(m)).map((m) => [m.event, m.id])).toEqual([
      ['reset', String(MAX_REPLAY + 1)],
      ['ready', String(MAX_REPLAY + 1)],
    ]);
    expect(JSON.parse(ready.data)).toEqual({ last_event_id: MAX_REPLAY + 1 });
    // Live from there on; and exactly the limit behind is still replayed.
    const next = await order(t());
    await behind.waitFor(ofOrder(next.order.id));
    const close = await sse('/api/staff/events?last_event_id=2', { cookie: owner.cookie });
    await close.waitFor(isReady);
    expect(close.orders().map((m) => m.id)).toEqual(Array.from({ length: MAX_REPLAY }, (_, i) => i + 3));
  });

  it('answers the shop’s and the back office’s cross-origin EventSource, reconnection included', async () => {
    const mine = await order(t());
    const path = `/api/orders/track/${mine.tracking.token}/events`;
    const preflight = (p: string, origin: string) =>
      fetch(`${base}${p}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'last-event-id' },
      });
    const shop = await preflight(path, 'http://site.test');
    expect(shop.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(shop.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');
    const office = await preflight('/api/staff/events', t().config.staffOrigins[0]!);
    expect(office.headers.get('access-control-allow-credentials')).toBe('true');
    expect(office.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('last-event-id');

    const s = await sse(path, { origin: 'http://site.test' });
    expect(s.headers.get('access-control-allow-origin')).toBe('http://site.test');
    await s.waitFor(isReady);
  });

  it('refuses a wrong token, someone else’s order, an unknown link and a missing staff cookie', async () => {
    const token = await t().signIn('37369000001');
    const stranger = await t().signIn('37369000002');
    const mine = await order(t(), { token });
    const operator = await t().staff('operator', [1]);
    const cases: [string, Record<string, string>, number][] = [
      [`/api/orders/${mine.order.id}/events`, {}, 401],
      [`/api/orders/${mine.order.id}/events`, { authorization: 'Bearer not-a-token' }, 401],
      [`/api/orders/${mine.order.id}/events?access_token=not-a-token`, {}, 401],
      [`/api/orders/${mine.order.id}/events`, { authorization: `Bearer ${stranger}` }, 404],
      [`/api/orders/${mine.order.id}/events?access_token=${stranger}`, {}, 404],
      [`/api/orders/999999/events`, { authorization: `Bearer ${token}` }, 404],
      [`/api/orders/track/${'x'.repeat(43)}/events`, {}, 404],
      ['/api/staff/events', {}, 401],
      ['/api/staff/events', { cookie: 'nori_staff=forged' }, 401],
      ['/api/staff/events?restaurant_id=2', { cookie: operator.cookie }, 403],
      [`/api/orders/track/${mine.tracking.token}/events`, { 'last-event-id': 'yesterday' }, 422],
    ];
    for (const [path, headers, status] of cases) {
      const s = await sse(path, headers);
      expect([path, s.status]).toEqual([path, status]);
      expect(s.body).toHaveProperty('message');
    }
    expect(await subscribersBecome(t(), 0)).toBe(0);
  });

  it('leaves no subscriber behind when clients go away', async () => {
    const token = await t().signIn();
    const mine = await order(t(), { token });
    const operator = await t().staff('operator', [1, 2]);
    const before = t().deps.bus.subscriberCount();
    const streams = await Promise.all([
      sse(`/api/orders/${mine.order.id}/events`, { authorization: `Bearer ${token}` }),
      sse(`/api/orders/track/${mine.tracking.token}/events`),
      sse('/api/staff/events', { cookie: operator.cookie }),
    ]);
    await Promise.all(streams.map((s) => s.waitFor(isReady)));
    expect(t().deps.bus.subscriberCount()).toBe(before + 3);
    // The order, restaurants 1 and 2, and the operator watched for changes to their access.
    expect(t().deps.bus.keyCount()).toBe(4);

    streams.forEach((s) => s.close());
    expect(await subscribersBecome(t(), before)).toBe(before);
    expect(t().deps.bus.keyCount()).toBe(0);
    // And a change afterwards finds nobody to write to (no error, nothing kept).
    await operator.move(mine.order.id, 'accepted', { promised_minutes: 30 });
    expect(t().deps.bus.subscriberCount()).toBe(before);
  });

  it('keeps an idle stream alive with pings that move no id, and ends a staff stream once its session is signed out', async () => {
    const operator = await t().staff('operator', [1]);
    const s = await sse('/api/staff/events', { cookie: operator.cookie });
    const ready = await s.waitFor(isReady);
    // Two pings come 2 × HEARTBEAT_MS after the stream opens when the machine is free; under the whole
    // suite's load a timer can fire late (one after 2.5 heartbeats, in a full run on 2026-11-29), so the test
    // waits for the second one with room to spare: a stream that sends none still fails it.
    const afterReady = () => s.messages.slice(s.messages.indexOf(ready) + 1).filter(isPing);
    await expect.poll(() => afterReady().length, { timeout: HEARTBEAT_MS * 25 }).toBeGreaterThanOrEqual(2);
    // Events a browser's JavaScript hears (a comment is not), with no `id:`: Last-Event-ID stays on `ready`'s.
    // (The heartbeat starts with the stream, so on a loaded machine one may come before `ready`, whose
    // backlog read took longer than a heartbeat: it carries no id either.)
    for (const ping of s.messages.filter(isPing)) expect(ping).toMatchObject({ ownId: undefined, data: '{}' });
    for (const ping of afterReady()) expect(ping.id).toBe(ready.id);

    expect((await operator.request('POST', '/api/staff/logout')).status).toBe(200);
    await s.ended;
    expect(await subscribersBecome(t(), 0)).toBe(0);
    expect((await sse('/api/staff/events', { cookie: operator.cookie })).status).toBe(401);
  });

  it('narrows an open staff stream at once when the member loses a restaurant, and ends it when they are disabled', async () => {
    // Keep-alives ten minutes apart: only the member's change can explain what the streams do here.
    const quiet = await listen(
      createApp(t().deps, { streamSettings: { heartbeatMs: 600_000, retryMs: 3000, maxReplay: MAX_REPLAY } }),
    );
    const follow = async (cookie: string, headers: Record<string, string> = {}) => {
      const client = await openSse(`${quiet.base}/api/staff/events`, { cookie, ...headers });
      open.push(client);
      await client.waitFor(isReady);
      return client;
    };
    try {
      const operator = await t().staff('operator', [1, 3]);
      const owner = await t().staff('owner', []);
      const before = await follow(operator.cookie);
      const ownerStream = await follow(owner.cookie);
      const first = await order(t(), { restaurant: 1 });
      await before.waitFor(ofOrder(first.order.id));

      const narrowed = await owner.request('PATCH', `/api/staff/members/${operator.id}`, { restaurant_ids: [3] });
      expect(narrowed.status, narrowed.text).toBe(200);
      // The board is told to reload (its list now comes without restaurant 1) and to reconnect from here.
      const reset = await before.waitFor((m) => m.event === 'reset', 3_000);
      await before.ended;
      expect(JSON.parse(reset.data)).toEqual({ last_event_id: Number(reset.id) });
      const list = await operator.request('GET', '/api/staff/orders');
      expect((list.json.data as { id: number }[]).map((o) => o.id)).not.toContain(first.order.id);

      const after = await follow(operator.cookie, { 'last-event-id': reset.id ?? '' });
      const elsewhere = await order(t(), { restaurant: 1 });
      const here = await order(t(), { restaurant: 3 });
      await after.waitFor(ofOrder(here.order.id));
      await ownerStream.waitFor(ofOrder(here.order.id));
      expect(after.orders().map((m) => m.order.id)).toEqual([here.order.id]);
      expect(before.orders().map((m) => m.order.id)).toEqual([first.order.id]);
      expect(ownerStream.orders().map((m) => m.order.id)).toEqual([first.order.id, elsewhere.order.id, here.order.id]);

      // A new role counts as a change too; disabling ends the stream, with no reset (there is nothing to reload).
      const promoted = await owner.request('PATCH', `/api/staff/members/${operator.id}`, { role: 'manager' });
      expect(promoted.status).toBe(200);
      await after.waitFor((m) => m.event === 'reset', 3_000);
      await after.ended;
      const last = await follow(operator.cookie);
      expect((await owner.request('PATCH', `/api/staff/members/${operator.id}`, { disabled: true })).status).toBe(200);
      await Promise.race([
        last.ended,
        new Promise((_, reject) => setTimeout(() => reject(new Error('the stream outlived its member')), 3_000)),
      ]);
      expect(last.messages.map((m) => m.event)).toEqual(['ready']);
      // Nobody else's stream was touched.
      expect(ownerStream.messages.some((m) => m.event === 'reset')).toBe(false);
    } finally {
      await shut(quiet.server);
    }
  });
});

/** GET /api/products/unagi's price, through `app`. */
async function unagiPrice(app: Pick<TestContext['app'], 'request'>) {
  const res = await app.request('/api/products/unagi');
  return ((await res.json()) as { data: { price: number } }).data.price;
}
/** The version bump any tool would do after editing the catalog by hand: no call to the API at all. */
const bumpBySql = (t: TestContext) =>
  t.db.execute(sql`update settings set value = to_jsonb((value #>> '{}')::int + 1) where key = 'catalog_version'`);
const setPriceBySql = async (t: TestContext, bani: number) => {
  await t.db.execute(sql`update products set price = ${bani} where slug = 'unagi'`);
  await bumpBySql(t);
};
/** Polls for up to a second; the cache is kept an hour in these tests, so only the notice can explain a change. */
async function eventually(read: () => Promise<number>, expected: number) {
  const until = Date.now() + 1_000;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10));
    value = await read();
  }
  return value;
}

/** A second API instance over the same PostgreSQL database: its own pool, LISTEN connection, bus and server. */
async function secondInstance(t: TestContext) {
  const database = openDatabase({ kind: 'postgres', url: t.database.url ?? '', max: 3 });
  const { config, clock, jobs, deps: a } = t;
  const deps = createDeps({ config, clock, jobs, log: a.log, db: database.db, listen: database.listen });
  await deps.bus.start();
  const app = createApp(deps);
  const { server, base } = await listen(app);
  return {
    app,
    deps,
    base,
    async close() {
      await deps.bus.stop();
      await shut(server);
      await database.close();
    },
  };
}

describeBackends(
  'catalog notices',
  (t) => {
    it('drops the cached catalog when the version is bumped by SQL', async () => {
      const price = () => unagiPrice(t().app);
      expect(await price()).toBe(145);
      await t().db.execute(sql`update products set price = 15500 where slug = 'unagi'`);
      // Without a bump the cache holds (CATALOG_CACHE_SECONDS is an hour in this block)…
      expect(await price()).toBe(145);
      await bumpBySql(t());
      // …and with one it follows at once.
      expect(await eventually(price, 155)).toBe(155);
      await setPriceBySql(t(), 14_500);
      expect(await eventually(price, 145)).toBe(145);
    });

    it('tells a catalog stream the version at once and after each change, by SQL or through the API', async () => {
      const { server, base } = await listen(createApp(t().deps));
      const stream = await openSse(`${base}/api/catalog/events`);
      try {
        expect(stream.status).toBe(200);
        expect(stream.headers.get('cache-control')).toBe('no-store');
        const versionOf = (m: { data: string }) => (JSON.parse(m.data) as { version: string }).version;
        const first = versionOf(await stream.waitFor((m) => m.event === 'catalog'));
        expect(first).toMatch(/^\d+$/);
        const next = (n: number) => String(BigInt(first) + BigInt(n));

        await setPriceBySql(t(), 15_000);
        await stream.waitFor((m) => m.event === 'catalog' && versionOf(m) === next(1));
        // The catalog the stream's reader asks for next is already the new one.
        expect(await unagiPrice(t().app)).toBe(150);
        await t().deps.services.catalog.invalidate();
        await stream.waitFor((m) => m.event === 'catalog' && versionOf(m) === next(2));
        expect(stream.retry).toBe(3000);
        expect(stream.messages.map(versionOf)).toEqual([first, next(1), next(2)]);
        expect(t().deps.bus.catalogFollowerCount()).toBe(1);
      } finally {
        stream.close();
        await setPriceBySql(t(), 14_500);
        const until = Date.now() + 5_000;
        while (t().deps.bus.catalogFollowerCount() > 0 && Date.now() < until)
          await new Promise((r) => setTimeout(r, 20));
        expect(t().deps.bus.catalogFollowerCount()).toBe(0);
        await shut(server);
      }
    });
  },
  { env: { CATALOG_CACHE_SECONDS: '3600' } },
);

describeBackends(
  'across API instances',
  (t) => {
    it('delivers a change made through instance A to a stream opened on instance B, until B stops', async () => {
      const b = await secondInstance(t());
      try {
        const mine = await order(t());
        const operator = await t().staff('operator', [1]);
        const shopper = await openSse(`${b.base}/api/orders/track/${mine.tracking.token}/events`);
        const kitchen = await openSse(`${b.base}/api/staff/events`, { cookie: operator.cookie });
        await Promise.all([shopper.waitFor(isReady), kitchen.waitFor(isReady)]);

        // Through A (the test context's app and database connections).
        expect((await operator.move(mine.order.id, 'accepted', { promised_minutes: 30 })).status).toBe(200);
        const next = await order(t());
        await shopper.waitFor(hasStatus('accepted'));
        await kitchen.waitFor(ofOrder(next.order.id));
        expect(shopper.orders().map((m) => m.event.status)).toEqual(['placed', 'accepted']);
        expect(kitchen.orders().map((m) => [m.order.id, m.event.status])).toEqual([
          [mine.order.id, 'accepted'],
          [next.order.id, 'placed'],
        ]);
        expect(t().deps.bus.subscriberCount()).toBe(0);
        expect(b.deps.bus.subscriberCount()).toBe(2);

        // B shutting down ends its streams (the browsers reconnect elsewhere and catch up).
        await b.deps.bus.stop();
        await Promise.all([shopper.ended, kitchen.ended]);
        expect(b.deps.bus.subscriberCount()).toBe(0);
      } finally {
        await b.close();
      }
    });

    it('keeps a stream whole when the listening connection is cut: what committed meanwhile comes from the log', async () => {
      const b = await secondInstance(t());
      try {
        const mine = await order(t());
        const operator = await t().staff('operator', [1]);
        const kitchen = await openSse(`${b.base}/api/staff/events`, { cookie: operator.cookie });
        await kitchen.waitFor(isReady);
        const cut = await t().db.execute(
          sql`select pg_terminate_backend(pid) as pid from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
        );
        // The LISTEN connections of A and B.
        expect((cut as unknown as unknown[]).length).toBeGreaterThanOrEqual(2);
        // Committed while B's LISTEN is down or just back.
        await operator.move(mine.order.id, 'accepted', { promised_minutes: 30 });
        await kitchen.waitFor(hasStatus('accepted'));
        // And live again afterwards.
        await operator.move(mine.order.id, 'preparing');
        await kitchen.waitFor(hasStatus('preparing'));
        expect(kitchen.orders().map((m) => m.event.status)).toEqual(['accepted', 'preparing']);
        // postgres.js listened again on each of the three channels of A and B, and told the bus, which had its
        // streams read the log (B logs to A's capture).
        const caughtUp = () => t().logs.lines.filter((l) => l.includes('listening again after a lost connection'));
        const until = Date.now() + 3_000;
        while (caughtUp().length < 6 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        expect(caughtUp()).toHaveLength(6);
      } finally {
        await b.close();
      }
    });

    it('drops the catalog cached by instance B when A’s database is edited, at once', async () => {
      const b = await secondInstance(t());
      try {
        const price = () => unagiPrice(b.app);
        expect(await price()).toBe(145);
        await setPriceBySql(t(), 16_000);
        expect(await eventually(price, 160)).toBe(160);
        // The catalog service's own bump on A is heard on B too.
        await t().db.execute(sql`update products set price = 14500 where slug = 'unagi'`);
        await t().deps.services.catalog.invalidate();
        expect(await eventually(price, 145)).toBe(145);
      } finally {
        await b.close();
      }
    });
  },
  { only: ['postgres'], env: { CATALOG_CACHE_SECONDS: '3600' } },
);

describeBackends(
  'two API processes',
  (t) => {
    /** src/main.ts as `npm run dev` starts it, on a free port, over the test's database. */
    const start = (url: string) => startApiProcess(packageRoot, { DATABASE_URL: url });

    it('carries a change made on one process to streams open on the other, and both stop promptly', async () => {
      // The real clock: the restaurants are open around it.
      const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' }));
      await t().db.execute(sql`update restaurants set opening_hours = ${JSON.stringify(hours)}::jsonb`);
      const url = t().database.url ?? '';
      const a = start(url);
      const baseA = await a.listening;
      const b = start(url);
      const baseB = await b.listening;
      const streams: SseClient[] = [];
      try {
        const login = await fetch(`${baseA}/api/staff/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password }),
        });
        expect(login.status).toBe(200);
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
        const ids = await catalogIds(t());
        const place = async () => {
          const res = await fetch(`${baseA}/api/orders`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `two-processes-${Math.random().toString(36).slice(2)}`,
            },
            body: JSON.stringify({
              items: [{ product_id: ids.product('set-philadelphia').id, quantity: 1 }],
              order_type: 'pickup',
              restaurant_id: 1,
              payment_type: 'cash',
              contact: { name: 'Ana', phone: '37369123456' },
            }),
          });
          expect(res.status).toBe(201);
          return (await res.json()) as { order: { id: number }; tracking: { token: string } };
        };

        const mine = await place();
        const shopper = await openSse(`${baseB}/api/orders/track/${mine.tracking.token}/events`);
        const kitchen = await openSse(`${baseB}/api/staff/events`, { cookie });
        streams.push(shopper, kitchen);
        await Promise.all([shopper.waitFor(isReady), kitchen.waitFor(isReady)]);

        const moved = await fetch(`${baseA}/api/staff/orders/${mine.order.id}/transition`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
          body: JSON.stringify({ to: 'accepted', promised_minutes: 30 }),
        });
        expect(moved.status).toBe(200);
        const next = await place();
        await shopper.waitFor(hasStatus('accepted'));
        await kitchen.waitFor(ofOrder(next.order.id));
        expect(shopper.orders().map((m) => m.event.status)).toEqual(['placed', 'accepted']);
        expect(kitchen.orders().map((m) => [m.order.id, m.event.status])).toEqual([
          [mine.order.id, 'accepted'],
          [next.order.id, 'placed'],
        ]);

        // SIGTERM with streams open: B ends them and exits at once (not after the 10 s forced exit).
        const stopping = Date.now();
        b.child.kill('SIGTERM');
        a.child.kill('SIGTERM');
        expect(await b.exited).toBe(0);
        expect(await a.exited).toBe(0);
        await Promise.all([shopper.ended, kitchen.ended]);
        expect(Date.now() - stopping).toBeLessThan(8_000);
      } finally {
        streams.forEach((s) => s.close());
        a.child.kill('SIGKILL');
        b.child.kill('SIGKILL');
      }
    }, 120_000);
  },
  { only: ['postgres'] },
);
