import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { ServerStyleSheet } from 'styled-components';
import { createHttpApiFactory } from './api';
import { App } from './app/App';
import { resolveHead } from './app/head';
import { localeApis, type LoaderDeps } from './app/loaderContext';
import { routes } from './app/routes';
import type { PublicConfig } from './config';
import { getMessages, intlFor, loadMessages } from './i18n/intl';
import {
  DEFAULT_LOCALE,
  detectLocale,
  LOCALE_COOKIE,
  LOCALE_INFO,
  locales,
  localizePath,
  splitLocale,
  type Locale,
} from './i18n/locales';
import type { ClientAssets } from './server/assets';
import { renderDocument, type DocumentHead } from './server/html';
import type { RouteRules } from './server/routeRules';
import { contentSecurityPolicy, createNonce, originOf } from './server/security';
import { createServerCookieJar } from './services/cookies';
import { systemClock } from './services/clock';
import { createMemoryStorage } from './services/storage';
import { createNoopAnalytics } from './services/analytics';
import { RootStore } from './stores/RootStore';
import { pageMessages } from './pages/messages';
import { brands } from '@nori/ui';

// Observers must not subscribe during server rendering, or every request would leak reactions.
enableStaticRendering(true);

/** The state script the browser hydrates from. */
export interface HydrationState {
  config: PublicConfig;
  locale: Locale;
  messages: Record<string, string>;
  stores: ReturnType<RootStore['toSnapshot']>;
}

export interface RendererOptions {
  config: PublicConfig;
  /** The API as this server reaches it (may differ from the browser's address). */
  serverApiBaseUrl: string;
  routeRules: RouteRules;
  assets: ClientAssets;
  dev?: boolean;
}

const handler = createStaticHandler(routes);

/** Builds the page renderer; all four catalogs are loaded before the first request. */
export async function createRenderer(options: RendererOptions) {
  await Promise.all(locales.map(({ code }) => loadMessages(code)));
  const { config, routeRules, assets } = options;
  const apiOrigin = originOf(config.apiBaseUrl);
  const https = config.siteUrl.startsWith('https:');
  const apiFactory = createHttpApiFactory({
    baseUrl: options.serverApiBaseUrl,
    signatureSuffix: config.signatureSuffix,
    clock: systemClock,
  });

  return async function render(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const cookies = createServerCookieJar(request.headers.get('cookie'), { secure: https });
    const { locale } = splitLocale(url.pathname);

    // The root path goes to the remembered or preferred language when that is not Romanian (spec §4).
    if (url.pathname === '/') {
      const preferred = detectLocale({
        cookie: cookies.get(LOCALE_COOKIE),
        acceptLanguage: request.headers.get('accept-language'),
      });
      if (preferred !== DEFAULT_LOCALE) {
        return new Response(null, {
          status: 302,
          headers: { Location: localizePath('/', preferred) + url.search, Vary: 'Cookie, Accept-Language' },
        });
      }
    }

    const stores = new RootStore({
      api: apiFactory,
      cookies,
      storage: createMemoryStorage(),
      analytics: createNoopAnalytics(request.url),
      clock: systemClock,
      storagePrefix: config.storagePrefix,
      locale,
    });
    // Spec §2: `?referral=` on any page is kept as the referral code, from the very first response.
    stores.captureReferral(url);
    const deps: LoaderDeps = {
      config,
      stores,
      cookies,
      api: localeApis(apiFactory, stores),
      routeRule: async (path) => routeRules.lookup(path),
    };

    const context = await handler.query(request, { requestContext: deps });
    const setCookies = cookies.setCookieHeaders();
    if (context instanceof Response) {
      const headers = new Headers(context.headers);
      for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
      return new Response(context.body, { status: context.status, headers });
    }

    const nonce = createNonce();
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = new ServerStyleSheet();
    let appHtml: string;
    let styles: string;
    try {
      appHtml = renderToString(
        sheet.collectStyles(
          <App config={config} stores={stores}>
            <StaticRouterProvider router={router} context={context} nonce={nonce} />
          </App>,
        ),
      );
      styles = sheet.getStyleTags().replace(/<style /g, `<style nonce="${nonce}" `);
    } finally {
      sheet.seal();
    }

    const intl = intlFor(locale);
    const pageHead = resolveHead(
      context.matches.map((match) => ({
        id: match.route.id,
        pathname: match.pathname,
        params: match.params,
        data: context.loaderData[match.route.id],
        loaderData: context.loaderData[match.route.id],
        handle: match.route.handle,
      })),
      { intl, locale, brandName: config.brandName },
      intl.formatMessage(pageMessages.home.description),
    );
    const { path } = splitLocale(url.pathname);
    const head: DocumentHead = {
      ...pageHead,
      noindex: pageHead.noindex || context.statusCode >= 400,
      canonical: config.siteUrl + localizePath(path, locale),
      alternates: [
        ...locales.map(({ code, tag }): [string, string] => [tag, config.siteUrl + localizePath(path, code)]),
        ['x-default', config.siteUrl + localizePath(path, DEFAULT_LOCALE)],
      ],
    };
    const state: HydrationState = { config, locale, messages: getMessages(locale), stores: stores.toSnapshot() };
    const document = renderDocument({
      lang: LOCALE_INFO[locale].tag,
      head,
      themeColor: brands[config.brandTheme].color.accent.solid,
      nonce,
      styles: `<meta property="csp-nonce" nonce="${nonce}">\n${assets.devHead?.(nonce) ?? ''}${styles}`,
      appHtml,
      state,
      assets,
    });

    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(nonce, apiOrigin, options.dev),
      'Cache-Control': 'private, no-cache',
      Vary: 'Cookie, Accept-Language',
    });
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    return new Response(document, { status: context.statusCode, headers });
  };
}
