#!/usr/bin/env node
// `npm start`: builds what is not built (or is older than its sources), then starts the API on
// 127.0.0.1:$API_PORT (4000) and the storefront on 127.0.0.1:$PORT (3000), each told where the other is,
// prints both addresses and stops both on Ctrl-C. The end-to-end set-up starts the product through
// startProduct() below, so the journeys run it wired exactly as this command does.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

export const API_SCRIPT = 'packages/api/dist/main.js';
export const STOREFRONT_SCRIPT = 'packages/storefront/dist/server/main.js';
export const ADMIN_SCRIPT = 'packages/admin/server.mjs';

/** `http://host:port` for a listening address; a wildcard address is reached on loopback. */
function local(host, port) {
  const reachable = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Each service's environment, from the two ports and what the user set. Whatever the ports, the API
 * learns the shop's address (PUBLIC_SITE_URL: payment returns, referral links, and the origin its CORS
 * allows by default) and the shop learns the API's (API_BASE_URL for its server, PUBLIC_API_BASE_URL for
 * browsers). A variable set explicitly wins (an empty one counts as unset, as the API reads it); `apiEnv`
 * and `storefrontEnv` are settings for one service only. Pure: reads nothing but its arguments.
 *
 * @param {{ port?: string | number, apiPort?: string | number, env?: Record<string, string | undefined>,
 *   apiEnv?: Record<string, string | undefined>, storefrontEnv?: Record<string, string | undefined> }} options
 *   `port` and `apiPort` default to the environment's PORT and API_PORT, then 3000 and 4000.
 */
export function productEnv({
  port,
  apiPort,
  adminPort,
  env = {},
  apiEnv = {},
  storefrontEnv = {},
  adminEnv = {},
} = {}) {
  const api = { ...env, ...apiEnv };
  const shop = { ...env, ...storefrontEnv };
  const office = { ...env, ...adminEnv };
  const given = (vars, name) => vars[name] || undefined;
  const shopPort = String(port ?? (given(env, 'PORT') || 3000));
  const apiListen = String(apiPort ?? (given(env, 'API_PORT') || 4000));

  const adminListen = String(adminPort ?? (given(env, 'ADMIN_PORT') || 3001));
  const apiUrl = local(given(api, 'API_HOST'), apiListen);
  const adminUrl = local(given(office, 'ADMIN_HOST'), adminListen);
  const siteUrl = local(given(shop, 'HOST'), shopPort);
  const publicSiteUrl = given(shop, 'PUBLIC_SITE_URL') ?? siteUrl;
  const serverApiUrl = given(shop, 'API_BASE_URL') ?? apiUrl;
  const browserApiUrl =
    given(shop, 'PUBLIC_API_BASE_URL') ?? given(shop, 'API_BASE_URL') ?? given(api, 'PUBLIC_API_URL') ?? serverApiUrl;
  // The back office calls /api/staff/* from its own origin, with its cookie: the API allows only the origins
  // it is told (STAFF_ORIGINS), so it is told the back office's, on loopback under both names.
  const staffOrigins = adminUrl.startsWith('http://127.0.0.1:')
    ? `${adminUrl},http://localhost:${adminListen}`
    : adminUrl;
  return {
    api: {
      url: apiUrl,
      env: {
        ...api,
        API_PORT: apiListen,
        PUBLIC_SITE_URL: given(api, 'PUBLIC_SITE_URL') ?? publicSiteUrl,
        STAFF_ORIGINS: given(api, 'STAFF_ORIGINS') ?? staffOrigins,
      },
    },
    storefront: {
      url: siteUrl,
      env: {
        ...shop,
        // The demo serves the built shop as in production unless told otherwise.
        NODE_ENV: given(shop, 'NODE_ENV') ?? 'production',
        PORT: shopPort,
        API_BASE_URL: serverApiUrl,
        // Browsers reach the API where the user said it is public, else where the shop's server reaches it.
        PUBLIC_API_BASE_URL: browserApiUrl,
        PUBLIC_SITE_URL: publicSiteUrl,
      },
    },
    admin: {
      url: adminUrl,
      env: { ...office, ADMIN_PORT: adminListen, ADMIN_API_URL: given(office, 'ADMIN_API_URL') ?? browserApiUrl },
    },
  };
}

/**
 * Starts the built API, waits for it, then the built storefront, with the environments of productEnv().
 * Returns at once: `ready` settles when both answer /healthz (rejects when one exits or stays silent for
 * two minutes), `exited` when a service stops by itself, and `stop()` stops both; `stopApi()` and
 * `startApi()` restart the API alone.
 *
 * @param {Parameters<typeof productEnv>[0] & { storefrontScript?: string,
 *   stdio?: import('node:child_process').StdioOptions }} options
 *   `storefrontScript` is the storefront's server (the journeys run a snapshot of the build).
 */
export function startProduct({
  storefrontScript = STOREFRONT_SCRIPT,
  admin = true,
  stdio = 'inherit',
  ...options
} = {}) {
  const wiring = productEnv(options);
  const services = [
    { name: '@nori/api', script: API_SCRIPT, ...wiring.api },
    { name: '@nori/storefront', script: storefrontScript, ...wiring.storefront },
    ...(admin ? [{ name: '@nori/admin', script: ADMIN_SCRIPT, ...wiring.admin }] : []),
  ];
  /** Each service's running process, by name. */
  const children = new Map();
  /** Processes stopped on purpose while the rest runs on (`stopApi`): their exit is no failure. */
  const meant = new WeakSet();
  let stopping = false;
  let stopped;
  let reportExit;
  const exited = new Promise((resolve) => (reportExit = resolve));

  function launch(service) {
    const child = spawn(process.execPath, [service.script], { cwd: root, stdio, env: service.env });
    child.on('exit', (code, signal) => {
      if (!stopping && !meant.has(child)) reportExit({ name: service.name, code, signal });
    });
    children.set(service.name, child);
    return child;
  }

  /** SIGTERM (a service shuts down in order: streams ended, database closed), SIGKILL after 10 s; resolves on exit. */
  const terminate = (child) =>
    child.exitCode === null &&
    child.signalCode === null &&
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });

  async function waitUntilReady(service, child) {
    for (let attempt = 0; attempt < 480; attempt++) {
      if (stopping) throw new Error('stopped while starting');
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${service.name} exited (${child.signalCode ?? child.exitCode}) before it was ready`);
      }
      try {
        if ((await fetch(`${service.url}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${service.name} did not answer ${service.url}/healthz within two minutes`);
  }

  function stop() {
    stopping = true;
    stopped ??= Promise.all([...children.values()].map(terminate)).then(() => undefined);
    return stopped;
  }

  const api = services[0];
  /**
   * A deploy of the API while the shop and the back office run on: `stopApi()` shuts it down as production
   * does (SIGTERM) and resolves once it has exited; `startApi()` starts it again on the same address and
   * data, resolving once it answers /healthz. The journeys restart the API under an open orders board.
   */
  async function stopApi() {
    const child = children.get(api.name);
    meant.add(child);
    await terminate(child);
  }
  async function startApi() {
    if (stopping) throw new Error('stopped');
    const child = children.get(api.name);
    if (child.exitCode === null && child.signalCode === null) throw new Error(`${api.name} is running`);
    await waitUntilReady(api, launch(api));
  }

  // The API first: the shop reads its legacy map and sitemap from it at start.
  const ready = (async () => {
    for (const service of services) await waitUntilReady(service, launch(service));
  })();
  return {
    apiUrl: wiring.api.url,
    siteUrl: wiring.storefront.url,
    adminUrl: admin ? wiring.admin.url : null,
    ready,
    exited,
    stop,
    stopApi,
    startApi,
  };
}

async function main() {
  try {
    buildIfNeeded();
  } catch (error) {
    console.error(`[nori] ${error.message}`);
    process.exit(1);
  }
  const product = startProduct({ env: process.env });
  let exiting = false;
  const stopAndExit = (code) => {
    exiting = true;
    return product.stop().then(() => process.exit(code));
  };
  process.on('SIGINT', () => stopAndExit(0));
  process.on('SIGTERM', () => stopAndExit(0));
  product.exited.then(({ name, code, signal }) => {
    console.error(`[nori] ${name} stopped (${signal ?? code}); stopping the rest.`);
    stopAndExit(code ?? 1);
  });
  try {
    await product.ready;
  } catch (error) {
    // Already reported when a service stopped or Ctrl-C came during start-up.
    if (!exiting) {
      console.error(`[nori] ${error.message}; stopping.`);
      stopAndExit(1);
    }
    return;
  }
  console.log(`\n[nori] API:        ${product.apiUrl}`);
  console.log(`[nori] Storefront: ${product.siteUrl}`);
  console.log(`[nori] Back office: ${product.adminUrl}`);
  console.log('[nori]   demo staff (development): operator@nori.local / nori-demo-operator,');
  console.log('[nori]   manager@nori.local / nori-demo-manager, owner@nori.local / nori-demo-owner');
  console.log('[nori] Ctrl-C stops all three.\n');
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
