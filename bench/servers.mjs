// Starts the built product for the benchmark the way the end-to-end set-up does
// (packages/storefront/e2e/globalSetup.ts): the API on a free loopback port with PGlite in a fresh
// temporary folder, then a snapshot of the built storefront with NODE_ENV=production, each polled on
// /healthz. Servers write to a log file, never to stdout (stdout carries the JSON result only).
import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/build-if-needed.mjs';
import { freePort } from '../scripts/ports.mjs';

export { freePort };

/** Polls `url` until it answers 2xx (up to 3 minutes: a busy 2-core machine starts slowly), failing early when the child exits. */
export async function waitFor(url, child, name) {
  for (let attempt = 0; attempt < 720; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode} (see the server log)`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready at ${url}`);
}

/**
 * The API and the storefront. `start()` starts both and returns their addresses; `stop()` ends both
 * servers and removes the temporary folders. Both stops are safe to call at any point and more than once;
 * `stopSync()` is for a signal or process 'exit' handler, which may run while `start()` is under way.
 */
export function product({ logFile }) {
  const children = [];
  const folders = [];
  let log = openSync(logFile, 'w');
  let stopped = false;

  const alive = (child) => child.exitCode === null && child.signalCode === null;
  const kill = () => {
    stopped = true;
    for (const child of children) if (alive(child)) child.kill('SIGTERM');
  };
  const cleanUp = () => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    if (log !== undefined) closeSync(log);
    log = undefined;
  };
  const stopSync = () => {
    kill();
    cleanUp();
  };
  const stop = async () => {
    const exits = children.filter(alive).map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          setTimeout(() => {
            if (alive(child)) child.kill('SIGKILL');
            resolve();
          }, 5000).unref();
        }),
    );
    kill();
    await Promise.all(exits);
    cleanUp();
  };

  const start = async () => {
    const siteUrl = `http://127.0.0.1:${await freePort()}`;
    if (stopped) throw new Error('stopped');
    const apiUrl = await startApi({ children, folders, stdio: ['ignore', log, log], siteUrl });
    if (stopped) throw new Error('stopped');
    const distDir = await startStorefront({ children, folders, stdio: ['ignore', log, log], apiUrl, siteUrl });
    // The snapshot's build, for its manifest (the harness names the hashed chunks after their sources).
    return { apiUrl, siteUrl, distDir };
  };
  return { start, stop, stopSync };
}

const common = () => ({ ...process.env, LOG_LEVEL: 'warn' });

/**
 * Starts the built API on a free 127.0.0.1 port over PGlite in a fresh temporary `DATA_DIR`, answering the
 * shop at `siteUrl`; waits for `/healthz` and returns its URL. The process goes into `children`, the folder
 * into `folders`, for the caller to stop and remove.
 */
export async function startApi({ children, folders, stdio = 'ignore', siteUrl }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-bench-'));
  folders.push(dataDir);
  const apiUrl = `http://127.0.0.1:${await freePort()}`;
  const api = spawn(process.execPath, ['packages/api/dist/main.js'], {
    cwd: root,
    stdio,
    env: {
      ...common(),
      // As the journeys run it: production refuses the simulated card provider, and NODE_ENV changes
      // nothing else on the API's hot paths (it only adds the /dev/ routes).
      NODE_ENV: 'test',
      API_PORT: new URL(apiUrl).port,
      DATA_DIR: dataDir,
      CORS_ORIGINS: siteUrl,
      PUBLIC_SITE_URL: siteUrl,
    },
  });
  children.push(api);
  await waitFor(`${apiUrl}/healthz`, api, 'API');
  return apiUrl;
}

/**
 * Starts a snapshot of a storefront build (`dist`, by default packages/storefront/dist) at `siteUrl` against
 * `apiUrl`, in production, with `env` on top (`WEB_CONCURRENCY`, say); waits for `/healthz` and returns the
 * snapshot's dist folder. The snapshot, as the journeys use: a rebuild in another terminal during the run
 * cannot swap the hashed assets under the pages being measured. It sits inside the package (so its imports
 * resolve from the repository's node_modules) under a name .gitignore already covers.
 */
export async function startStorefront({ children, folders, stdio = 'ignore', apiUrl, siteUrl, dist, env = {} }) {
  const snapshot = mkdtempSync(path.join(root, 'packages/storefront/.e2e-bench-'));
  folders.push(snapshot);
  cpSync(dist ?? path.join(root, 'packages/storefront/dist'), path.join(snapshot, 'dist'), { recursive: true });
  const storefront = spawn(process.execPath, [path.join(snapshot, 'dist/server/main.js')], {
    cwd: root,
    stdio,
    env: {
      ...common(),
      NODE_ENV: 'production',
      PORT: new URL(siteUrl).port,
      API_BASE_URL: apiUrl,
      PUBLIC_SITE_URL: siteUrl,
      ...env,
    },
  });
  children.push(storefront);
  await waitFor(`${siteUrl}/healthz`, storefront, 'storefront');
  return path.join(snapshot, 'dist');
}
