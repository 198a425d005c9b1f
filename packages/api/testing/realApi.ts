/**
 * The real reference API for the server tests of the shop and the back office (`@nori/api/testing`): in this process, on an ephemeral loopback
 * port, with an in-memory PGlite database migrated and seeded with the demo catalog (a copy of the one the
 * process made first: api/test/pgliteTemplate.ts). Tests talk to it over HTTP exactly as the storefront
 * server does.
 */
import { serve } from '@hono/node-server';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { productSlugRedirects, products, promotionProducts, promotions } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { createDeps } from '../src/services';
import { systemClock } from '../src/services/clock';
import { createJobQueue } from '../src/services/jobs';
import { signPhone } from '../src/services/signature';
import { openSeededPglite } from '../test/pgliteTemplate';
import type { CreateOrderResponse, Order, OrderResponse, OrderStatus, OrderTracking } from '@nori/core/contract';

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
  /**
   * Gives a dish an earlier slug, as renaming it in the back office leaves one: the API then answers the
   * earlier slug with the dish as it is now (its current `slug`).
   */
  addEarlierSlug(earlier: string, current: string): Promise<void>;
  /** Says which dishes a promotion is about, in this order, as the back office does. */
  setPromotionDishes(promotion: string, dishes: readonly string[]): Promise<void>;
  /**
   * Sets a dish's price (MDL) the way an edit by hand does it: SQL on the products table, then a bump of
   * `settings.catalog_version`, whose trigger tells every process (the API's own cache included).
   */
  setPriceBySql(slug: string, price: number): Promise<void>;
  /**
   * A manager of every restaurant signed in through POST /api/staff/login, as the back office is: `write`
   * sends the session cookie and the CSRF token with a JSON body, and answers the API's response.
   */
  /** A staff account, not signed in: its email and password, for a test that signs in as the back office does. */
  /** A member of staff, named `Test <role>` unless `name` is given. */
  createStaff(
    role?: 'owner' | 'manager' | 'operator',
    restaurantIds?: number[],
    name?: string,
  ): Promise<{ id: number; email: string; password: string }>;
  signInManager(): Promise<{
    write(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<Response>;
  }>;
  close(): Promise<void>;
}

/** What of the embedded PGlite client `setPriceBySql` uses. */
type SqlPrompt = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

/** The API's order as it answers it, with the private read link it came with. */
export type PlacedOrder = Order & { tracking: OrderTracking };

/** `env`: more of the API's environment variables, e.g. `{ ORDER_LEAD_MINUTES: '90' }`. */
export async function startRealApi(env: Record<string, string> = {}): Promise<RealApi> {
  const signatureSuffix = 'nori-test';
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNATURE_SUFFIX: signatureSuffix, ...env });
  const database = await openSeededPglite();
  // The API's durable job queue, as its main.ts sets it up: jobs are enqueued, and worked when JOB_WORKERS=1.
  const log = createLogger('silent');
  const jobs = createJobQueue(database, log);
  const deps = createDeps({ config, db: database.db, clock: systemClock, log, jobs, listen: database.listen });
  // The process's LISTEN, as main.ts starts it: catalog notices drop the API's cache, and streams can follow.
  await deps.bus.start();
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
  let managers = 0;
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

  const createStaff: RealApi['createStaff'] = async (role = 'manager', restaurantIds = [1, 2, 3], name) => {
    managers += 1;
    const email = `${role}${managers}@nori.test`;
    const password = `${role} test password ${managers}`;
    const member = await deps.services.staff.create({
      email,
      name: name ?? `Test ${role}`,
      password,
      role,
      restaurantIds,
    });
    return { id: member.id, email, password };
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
    async addEarlierSlug(earlier, current) {
      const { db } = database;
      const product = (await db.select({ id: products.id, slug: products.slug }).from(products)).find(
        (row) => row.slug === current,
      );
      if (!product) throw new Error(`No product ${current}`);
      await db.insert(productSlugRedirects).values({ slug: earlier, productId: product.id, createdAt: new Date() });
      await deps.services.catalog.invalidate();
    },
    async setPromotionDishes(promotionSlug, dishes) {
      const { db } = database;
      const promotion = (await db.select({ id: promotions.id, slug: promotions.slug }).from(promotions)).find(
        (row) => row.slug === promotionSlug,
      );
      const rows = await db.select({ id: products.id, slug: products.slug }).from(products);
      if (!promotion) throw new Error(`No promotion ${promotionSlug}`);
      await db.insert(promotionProducts).values(
        dishes.map((slug, position) => {
          const product = rows.find((row) => row.slug === slug);
          if (!product) throw new Error(`No product ${slug}`);
          return { promotionId: promotion.id, productId: product.id, position };
        }),
      );
      await deps.services.catalog.invalidate();
    },
    createStaff,
    async signInManager() {
      const { email, password } = await createStaff('manager');
      const login = await fetch(`${baseUrl}/api/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!login.ok) throw new Error(`/api/staff/login answered ${login.status}: ${await login.text()}`);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
      return {
        write: (method, path, body) =>
          fetch(baseUrl + path, {
            method,
            headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
            body: JSON.stringify(body),
          }),
      };
    },
    async setPriceBySql(slug, price) {
      // The embedded database itself, as a person at a SQL prompt would use it.
      const pglite = (database.db as unknown as { $client: SqlPrompt }).$client;
      const { rows } = await pglite.query('update products set price = $1 where slug = $2 returning id', [
        Math.round(price * 100),
        slug,
      ]);
      if (!rows.length) throw new Error(`No product ${slug}`);
      await pglite.query(
        `update settings set value = to_jsonb((value #>> '{}')::bigint + 1) where key = 'catalog_version'`,
      );
    },
    close: async () => {
      // Open streams end first, or the server would wait for them to close.
      await deps.bus.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await database.close();
    },
  };
}
