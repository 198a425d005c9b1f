import type { Context, TypedResponse } from 'hono';
import type { Rendered } from '../services/catalog';

/**
 * Sends pre-rendered JSON (gzipped when accepted) with an ETag; a matching If-None-Match gets a 304. Browsers and CDNs may
 * keep it a minute and serve it stale for five more while they revalidate.
 */
export function sendCached<T>(c: Context, rendered: Rendered): TypedResponse<T, 200, 'json'> {
  c.header('ETag', rendered.etag);
  c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
  c.header('Vary', 'Accept-Language, Accept-Encoding');
  const match = c.req.header('if-none-match');
  if (match && match.split(',').some((tag) => tag.trim() === rendered.etag)) {
    return c.body(null, 304) as unknown as TypedResponse<T, 200, 'json'>;
  }
  c.header('Content-Type', 'application/json; charset=UTF-8');
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(rendered.gzip as Uint8Array<ArrayBuffer>, 200) as unknown as TypedResponse<T, 200, 'json'>;
  }
  // The body is JSON that was rendered from T; the cast tells the router so.
  return c.body(rendered.body, 200) as unknown as TypedResponse<T, 200, 'json'>;
}
