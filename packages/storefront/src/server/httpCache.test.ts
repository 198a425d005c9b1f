import { describe, expect, it } from 'vitest';
import { cacheability, createCachingFetch } from './httpCache';

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
});
