import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageCache, VARY_COOKIES_HEADER } from './pageCache';

/** A shop whose pages say how many renders there have been; `gate` holds a render until released. */
function shop(generation: () => string | null) {
  let renders = 0;
  let gate: Promise<void> | null = null;
  const app = new Hono();
  app.use(pageCache({ ttlMs: 60_000, generation }));
  app.get('*', async (c) => {
    const n = ++renders;
    await gate;
    c.header('Cache-Control', 'public, max-age=0, s-maxage=60');
    c.header(VARY_COOKIES_HEADER, '');
    return c.html(`render ${n}`);
  });
  return {
    page: async () => (await app.request('http://shop.test/product/roll')).text(),
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

describe('pageCache following the catalog version', () => {
  it('keeps a page while the version stays, and renders it again once it moves on', async () => {
    let version = '1';
    const { page } = shop(() => version);
    expect(await page()).toBe('render 1');
    expect(await page()).toBe('render 1');
    version = '2';
    expect(await page()).toBe('render 2');
    expect(await page()).toBe('render 2');
  });

  it('never serves under a new version a page that began to render before it', async () => {
    let version = '1';
    const { page, hold } = shop(() => version);
    const release = hold();
    const rendering = page();
    version = '2';
    release();
    expect(await rendering).toBe('render 1');
    expect(await page()).toBe('render 2');
    expect(await page()).toBe('render 2');
  });
});
