import type { MiddlewareHandler } from 'hono';
import { parseCookies } from '../services/cookies';
import { negotiateEncoding } from './compression';
import { etagMatches } from './etag';

/**
 * The renderer names here the cookies it read (comma-separated): a page depends on the URL and those
 * cookies' values only, like a `Vary` on single cookies. Internal: never sent.
 */
export const VARY_COOKIES_HEADER = 'x-nori-vary-cookies';

interface Variant {
  /** The cookies the page read, with the values it saw (undefined: absent). */
  cookies: [name: string, value: string | undefined][];
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  etag: string | null;
  expires: number;
  /** The catalog version when the page began to render: the data it shows is at least that recent. */
  generation: string | null;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** URL × encoding keys kept at most (least recently used go first). */
  maxEntries?: number;
  now?: () => number;
  /**
   * The catalog version kept pages must belong to (the API's, as this server follows it): once it moves on,
   * pages rendered before are not served again. Without it pages are kept for `ttlMs` alone.
   */
  generation?: () => string | null;
}

/**
 * A micro-cache of finished responses for pages that are the same for everyone: what the page says shared
 * caches may keep (`public`, no cookie set, status 200) is kept here too, as sent (compressed for each
 * encoding), for `ttlMs` — by default five seconds, the API's own catalog period. A popular page is then
 * rendered a few times a minute instead of once per visitor, and its data is never older than the catalog
 * a fresh render would read: a page belongs to the catalog version it was rendered under, and a change of the
 * catalog (a price, a dish taken off) retires every page rendered before it at once.
 *
 * A copy keeps the CSP nonce it was rendered with, exactly as a CDN keeping the page for its `s-maxage`
 * does; signed-in pages and pages that set cookies never enter. Must be installed outside `compression()`.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const maxEntries = options.maxEntries ?? 300;
  const now = options.now ?? Date.now;
  const generationNow = options.generation ?? (() => null);
  const entries = new Map<string, Variant[]>();

  const matches = (variant: Variant, cookies: Record<string, string>) =>
    variant.cookies.every(([name, value]) => cookies[name] === value);

  return async (c, next) => {
    if (options.ttlMs <= 0 || c.req.method !== 'GET') {
      await next();
      c.res.headers.delete(VARY_COOKIES_HEADER);
      return;
    }
    const key = `${negotiateEncoding(c.req.header('accept-encoding')) ?? 'identity'} ${c.req.url}`;
    const cookies = parseCookies(c.req.header('cookie'));
    const time = now();
    // Taken before rendering: a change heard while the page renders leaves this copy behind.
    const generation = generationNow();
    const variants =
      entries.get(key)?.filter((variant) => variant.expires > time && variant.generation === generation) ?? [];
    const hit = variants.find((variant) => matches(variant, cookies));
    if (hit) {
      entries.delete(key);
      entries.set(key, variants);
      const headers = new Headers(hit.headers);
      if (etagMatches(c.req.header('if-none-match') ?? null, hit.etag)) {
        // As the renderer does: a 304 keeps the browser's stored CSP, which matches its copy.
        headers.delete('content-security-policy');
        headers.delete('content-length');
        return new Response(null, { status: 304, headers });
      }
      return new Response(hit.body as Uint8Array<ArrayBuffer>, { status: hit.status, headers });
    }

    await next();
    const response = c.res;
    const varyCookies = response.headers.get(VARY_COOKIES_HEADER);
    response.headers.delete(VARY_COOKIES_HEADER);
    if (
      varyCookies === null ||
      response.status !== 200 ||
      response.headers.has('set-cookie') ||
      !/\bpublic\b/.test(response.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    c.res = new Response(body, response);
    const names = varyCookies ? varyCookies.split(',') : [];
    variants.push({
      cookies: names.map((name) => [name, cookies[name]]),
      status: response.status,
      headers: [...c.res.headers],
      body,
      etag: c.res.headers.get('etag'),
      expires: time + options.ttlMs,
      generation,
    });
    entries.delete(key);
    entries.set(key, variants);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
}
