/**
 * `npm run dev -w @nori/storefront` (the README's hot-reload server) starts and serves: the shop's own routes,
 * the client modules through Vite, and a server-rendered page with Vite's client in its head. It once failed at
 * start-up on the kit's `.woff2?url` font imports, which Node cannot load: nothing ran it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { freePort } from '../../../../scripts/ports.mjs';

const packageRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(packageRoot, '../../node_modules/.bin/tsx');

let child: ChildProcess;
let base: string;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(tsx, ['src/server/dev.ts'], {
    cwd: packageRoot,
    // No API on this port: the pages render what the shop shows when its API is away.
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE_URL: `http://127.0.0.1:${await freePort()}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`dev server exited with ${code}:\n${output}`))),
  );
  const listening = (async () => {
    for (;;) {
      if (output.includes('dev server on')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([listening, exited]);
}, 60_000);

afterAll(async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

describe('npm run dev (storefront)', () => {
  it('answers the shop’s own routes', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('serves the client entry through Vite, transformed for the browser', async () => {
    const entry = await fetch(`${base}/src/entry-client.tsx`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    const code = await entry.text();
    // TypeScript compiled away, and the imports resolved to what the browser can fetch.
    expect(code).not.toContain('as { scheduler?');
    expect(code).toMatch(/import\(["']\/src\/hydrate\.tsx["']\)/);
    expect(code).toMatch(/import\(["']\/[^"']*react-dom[^"']*["']\)/);
  });

  it('renders a page on the server with Vite’s client and the entry in its head', async () => {
    const page = await fetch(`${base}/en`);
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('/@vite/client');
    expect(html).toContain('/src/entry-client.tsx');
    expect(html).toContain('<html lang="en-US"');
  }, 30_000);
});
