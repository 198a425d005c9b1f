// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyImport, MAX_WAIT_MS, preloadListsUrl, resetPreloadLists, startPreloadLists } from './preloadLists';

const lists = {
  'src/pages/MenuPage.tsx': ['/assets/MenuPage-a.js', '/assets/MenuBrowser-b.js', '/assets/Button-c.js'],
};

/** The hrefs of the page's modulepreload links, as the page has them (absolute). */
const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    new URL(link.href).pathname.replace('/assets/', ''),
  );

/** A fetch that answers the lists when `respond` is called. */
function pendingFetch(body: unknown = lists, ok = true) {
  let respond = () => {};
  const fetcher = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        respond = () => resolve(new Response(JSON.stringify(body), { status: ok ? 200 : 404 }));
      }),
  );
  return { fetcher: fetcher as unknown as typeof fetch, respond: () => respond(), calls: fetcher.mock.calls };
}

describe('preload lists after hydration', () => {
  beforeEach(() => {
    resetPreloadLists();
    document.head.innerHTML = '';
  });
  afterEach(() => vi.useRealTimers());

  it('names the build’s file', () => {
    expect(preloadListsUrl('mwz1')).toBe('/assets/preloads-mwz1.json');
  });

  it('imports at once, preloading nothing, before the lists were asked for (hydration’s own imports)', async () => {
    const load = vi.fn(async () => 'module');
    await expect(lazyImport('src/pages/MenuPage.tsx', load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledOnce();
    expect(preloaded()).toEqual([]);
  });

  it('waits for lists on their way, then preloads the module’s chunks before importing it', async () => {
    const { fetcher, respond, calls } = pendingFetch();
    void startPreloadLists('/assets/preloads-x.json', 'n0nce', fetcher);
    void startPreloadLists('/assets/preloads-x.json', 'n0nce', fetcher);
    expect(calls).toHaveLength(1);

    const load = vi.fn(async () => {
      // The links are in the page before the module itself is requested.
      expect(preloaded()).toEqual(['MenuPage-a.js', 'MenuBrowser-b.js', 'Button-c.js']);
      return 'menu';
    });
    const imported = lazyImport('src/pages/MenuPage.tsx', load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    respond();
    await expect(imported).resolves.toBe('menu');
    expect(document.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!.nonce).toBe('n0nce');
  });

  it('asks for each file once', async () => {
    const { fetcher, respond } = pendingFetch();
    const started = startPreloadLists('/assets/preloads-x.json', undefined, fetcher);
    respond();
    await started;
    await lazyImport('src/pages/MenuPage.tsx', async () => null);
    await lazyImport('src/pages/MenuPage.tsx', async () => null);
    expect(preloaded()).toEqual(['MenuPage-a.js', 'MenuBrowser-b.js', 'Button-c.js']);
  });

  it('imports a module without a list as it is', async () => {
    const { fetcher, respond } = pendingFetch();
    const started = startPreloadLists('/assets/preloads-x.json', undefined, fetcher);
    respond();
    await started;
    await expect(lazyImport('src/features/NoList.tsx', async () => 'plain')).resolves.toBe('plain');
    expect(preloaded()).toEqual([]);
  });

  it('still imports when the lists fail to come, or take longer than it waits', async () => {
    const failed = pendingFetch({}, false);
    const started = startPreloadLists('/assets/preloads-x.json', undefined, failed.fetcher);
    failed.respond();
    await started;
    await expect(lazyImport('src/pages/MenuPage.tsx', async () => 'menu')).resolves.toBe('menu');
    expect(preloaded()).toEqual([]);

    resetPreloadLists();
    vi.useFakeTimers();
    const never = pendingFetch();
    void startPreloadLists('/assets/preloads-x.json', undefined, never.fetcher);
    const imported = lazyImport('src/pages/MenuPage.tsx', async () => 'late');
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    await expect(imported).resolves.toBe('late');
  });

  it('still imports when the request itself fails (offline)', async () => {
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await startPreloadLists('/assets/preloads-x.json', undefined, offline);
    await expect(lazyImport('src/pages/MenuPage.tsx', async () => 'menu')).resolves.toBe('menu');
  });
});
