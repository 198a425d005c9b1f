import { localizePath, type Locale } from '../i18n/locales';

/**
 * Route rules: the old site's addresses and where they live now (spec §2, "Legacy redirects").
 * Every redirect target comes from here, never from a query parameter.
 */
export interface RouteRule {
  /** Where to go: a path of this shop or an absolute external URL (followed by a full page load). */
  to: string;
  /** 301 for the legacy map (spec §9). */
  status: 301 | 302;
}

export interface LegacyProduct {
  legacy_id: number | string;
  slug: string;
}

/** The old site's language prefixes: none and /md were Romanian, /ua Ukrainian. */
const legacyPrefixes: Record<string, Locale> = { '': 'ro', md: 'ro', en: 'en', ru: 'ru', ua: 'uk' };

/** Fixed rules, matched on the whole path (without a trailing slash). */
const staticRules: Record<string, string> = {
  '/md': '/',
  '/ua': '/uk',
  '/promotion': '/promotions',
  '/promo': '/promotions',
  '/promo/ru': '/ru/promotions',
  '/promo/ua': '/uk/promotions',
  // The old Russian promotions page lived at a product-style address.
  '/ru/aktsii': '/ru/promotions',
  '/aktsii': '/ru/promotions',
  '/ru-aktsii': '/ru/promotions',
};

const TPRODUCT = /^\/(?:(md|en|ru|ua)\/)?tproduct\/(\d+)-([^/]+)$/;

/**
 * Resolves the rules for a path. `legacy` maps the old numeric ids to today's slugs; `external` holds
 * redirects to other sites (path → absolute URL), configured by the business.
 */
export class RouteRules {
  private bySlug = new Set<string>();
  private byLegacyId = new Map<string, string>();

  constructor(
    legacy: readonly LegacyProduct[] = [],
    private readonly external: Readonly<Record<string, string>> = {},
  ) {
    this.setLegacyProducts(legacy);
  }

  /** Replaces the legacy map (it is reloaded from the API periodically). */
  setLegacyProducts(legacy: readonly LegacyProduct[]): void {
    this.byLegacyId = new Map(legacy.map((entry) => [String(entry.legacy_id), entry.slug]));
    this.bySlug = new Set(legacy.map((entry) => entry.slug));
  }

  get legacyCount(): number {
    return this.byLegacyId.size;
  }

  lookup(rawPath: string): RouteRule | null {
    const path = normalise(rawPath);
    const external = this.external[path];
    if (external) return { to: external, status: 301 };
    const fixed = staticRules[path];
    if (fixed) return { to: fixed, status: 301 };

    const match = TPRODUCT.exec(path);
    if (!match) return null;
    const [, prefix = '', legacyId = '', slugPart = ''] = match;
    const locale = legacyPrefixes[prefix] ?? 'ro';
    if (slugPart.endsWith('ru-aktsii')) return { to: '/ru/promotions', status: 301 };
    // The id decides; an unknown id whose slug is still sold goes to that slug.
    const slug = this.byLegacyId.get(legacyId) ?? (this.bySlug.has(slugPart) ? slugPart : undefined);
    if (!slug) return null;
    return { to: localizePath(`/product/${encodeURIComponent(slug)}`, locale), status: 301 };
  }
}

function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: match the raw path.
  }
  const trimmed = decoded.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/**
 * A redirect target with the request's query added (`?referral=…&utm_source=…` of an old campaign link):
 * merged into a query the target already has, before any fragment.
 */
export function withQuery(target: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (!query) return target;
  const hashAt = target.indexOf('#');
  const [base, hash] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}

export function isExternal(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
