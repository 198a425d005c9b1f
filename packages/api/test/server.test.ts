// Over real sockets: the app behind @hono/node-server, and the whole process (migrate, seed, listen,
// graceful shutdown) started as `npm start` would.
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { createTestContext, POSTGRES_AVAILABLE, type TestContext } from './helpers';
import { startApiProcess } from './process';

describe('listening server', () => {
  let ctx: TestContext;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestContext('pglite', { env: { TRUST_PROXY: '0', CODE_PER_IP_PER_HOUR: '2' } });
    server = await startServer(ctx.app, { hostname: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  it('answers CORS preflights for the storefront origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/orders`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key,authorization',
        },
      });
    const ok = await preflight('http://127.0.0.1:3000');
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    // PUBLIC_SITE_URL's origin is allowed by default too.
    expect((await preflight('http://site.test')).headers.get('access-control-allow-origin')).toBe('http://site.test');
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers and serves /healthz', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('limits codes by the socket address when no proxy is trusted', async () => {
    const send = (phone: string) =>
      fetch(`${base}/api/via-phone-number`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-signature': ctx.sign(phone),
          'x-forwarded-for': `10.0.0.${phone.slice(-1)}`,
        },
        body: JSON.stringify({ phone }),
      });
    expect((await send('37369000001')).status).toBe(200);
    expect((await send('37369000002')).status).toBe(200);
    // A forged X-Forwarded-For does not help: the third code from this socket is refused.
    expect((await send('37369000003')).status).toBe(429);
  });

  it('revalidates the menu with ETag over HTTP', async () => {
    const first = await fetch(`${base}/api/menu`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const second = await fetch(`${base}/api/menu`, { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });
});

describe('the server process', () => {
  const root = path.resolve(import.meta.dirname, '..');

  const start = (env: Record<string, string>) => startApiProcess(root, env);

  it('migrates, seeds once, serves, and exits cleanly on SIGTERM', async () => {
    let env: Record<string, string>;
    let cleanup = async () => {};
    if (POSTGRES_AVAILABLE) {
      const admin = postgres(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', {
        max: 1,
        onnotice: () => {},
      });
      const name = `nori_process_${process.pid}_${Date.now()}`;
      await admin.unsafe(`create database "${name}"`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      cleanup = async () => {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      };
    } else {
      env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nori-data-')) };
    }
    try {
      const first = start(env);
      const base = await first.listening;
      const menu = await fetch(`${base}/api/menu`);
      expect(menu.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('seeded the demo catalog');
      expect(first.output()).toContain('shutting down');

      const second = start(env);
      await second.listening;
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
      expect(second.output()).not.toContain('seeded the demo catalog');
    } finally {
      await cleanup();
    }
  }, 120_000);
});
