/**
 * The production storefront server: serves the built client from dist/client and renders pages with
 * the server bundle this file is built into (`vite build --ssr src/server/main.ts`). In production it runs one
 * process per core (server/cluster.ts; WEB_CONCURRENCY sets how many), each of them this whole server.
 */
import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig, toPublicConfig } from '../config';
import type { ViteManifest } from './assets';
import { supervise, workerCount } from './cluster';

const config = readServerConfig();
const workers = workerCount();

if (cluster.isPrimary && workers > 1) {
  supervise({ workers });
} else {
  await serveShop();
}

async function serveShop() {
  // Loaded here, not above: the primary of a cluster only forks, and needs none of the renderer.
  const [{ createRenderer }, { createStorefrontApp }, { assetsFromManifest }, { createServerState }] =
    await Promise.all([import('../entry-server'), import('./app'), import('./assets'), import('./serverState')]);
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(clientDir, file), 'utf8')) as T;

  const state = createServerState(config);
  const render = await createRenderer({
    config: toPublicConfig(config),
    serverApiBaseUrl: config.serverApiBaseUrl,
    apiTimeoutMs: config.apiTimeoutMs,
    routeRules: state.routeRules,
    catalogVersion: state.catalogVersion,
    assets: assetsFromManifest(readJson<ViteManifest>('.vite/manifest.json')),
  });
  await state.ready;

  const app = createStorefrontApp({
    config,
    render,
    routeRules: state.routeRules,
    catalog: state.catalog,
    catalogVersion: state.catalogVersion,
    buildId: readJson<{ id: string }>('_app/builds/latest.json').id,
    clientDir,
  });
  const worker = cluster.isWorker ? ` (worker ${process.pid})` : '';
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ port }) => {
    console.log(`[storefront] http://${config.host}:${port} (API ${config.serverApiBaseUrl})${worker}`);
  });

  let stopping = false;
  function shutdown() {
    if (stopping) return;
    stopping = true;
    state.stop();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A worker whose primary is gone (killed outright) stops too: no process outlives the server it belonged to.
  if (cluster.isWorker) process.on('disconnect', shutdown);
}
