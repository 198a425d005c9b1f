import { matchRoutes, type RouteObject } from 'react-router-dom';
import { whenIdle, type IdleDeadline } from '../services/idle';
import { localeTreeOf } from './localeTree';

/** Spec §9: prefetching starts 1 s after load, unless the connection is slow-2g. */
export const PREFETCH_DELAY_MS = 1000;

interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g' && connection?.saveData !== true;
}

/** The lazy route modules a same-origin link leads to (each loaded once; the router reuses them). */
export function lazyModulesFor(routes: RouteObject[], href: string, origin: string): (() => Promise<unknown>)[] {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return [];
  }
  if (url.origin !== origin) return [];
  const matches = matchRoutes(localeTreeOf(routes, url.pathname), url.pathname) ?? [];
  return matches.flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [route.lazy as () => Promise<unknown>] : [],
  );
}

/**
 * 1 s after load, watches the links in view and loads the code of the pages they lead to, so a tap
 * navigates without waiting for a chunk. Returns a function that stops watching.
 */
export function startLinkPrefetch(routes: RouteObject[], win: Window = window): () => void {
  const nav = win.navigator as Navigator & { connection?: ConnectionInfo };
  if (!shouldPrefetch(nav.connection) || !('IntersectionObserver' in win)) return () => undefined;
  const done = new Set<() => Promise<unknown>>();
  // Links seen in view wait here; they are matched and their code requested in the browser's idle time, a
  // few at a time, so prefetching never makes a long task while the shopper is reading or scrolling.
  const queue: string[] = [];
  let scheduled = false;
  let stopped = false;
  const work = (deadline: IdleDeadline) => {
    scheduled = false;
    while (!stopped && queue.length && deadline.timeRemaining() > 1) {
      for (const load of lazyModulesFor(routes, queue.shift()!, win.location.origin)) {
        if (done.has(load)) continue;
        done.add(load);
        void load().catch(() => done.delete(load));
      }
    }
    if (queue.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(work, { win });
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).getAttribute('href');
      if (href) queue.push(href);
    }
    schedule();
  });
  const observeLinks = () => win.document.querySelectorAll('a[href^="/"]').forEach((link) => observer.observe(link));
  const mutations = new MutationObserver(observeLinks);
  let timer: number | undefined;
  const begin = () => {
    timer = win.setTimeout(() => {
      observeLinks();
      mutations.observe(win.document.body, { childList: true, subtree: true });
    }, PREFETCH_DELAY_MS);
  };
  if (win.document.readyState === 'complete') begin();
  else win.addEventListener('load', begin, { once: true });
  return () => {
    stopped = true;
    queue.length = 0;
    win.removeEventListener('load', begin);
    win.clearTimeout(timer);
    observer.disconnect();
    mutations.disconnect();
  };
}
