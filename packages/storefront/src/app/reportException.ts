import { redactPageUrl } from '../services/analytics';

/**
 * The error page's exception event (spec §3): page url, referrer, load time, error message, device type,
 * connection type, language, screen resolution and browser, pushed to the data layer; `error_source` says
 * whether a route's error page showed it or nobody caught it.
 */
export interface ExceptionEvent {
  event: 'exception';
  error_source: ErrorSource;
  page_url: string;
  referrer: string;
  load_time_ms: number | null;
  error_message: string;
  device_type: 'mobile' | 'desktop';
  connection_type: string;
  language: string;
  screen_resolution: string;
  browser: string;
}

interface NavigatorWithConnection extends Navigator {
  connection?: { effectiveType?: string };
}

/** Where an error was met: a route's error page, an uncaught error, a promise rejection nobody handled. */
export type ErrorSource = 'route' | 'uncaught' | 'unhandledrejection';

/** The exception event of `message`, met on `pageUrl` (by default the page shown now). */
export function buildExceptionEvent(
  message: string,
  win: Window = window,
  source: ErrorSource = 'route',
  pageUrl: string = win.location.href,
): ExceptionEvent {
  const nav = win.navigator as NavigatorWithConnection;
  const [timing] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    event: 'exception',
    error_source: source,
    page_url: redactPageUrl(pageUrl),
    referrer: win.document.referrer,
    load_time_ms: timing ? Math.round(timing.loadEventEnd || timing.domContentLoadedEventEnd) : null,
    error_message: message,
    device_type: win.matchMedia('(max-width: 768.98px)').matches ? 'mobile' : 'desktop',
    connection_type: nav.connection?.effectiveType ?? 'unknown',
    language: nav.language,
    screen_resolution: `${win.screen.width}x${win.screen.height}`,
    browser: nav.userAgent,
  };
}

export function reportException(
  message: string,
  win: Window = window,
  source: ErrorSource = 'route',
  pageUrl: string = win.location.href,
): void {
  const layer = win as Window & { dataLayer?: unknown[] };
  layer.dataLayer ??= [];
  layer.dataLayer.push(buildExceptionEvent(message, win, source, pageUrl));
}

/** At most this many uncaught errors are reported per page: an error in a loop must not flood analytics. */
export const MAX_UNCAUGHT_REPORTS = 10;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** An error nobody caught (`error`) or a promise rejection nobody handled (`unhandledrejection`). */
export type UncaughtEvent = ErrorEvent | PromiseRejectionEvent;

/**
 * Spec §8, "the error handler reports errors to analytics": besides the route error pages, errors nobody
 * caught and promise rejections nobody handled, each message once and at most `MAX_UNCAUGHT_REPORTS` per
 * page. reportUncaughtErrors.ts listens from the start of the page and hands each event over with the address
 * of the page it happened on.
 */
export function uncaughtErrorReporter(win: Window = window): (event: UncaughtEvent, pageUrl?: string) => void {
  const reported = new Set<string>();
  return (event, pageUrl = win.location.href) => {
    const [message, source]: [string, ErrorSource] =
      event.type === 'unhandledrejection'
        ? [messageOf((event as PromiseRejectionEvent).reason), 'unhandledrejection']
        : [messageOfError(event as ErrorEvent), 'uncaught'];
    const key = `${source} ${message}`;
    if (reported.has(key) || reported.size >= MAX_UNCAUGHT_REPORTS) return;
    reported.add(key);
    reportException(message, win, source, pageUrl);
  };
}

const messageOfError = (event: ErrorEvent) =>
  event.error === undefined || event.error === null ? event.message : messageOf(event.error);
