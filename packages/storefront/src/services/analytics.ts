/**
 * Analytics through Google Tag Manager's data layer (`window.dataLayer`): the page and the landing URL's UTM
 * parameters every event describes. The events themselves are built beside their use (authEvents.ts,
 * ecommerce.ts, checkoutEvents.ts), so that this module, which every page loads, carries none of them.
 */
import { createSessionStorage, readJson, writeJson, type KeyValueStorage } from './storage';

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

/** What events describe besides themselves: where the shopper is and which campaign brought the tab here. */
export interface AnalyticsContext {
  pageUrl: string;
  utm: UtmParams;
}

export interface Analytics {
  push(event: AnalyticsEvent): void;
  context(): AnalyticsContext;
}

/** The utm_* parameters present (and non-empty) in a URL. */
export function readUtm(url: string | URL): UtmParams {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    return {};
  }
  const utm: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}

function isUtm(value: unknown): value is UtmParams {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([k, v]) => (UTM_KEYS as readonly string[]).includes(k) && typeof v === 'string')
  );
}

/**
 * The UTM parameters of the tab's landing URL. The first call in a tab records them (an empty set counts,
 * so a later ad link in the same tab does not overwrite the landing); later calls, reloads included, read
 * the record. Pass the tab's sessionStorage.
 */
export function captureLandingUtm(storage: KeyValueStorage, url: string | URL, key = 'utm'): UtmParams {
  const saved = readJson(storage, key);
  if (isUtm(saved)) return saved;
  const utm = readUtm(url);
  writeJson(storage, key, utm);
  return utm;
}

/**
 * A page address fit for analytics: the private token of an order's tracking link (`/track/{token}`, in any
 * locale) is replaced by `:token`, so whoever reads the reports cannot follow a shopper's order.
 */
export function redactPageUrl(url: string): string {
  return url.replace(/(\/track\/)[^/?#]+/, '$1:token');
}

type DataLayerWindow = Pick<Window, 'location'> & { dataLayer?: unknown[] };

/** The browser's analytics: pushes to `window.dataLayer` (created when GTM has not loaded yet). */
export function createDataLayerAnalytics({
  win = window as DataLayerWindow,
  session = createSessionStorage(),
  utmKey = 'utm',
}: {
  win?: DataLayerWindow;
  session?: KeyValueStorage;
  utmKey?: string;
} = {}): Analytics {
  const utm = captureLandingUtm(session, win.location.href, utmKey);
  return {
    push(event) {
      win.dataLayer ??= [];
      win.dataLayer.push(event);
    },
    context: () => ({ pageUrl: redactPageUrl(win.location.href), utm }),
  };
}

/** The server's analytics: nothing is sent from a server render. */
export function createNoopAnalytics(pageUrl = ''): Analytics {
  return { push: () => undefined, context: () => ({ pageUrl, utm: {} }) };
}

export interface RecordingAnalytics extends Analytics {
  readonly events: AnalyticsEvent[];
  setContext(context: Partial<AnalyticsContext>): void;
}

/** Keeps every event in `events`, for tests and stories. */
export function createRecordingAnalytics(initial: Partial<AnalyticsContext> = {}): RecordingAnalytics {
  let context: AnalyticsContext = {
    pageUrl: 'http://localhost/',
    utm: {},
    ...initial,
  };
  const events: AnalyticsEvent[] = [];
  return {
    events,
    push: (event) => void events.push(event),
    context: () => context,
    setContext: (next) => {
      context = { ...context, ...next };
    },
  };
}
