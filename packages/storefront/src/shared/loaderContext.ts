import type { PublicConfig } from '../config';
import type { Locale } from '../i18n/locales';
import type { RouteRule } from '../server/routeRules';
import type { Api, ApiFactory } from '../api';
import type { CookieJar } from '../services/cookies';
import type { RootStore } from '../stores/RootStore';

/**
 * What route loaders need, the same shape on the server (one per request, passed as the static
 * handler's `requestContext`) and in the browser (one per tab).
 */
export interface LoaderDeps {
  config: PublicConfig;
  /** The shopper's stores: on the server the request's, in the browser the tab's. */
  stores: RootStore;
  /** An API client speaking the given locale, with the shopper's token. */
  api: (locale: Locale) => Api;
  /** The request's cookies (server: read from the request, written to the response) or the document's. */
  cookies: CookieJar;
  /** Route rules (legacy redirects) for a path the route table does not know. */
  routeRule: (path: string) => Promise<RouteRule | null>;
}

let browserDeps: LoaderDeps | undefined;

/** Called once by the browser entry before the router starts. */
export function setBrowserLoaderDeps(deps: LoaderDeps): void {
  browserDeps = deps;
}

/** The deps of a loader call: the server's request context, else the browser's. */
export function loaderDeps(context: unknown): LoaderDeps {
  if (context && typeof context === 'object' && 'stores' in context) return context as LoaderDeps;
  if (!browserDeps) throw new Error('Loader dependencies are not set');
  return browserDeps;
}

/** `LoaderDeps.api`: one Api per locale, each with the shopper's token; a 401 signs the shopper out. */
export function localeApis(apiFactory: ApiFactory, stores: RootStore): LoaderDeps['api'] {
  const apis = new Map<Locale, Api>();
  return (locale) => {
    let api = apis.get(locale);
    if (!api) {
      api = apiFactory({
        getLocale: () => locale,
        getToken: () => stores.user.token,
        onUnauthorized: () => stores.user.logout(),
      });
      apis.set(locale, api);
    }
    return api;
  };
}
