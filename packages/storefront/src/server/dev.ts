/**
 * `npm run dev`: the storefront with Vite's hot reload. Vite serves the client modules; every other
 * request goes to the same Hono app as in production, rendering through a freshly loaded server entry.
 */
import { getRequestListener } from '@hono/node-server';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { readServerConfig, toPublicConfig } from '../config';
import type { createRenderer as CreateRenderer } from '../entry-server';
import type { createStorefrontApp as CreateStorefrontApp } from './app';
import { createServerState } from './serverState';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = readServerConfig({ ...process.env, NODE_ENV: 'development' });
const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });
const state = createServerState(config);

// Vite's client and the React Refresh preamble, with this response's nonce.
const preamble = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
const devHeadTemplate = /<head>([\s\S]*)<\/head>/.exec(preamble)?.[1] ?? '';

// The app module through Vite too, not Node: it reaches the kit's theme, whose fonts are `?url` imports that only
// a bundler resolves (Node refuses a `.woff2` module), and it then shares its modules with the server entry.
const { createStorefrontApp } = (await vite.ssrLoadModule('/src/server/app.ts')) as {
  createStorefrontApp: typeof CreateStorefrontApp;
};
const app = createStorefrontApp({
  config,
  routeRules: state.routeRules,
  catalog: state.catalog,
  catalogVersion: state.catalogVersion,
  buildId: 'dev',
  render: async (request) => {
    const { createRenderer } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
      createRenderer: typeof CreateRenderer;
    };
    const render = await createRenderer({
      config: toPublicConfig(config),
      serverApiBaseUrl: config.serverApiBaseUrl,
      apiTimeoutMs: config.apiTimeoutMs,
      routeRules: state.routeRules,
      catalogVersion: state.catalogVersion,
      dev: true,
      assets: {
        scripts: ['/src/entry-client.tsx'],
        styles: [],
        preloads: [],
        devHead: (nonce) => devHeadTemplate.replace(/<script /g, `<script nonce="${nonce}" `),
      },
    });
    return render(request);
  },
});

const listener = getRequestListener(app.fetch);
createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res))).listen(
  config.port,
  config.host,
  () => console.log(`[storefront] dev server on http://${config.host}:${config.port} with hot reload`),
);
