// The HTTP server around the app: @hono/node-server on Node's http module. main.ts starts it; the tests
// start the same server on a free port.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { App } from './app';

export type ServerOptions = { hostname: string; port: number };

/** Listens on hostname:port (0 = any free port); resolves once the server accepts connections. */
export function startServer(app: Pick<App, 'fetch'>, { hostname, port }: ServerOptions): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname, port }, () => resolve(server as Server));
    server.once('error', reject);
  });
}
