import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { createHttpApiFactory } from './api';
import { App } from './app/App';
import { resolveHead } from './shared/head';
import { localeApis, type LoaderDeps } from './shared/loaderContext';
import { routeCatalogs, routeModules, routes } from './app/routes';
import { GTM_DEFAULT_ORIGIN, type PublicConfig } from './config';
import { intlFor, loadMessages } from './i18n/intl';
import { DEFAULT_LOCALE, LOCALE_INFO, locales, localizePath, splitLocale, type Locale } from './i18n/locales';
import type { ClientAssets } from './server/assets';
import { renderDocument, type DocumentHead } from './server/html';
import type { RouteRules } from './server/routeRules';
import { createCachingFetch } from './server/httpCache';
import { createStyleCache } from './server/styleCache';
import { etagMatches } from './server/etag';
import { VARY_COOKIES_HEADER } from './server/pageCache';
import { contentSecurityPolicy, createNonce, originOf } from './server/security';
import { TOKEN_COOKIE } from './stores/UserStore';
import { createServerCookieJar } from './services/cookies';
import { readConsent } from './services/consent';
import { renderTagManagerScript } from './server/tagManager';
import { systemClock } from './services/clock';
import { createMemoryStorage } from './services/storage';
import { createNoopAnalytics } from './services/analytics';
import { RootStore } from './stores/RootStore';
import { homeMessages } from './pages/homeMessages';
import { fontFaceCss, fontPreloads, iconSpriteSvg } from '@nori/ui';
import { themeOf } from './brands';
import { browserTheme } from './server/browserTheme';
import { pageSeo } from './server/seo';

/** The country the restaurants are in (their addresses' `addressCountry`): the shop sells in MDL, in Moldova. */
const SHOP_COUNTRY = 'MD';

// Observers must not subscribe during server rendering, or every request would leak reactions.
enableStaticRendering(true);

/** The state script the browser hydrates from. */
export interface HydrationState {
  config: PublicConfig;
  /** The catalog is not in here: the browser loads its locale's chunk, which the page preloads. */
  locale: Locale;
  stores: ReturnType<RootStore['toSnapshot']>;
  /** The URL of the icon sprite file. */
  iconSprite: string;
  /** The URL of the brand's theme, which the browser reads before it hydrates (server/browserTheme.ts). */
  theme: string;
}

export interface RendererOptions {
  config: PublicConfig;
  /** The API as this server reaches it (may differ from the browser's address). */
  serverApiBaseUrl: string;
  routeRules: RouteRules;
  assets: ClientAssets;
  dev?: boolean;
  /** How this server calls the API; by default through a private HTTP cache of what the API marks public. */
  fetch?: typeof fetch;
  /**
   * The API's catalog version as this server follows it (server/catalogVersion.ts): the default cache's
   * copies belong to one, and are asked for again once it moves on.
   */
  catalogVersion?: () => string | null;
  /**
   * How long a page may wait for the API in all (API_TIMEOUT_MS): past it, every call still waiting gives
   * up, kept data answers where there is some, and the page says the service is unavailable where not.
   * @default 3500
   */
  apiTimeoutMs?: number;
}

/**
 * Shared caches may keep a page that is the same for every visitor a minute and serve it stale for five more
 * while they revalidate; a page for a signed-in shopper, one that sets a cookie or an error never.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

// One handler per locale, each over its own route tree (the same ids as the browser's full table): the router
// flattens and ranks every branch it holds on every request, and a request only ever matches its locale's.
const handlers = new Map(
  routes.map((tree) => [(tree.handle as { locale: Locale }).locale, createStaticHandler([tree])] as const),
);

/**
 * The kit's icons as one SVG file at a content-hashed URL, cached by the browser for good: pages refer to
 * it (`IconSpriteProvider`) instead of each carrying the ~20 kB in-page sprite.
 */
const spriteSvg = iconSpriteSvg();
export const ICON_SPRITE_URL = `/_app/icons-${createHash('sha1').update(spriteSvg).digest('hex').slice(0, 10)}.svg`;

/** A weak validator of the page's content (SHA-1 is plenty to tell two renders apart, and fast). */
function pageEtag(document: string): string {
  return `W/"${createHash('sha1').update(document).digest('base64url')}"`;
}

/** Builds the page renderer; all four catalogs are loaded before the first request. */
export async function createRenderer(options: RendererOptions) {
  await Promise.all(locales.map(({ code }) => loadMessages(code)));
  // styled-components' CSS compiled once per class, not once per request (server/styleCache.ts).
  const styleCache = createStyleCache();
  const { config, routeRules, assets } = options;
  const apiOrigin = originOf(config.apiBaseUrl);
  const https = config.siteUrl.startsWith('https:');
  // With GTM_ID the tag manager's origin (GTM_ORIGIN) is one the CSP allows (issue 17); without it, none.
  const gtmOrigin = config.gtmId ? (config.gtmOrigin ?? GTM_DEFAULT_ORIGIN) : undefined;
  const apiFetch = options.fetch ?? createCachingFetch({ generation: options.catalogVersion });
  const apiTimeoutMs = options.apiTimeoutMs ?? 3_500;
  /** The API as one request's loaders see it: every call ends by the request's deadline. */
  const apiFactoryUntil = (deadline: AbortSignal) =>
    createHttpApiFactory({
      baseUrl: options.serverApiBaseUrl,
      signatureSuffix: config.signatureSuffix,
      clock: systemClock,
      fetch: (input, init) =>
        apiFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline }),
    });
  // Pages are rendered with this stand-in for the nonce, so the ETag names the content, not the nonce; the
  // response's own nonce replaces it after. Unguessable, so no content can carry it.
  const noncePlaceholder = `nonce-${createNonce().replace(/[^A-Za-z0-9]/g, '')}`;

  // An unknown BRAND_THEME stops the server here, at start, with the names there are.
  const theme = themeOf(config.brandTheme);
  // The brand's @font-face rules, written into the head once rather than through styled-components, which
  // would insert them again on hydration and make the browser lay every text out again (App: fontFaces off).
  const fontFaces = fontFaceCss(theme.font.faces);
  const themeFile = browserTheme(theme);

  return async function render(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === ICON_SPRITE_URL) {
      return new Response(spriteSvg, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    }
    if (url.pathname === themeFile.url) {
      return new Response(themeFile.body, {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    }
    const cookies = createServerCookieJar(request.headers.get('cookie'), { secure: https });
    const { locale } = splitLocale(url.pathname);
    // A frozen API must not hang the page: the shopper gets an answer within seconds, whatever it holds.
    const apiFactory = apiFactoryUntil(AbortSignal.timeout(apiTimeoutMs));

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

    const handler = handlers.get(locale)!;
    const context = await handler.query(request, { requestContext: deps });
    const setCookies = cookies.setCookieHeaders();
    if (context instanceof Response) {
      const headers = new Headers(context.headers);
      for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
      return new Response(context.body, { status: context.status, headers });
    }

    const nonce = noncePlaceholder;
    const router = createStaticRouter(handler.dataRoutes, context);
    const sheet = styleCache.sheet();
    let appHtml: string;
    let styles: string;
    try {
      appHtml = renderToString(
        sheet.collectStyles(
          <App config={config} stores={stores} theme={theme} iconSprite={ICON_SPRITE_URL}>
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
      { intl, locale, brandName: config.brandName, url },
      intl.formatMessage(homeMessages.home.description),
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
    // The link preview's tags and the page's schema.org data (server/seo.ts), from the deepest route's data.
    const deepest = context.matches[context.matches.length - 1];
    Object.assign(
      head,
      pageSeo({
        route: deepest?.route.id.slice(deepest.route.id.indexOf(':') + 1) ?? '',
        data: deepest && context.loaderData[deepest.route.id],
        locale,
        intl,
        title: head.title,
        description: head.description,
        canonical: head.canonical,
        siteUrl: config.siteUrl,
        apiBaseUrl: config.apiBaseUrl,
        brandName: config.brandName,
        servesCuisine: config.servesCuisine ?? [],
        country: SHOP_COUNTRY,
        restaurants: stores.dictionaries.restaurants,
        categories: stores.dictionaries.categories,
        noindex: head.noindex ?? false,
      }),
    );
    const state: HydrationState = {
      config,
      locale,
      stores: stores.toSnapshot(),
      iconSprite: ICON_SPRITE_URL,
      theme: themeFile.url,
    };
    const document = renderDocument({
      lang: LOCALE_INFO[locale].tag,
      head,
      themeColor: theme.color.accent.solid,
      nonce,
      styles: `<meta property="csp-nonce" nonce="${nonce}">\n${assets.devHead?.(nonce) ?? ''}<style nonce="${nonce}">${fontFaces}</style>\n${styles}`,
      appHtml,
      state,
      assets: {
        ...assets,
        preloads: [
          ...new Set([
            ...assets.preloads,
            ...(assets.localePreloads?.[locale] ?? []),
            // The chunks of the routes on this page, which the browser loads before it hydrates, and the
            // catalogs of the message groups their pages speak.
            ...context.matches.flatMap(({ route }) =>
              [routeModules.get(route.id) ?? '', ...(routeCatalogs.get(route.id) ?? [])].flatMap(
                (module) => assets.modulePreloads?.[module] ?? [],
              ),
            ),
          ]),
        ],
      },
      dataPreloads: [themeFile.url],
      fontPreloads: fontPreloads(theme, locale),
      // Consent Mode's defaults and GTM's loader (issue 17): the stored choice is read through the jar, so
      // the page cache keeps a copy per choice.
      tagManager: config.gtmId
        ? renderTagManagerScript({
            gtmId: config.gtmId,
            gtmOrigin: gtmOrigin ?? GTM_DEFAULT_ORIGIN,
            consent: readConsent(cookies),
            nonce,
          })
        : undefined,
    });

    const shared = context.statusCode === 200 && setCookies.length === 0 && !cookies.get(TOKEN_COOKIE);
    // A page may say more about its caching than the rule above (an order's private link: `private, no-store`):
    // its loader's `Cache-Control` wins, and a page no one may store gets no validator either.
    const routeCacheControl = context.matches
      .map(({ route }) => context.loaderHeaders[route.id]?.get('Cache-Control'))
      .find(Boolean);
    const cacheControl = routeCacheControl ?? (shared ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE);
    const stored = !/\bno-store\b/.test(cacheControl);
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControl,
      Vary: 'Cookie, Accept-Language',
    });
    if (stored) headers.set('ETag', pageEtag(document));
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    // The API did not answer in time: worth asking again shortly (the page itself offers to try again).
    if (context.statusCode === 503) headers.set('Retry-After', '10');
    // What the page cache must match besides the URL (see server/pageCache.ts).
    headers.set(VARY_COOKIES_HEADER, cookies.namesRead().join(','));
    // The browser's copy is still this page: a 304 without a CSP keeps the one stored with it, whose nonce
    // matches that copy (RFC 9111 §4.3.4 updates only the headers a 304 carries).
    if (
      stored &&
      context.statusCode === 200 &&
      etagMatches(request.headers.get('if-none-match'), headers.get('ETag'))
    ) {
      return new Response(null, { status: 304, headers });
    }
    const responseNonce = createNonce();
    headers.set('Content-Security-Policy', contentSecurityPolicy(responseNonce, apiOrigin, options.dev, gtmOrigin));
    // As bytes: a string body is checked for lone surrogates and re-encoded by undici on every response, a
    // cost that grows with the page (milliseconds under load); Buffer.from is one native UTF-8 encode.
    const body = Buffer.from(document.replaceAll(noncePlaceholder, responseNonce));
    return new Response(body, { status: context.statusCode, headers });
  };
}
