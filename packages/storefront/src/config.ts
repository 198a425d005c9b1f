/**
 * Configuration from the environment, read once on the server. `PublicConfig` is the part the browser
 * may see; it travels in the page's state script.
 */
/** Google Tag Manager's own host, where gtm.js comes from unless GTM_ORIGIN says otherwise. */
export const GTM_DEFAULT_ORIGIN = 'https://www.googletagmanager.com';

export interface PublicConfig {
  /** The brand's display name, used in page titles. */
  brandName: string;
  /** The brand (theme) the shop renders with: a kit brand or a shop brand file (`src/brands`, BRAND_THEME). */
  brandTheme: string;
  /** The API's base address as the browser reaches it. */
  apiBaseUrl: string;
  /** The shop's public origin, for canonical links and the sitemap. */
  siteUrl: string;
  /** What the restaurants cook, for search engines (schema.org `servesCuisine`; SERVES_CUISINE, comma-separated). */
  servesCuisine?: string[];
  /** The suffix of the phone call's request signature (spec §7). */
  signatureSuffix: string;
  /** Prefix of the browser storage keys: `${prefix}cart`, `${prefix}favorites`, `${prefix}viewed`. */
  storagePrefix: string;
  /**
   * Google Tag Manager's container id (GTM_ID), or null: without it no tag, consent banner or CSP host is
   * added. With it, GTM loads only after the shopper grants consent (issue 17).
   */
  gtmId?: string | null;
  /** Where gtm.js is loaded from (GTM_ORIGIN, default https://www.googletagmanager.com). */
  gtmOrigin?: string;
}

export interface ServerConfig extends PublicConfig {
  port: number;
  host: string;
  /** The API's base address as the storefront server reaches it. */
  serverApiBaseUrl: string;
  /** How often the legacy redirect map is reloaded from the API, in ms. */
  legacyRefreshMs: number;
  /** How long a page that is the same for everyone is served from memory, in ms (0: never; PAGE_CACHE_SECONDS). */
  pageCacheMs: number;
  /** How long a page waits for the API in all before it answers with what it has, in ms (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  production: boolean;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const serverApiBaseUrl = trimSlash(env.API_BASE_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`);
  return {
    port,
    host,
    serverApiBaseUrl,
    apiBaseUrl: trimSlash(env.PUBLIC_API_BASE_URL ?? serverApiBaseUrl),
    siteUrl: trimSlash(env.PUBLIC_SITE_URL ?? `http://${host}:${port}`),
    servesCuisine: (env.SERVES_CUISINE ?? 'Sushi,Japanese,Asian')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    brandName: env.BRAND_NAME ?? 'Nori Sushi',
    brandTheme: env.BRAND_THEME || 'nori',
    signatureSuffix: env.SIGNATURE_SUFFIX ?? 'nori',
    storagePrefix: env.STORAGE_PREFIX ?? 'nori:',
    gtmId: env.GTM_ID?.trim() || null,
    gtmOrigin: trimSlash(env.GTM_ORIGIN?.trim() || GTM_DEFAULT_ORIGIN),
    legacyRefreshMs: Number(env.LEGACY_REFRESH_MS ?? 10 * 60_000),
    // Off outside production, so a page always shows the code and data of the moment while developing.
    pageCacheMs: Math.max(0, Number(env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000) || 0,
    apiTimeoutMs: Math.max(100, Number(env.API_TIMEOUT_MS ?? 3_500)) || 3_500,
    production: env.NODE_ENV === 'production',
  };
}

export function toPublicConfig(config: ServerConfig): PublicConfig {
  const {
    brandName,
    brandTheme,
    apiBaseUrl,
    siteUrl,
    signatureSuffix,
    storagePrefix,
    gtmId,
    gtmOrigin,
    servesCuisine,
  } = config;
  return {
    brandName,
    brandTheme,
    apiBaseUrl,
    siteUrl,
    signatureSuffix,
    storagePrefix,
    // Only with a tag manager: without one the page's state is as it was (issue 17).
    ...(gtmId ? { gtmId, gtmOrigin } : {}),
    servesCuisine,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
