import type { ServerConfig } from '../config';
import { fetchCatalogSlugs, fetchLegacyProducts, keepFresh, type CatalogSlugs } from './apiFeeds';
import { followCatalogVersion } from './catalogVersion';
import { RouteRules } from './routeRules';

/**
 * What the storefront server keeps between requests: the route rules with the legacy map, and the
 * sitemap's slugs, both refreshed from the API in the background, and the API's catalog version, followed
 * live, which the page cache and the API cache key their copies on. Caches only: nothing of a shopper.
 */
export function createServerState(config: ServerConfig) {
  const routeRules = new RouteRules([], readExternalRedirects());
  let catalog: CatalogSlugs = { categories: [], products: [], promotions: [] };
  const feeds = [
    keepFresh(
      'legacy map',
      () => fetchLegacyProducts(config.serverApiBaseUrl),
      (legacy) => routeRules.setLegacyProducts(legacy),
      config.legacyRefreshMs,
    ),
    keepFresh(
      'sitemap slugs',
      () => fetchCatalogSlugs(config.serverApiBaseUrl),
      (slugs) => (catalog = slugs),
      config.legacyRefreshMs,
    ),
  ];
  const catalogVersion = followCatalogVersion(config.serverApiBaseUrl);
  return {
    routeRules,
    catalog: () => catalog,
    catalogVersion: catalogVersion.current,
    ready: Promise.all([...feeds.map((feed) => feed.ready), catalogVersion.ready]),
    stop: () => {
      feeds.forEach((feed) => feed.stop());
      catalogVersion.stop();
    },
  };
}

/** EXTERNAL_REDIRECTS: a JSON object of old path → absolute URL, for pages that moved to other sites. */
function readExternalRedirects(): Record<string, string> {
  if (!process.env.EXTERNAL_REDIRECTS) return {};
  try {
    return JSON.parse(process.env.EXTERNAL_REDIRECTS) as Record<string, string>;
  } catch {
    console.warn('[storefront] EXTERNAL_REDIRECTS is not valid JSON; ignored');
    return {};
  }
}
