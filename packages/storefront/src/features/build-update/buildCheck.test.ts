import { describe, expect, it } from 'vitest';
import { fetchLatestBuildId, isNewBuild, mayReload, RELOAD_GUARD_MS } from './buildCheck';

describe('build check', () => {
  it('reads the id and never caches the request', async () => {
    let seen: RequestInit | undefined;
    const id = await fetchLatestBuildId(async (_url, init) => {
      seen = init;
      return new Response(JSON.stringify({ id: 'abc' }));
    });
    expect(id).toBe('abc');
    expect(seen?.cache).toBe('no-store');
  });

  it('treats a failed or malformed answer as unknown', async () => {
    expect(await fetchLatestBuildId(async () => new Response('nope', { status: 500 }))).toBeNull();
    expect(await fetchLatestBuildId(async () => new Response('{"id":1}'))).toBeNull();
    expect(await fetchLatestBuildId(async () => Promise.reject(new Error('offline')))).toBeNull();
  });

  it('signals only a different, known build', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
    expect(isNewBuild('dev', 'b')).toBe(false);
  });

  it('refuses a second reload within 10 s', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
