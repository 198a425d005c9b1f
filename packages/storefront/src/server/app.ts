import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { ServerConfig } from '../config';
import { DEFAULT_LOCALE, detectLocale, LOCALE_COOKIE, localizePath } from '../i18n/locales';
import { parseCookies } from '../services/cookies';
import { renderRobots, renderSitemap } from './sitemap';
import type { CatalogSlugs } from './apiFeeds';
import { withQuery, type RouteRules } from './routeRules';
import { compression } from './compression';
import { pageCache } from './pageCache';
import { installPwaRoutes } from './pwa';
import { securityHeaders } from './security';

/** Renders one page request into a full response (the server entry's `render`). */
export type RenderPage = (request: Request) => Promise<Response>;

export interface StorefrontAppOptions {
  config: ServerConfig;
  render: RenderPage;
  routeRules: RouteRules;
  /** The slugs the sitemap lists, kept fresh by the caller. */
  catalog: () => CatalogSlugs;
  /** The id of the running client build, answered at /_app/builds/latest.json. */
  buildId: string;
  /** Where the built client lives (production); absent in development, where Vite serves it. */
  clientDir?: string;
  /** The API's catalog version as this server follows it (server/catalogVersion.ts): kept pages belong to one. */
  catalogVersion?: () => string | null;
}

/**
 * The storefront's HTTP surface: health, the build id, route rules for client navigation, robots and
 * sitemap, hashed assets precompressed with immutable caching, legacy redirects as real 301s, and server
 * rendering; dynamic responses are compressed with brotli or gzip.
 */
export function createStorefrontApp(options: StorefrontAppOptions) {
  const { config, routeRules } = options;
  const https = config.siteUrl.startsWith('https:');
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(https))) c.res.headers.set(name, value);
  });
  // The root path's language (spec §4: the cookie, then the browser's languages, else ro) is decided before
  // the page cache: a kept Romanian home must never answer a first visit from a Russian browser.
  app.on(['GET', 'HEAD'], '/', async (c, next) => {
    const preferred = detectLocale({
      cookie: parseCookies(c.req.header('cookie'))[LOCALE_COOKIE],
      acceptLanguage: c.req.header('accept-language'),
    });
    if (preferred === DEFAULT_LOCALE) return next();
    c.header('Vary', 'Cookie, Accept-Language');
    c.header('Cache-Control', 'private, no-cache');
    return c.redirect(localizePath('/', preferred) + new URL(c.req.url).search, 302);
  });
  // Outside compression: a kept page is kept as sent, once per encoding.
  app.use(pageCache({ ttlMs: config.pageCacheMs, generation: options.catalogVersion }));
  app.use(compression());

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.get('/_app/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ id: options.buildId });
  });

  // Client-side navigation asks here for paths the route table does not know (spec §7: "route rules lookup
  // by path supplies redirects"); the map itself never leaves the server.
  app.get('/_app/route-rule', (c) => {
    const rule = routeRules.lookup(c.req.query('path') ?? '');
    c.header('Cache-Control', 'public, max-age=300');
    return rule ? c.json(rule) : c.json({ message: 'No rule' }, 404);
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(renderRobots(config.siteUrl));
  });

  app.get('/sitemap.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(renderSitemap({ siteUrl: config.siteUrl, ...options.catalog() }));
  });

  installPwaRoutes(app, { brandName: config.brandName, brandTheme: config.brandTheme, clientDir: options.clientDir });

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    app.use(
      '/favicon.svg',
      serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400') }),
    );
    // The web app manifests' icons (issue 17): names without a hash, so a day, as the favicon.
    app.use('/icons/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
    });
    app.use('/icons/*', serveStatic({ root }));
    // A missing hashed file is a plain 404, not a rendered page.
    app.get('/assets/*', (c) => c.text('Not found', 404));
  }

  // A failure outside React's error boundaries (the renderer itself): a plain page, never a stack trace.
  app.onError((error, c) => {
    console.error('[storefront] render failed', error);
    c.header('Cache-Control', 'no-store');
    return c.html(
      '<!doctype html><html lang="ro"><meta charset="utf-8"><title>500</title>' +
        '<body style="font-family:system-ui;padding:2rem"><h1>500</h1>' +
        '<p>Something went wrong on our side. Please reload the page in a moment.</p><p><a href="/">Home</a></p>',
      500,
    );
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const rule = routeRules.lookup(c.req.path);
    // Old links in campaigns carry referral codes and utm tags: the query goes along.
    if (rule) return c.redirect(withQuery(rule.to, new URL(c.req.url).search), rule.status);
    return options.render(c.req.raw);
  });

  return app;
}
