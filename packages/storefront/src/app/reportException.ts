/**
 * The error page's exception event (spec §3): page url, referrer, load time, error message, device type,
 * connection type, language, screen resolution and browser, pushed to the data layer.
 */
export interface ExceptionEvent {
  event: 'exception';
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

export function buildExceptionEvent(message: string, win: Window = window): ExceptionEvent {
  const nav = win.navigator as NavigatorWithConnection;
  const [timing] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    event: 'exception',
    page_url: win.location.href,
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

export function reportException(message: string): void {
  const win = window as Window & { dataLayer?: unknown[] };
  win.dataLayer ??= [];
  win.dataLayer.push(buildExceptionEvent(message));
}
