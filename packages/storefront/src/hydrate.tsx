import type { Theme } from '@nori/ui';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createLazyHttpApiFactory } from './api/lazy';
import { App } from './app/App';
import { localeApis, setBrowserLoaderDeps } from './shared/loaderContext';
import { reportUncaughtErrors } from './app/reportUncaughtErrors';
import { localeTreeOf } from './app/localeTree';
import { preloadListsUrl, startPreloadLists } from './app/preloadLists';
import { routes } from './app/routes';
import type { HydrationState } from './entry-server';
import { loadMessages } from './i18n/intl';
import type { RouteRule } from './server/routeRules';
import { yieldToBrowser } from './services/yieldToBrowser';
import { createDataLayerAnalytics } from './services/analytics';
import { systemClock } from './services/clock';
import { createBrowserCookieJar } from './services/cookies';
import { createLocalStorage } from './services/storage';
import { RootStore } from './stores/RootStore';

declare global {
  interface Window {
    __NORI__: HydrationState;
  }
}

/** Hydrates the server-rendered page (entry-client.tsx loads this module once the libraries are evaluated). */
export async function hydrate() {
  // From here on, errors nobody catches (this start-up's own included) reach analytics too (spec §8).
  reportUncaughtErrors();
  // Radix's scroll lock injects a <style> tag; the page's CSP admits it only with this response's nonce.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);

  const state = window.__NORI__;
  const { config, locale } = state;
  // The catalog (a hashed chunk) and the brand's theme (data, server/browserTheme.ts) are files the server
  // already preloads: they are in hand before the first render, so hydration renders the same text and styles
  // as the server did. The lazy route modules
  // of the server-rendered page load before hydration too, for the same reason; all start now, before anything
  // else.
  const matches = matchRoutes(localeTreeOf(routes, window.location.pathname), window.location) ?? [];
  const loaded = Promise.all([
    loadMessages(locale),
    fetch(state.theme).then((response) => {
      if (!response.ok) throw new Error(`The theme ${state.theme} answered ${response.status}`);
      return response.json() as Promise<Theme>;
    }),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }
    }),
  ]);
  await yieldToBrowser();

  const cookies = createBrowserCookieJar();
  // The HTTP client's code loads with the first call (a loader's on navigation, a store's refresh).
  const apiFactory = createLazyHttpApiFactory({
    baseUrl: config.apiBaseUrl,
    signatureSuffix: config.signatureSuffix,
    clock: systemClock,
  });
  const stores = new RootStore({
    api: apiFactory,
    cookies,
    storage: createLocalStorage(),
    analytics: createDataLayerAnalytics(),
    clock: systemClock,
    storagePrefix: config.storagePrefix,
    locale,
  });
  stores.hydrate(state.stores);
  setBrowserLoaderDeps({
    config,
    stores,
    cookies,
    api: localeApis(apiFactory, stores),
    routeRule: async (path) => {
      const response = await fetch(`/_app/route-rule?path=${encodeURIComponent(path)}`);
      return response.ok ? ((await response.json()) as RouteRule) : null;
    },
  });
  const [, theme] = await loaded;
  await yieldToBrowser();

  const router = createBrowserRouter(routes);
  // The link prefetcher (spec §9: it starts 1 s after load) is not needed to hydrate: its code comes after.
  void import('./app/prefetch').then(({ startLinkPrefetch }) => startLinkPrefetch(routes));
  await yieldToBrowser();
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole page (one long task of ~100 ms on a mid-range phone): the page is
  // already painted, and an input during hydration makes React hydrate its target first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <App config={config} stores={stores} theme={theme} iconSprite={state.iconSprite}>
        <RouterProvider router={router} />
      </App>,
    );
  });
  // What the page imports from now on (the parts hydrated later, overlays, other pages) comes with its
  // preload list; the lists arrive while React hydrates (app/preloadLists.ts). Development has no build.
  if (import.meta.env.PROD) void startPreloadLists(preloadListsUrl(import.meta.env.NORI_BUILD_ID), nonce);
}
