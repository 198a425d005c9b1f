/**
 * End-to-end set-up: builds what is stale, then starts the built API (PGlite in a fresh temporary
 * folder) and the built storefront on free loopback ports, exactly as `npm start` runs them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded, root } from '../../../scripts/build-if-needed.mjs';

export const SIGNATURE_SUFFIX = 'nori-e2e';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, name: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready at ${url}`);
}

export default async function setup(project: TestProject) {
  buildIfNeeded((line) => console.log(line));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-e2e-'));
  const [apiPort, port] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${port}`;
  const common = { ...process.env, SIGNATURE_SUFFIX, LOG_LEVEL: 'warn' };

  const api = spawn(process.execPath, ['packages/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...common,
      NODE_ENV: 'test',
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      CORS_ORIGINS: siteUrl,
      PUBLIC_SITE_URL: siteUrl,
      // Every journey signs in from 127.0.0.1: lift the per-IP code limit the journeys would share.
      CODE_PER_IP_PER_HOUR: '10000',
      // A returning customer signs in again within the same run: 1 s between codes instead of 60 s.
      CODE_RESEND_SECONDS: '1',
    },
  });
  await waitFor(`${apiUrl}/healthz`, api, 'API');
  // The journeys run a snapshot of the built shop, so a rebuild during the run (another terminal, a
  // watcher) cannot swap the hashed assets under the pages being tested. It sits inside the package so
  // its imports still resolve from the repository's node_modules.
  const snapshot = mkdtempSync(path.join(root, 'packages/storefront/.e2e-'));
  cpSync(path.join(root, 'packages/storefront/dist'), path.join(snapshot, 'dist'), { recursive: true });
  const storefront = spawn(process.execPath, [path.join(snapshot, 'dist/server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...common, NODE_ENV: 'production', PORT: String(port), API_BASE_URL: apiUrl, PUBLIC_SITE_URL: siteUrl },
  });
  await waitFor(`${siteUrl}/healthz`, storefront, 'storefront');

  project.provide('siteUrl', siteUrl);
  project.provide('apiUrl', apiUrl);

  return () => {
    storefront.kill('SIGTERM');
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
  }
}
