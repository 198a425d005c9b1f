import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { CatalogService, Rendered } from '../services/catalog';

/** Whether the request's If-None-Match names this ETag: the client's copy is current. */
function clientHas(c: Context, etag: string): boolean {
  const match = c.req.header('if-none-match');
  return Boolean(match && match.split(',').some((tag) => tag.trim() === etag));
}

/** Brotli when the client takes it and it is ready, else gzip, else the plain body. */
function pickEncoding(acceptEncoding: string, rendered: Rendered): 'br' | 'gzip' | null {
  if (rendered.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Sends pre-rendered JSON (brotli or gzip when accepted) with an ETag; a matching If-None-Match gets a 304.
 * Browsers, CDNs and the storefront's server may keep it `maxAgeSeconds` (the API's own catalog revalidation
 * period, so a copy is never more than two periods old) and serve it stale for five minutes more while they
 * revalidate.
 */
export function sendCached<T>(c: Context, rendered: Rendered, maxAgeSeconds: number): TypedResponse<T, 200, 'json'> {
  c.header('ETag', rendered.etag);
  c.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`);
  c.header('Vary', 'Accept-Language, Accept-Encoding');
  if (clientHas(c, rendered.etag)) return c.body(null, 304) as unknown as TypedResponse<T, 200, 'json'>;
  c.header('Content-Type', 'application/json; charset=UTF-8');
  // The body is JSON that was rendered from T; the casts tell the router so.
  const encoding = pickEncoding(c.req.header('accept-encoding') ?? '', rendered);
  if (!encoding) return c.body(rendered.body, 200) as unknown as TypedResponse<T, 200, 'json'>;
  c.header('Content-Encoding', encoding);
  const bytes = (encoding === 'br' ? rendered.br : rendered.gzip) as Uint8Array<ArrayBuffer>;
  return c.body(bytes, 200) as unknown as TypedResponse<T, 200, 'json'>;
}

/**
 * A catalog view through the catalog's render cache: rendered once per key (which must name the locale and
 * every parameter) until the catalog changes, then sent as above. A view that finds nothing throws `missing`.
 */
export async function sendView(
  c: Context,
  catalog: Pick<CatalogService, 'renderView' | 'maxAgeSeconds'>,
  key: string,
  view: () => Promise<unknown>,
  missing?: () => Error,
): Promise<TypedResponse<never, 200, 'json'>> {
  // `never`: the body is JSON rendered from the route's own schema type, which the router cannot see
  // through the cache; it fits any route's 200.
  const rendered = await catalog.renderView(key, view);
  if (!rendered) throw missing?.() ?? new Error(`The catalog view ${key} found nothing`);
  return sendCached<never>(c, rendered, catalog.maxAgeSeconds);
}

/**
 * A view rendered per request (one whose keys are unbounded, such as a search or a list of ids), with the
 * same caching headers as the cached views: the API keeps nothing, but a client may, and revalidates with
 * If-None-Match.
 */
export function sendFresh(c: Context, value: unknown, maxAgeSeconds: number): TypedResponse<never, 200, 'json'> {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`);
  c.header('Vary', 'Accept-Language');
  if (clientHas(c, etag)) return c.body(null, 304) as unknown as TypedResponse<never, 200, 'json'>;
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(body, 200) as unknown as TypedResponse<never, 200, 'json'>;
}
