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
 *
 * A copy belongs to the catalog version it was asked under (`generation`: the API's, which this server
 * follows, server/catalogVersion.ts): once the version moves on, older copies are no longer fresh — the next
 * request asks again (with If-None-Match: what did not change costs a 304) — so a price changed in the back
 * office is on the next page, not after the max-age.
 *
 * It also keeps the shop answering when the API does not (RFC 5861's `stale-if-error`): every request it
 * makes upstream has a time limit, a caller's `signal` bounds only that caller's wait (a shared request
 * goes on for the others and fills the cache when it ends), and when the API fails, times out or answers
 * 5xx, a kept copy up to `staleIfErrorMs` old answers instead — stale data is better than no page.
 */

interface Entry {
  status: number;
  body: string;
  /** The body parsed as JSON, once the first reader asked (`KEPT_JSON`); undefined until then. */
  json?: { value: unknown };
  headers: [string, string][];
  etag: string | null;
  storedAt: number;
  /** The catalog version this copy was asked (or confirmed) under. */
  generation: string | null;
  maxAgeMs: number;
  staleMs: number;
  revalidating: boolean;
}

/** What one upstream request left: a kept copy, or the API's own response when it may not be kept. */
type Outcome = { entry: Entry } | { response: Response };

export interface HttpCacheOptions {
  fetch?: typeof fetch;
  /** Entries kept at most (least recently used go first). */
  maxEntries?: number;
  /** How long one upstream request may take before it is given up. @default 5000 */
  timeoutMs?: number;
  /** How long past its freshness a kept copy may still answer when the API fails. @default one day */
  staleIfErrorMs?: number;
  now?: () => number;
  /**
   * The catalog version copies must belong to, to be fresh (the API's, as this server follows it); copies of
   * another are asked for again. Without it copies are fresh for their max-age alone.
   */
  generation?: () => string | null;
}

export interface CachingFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  readonly stats: {
    hits: number;
    stale: number;
    misses: number;
    revalidated: number;
    /** Copies passed over because the catalog version moved on since they were asked for. */
    superseded: number;
    /** Answers from a kept copy because the API failed, timed out or answered 5xx. */
    staleOnError: number;
    size: number;
  };
  clear(): void;
}

/**
 * A kept copy answers with a response that also carries its body parsed as JSON under this key: a function
 * returning the one value every page rendered meanwhile shares, parsed once per copy instead of on every
 * call (the API client reads it, `readBody`). Never to be changed by its readers: outside production it is
 * frozen, so a test catches a store that would. Reading the body as text still works for anyone else.
 */
export const KEPT_JSON = Symbol.for('nori.keptJson');

/** A response whose body is JSON kept parsed (`KEPT_JSON`). */
export interface KeptJsonResponse extends Response {
  [KEPT_JSON](): unknown;
}

export const hasKeptJson = (response: Response): response is KeptJsonResponse => KEPT_JSON in response;

const FREEZE = process.env.NODE_ENV !== 'production';

function deepFreeze(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function parsedBody(entry: Entry): unknown {
  if (!entry.json) {
    const value = JSON.parse(entry.body) as unknown;
    entry.json = { value: FREEZE ? deepFreeze(value) : value };
  }
  return entry.json.value;
}

/**
 * The response of a kept copy, built without handing its body to undici (which copies and re-encodes a
 * string body on every `new Response` and decodes it again on `text()`: milliseconds for the menu): the
 * body methods answer from the kept string, and `KEPT_JSON` from the kept parse.
 */
class KeptResponse extends Response implements KeptJsonResponse {
  readonly #entry: Entry;

  constructor(entry: Entry) {
    super(null, { status: entry.status, headers: entry.headers });
    this.#entry = entry;
  }

  [KEPT_JSON](): unknown {
    return parsedBody(this.#entry);
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#entry.body);
  }

  override json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.#entry.body) as unknown);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return new Response(this.#entry.body).arrayBuffer();
  }

  override clone(): Response {
    return new KeptResponse(this.#entry);
  }
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

/** Settles like `promise`, or rejects with the signal's reason once it aborts, whichever comes first. */
function until<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error as Error);
      },
    );
  });
}

export function createCachingFetch(options: HttpCacheOptions = {}): CachingFetch {
  const upstream = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxEntries = options.maxEntries ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const staleIfErrorMs = options.staleIfErrorMs ?? 24 * 60 * 60_000;
  const now = options.now ?? Date.now;
  const generationNow = options.generation ?? (() => null);
  const entries = new Map<string, Entry>();
  /** Keyed by generation and key: a request under a new version never waits for one asked under the old. */
  const inFlight = new Map<string, Promise<Outcome>>();
  const stats = { hits: 0, stale: 0, misses: 0, revalidated: 0, superseded: 0, staleOnError: 0, size: 0 };

  /** The caller's signal (if any) and this cache's own time limit, whichever ends first. */
  const limited = (signal: AbortSignal | null | undefined) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  };
  /** A kept copy that may still answer for an API that failed. */
  const usableOnError = (entry: Entry | undefined): entry is Entry =>
    entry !== undefined && now() - entry.storedAt < entry.maxAgeMs + Math.max(entry.staleMs, staleIfErrorMs);

  const toResponse = (entry: Entry): Response => new KeptResponse(entry);

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    stats.size = entries.size;
  };

  /**
   * Asks upstream (conditionally when there is a copy); returns the entry kept, or the response when not kept.
   * The two are told apart by a tag, never by `instanceof Response`: @hono/node-server replaces the global
   * `Response` with its own class, so the answer of `fetch` (undici's) is no instance of it.
   */
  async function load(
    key: string,
    url: string,
    init: RequestInit | undefined,
    generation: string | null,
    previous?: Entry,
  ): Promise<Outcome> {
    const headers = new Headers(init?.headers);
    if (previous?.etag) headers.set('if-none-match', previous.etag);
    // Shared by every caller waiting for it: its own time limit, never one caller's signal.
    const response = await upstream(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status >= 500 && usableOnError(previous)) {
      stats.staleOnError++;
      previous.revalidating = false;
      return { entry: previous };
    }
    if (response.status === 304 && previous) {
      stats.revalidated++;
      // The API confirmed the copy: it belongs to the version it was confirmed under.
      const entry = { ...previous, storedAt: now(), generation, revalidating: false };
      store(key, entry);
      return { entry };
    }
    const freshness = cacheability(response);
    if (!freshness) {
      if (previous) entries.delete(key);
      return { response };
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
      // The version when the request was made: were it to move on meanwhile, this copy may predate the change.
      generation,
      ...freshness,
      revalidating: false,
    };
    store(key, entry);
    return { entry };
  }

  /** One upstream request per key at a time; the others wait for it (`joined`). */
  function shared(key: string, url: string, init: RequestInit | undefined, previous?: Entry) {
    const generation = generationNow();
    const flight = `${generation ?? ''} ${key}`;
    const pending = inFlight.get(flight);
    if (pending) return { result: pending, joined: true };
    const result = load(key, url, init, generation, previous).finally(() => inFlight.delete(flight));
    // Every waiter handles the outcome on its own; when none is left (each page stopped waiting first), an API
    // failing afterwards must not be an unhandled rejection, which ends a Node process.
    result.catch(() => undefined);
    inFlight.set(flight, result);
    return { result, joined: false };
  }

  const cachingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (input instanceof Request || method !== 'GET' || headerOf(init, 'authorization')) {
      return upstream(input, { ...init, signal: limited(signal) });
    }
    const url = String(input);
    // The API varies on the language (and on the encoding, which fetch decodes): the language is in the key.
    const key = `${headerOf(init, 'accept-language') ?? ''} ${url}`;
    const entry = entries.get(key);
    const superseded = entry !== undefined && entry.generation !== generationNow();
    if (superseded) stats.superseded++;
    // A caller that must not be answered from a copy (`cache: 'no-cache'`) still makes the request conditional.
    const revalidate = init?.cache === 'no-cache' || init?.cache === 'reload' || init?.cache === 'no-store';
    if (entry && !superseded && !revalidate) {
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
    const { result, joined } = shared(key, url, { ...init, signal: undefined }, entry);
    let outcome: Outcome;
    try {
      outcome = await until(result, signal);
    } catch (error) {
      // The API failed or did not answer in the caller's time: a copy it may still use answers instead.
      if (!usableOnError(entry)) throw error;
      stats.staleOnError++;
      return toResponse(entry);
    }
    if ('entry' in outcome) return toResponse(outcome.entry);
    // A response that was not kept has one body, for the request that asked: the others ask again.
    return joined ? upstream(input, { ...init, signal: limited(signal) }) : outcome.response;
  };

  return Object.assign(cachingFetch, {
    stats,
    clear: () => {
      entries.clear();
      stats.size = 0;
    },
  });
}
