/**
 * The real reference API for the storefront's server tests: in this process, on an ephemeral loopback
 * port, with an in-memory PGlite database migrated and seeded with the demo catalog. Tests talk to it
 * over HTTP exactly as the storefront server does.
 */
import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { openDatabase } from '../../../api/src/db/client';
import { seed } from '../../../api/src/db/seed/seed';
import { createLogger } from '../../../api/src/logger';
import { createDeps } from '../../../api/src/services';
import { systemClock } from '../../../api/src/services/clock';
import { createJobQueue } from '../../../api/src/services/jobs';
import { signPhone } from '../../../api/src/services/signature';
import type { CreateOrderResponse, Order, OrderResponse, OrderStatus, OrderTracking } from '../api/types';

export interface RealApi {
  baseUrl: string;
  signatureSuffix: string;
  /** Signs in a phone through the real flow (code from the SMS outbox) and returns the token. */
  signIn(phone: string): Promise<string>;
  /**
   * Places a pickup order for tomorrow as this token's customer: two lines of a product with modifiers
   * (one with a modifier) and one plain line. `paid` (default) pays by card on the simulated provider, so
   * the order is paid and earns bonuses; `cash` leaves it accepted. Returns the API's order.
   */
  placeOrder(token: string, options?: { payment?: 'paid' | 'cash' }): Promise<PlacedOrder>;
  /** Walks a placed pickup order to `picked_up` as the restaurant would (which earns its bonuses). */
  complete(orderId: number): Promise<void>;
  /** One move of the restaurant's: accepting promises the order in `promisedMinutes`, cancelling gives `reason`. */
  move(orderId: number, to: OrderStatus, details?: { promisedMinutes?: number; reason?: string }): Promise<void>;
  close(): Promise<void>;
}

/** The API's order as it answers it, with the private read link it came with. */
export type PlacedOrder = Order & { tracking: OrderTracking };

/** `env`: more of the API's environment variables, e.g. `{ ORDER_LEAD_MINUTES: '90' }`. */
export async function startRealApi(env: Record<string, string> = {}): Promise<RealApi> {
  const signatureSuffix = 'nori-test';
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNATURE_SUFFIX: signatureSuffix, ...env });
  const database = openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seed(database.db);
  // The API's durable job queue, as its main.ts sets it up: jobs are enqueued, and worked when JOB_WORKERS=1.
  const log = createLogger('silent');
  const jobs = createJobQueue(database, log);
  const deps = createDeps({ config, db: database.db, clock: systemClock, log, jobs });
  await jobs.start(deps.jobHandlers, { work: config.jobWorkers });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  const authed = (token: string) => ({ authorization: `Bearer ${token}` });
  let kitchenStaff: { id: number } | undefined;
  const getJson = async <T>(path: string, token?: string) => {
    const response = await fetch(baseUrl + path, { headers: token ? authed(token) : {} });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };

  const move: RealApi['move'] = async (orderId, to, { promisedMinutes, reason } = {}) => {
    const { lifecycle, staff } = deps.services;
    kitchenStaff ??= await staff.create({
      email: 'kitchen@nori.test',
      name: 'Kitchen',
      password: 'kitchen test password',
      role: 'owner',
    });
    const kitchen = { actor: 'staff' as const, staffId: kitchenStaff.id, restaurantIds: 'all' as const };
    const promisedAt = promisedMinutes ? new Date(Date.now() + promisedMinutes * 60_000) : undefined;
    await lifecycle.transition(orderId, to, kitchen, { promisedAt, reason });
  };

  return {
    baseUrl,
    signatureSuffix,
    async signIn(phone) {
      await post(
        '/api/via-phone-number',
        { phone },
        { 'x-request-signature': signPhone(phone, signatureSuffix, new Date()) },
      );
      const outbox = (await (await fetch(`${baseUrl}/dev/sms-outbox?phone=${phone}`)).json()) as {
        data: { code: string | null }[];
      };
      // The newest message with a code: messages about an order to the same phone have none.
      const code = outbox.data.find((message) => message.code)?.code;
      if (!code) throw new Error(`No code in the outbox for ${phone}`);
      const { token } = await post('/api/sms-code-check', { phone, code });
      return String(token);
    },
    async placeOrder(token, { payment = 'paid' } = {}) {
      const { data: products } = await getJson<{ data: { id: number; modifiers: { id: number }[] }[] }>(
        '/api/products',
      );
      const withModifier = products.find((p) => p.modifiers.length > 0)!;
      const plain = products.find((p) => p.id !== withModifier.id)!;
      const { data: restaurants } = await getJson<{ data: { id: number }[] }>('/api/get-restaurants');
      // Tomorrow 10:00 UTC is 12:00 or 13:00 in Chișinău: inside every restaurant's hours, past the lead time.
      const at = new Date();
      at.setUTCDate(at.getUTCDate() + 1);
      at.setUTCHours(10, 0, 0, 0);
      const {
        order,
        payment: pay,
        tracking,
      } = (await post(
        '/api/orders',
        {
          items: [
            {
              product_id: withModifier.id,
              quantity: 2,
              modifiers: [{ id: withModifier.modifiers[0]!.id, quantity: 1 }],
            },
            { product_id: plain.id, quantity: 1, modifiers: [] },
          ],
          order_type: 'pickup',
          restaurant_id: restaurants[0]!.id,
          scheduled_at: at.toISOString(),
          payment_type: payment === 'paid' ? 'card_online' : 'cash',
          bonuses: 0,
          contact: { name: 'Ana', phone: '37369000000' },
        },
        { ...authed(token), 'idempotency-key': `test-${Math.random().toString(36).slice(2)}-${Date.now()}` },
      )) as CreateOrderResponse;
      if (payment === 'cash' || !pay) return { ...order, tracking };
      // The simulated provider's page: approve, follow its redirect's t and s to the verification.
      const orderCode = new URL(pay.redirect_url).pathname.split('/').pop()!;
      const approved = await fetch(`${baseUrl}/dev/pay/${orderCode}`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay', lang: 'en' }),
        redirect: 'manual',
      });
      const back = new URL(approved.headers.get('location')!);
      await post('/api/payments/verify', { t: back.searchParams.get('t'), s: back.searchParams.get('s') });
      return { ...(await getJson<OrderResponse>(`/api/orders/${order.id}`, token)).data, tracking };
    },
    async complete(orderId) {
      await move(orderId, 'accepted', { promisedMinutes: 30 });
      for (const to of ['preparing', 'ready', 'picked_up'] as const) await move(orderId, to);
    },
    move,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await database.close();
    },
  };
}
