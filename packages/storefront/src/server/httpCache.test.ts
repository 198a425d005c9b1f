import { describe, expect, it } from 'vitest';
import { cacheability, createCachingFetch, hasKeptJson, KEPT_JSON } from './httpCache';

/** A scripted upstream: answers each call with `respond`, and records what it was asked. */
function upstream(respond: (url: string, headers: Headers, n: number) => Response | Promise<Response>) {
  const calls: { url: string; headers: Headers; method: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), headers, method: init?.method ?? 'GET' });
    return respond(String(input), headers, calls.length);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (body: unknown, cacheControl: string | null, etag = 'W/"v1"', status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(cacheControl ? { 'cache-control': cacheControl } : {}), etag },
  });

const PUBLIC = 'public, max-age=5, stale-while-revalidate=300';

describe('cacheability', () => {
  it.each([
    [PUBLIC, { maxAgeMs: 5_000, staleMs: 300_000 }],
    ['public, s-maxage=60, max-age=0', { maxAgeMs: 60_000, staleMs: 0 }],
    ['public, max-age=0', null],
    ['private, max-age=60', null],
    ['public, no-store, max-age=60', null],
    ['max-age=60', null],
    [null, null],
  ])('%s → %j', (cacheControl, expected) => {
    expect(cacheability(json({}, cacheControl))).toEqual(expected);
  });

  it('never keeps an error or a response that sets a cookie', () => {
    expect(cacheability(json({}, PUBLIC, 'W/"x"', 404))).toBeNull();
    const withCookie = json({}, PUBLIC);
    withCookie.headers.set('set-cookie', 'a=b');
    expect(cacheability(withCookie)).toBeNull();
  });
});

describe('createCachingFetch', () => {
  it('answers from memory while fresh, per language', async () => {
    let clock = 0;
    const api = upstream((_url, headers) => json({ lang: headers.get('accept-language') }, PUBLIC));
    const cached = createCachingFetch({ fetch: api.fetch, now: () => clock });
    const get = async (lang: string) =>
      (await cached('http://api/api/get-regions', { headers: { 'Accept-Language': lang } })).json();

    expect(await get('ro')).toEqual({ lang: 'ro' });
    clock = 4_999;
    expect(await get('ro')).toEqual({ lang: 'ro' });
    expect(await get('ru')).toEqual({ lang: 'ru' });
    expect(api.calls).toHaveLength(2);
    expect(cached.stats).toMatchObject({ hits: 1, misses: 2, size: 2 });
  });

  it('parses a kept copy once: every reader gets the same value, frozen outside production, and the text too', async () => {
    const api = upstream(() => json({ data: [{ id: 1, name: 'Unagi' }] }, PUBLIC));
    const cached = createCachingFetch({ fetch: api.fetch });
    const first = await cached('http://api/api/menu');
    const second = await cached('http://api/api/menu');
    expect(hasKeptJson(first) && hasKeptJson(second)).toBe(true);
    if (!hasKeptJson(first) || !hasKeptJson(second)) return;
    const value = first[KEPT_JSON]() as { data: { name: string }[] };
    expect(value).toEqual({ data: [{ id: 1, name: 'Unagi' }] });
    expect(second[KEPT_JSON]()).toBe(value);
    // Shared by every page rendered meanwhile: a store that changed it would change it for all of them.
    expect(() => {
      (value.data[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(await second.text()).toBe(JSON.stringify(value));
    expect(await second.clone().json()).toEqual(value);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe('W/"v1"');
    expect(api.calls).toHaveLength(1);
  });

  it('serves a stale copy at once and revalidates it once in the background with If-None-Match', async () => {
    let clock = 0;
    let version = 1;
    const api = upstream((_url, headers) =>
      headers.get('if-none-match') === `W/"v${version}"`
        ? new Response(null, { status: 304 })
        : json({ version }, PUBLIC, `W/"v${version}"`),
    );
    const cached = createCachingFetch({ fetch: api.fetch, now: () => clock });
    const get = async () => (await cached('http://api/api/menu')).json();

    await get();
    clock = 6_000; // stale
    expect(await Promise.all([get(), get(), get()])).toEqual([{ version: 1 }, { version: 1 }, { version: 1 }]);
    await expect.poll(() => cached.stats.revalidated).toBe(1);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.headers.get('if-none-match')).toBe('W/"v1"');

    // Fresh again after the 304; a change is picked up by the next revalidation.
    clock = 10_000;
    await get();
    expect(api.calls).toHaveLength(2);
    version = 2;
    clock = 20_000;
    expect(await get()).toEqual({ version: 1 });
    await expect.poll(async () => get()).toEqual({ version: 2 });
  });

  it('asks again, waiting, once a copy is past stale-while-revalidate', async () => {
    let clock = 0;
    const api = upstream((_url, _headers, n) => json({ n }, 'public, max-age=1'));
    const cached = createCachingFetch({ fetch: api.fetch, now: () => clock });
    expect(await (await cached('http://api/x')).json()).toEqual({ n: 1 });
    clock = 1_000;
    expect(await (await cached('http://api/x')).json()).toEqual({ n: 2 });
  });

  it('shares one upstream request among concurrent misses', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = upstream(async () => {
      await gate;
      return json({ ok: true }, PUBLIC);
    });
    const cached = createCachingFetch({ fetch: api.fetch });
    const pending = Promise.all(Array.from({ length: 10 }, () => cached('http://api/api/menu').then((r) => r.json())));
    release();
    expect(await pending).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(api.calls).toHaveLength(1);
  });

  it('gives every concurrent caller its own answer when the answer may not be kept', async () => {
    const api = upstream((_url, _headers, n) => json({ n }, 'private, max-age=60'));
    const cached = createCachingFetch({ fetch: api.fetch });
    const bodies = await Promise.all([1, 2, 3].map(() => cached('http://api/p').then((r) => r.json())));
    expect(bodies).toHaveLength(3);
    expect(cached.stats.size).toBe(0);
  });

  it('keeps nothing personal: authorized, non-GET, private and uncacheable requests go straight through', async () => {
    const api = upstream(() => json({}, PUBLIC));
    const cached = createCachingFetch({ fetch: api.fetch });
    for (let i = 0; i < 2; i++) {
      await cached('http://api/api/profile', { headers: { Authorization: 'Bearer t' } });
      await cached('http://api/api/orders', { method: 'POST', body: '{}' });
    }
    expect(api.calls).toHaveLength(4);
    expect(cached.stats.size).toBe(0);

    const privateApi = upstream(() => json({}, 'private, max-age=60'));
    const privateCache = createCachingFetch({ fetch: privateApi.fetch });
    await privateCache('http://api/me');
    await privateCache('http://api/me');
    expect(privateApi.calls).toHaveLength(2);
  });

  it('hands an answer it may not keep over whole, even when the global Response is another class (@hono/node-server replaces it)', async () => {
    // Made before the swap, as undici's fetch makes its answers from its own class.
    const answer = json({ data: { id: 7 } }, 'private, no-store');
    const cached = createCachingFetch({ fetch: upstream(() => answer).fetch });
    const original = globalThis.Response;
    globalThis.Response = class HonoLikeResponse extends original {} as typeof Response;
    try {
      const response = await cached('http://api/api/orders/track/t');
      expect(hasKeptJson(response)).toBe(false);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ data: { id: 7 } });
    } finally {
      globalThis.Response = original;
    }
  });

  it('forgets the least recently used copies past maxEntries', async () => {
    const api = upstream((url) => json({ url }, PUBLIC));
    const cached = createCachingFetch({ fetch: api.fetch, maxEntries: 2 });
    await cached('http://api/a');
    await cached('http://api/b');
    await cached('http://api/c');
    expect(cached.stats.size).toBe(2);
    await cached('http://api/a');
    expect(api.calls.map((call) => call.url)).toEqual(['http://api/a', 'http://api/b', 'http://api/c', 'http://api/a']);
  });

  it('passes a network failure on and caches nothing', async () => {
    const cached = createCachingFetch({
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    await expect(cached('http://api/x')).rejects.toThrow('fetch failed');
    expect(cached.stats.size).toBe(0);
  });

  it('leaves no rejection unhandled when the page stopped waiting before the API failed', async () => {
    // Node ends a process on an unhandled rejection: a page past its deadline, then an API refusing the
    // connection, must not take the shop's server down. (Vitest fails the file on one, too.)
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const cached = createCachingFetch({
        fetch: (() =>
          new Promise((_, reject) => setTimeout(() => reject(new TypeError('fetch failed')), 10))) as typeof fetch,
      });
      const gone = AbortSignal.abort(new DOMException('deadline', 'TimeoutError'));
      await expect(cached('http://api/x', { signal: gone })).rejects.toThrow('deadline');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  describe('an API that fails or does not answer', () => {
    /** An upstream that never answers, as a paused API: only the request's signal ends the wait. */
    const frozen = (() => {
      let calls = 0;
      const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
        calls++;
        return new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
        });
      };
      return { fetch: fetch as typeof globalThis.fetch, calls: () => calls };
    })();

    it('gives up an upstream request after its time limit, also one that goes straight through', async () => {
      const cached = createCachingFetch({ fetch: frozen.fetch, timeoutMs: 50 });
      const started = Date.now();
      await expect(cached('http://api/api/menu')).rejects.toThrow();
      await expect(cached('http://api/api/orders', { method: 'POST', body: '{}' })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it('ends a caller’s wait at its signal, while the shared request goes on and fills the cache', async () => {
      let answer: (response: Response) => void = () => {};
      const slow = upstream(() => new Promise<Response>((resolve) => (answer = resolve)));
      const cached = createCachingFetch({ fetch: slow.fetch });
      await expect(cached('http://api/api/menu', { signal: AbortSignal.timeout(30) })).rejects.toThrow();
      answer(json({ late: true }, PUBLIC));
      await expect.poll(() => cached.stats.size).toBe(1);
      expect(await (await cached('http://api/api/menu')).json()).toEqual({ late: true });
      expect(slow.calls).toHaveLength(1);
    });

    it('answers with the kept copy when the API fails, times out or answers 5xx, up to staleIfErrorMs', async () => {
      let clock = 0;
      let mode: 'ok' | 'down' | '503' | 'frozen' = 'ok';
      let n = 0;
      const api = (async (_input: RequestInfo | URL, init?: RequestInit) => {
        n++;
        if (mode === 'down') throw new TypeError('fetch failed');
        if (mode === '503') return json({ message: 'busy' }, null, 'W/"e"', 503);
        if (mode === 'frozen') {
          return new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
          );
        }
        return json({ n }, 'public, max-age=5, stale-while-revalidate=10');
      }) as typeof fetch;
      const cached = createCachingFetch({ fetch: api, now: () => clock, staleIfErrorMs: 60_000, timeoutMs: 200 });
      const get = async (signal?: AbortSignal) => (await cached('http://api/api/products/x', { signal })).json();
      expect(await get()).toEqual({ n: 1 });

      clock = 30_000; // past max-age and stale-while-revalidate
      mode = 'down';
      expect(await get()).toEqual({ n: 1 });
      mode = '503';
      expect(await get()).toEqual({ n: 1 });
      mode = 'frozen';
      expect(await get(AbortSignal.timeout(30))).toEqual({ n: 1 });
      expect(cached.stats.staleOnError).toBe(3);

      // The API is back: once the request it did not answer has timed out, the next gets fresh data.
      mode = 'ok';
      await expect.poll(async () => (await get()).n).toBeGreaterThan(1);

      clock = 30_000 + 5_000 + 60_001; // too old even for an error
      mode = 'down';
      await expect(get()).rejects.toThrow('fetch failed');
    });
  });
});

describe('createCachingFetch following the catalog version', () => {
  it('asks again, with If-None-Match, for a copy asked under an earlier version, however fresh', async () => {
    let version = '1';
    let body = { price: 119 };
    const api = upstream((_url, headers) => {
      const etag = `W/"${body.price}"`;
      return headers.get('if-none-match') === etag ? new Response(null, { status: 304 }) : json(body, PUBLIC, etag);
    });
    const cached = createCachingFetch({ fetch: api.fetch, now: () => 0, generation: () => version });
    const get = async (url = 'http://api/api/products/roll') => (await cached(url)).json();

    expect(await get()).toEqual({ price: 119 });
    expect(await get('http://api/api/get-regions')).toEqual({ price: 119 });
    body = { price: 139.5 };
    // The same version: the copy answers (the change is not announced yet).
    expect(await get()).toEqual({ price: 119 });
    expect(api.calls).toHaveLength(2);

    version = '2';
    expect(await get()).toEqual({ price: 139.5 });
    expect(api.calls[2]?.headers.get('if-none-match')).toBe('W/"119"');
    expect(await get()).toEqual({ price: 139.5 });
    expect(api.calls).toHaveLength(3);
    expect(cached.stats).toMatchObject({ superseded: 1, hits: 2 });

    // A copy whose answer did not change is confirmed by a 304 and belongs to the new version from then on.
    body = { price: 119 };
    version = '3';
    await get('http://api/api/get-regions');
    expect(api.calls).toHaveLength(4);
    expect(cached.stats.revalidated).toBe(1);
    await get('http://api/api/get-regions');
    expect(api.calls).toHaveLength(4);
  });

  it('asks the API for a caller that says no-cache, conditionally', async () => {
    const api = upstream((_url, headers) =>
      headers.get('if-none-match') === 'W/"a"' ? new Response(null, { status: 304 }) : json({ a: 1 }, PUBLIC, 'W/"a"'),
    );
    const cached = createCachingFetch({ fetch: api.fetch, now: () => 0 });
    await cached('http://api/api/products?ids=3');
    expect(await (await cached('http://api/api/products?ids=3', { cache: 'no-cache' })).json()).toEqual({ a: 1 });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.headers.get('if-none-match')).toBe('W/"a"');
  });

  it('never hands a request made after a change the answer to one made before it', async () => {
    let version = '1';
    const answers: ((response: Response) => void)[] = [];
    const api = upstream(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const cached = createCachingFetch({ fetch: api.fetch, now: () => 0, generation: () => version });
    const get = async () => (await cached('http://api/api/menu')).json();

    const before = get();
    await expect.poll(() => answers.length).toBe(1);
    version = '2';
    const after = get();
    await expect.poll(() => answers.length).toBe(2);
    answers[0]!(json({ price: 119 }, PUBLIC, 'W/"a"'));
    answers[1]!(json({ price: 139.5 }, PUBLIC, 'W/"b"'));
    expect(await before).toEqual({ price: 119 });
    expect(await after).toEqual({ price: 139.5 });
  });
});
