/**
 * The production storefront server: serves the built client from dist/client and renders pages with
 * the server bundle this file is built into (`vite build --ssr src/server/main.ts`).
 */
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig, toPublicConfig } from '../config';
import { createRenderer } from '../entry-server';
import { createStorefrontApp } from './app';
import { assetsFromManifest, type ViteManifest } from './assets';
import { createServerState } from './serverState';

const config = readServerConfig();
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
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ port }) => {
  console.log(`[storefront] http://${config.host}:${port} (API ${config.serverApiBaseUrl})`);
});

function shutdown() {
  state.stop();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
