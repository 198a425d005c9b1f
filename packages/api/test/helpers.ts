// Test harness: one migrated, seeded database per test file (PGlite in memory, and PostgreSQL when it is
// reachable), a movable clock, captured logs, and small request helpers over `app.request()`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import {
  categories,
  images,
  legacyAliases,
  modifiers,
  productModifiers,
  products,
  productSlugRedirects,
  promotionProducts,
  promotions,
  stopList,
} from '../src/db/schema';
import { seed } from '../src/db/seed/seed';
import { createLogger } from '../src/logger';
import type { SmsProvider } from '../src/providers/sms/types';
import { createDeps } from '../src/services';
import type { Clock } from '../src/services/clock';
import { createJobQueue } from '../src/services/jobs';
import { signPhone } from '../src/services/signature';
import { openSeededPglite } from './pgliteTemplate';
import { createPostgresDatabase, POSTGRES_AVAILABLE } from './postgres';

export type Backend = 'pglite' | 'postgres';

export { POSTGRES_AVAILABLE } from './postgres';

export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-20T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  set(at: string | Date) {
    this.current = new Date(at);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Every line the logger wrote, for tests that check what is (not) logged. */
export class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void) {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
  get text() {
    return this.lines.join('\n');
  }
}

/** Tables whose rows tests create; the catalog and dictionaries stay seeded. */
const VOLATILE_TABLES = [
  'order_offers',
  'offers',
  'audit_log',
  'staff_sessions',
  'staff',
  'order_events',
  'favorites',
  'bonus_transactions',
  'simulated_transactions',
  'payments',
  'idempotency_keys',
  'order_items',
  'orders',
  'auth_tokens',
  'sms_outbox',
  'sms_codes',
  'rate_limits',
  'users',
];

/** `workJobs`: run the job queue's workers in this context (otherwise jobs are only enqueued, and tests run handlers). */
export type TestOptions = { env?: Record<string, string>; sms?: SmsProvider; workJobs?: boolean };

export async function createTestContext(backend: Backend, options: TestOptions = {}) {
  const pg = backend === 'postgres' ? await createPostgresDatabase() : null;
  const database: Database = pg ? openDatabase({ kind: 'postgres', url: pg.url, max: 20 }) : await openSeededPglite();
  // A fresh PostgreSQL database is empty; PGlite's copy comes migrated and seeded.
  if (pg) {
    await database.migrate();
    await seed(database.db);
  }

  const clock = new TestClock();
  const logs = new LogCapture();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    TRUST_PROXY: '1',
    SIGNATURE_SUFFIX: 'test-suffix',
    PUBLIC_API_URL: 'http://api.test',
    PUBLIC_SITE_URL: 'http://site.test',
    CATALOG_CACHE_SECONDS: '0',
    // Staff passwords hash at 2^10 in tests (the default 2^15 costs 0.1 s a hash).
    STAFF_PASSWORD_COST: '10',
    ...options.env,
  });
  const log = createLogger(config.logLevel, logs);
  const jobs = createJobQueue(database, log);
  const deps = createDeps({ config, db: database.db, clock, log, sms: options.sms, jobs, listen: database.listen });
  await deps.bus.start();
  await jobs.start(deps.jobHandlers, { work: options.workJobs ?? false, pollingIntervalSeconds: 0.5 });
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'nori-images-'));
  const app = createApp(deps, { imagesDir });

  let ipCounter = 0;
  let staffCounter = 0;
  const ctx = {
    backend,
    app,
    deps,
    db: database.db,
    database,
    jobs,
    clock,
    logs,
    config,

    /** Sends a request; JSON bodies are serialised, a string body is sent as is. */
    async request(
      method: string,
      path: string,
      init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { 'x-forwarded-for': '10.0.0.1', ...init.headers };
      if (init.body !== undefined) headers['content-type'] ??= 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const body =
        init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      const res = await app.request(path, { method, headers, body });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return {
        status: res.status,
        headers: res.headers,
        text,
        json: json as Record<string, unknown> & { data?: unknown },
      };
    },

    sign: (phone: string) => signPhone(phone, config.signatureSuffix, clock.now()),

    async requestCode(phone: string, headers: Record<string, string> = {}) {
      return ctx.request('POST', '/api/via-phone-number', {
        body: { phone },
        headers: { 'x-request-signature': ctx.sign(phone), ...headers },
      });
    },

    async lastCode(phone: string): Promise<string> {
      const res = await ctx.request('GET', `/dev/sms-outbox?phone=${phone}`);
      // The newest sign-in message (order messages to the same phone carry no code).
      const latest = ((res.json.data as { code: string | null }[] | undefined) ?? []).find((m) => m.code);
      if (!latest?.code) throw new Error(`no SMS for ${phone}`);
      return latest.code;
    },

    /** Signs a phone in through the real calls; each call comes from its own IP to stay under limits. */
    async signIn(phone = '37369000001'): Promise<string> {
      ipCounter += 1;
      const ip = { 'x-forwarded-for': `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
      const sent = await ctx.requestCode(phone, ip);
      if (sent.status !== 200) throw new Error(`code request failed: ${sent.status} ${sent.text}`);
      const code = await ctx.lastCode(phone);
      const checked = await ctx.request('POST', '/api/sms-code-check', { body: { phone, code }, headers: ip });
      if (checked.status !== 200) throw new Error(`code check failed: ${checked.status} ${checked.text}`);
      // Let the next sign-in of the same phone pass the resend wait.
      clock.advance(config.codes.resendSeconds * 1000);
      return checked.json.token as string;
    },

    /**
     * A staff member signed in through POST /api/staff/login: its cookie and CSRF token, and a request
     * helper that sends both (writes also send an Origin of the API itself, as a same-origin page would).
     */
    async staff(role: 'owner' | 'manager' | 'operator' = 'operator', restaurantIds: number[] = [1, 2, 3]) {
      staffCounter += 1;
      const email = `staff${staffCounter}@nori.test`;
      const password = `correct horse battery ${staffCounter}`;
      const member = await deps.services.staff.create({
        email,
        name: `Staff ${staffCounter}`,
        password,
        role,
        restaurantIds,
      });
      ipCounter += 1;
      const login = await ctx.request('POST', '/api/staff/login', {
        body: { email, password },
        headers: { 'x-forwarded-for': `10.2.0.${ipCounter % 250}` },
      });
      if (login.status !== 200) throw new Error(`staff login failed: ${login.status} ${login.text}`);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const csrf = login.json.csrf_token as string;
      return {
        id: member.id,
        name: member.name,
        email,
        password,
        cookie,
        csrf,
        request: (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
          ctx.request(method, path, {
            body,
            headers: { cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': csrf }), ...headers },
          }),
        /** POST /api/staff/orders/{id}/transition */
        move: (orderId: number, to: string, extra: Record<string, unknown> = {}) =>
          ctx.request('POST', `/api/staff/orders/${orderId}/transition`, {
            body: { to, ...extra },
            headers: { cookie, 'x-csrf-token': csrf },
          }),
      };
    },

    async reset() {
      await database.db.execute(sql.raw(`truncate ${VOLATILE_TABLES.join(', ')} restart identity cascade`));
      await database.db.execute(sql.raw('truncate pgboss.job'));
      logs.lines = [];
      clock.set('2026-11-20T10:00:00Z');
      ipCounter = 0;
      staffCounter = 0;
    },

    async close() {
      await deps.bus.stop();
      await jobs.stop();
      await database.close();
      await pg?.drop();
    },
  };
  return ctx;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

export const BACKENDS: Backend[] = ['pglite', 'postgres'];

/**
 * Runs a describe block once per backend with a shared, migrated, seeded database per block; tables
 * that tests write are truncated before every test.
 */
export function describeBackends(
  name: string,
  body: (ctx: () => TestContext) => void,
  options: TestOptions & { only?: Backend[]; timeout?: number } = {},
) {
  for (const backend of options.only ?? BACKENDS) {
    const run = backend === 'postgres' && !POSTGRES_AVAILABLE ? describe.skip : describe;
    run(`${name} [${backend}]`, { timeout: options.timeout }, () => {
      let ctx: TestContext | undefined;
      // The first file of a worker makes the PGlite template (pgliteTemplate.ts), and at the start of a fresh
      // clone's `npm test` that happens beside the journeys' build and both story projects' Vite start-up: past
      // the project's 60 s twice in two full runs (2026-11-29), where it takes 6 s on a quiet machine.
      beforeAll(async () => {
        ctx = await createTestContext(backend, options);
      }, 240_000);
      afterAll(async () => {
        await ctx?.close();
      });
      beforeEach(async () => {
        await ctx?.reset();
      });
      body(() => {
        if (!ctx) throw new Error('test context not ready');
        return ctx;
      });
    });
  }
}

/** The catalog tables in the order they can be refilled (parents first). */
const CATALOG_TABLES = [
  categories,
  modifiers,
  products,
  productModifiers,
  legacyAliases,
  productSlugRedirects,
  stopList,
  promotions,
  promotionProducts,
  images,
] as const;
export type CatalogSnapshot = unknown[][];

/** The menu as seeded (`reset()` truncates only what shoppers and staff write): take it in `beforeAll`… */
export async function snapshotCatalog(t: TestContext): Promise<CatalogSnapshot> {
  return Promise.all(CATALOG_TABLES.map((table) => t.db.select().from(table)));
}

/** …and put it back after each test that changes it (after `reset()`: orders refer to the dishes). */
export async function restoreCatalog(t: TestContext, rows: CatalogSnapshot) {
  await t.db.transaction(async (tx) => {
    for (const table of [...CATALOG_TABLES].reverse()) await tx.delete(table);
    for (const [i, table] of CATALOG_TABLES.entries())
      if (rows[i]!.length) await tx.insert(table).values(rows[i] as never);
  });
  t.deps.services.catalog.drop();
}

export type OrderBody = Record<string, unknown> & { items?: unknown[] };

/** Product and modifier ids by slug/code, read through the public API. */
export async function catalogIds(ctx: TestContext) {
  const menu = (await ctx.request('GET', '/api/menu')).json.data as {
    products: { id: number; slug: string; price: number; modifiers: { id: number; code: string; price: number }[] }[];
  }[];
  const products = new Map(menu.flatMap((c) => c.products).map((p) => [p.slug, p]));
  return {
    product(slug: string) {
      const p = products.get(slug);
      if (!p) throw new Error(`no product ${slug}`);
      return p;
    },
    modifier(slug: string, code: string) {
      const m = products.get(slug)?.modifiers.find((x) => x.code === code);
      if (!m) throw new Error(`no modifier ${code} on ${slug}`);
      return m;
    },
  };
}

let keyCounter = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keyCounter}`;

/** POSTs an order with a fresh Idempotency-Key unless one is given. */
export function placeOrder(
  ctx: TestContext,
  body: OrderBody,
  init: { token?: string; key?: string; lang?: string } = {},
) {
  return ctx.request('POST', '/api/orders', {
    body,
    token: init.token,
    headers: { 'idempotency-key': init.key ?? newKey(), 'accept-language': init.lang ?? 'ro' },
  });
}
