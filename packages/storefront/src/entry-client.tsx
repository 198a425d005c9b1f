import { setNonce } from 'get-nonce';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createHttpApiFactory } from './api';
import { App } from './app/App';
import { localeApis, setBrowserLoaderDeps } from './app/loaderContext';
import { startLinkPrefetch } from './app/prefetch';
import { routes } from './app/routes';
import type { HydrationState } from './entry-server';
import { registerMessages } from './i18n/intl';
import type { RouteRule } from './server/routeRules';
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

async function main() {
  // Radix's scroll lock injects a <style> tag; the page's CSP admits it only with this response's nonce.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);

  const state = window.__NORI__;
  const { config, locale } = state;
  registerMessages(locale, state.messages);

  const cookies = createBrowserCookieJar();
  const apiFactory = createHttpApiFactory({
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

  // Lazy route modules of the server-rendered page load before hydration, so the first render matches.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const module = await route.lazy();
        Object.assign(route, { ...module, lazy: undefined });
      }
    }),
  );

  const router = createBrowserRouter(routes);
  startLinkPrefetch(routes);
  hydrateRoot(
    document.getElementById('root')!,
    <App config={config} stores={stores}>
      <RouterProvider router={router} />
    </App>,
  );
}

void main();
