// The order side of the bench, on PostgreSQL (the engine a busy shop runs on): how many orders one API
// process places per second, and how fast one status change reaches thousands of open live streams.
// It starts its own API on a fresh database of the PostgreSQL at BENCH_POSTGRES_URL (default: the local
// one, trust auth) and drops that database afterwards; with no PostgreSQL it says so and measures nothing.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { freePort, waitFor } from './servers.mjs';
import { root } from '../scripts/build-if-needed.mjs';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ORDER_CONNECTIONS = 20;
export const ORDER_SECONDS = 10;

/** A fresh database and an API process on it, or null when PostgreSQL does not answer. */
export async function apiOnPostgres({ log }) {
  const admin = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch {
    await admin.end({ timeout: 1 }).catch(() => {});
    return null;
  }
  const name = `nori_bench_${process.pid}`;
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, ['packages/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      // Development: the simulated card provider and the demo operator the live figure signs in as.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      API_PORT: String(port),
      DATABASE_URL: url.toString(),
    },
  });
  await waitFor(`${apiUrl}/healthz`, api, 'API on PostgreSQL');
  return {
    apiUrl,
    pid: api.pid,
    async stop() {
      if (api.exitCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
      }
      await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end({ timeout: 2 });
    },
    kill: () => api.kill('SIGKILL'),
  };
}

/** Tomorrow at 13:00 in Chișinău, so the orders are valid whatever the time of day. */
export function tomorrowLunch() {
  const at = new Date(Date.now() + 24 * 3600 * 1000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Chisinau' }).format(at);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Chisinau', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return `${date}T13:00:00${offset}`;
}

/** A cash pickup order of three dishes with an extra, as a shopper's checkout sends it. */
export async function orderBody(apiUrl) {
  const menu = (await (await fetch(`${apiUrl}/api/menu`)).json()).data;
  const products = menu.flatMap((c) => c.products).filter((p) => p.is_available !== false);
  return {
    items: products.slice(0, 3).map((p) => ({
      product_id: p.id,
      quantity: 2,
      modifiers: p.modifiers.slice(0, 1).map((m) => ({ id: m.id, quantity: 1 })),
    })),
    order_type: 'pickup',
    restaurant_id: 1,
    scheduled_at: tomorrowLunch(),
    payment_type: 'cash',
    contact: { name: 'Bench', phone: '37369000000' },
  };
}

const place = (url, body, seconds) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/orders`,
        connections: ORDER_CONNECTIONS,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
    instance.on('done', () => clearTimeout(guard));
  });

/** POST /api/orders with a new Idempotency-Key each time: orders placed per second and latency. */
export async function measureOrderPlacement(apiUrl) {
  const body = JSON.stringify(await orderBody(apiUrl));
  await place(apiUrl, body, 2);
  const result = await place(apiUrl, body, ORDER_SECONDS);
  return {
    url: 'POST /api/orders (cash pickup, 3 lines, on PostgreSQL)',
    connections: ORDER_CONNECTIONS,
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return null;
  }
}

/**
 * Opens one Server-Sent Events stream with node:http and calls `onMessage({ id, event, data })` for each
 * message; resolves once the response has started. Returns a function that closes it.
 */
function openStream(url, headers, onMessage) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url} answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = { id: null, event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon === 0) continue; // a comment (the API's heartbeat is an `event: ping`, skipped below)
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') message.data += (message.data ? '\n' : '') + value;
          }
          if (message.data) onMessage(message);
        }
      });
      res.on('error', () => {});
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;

/**
 * SHOPPERS orders, each followed by its shopper's stream (the private link), and STAFF streams of the demo
 * operator (every restaurant). Then CHANGES orders are accepted one after another through the staff call;
 * each change must reach its shopper and all staff streams. Reports delivery latency from the moment the
 * change was asked for, and the API process's memory per open stream.
 */
export async function measureLiveFanout(
  apiUrl,
  pid,
  { shoppers = 2000, staff = 20, changes = 100, log = () => {} } = {},
) {
  const body = await orderBody(apiUrl);
  const tokens = [];
  let next = 0;
  const placeOne = async () => {
    for (;;) {
      const index = next++;
      if (index >= shoppers) return;
      const response = await fetch(`${apiUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
      const json = await response.json();
      if (response.status !== 201) throw new Error(`placing an order answered ${response.status}`);
      tokens[index] = { id: json.order.id, token: json.tracking.token };
    }
  };
  await Promise.all(Array.from({ length: 20 }, placeOne));
  log(`  ${shoppers} orders placed`);

  const login = await fetch(`${apiUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@nori.local', password: 'nori-demo-operator' }),
  });
  if (login.status !== 200) throw new Error(`the demo operator could not sign in: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const { csrf_token: csrf } = await login.json();

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = rssOf(pid);
  /** When each change was asked for, and when each stream heard of it. */
  const askedAt = new Map();
  const deliveries = [];
  const heard = (orderId, status) => {
    const asked = askedAt.get(orderId);
    if (asked !== undefined && status === 'accepted') deliveries.push(performance.now() - asked);
  };
  const closers = [];
  for (let i = 0; i < staff; i++) {
    closers.push(
      await openStream(`${apiUrl}/api/staff/events`, { cookie }, (m) => {
        if (m.event !== 'order') return;
        const { order } = JSON.parse(m.data);
        heard(order.id, order.status);
      }),
    );
  }
  for (let i = 0; i < shoppers; i += 100) {
    const batch = tokens.slice(i, i + 100).map(({ token }) =>
      openStream(`${apiUrl}/api/orders/track/${token}/events`, {}, (m) => {
        if (m.event !== 'order') return;
        const { order } = JSON.parse(m.data);
        heard(order.id, order.status);
      }),
    );
    closers.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssOpen = rssOf(pid);
  log(`  ${closers.length} streams open`);

  const chosen = tokens.slice(0, changes);
  for (const { id } of chosen) {
    askedAt.set(id, performance.now());
    const response = await fetch(`${apiUrl}/api/staff/orders/${id}/transition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify({ to: 'accepted', promised_minutes: 30 }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`accepting an order answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const expected = changes * (staff + 1);
  const until = Date.now() + 10_000;
  while (deliveries.length < expected && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const close of closers) close();

  const sorted = [...deliveries].sort((a, b) => a - b);
  const round = (ms) => (ms === null ? null : Math.round(ms));
  return {
    streams: { shoppers, staff },
    changes,
    deliveries: { expected, received: deliveries.length },
    latency_p50_ms: round(percentile(sorted, 50)),
    latency_p99_ms: round(percentile(sorted, 99)),
    latency_max_ms: round(sorted.at(-1) ?? null),
    memory_per_stream_bytes: rssBefore && rssOpen ? Math.round((rssOpen - rssBefore) / (shoppers + staff)) : null,
    memory_note: 'growth of the API process’s resident memory with every stream open, divided by the streams',
  };
}
