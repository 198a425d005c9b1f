import { Workbox } from 'workbox-window';
import { setWaitingUpdate } from '../../shared/pwaState';

type NavigationWindow = Window & { navigation?: EventTarget };

/**
 * Registers /sw.js with Workbox's window library (lazily loaded: startPwa.ts) and wires it to the shop:
 * - the pages and images the shopper saw before the worker controlled the page, and the pages reached by
 *   client-side navigation after, are handed to the worker to keep (Workbox's CACHE_URLS message, which
 *   runs each through the worker's own routes and rules);
 * - a new version that waits is offered through the "new version" toast (pwaState.ts); its go-ahead posts
 *   SKIP_WAITING and reloads once the new worker controls the page. Nothing takes over on its own.
 * - the offline notice's chunk is fetched now, while there is a network.
 */
export async function registerServiceWorker(): Promise<void> {
  const wb = new Workbox('/sw.js');
  const keep = (urls: string[]) => {
    if (urls.length) wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }).catch(() => undefined);
  };
  const seenPage = (href: string) =>
    keep([href].map((url) => [url, { headers: { accept: 'text/html' } }] as unknown as string));

  wb.addEventListener('waiting', () => {
    setWaitingUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // The first install: what this page loaded came before the worker, so it has none of it yet.
    seenPage(window.location.href);
    keep(
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => entry.name),
    );
  });
  (window as NavigationWindow).navigation?.addEventListener('navigatesuccess', () => seenPage(window.location.href));

  try {
    await wb.register();
  } catch {
    // The browser refuses workers (a private window, storage turned off, a policy): the shop works as before,
    // without the offline copy, and a refusal is not an error of the page's to report. Chromium with workers
    // blocked makes Workbox throw here: the journeys' pages run so (e2e/browser.ts) and fail on any page error.
    return;
  }
  void import('./OfflineStatus');
}
