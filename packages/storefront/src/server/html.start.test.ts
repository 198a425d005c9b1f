/**
 * The page's start script (html.ts `startScripts`), run against a scripted browser: which event starts the
 * code. Issue 18: a page can fire `load` before its first frame is presented (headless Chromium with paint
 * holding presents it up to 2 s later), and code started at `load` raced the paint.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_GRACE_MS, renderDocument } from './html';

type Entry = { name?: string; element?: { getAttribute: (name: string) => string | null } };

/** The start script of a rendered document, with a browser whose events the test fires. */
function startScriptOf({ lcpImage }: { lcpImage: boolean }) {
  const html = renderDocument({
    lang: 'ro',
    head: {
      title: 't',
      description: 'd',
      canonical: 'https://example.test/',
      alternates: [],
      preloadImages: lcpImage ? [{ src: '/photo.webp' }] : [],
    },
    themeColor: '#000',
    nonce: 'n0nce',
    styles: '',
    appHtml: '',
    state: {},
    assets: { scripts: ['/assets/entry.js'], styles: [], preloads: [] },
  });
  const code = [...html.matchAll(/<script type="module" nonce="[^"]+">([^<]*)<\/script>/g)].at(-1)?.[1] ?? '';
  expect(code).toContain('import("/assets/entry.js")');

  const imported: string[] = [];
  type Callback = (list: { getEntries: () => Entry[] }, self: unknown) => void;
  const observers: { type: string; callback: Callback; self: { disconnect: () => void } }[] = [];
  const listeners = new Map<string, () => void>();
  const browser = {
    document: { visibilityState: 'visible' },
    PerformanceObserver: Object.assign(
      class {
        constructor(private callback: Callback) {}
        observe({ type }: { type: string }) {
          observers.push({ type, callback: this.callback, self: this });
        }
        disconnect() {
          const index = observers.findIndex((observer) => observer.callback === this.callback);
          if (index >= 0) observers.splice(index, 1);
        }
      },
      { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
    ),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    setTimeout,
    importModule: (src: string) => imported.push(src),
  };
  const run = new Function(...Object.keys(browser), code.replaceAll('import(', 'importModule('));
  run(...Object.values(browser));

  return {
    imported,
    fire: (type: string) => listeners.get(type)?.(),
    entry: (type: string, entry: Entry) => {
      for (const observer of observers.filter((candidate) => candidate.type === type))
        observer.callback({ getEntries: () => [entry] }, observer.self);
    },
  };
}

const fcp = { name: 'first-contentful-paint' };
const photo = { element: { getAttribute: (name: string) => (name === 'fetchpriority' ? 'high' : null) } };

describe('the start script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the code a frame after the first contentful paint is presented', () => {
    const page = startScriptOf({ lcpImage: false });
    vi.advanceTimersByTime(1000);
    expect(page.imported).toEqual([]);
    page.entry('paint', fcp);
    vi.advanceTimersByTime(20);
    expect(page.imported).toEqual(['/assets/entry.js']);
  });

  it('does not start at the load event while the first paint is not on screen', () => {
    const page = startScriptOf({ lcpImage: false });
    page.fire('load');
    vi.advanceTimersByTime(LOAD_GRACE_MS - 100);
    expect(page.imported).toEqual([]);
    page.entry('paint', fcp);
    vi.advanceTimersByTime(20);
    expect(page.imported).toEqual(['/assets/entry.js']);
  });

  it('waits for the LCP photo; after the load event the first contentful paint will do', () => {
    const page = startScriptOf({ lcpImage: true });
    page.entry('paint', fcp);
    vi.advanceTimersByTime(100);
    expect(page.imported).toEqual([]);
    page.entry('largest-contentful-paint', photo);
    vi.advanceTimersByTime(20);
    expect(page.imported).toEqual(['/assets/entry.js']);

    // The photo failed: at `load` the page watches for its first paint (reported again, buffered).
    const failed = startScriptOf({ lcpImage: true });
    failed.fire('load');
    failed.entry('paint', fcp);
    vi.advanceTimersByTime(20);
    expect(failed.imported).toEqual(['/assets/entry.js']);
  });

  it('starts LOAD_GRACE_MS after the load event when no paint is ever reported, and only once', () => {
    const page = startScriptOf({ lcpImage: true });
    page.fire('load');
    vi.advanceTimersByTime(LOAD_GRACE_MS + 20);
    expect(page.imported).toEqual(['/assets/entry.js']);
    page.entry('paint', fcp);
    vi.advanceTimersByTime(100);
    expect(page.imported).toEqual(['/assets/entry.js']);
  });
});
