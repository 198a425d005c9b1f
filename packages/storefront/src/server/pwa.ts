/**
 * The installable shop's server side (issue 17): each language's web app manifest, each language's offline
 * page (the service worker precaches them and shows one when a page is neither online nor kept), and the
 * service worker script itself, always revalidated so a deploy reaches the browser at its next check.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { createIntl, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { themeOf } from '../brands';
import { LOCALE_INFO, locales, isLocale, type Locale } from '../i18n/locales';
import type { Messages } from '../i18n/intl';
import en from '../i18n/messages/pwa/en.json';
import ro from '../i18n/messages/pwa/ro.json';
import ru from '../i18n/messages/pwa/ru.json';
import uk from '../i18n/messages/pwa/uk.json';
import { buildWebManifest, manifestPath } from '../features/pwa/manifest';
import { escapeHtml } from './html';

const messages = defineMessages({
  description: {
    id: 'pwa.manifest.description',
    defaultMessage: 'Order food for delivery or pickup',
    description: 'The web app manifest: what the installed shop is for',
  },
  title: { id: 'pwa.offline.title', defaultMessage: 'You are offline', description: 'Offline page: heading' },
  text: {
    id: 'pwa.offline.text',
    defaultMessage:
      'This page was not saved for offline use. The pages you opened, the menu and your cart open without a connection; ordering needs one.',
    description: 'Offline page: why this page cannot open, and what can',
  },
  menu: { id: 'pwa.offline.menu', defaultMessage: 'Open the menu', description: 'Offline page: link to the menu' },
  retry: { id: 'pwa.offline.retry', defaultMessage: 'Try again', description: 'Offline page: load the page again' },
});

const catalogs: Record<Locale, Messages> = { ro, ru, en, uk };
const intls = new Map<Locale, IntlShape>();
/** The words of the `pwa` message group in a language. */
export function pwaIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: LOCALE_INFO[locale].tag, messages: catalogs[locale] as Record<string, string> });
    intls.set(locale, intl);
  }
  return intl;
}

/** The offline page: no script, its own style, a link to the menu and one to try the page again. */
export function renderOfflinePage(locale: Locale, brandName: string, colors: { accent: string; canvas: string }) {
  const intl = pwaIntl(locale);
  const say = (message: MessageDescriptor) => escapeHtml(intl.formatMessage(message));
  const prefix = LOCALE_INFO[locale].prefix;
  return [
    '<!doctype html>',
    `<html lang="${LOCALE_INFO[locale].tag}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${say(messages.title)} · ${escapeHtml(brandName)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(colors.accent)}">`,
    '<style>',
    `body{margin:0;font-family:system-ui,sans-serif;background:${colors.canvas};color:#16161a}`,
    'main{max-width:32rem;margin:0 auto;padding:3rem 1.5rem;line-height:1.5}',
    `a{display:inline-block;margin:1rem 1rem 0 0;padding:.75rem 1.25rem;border-radius:.5rem;background:${colors.accent};color:#fff;text-decoration:none}`,
    'a+a{background:transparent;color:inherit;box-shadow:inset 0 0 0 1px currentColor}',
    '</style>',
    '<main>',
    `<h1>${say(messages.title)}</h1>`,
    `<p>${say(messages.text)}</p>`,
    `<a href="${prefix}/menu">${say(messages.menu)}</a><a href="">${say(messages.retry)}</a>`,
    '</main>',
    '</html>',
  ].join('\n');
}

/** Scriptless and self-contained: its only style is the one in it. */
const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Adds the manifests, the offline pages and (with a built client) the service worker to the shop's app. */
export function installPwaRoutes(app: Hono, options: { brandName: string; brandTheme: string; clientDir?: string }) {
  const theme = themeOf(options.brandTheme);
  const colors = { accent: theme.color.accent.solid, canvas: theme.color.bg.canvas };
  for (const { code } of locales) {
    app.get(manifestPath(code), (c) => {
      const manifest = buildWebManifest({
        locale: code,
        brandName: options.brandName,
        brand: options.brandTheme,
        description: pwaIntl(code).formatMessage(messages.description),
        themeColor: colors.accent,
        backgroundColor: colors.canvas,
      });
      c.header('Content-Type', 'application/manifest+json; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(JSON.stringify(manifest));
    });
  }
  app.get('/_app/offline/:locale', (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.text('Not found', 404);
    c.header('Content-Security-Policy', OFFLINE_PAGE_CSP);
    c.header('Cache-Control', 'no-cache');
    return c.html(renderOfflinePage(locale, options.brandName, colors));
  });
  const { clientDir } = options;
  // Development has no built worker (and registers none): a plain 404, never a rendered page.
  if (!clientDir) app.get('/sw.js', (c) => c.text('Not found', 404));
  if (clientDir) {
    // iOS asks for this name (and the page's link names it): the brand's full-bleed icon.
    app.get('/apple-touch-icon.png', async (c) => {
      const icon = await readFile(path.join(clientDir, `icons/${options.brandTheme}-192-maskable.png`)).catch(
        () => null,
      );
      if (!icon) return c.text('Not found', 404);
      c.header('Content-Type', 'image/png');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(icon);
    });
    app.get('/sw.js', async (c) => {
      const script = await readFile(path.join(clientDir, 'sw.js'), 'utf8').catch(() => null);
      if (script === null) return c.text('Not found', 404);
      // Revalidated every time (the browser also skips its HTTP cache for the worker's own checks): a deploy
      // is seen at the next page load, and waits there for the shopper's go-ahead (the "new version" toast).
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(script);
    });
  }
}
