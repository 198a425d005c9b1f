/**
 * A small private HTTP cache in front of the server's calls to the API: what the API marks `public` with a
 * `max-age` (the catalog and dictionaries, spec §7) is kept in memory and reused by every page rendered
 * meanwhile, served stale for `stale-while-revalidate` while one background request revalidates it with
 * `If-None-Match`, and refetched once when older than that. Concurrent misses for one URL share one
 * request. Anything personal never enters: requests with an Authorization header, non-GET requests, and
 * responses that are not `public` (or are `private`/`no-store`/`no-cache`, or set cookies).
 *
 * It is the one thing that lets a page render without waiting on the API: with warm data a product page
 * asks the API nothing it asked in the last few seconds.
 */

interface Entry {
  status: number;
  body: string;
  headers: [string, string][];
  etag: string | null;
  storedAt: number;
  maxAgeMs: number;
  staleMs: number;
  revalidating: boolean;
}

export interface HttpCacheOptions {
  fetch?: typeof fetch;
  /** Entries kept at most (least recently used go first). */
  maxEntries?: number;
  now?: () => number;
}

export interface CachingFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  readonly stats: { hits: number; stale: number; misses: number; revalidated: number; size: number };
  clear(): void;
}

/** The response headers a cached copy keeps (the API's body is decoded by fetch already). */
const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'vary'];

/** The freshness an API response allows a shared cache, or null when it may not be kept. */
export function cacheability(response: Response): { maxAgeMs: number; staleMs: number } | null {
  if (response.status !== 200 || response.headers.has('set-cookie')) return null;
  const directives = new Map(
    (response.headers.get('cache-control') ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('=') as [string, string | undefined])
      .filter(([name]) => name),
  );
  if (!directives.has('public') || ['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) {
    return null;
  }
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
  };
  const maxAgeMs = seconds('s-maxage') || seconds('max-age');
  if (!maxAgeMs) return null;
  return { maxAgeMs, staleMs: seconds('stale-while-revalidate') };
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return init?.headers ? new Headers(init.headers).get(name) : null;
}

export function createCachingFetch(options: HttpCacheOptions = {}): CachingFetch {
  const upstream = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | Response>>();
  const stats = { hits: 0, stale: 0, misses: 0, revalidated: 0, size: 0 };

  const toResponse = (entry: Entry) => new Response(entry.body, { status: entry.status, headers: entry.headers });

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    stats.size = entries.size;
  };

  /** Asks upstream (conditionally when there is a copy); returns the entry kept, or the response when not kept. */
  async function load(key: string, url: string, init: RequestInit | undefined, previous?: Entry) {
    const headers = new Headers(init?.headers);
    if (previous?.etag) headers.set('if-none-match', previous.etag);
    const response = await upstream(url, { ...init, headers });
    if (response.status === 304 && previous) {
      stats.revalidated++;
      const entry = { ...previous, storedAt: now(), revalidating: false };
      store(key, entry);
      return entry;
    }
    const freshness = cacheability(response);
    if (!freshness) {
      if (previous) entries.delete(key);
      return response;
    }
    const entry: Entry = {
      status: response.status,
      body: await response.text(),
      headers: KEPT_HEADERS.flatMap((name) => {
        const value = response.headers.get(name);
        return value === null ? [] : [[name, value] as [string, string]];
      }),
      etag: response.headers.get('etag'),
      storedAt: now(),
      ...freshness,
      revalidating: false,
    };
    store(key, entry);
    return entry;
  }

  /** One upstream request per key at a time; the others wait for it (`joined`). */
  function shared(key: string, url: string, init: RequestInit | undefined, previous?: Entry) {
    const pending = inFlight.get(key);
    if (pending) return { result: pending, joined: true };
    const result = load(key, url, init, previous).finally(() => inFlight.delete(key));
    inFlight.set(key, result);
    return { result, joined: false };
  }

  const cachingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (input instanceof Request || method !== 'GET' || headerOf(init, 'authorization') || init?.signal) {
      return upstream(input, init);
    }
    const url = String(input);
    // The API varies on the language (and on the encoding, which fetch decodes): the language is in the key.
    const key = `${headerOf(init, 'accept-language') ?? ''} ${url}`;
    const entry = entries.get(key);
    if (entry) {
      const age = now() - entry.storedAt;
      if (age < entry.maxAgeMs) {
        stats.hits++;
        // Most recently used last, so the map's first key is the one to forget.
        entries.delete(key);
        entries.set(key, entry);
        return toResponse(entry);
      }
      if (age < entry.maxAgeMs + entry.staleMs) {
        stats.stale++;
        if (!entry.revalidating) {
          entry.revalidating = true;
          // A failed revalidation keeps the copy until it is too old; the next request tries again.
          shared(key, url, init, entry).result.catch(() => (entry.revalidating = false));
        }
        return toResponse(entry);
      }
    }
    stats.misses++;
    const { result, joined } = shared(key, url, init, entry);
    const outcome = await result;
    if (!(outcome instanceof Response)) return toResponse(outcome);
    // A response that was not kept has one body, for the request that asked: the others ask again.
    return joined ? upstream(input, init) : outcome;
  };

  return Object.assign(cachingFetch, {
    stats,
    clear: () => {
      entries.clear();
      stats.size = 0;
    },
  });
}
