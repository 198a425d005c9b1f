/// <reference lib="webworker" />
/**
 * The shop's service worker (issue 17), built by vite-plugin-pwa's `injectManifest` into dist/client/sw.js
 * with the client build's hashed files listed in `self.__WB_MANIFEST`. What it keeps, and why:
 * - precached: every hashed script, style sheet and font of this build (the shell, the lazy pages, the
 *   catalogs), the web app manifests' icons, and each language's offline page;
 * - pages (navigations): network first, with a short timeout; a page is kept only when the server says
 *   anyone may keep it (`public`, the rule pages that set no cookie and belong to nobody follow), so signed-in,
 *   checkout, account and order pages never enter. A kept page is served whole, as the server sent it: its
 *   CSP header and its scripts carry the same nonce, and conditional requests (the ETag) go through untouched;
 * - the API's catalog reads (menu, products, promotions …): network first, kept for offline; nothing with an
 *   `Authorization` header and no POST is ever kept;
 * - product images: cache first, at most 120 for 30 days; the icon sprite and the brand's theme: cache first.
 * A new version waits (no skipWaiting of its own): the shop's "new version" toast asks it to take over.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isKeptPage, offlinePageUrl, PAGES_CACHE, API_CACHE, IMAGES_CACHE, STATIC_CACHE } from './features/pwa/swRules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const manifest = self.__WB_MANIFEST;
// The offline pages are rendered by the server, not files of the build: each build's service worker fetches
// them again (their revision is this build's file list).
const revision = String(
  [...JSON.stringify(manifest)].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7),
);
precacheAndRoute([
  ...manifest,
  ...(['ro', 'ru', 'en', 'uk'] as const).map((locale) => ({ url: offlinePageUrl(locale), revision })),
]);
cleanupOutdatedCaches();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first version takes the open tabs at once (nothing controlled them); a later one waits, above.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Keeps only what the server lets anyone keep: `public`, status 200, no `no-store`, not a private path. */
const publicPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isKeptPage(new URL(request.url), response.status, response.headers.get('cache-control')) ? response : null,
};

const isPage = (request: Request) =>
  request.mode === 'navigate' || (request.method === 'GET' && request.headers.get('accept') === 'text/html');

registerRoute(
  ({ request, url }) => isPage(request) && url.origin === self.location.origin && !url.pathname.startsWith('/_app/'),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [publicPagesOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * 86_400 })],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    /^\/api\/(menu|products|promotions|dictionaries|restaurants|settings|delivery)/.test(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 86_400 }),
    ],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/_app/icons-'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
    ],
  }),
);

// The icon sprite and the brand's theme (which a kept page hydrates with) have their content's hash in their
// names; the manifests and their icons may change with a deploy.
registerRoute(
  ({ url }) => url.pathname.startsWith('/_app/icons-') || url.pathname.startsWith('/_app/theme/'),
  new CacheFirst({ cacheName: STATIC_CACHE }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && /manifest\.webmanifest$|^\/icons\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: STATIC_CACHE }),
);

// A page that is neither on the network nor kept: the offline page in the page's language.
setCatchHandler(async ({ request, url }) => {
  if (isPage(request) && url) {
    const page = await matchPrecache(offlinePageUrl(url.pathname));
    if (page) return page;
  }
  return Response.error();
});
