// The API's icon: /favicon.ico (what browsers ask any origin for) and /favicon.svg (linked by the
// simulated card page). Not fingerprinted, so cached for a week rather than for ever.
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { FAVICON_SVG, renderFaviconIco } from '../images/favicon';

const CACHE = 'public, max-age=604800';

export function faviconRoutes() {
  const app = new Hono<AppEnv>();
  let ico: Promise<Buffer> | undefined;

  app.get('/favicon.ico', async (c) => {
    // Rendered once per process, on first request; a failed render is tried again next time.
    ico ??= renderFaviconIco().catch((err: unknown) => {
      ico = undefined;
      throw err;
    });
    return c.body(new Uint8Array(await ico), 200, { 'content-type': 'image/x-icon', 'cache-control': CACHE });
  });
  app.get('/favicon.svg', (c) => c.body(FAVICON_SVG, 200, { 'content-type': 'image/svg+xml', 'cache-control': CACHE }));
  return app;
}
