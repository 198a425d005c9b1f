// The catalog and dictionaries, cached in memory. The database stays the source of truth: a change of
// `settings.catalog_version` (by this service's `invalidate`, or by anyone's SQL) fires a trigger that
// NOTIFYs `nori_catalog`, and every process drops its snapshot on that notice (`drop`, called by the event
// bus). As a safety net the cache also re-reads the version at most every CATALOG_CACHE_SECONDS and
// reloads when it changed. Rendered JSON and its ETag are kept per locale, so GET /api/menu costs one
// string write.
import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import { chisinauIsoDate } from '@nori/core';
import { createSearch, type Search } from '@nori/core/search';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings, type ImageRef } from '../db/schema';
import type { Locale } from '../i18n';
import { drawnImage, uploadedImage } from '../images/variants';
import { loadSnapshot, type Snapshot } from './catalogSnapshot';
import type { Clock } from './clock';
import { toMdl as mdl } from '@nori/core/money';

/** The NOTIFY channel of catalog changes (sent by the trigger of drizzle/0002_catalog_notify.sql). */
export const CATALOG_CHANNEL = 'nori_catalog';

type Product = Snapshot['products'][number];
type Category = Snapshot['categories'][number];

/**
 * A rendered JSON body, its ETag, the same body gzipped once, and brotli-compressed once in the background
 * (`br` is set when that finishes; until then brotli clients get gzip).
 */
export type Rendered = { body: string; etag: string; gzip: Uint8Array; br?: Uint8Array };

function toRendered(value: unknown): Rendered {
  const body = JSON.stringify(value);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const entry: Rendered = { body, etag, gzip: new Uint8Array(gzipSync(body, { level: 6 })) };
  // Brotli at its best quality is slow for the whole menu (~100 ms): off the event loop, once per change.
  brotliCompress(
    body,
    { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } },
    (error, result) => {
      if (!error) entry.br = new Uint8Array(result);
    },
  );
  return entry;
}

export function createCatalogService(db: Db, clock: Clock, publicApiUrl: string, ttlMs: number) {
  let snapshot: Snapshot | null = null;
  let version: unknown = undefined;
  let checkedAt = 0;
  let loading: Promise<Snapshot> | null = null;
  let rendered = new Map<string, Rendered>();
  /** Bumped by `drop`: a load that started before it must not install what it read. */
  let generation = 0;

  async function currentVersion() {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'catalog_version'));
    return row?.value;
  }

  async function refresh(started: number): Promise<Snapshot> {
    const latest = await currentVersion();
    if (snapshot && latest === version) return snapshot;
    const next = await loadSnapshot(db);
    // Dropped meanwhile: what was read may predate the change; serve it to this caller only.
    if (started !== generation) return next;
    snapshot = next;
    version = latest;
    rendered = new Map();
    return next;
  }

  /** The cached snapshot, revalidated against the database at most every `ttlMs`. */
  async function get(): Promise<Snapshot> {
    const now = Date.now();
    if (snapshot && now - checkedAt < ttlMs) return snapshot;
    if (!loading) {
      const started = generation;
      const load: Promise<Snapshot> = refresh(started).finally(() => {
        if (loading === load) loading = null;
        if (started === generation) checkedAt = Date.now();
      });
      loading = load;
    }
    return loading;
  }

  /** Forgets the snapshot now (a catalog notice): the next read loads the catalog again. */
  function drop() {
    generation += 1;
    snapshot = null;
    version = undefined;
    checkedAt = 0;
    loading = null;
    rendered = new Map();
  }

  /** Renders a JSON body once per locale and key until the catalog changes. */
  async function render(key: string, build: (s: Snapshot) => unknown): Promise<Rendered> {
    const s = await get();
    const hit = rendered.get(key);
    if (hit) return hit;
    const entry = toRendered(build(s));
    // Not kept when `s` is a load the catalog was dropped during (it may predate the change).
    if (s === snapshot) rendered.set(key, entry);
    return entry;
  }

  /**
   * Like `render`, for a view that reads the snapshot itself (and may find nothing: null is not kept, so
   * unknown slugs cannot grow the cache). Keys must name everything the view depends on.
   */
  async function renderView(key: string, view: () => Promise<unknown>): Promise<Rendered | null> {
    await get();
    // The map of the snapshot just checked: if a reload swaps it meanwhile, the entry lands in the old map
    // and is simply not reused.
    const map = rendered;
    const hit = map.get(key);
    if (hit) return hit;
    const value = await view();
    if (value === null || value === undefined) return null;
    const entry = toRendered(value);
    map.set(key, entry);
    return entry;
  }

  // ----- views -----

  /** An uploaded picture's view (AVIF and WebP), or null when there is none. */
  const image = (uploaded: ImageRef | null, alt: string) =>
    uploaded ? uploadedImage(publicApiUrl, uploaded, alt) : null;
  /** A dish shows its uploaded photo, or else its category's drawn illustration. */
  const productImage = (p: Product, category: Category | undefined, alt: string) =>
    image(p.image, alt) ?? drawnImage(publicApiUrl, p.slug, category?.illustration ?? '', alt);

  const productView = (s: Snapshot, p: Product, locale: Locale) => {
    const category = s.categories.find((c) => c.id === p.categoryId);
    const unavailableAt = s.stoppedAt.get(p.id) ?? [];
    return {
      id: p.id,
      slug: p.slug,
      legacy_id: p.legacyId,
      category_id: p.categoryId,
      category_slug: category?.slug ?? '',
      name: p.name[locale],
      description: p.description[locale],
      price: mdl(p.price),
      old_price: p.oldPrice === null ? null : mdl(p.oldPrice),
      weight: p.weight,
      weight_unit: p.weightUnit,
      tags: p.tags,
      is_available: unavailableAt.length < s.restaurants.length,
      unavailable_at: unavailableAt,
      image: productImage(p, category, p.name[locale]),
      modifiers: (s.modifiersOf.get(p.id) ?? []).map((m) => ({
        id: m.id,
        code: m.code,
        name: m.name[locale],
        price: mdl(m.price),
      })),
      allergens: p.allergens,
      nutrition: p.nutrition,
    };
  };

  const categoryView = (c: Category, locale: Locale, count: number) => ({
    id: c.id,
    slug: c.slug,
    name: c.name[locale],
    position: c.position,
    illustration: c.illustration,
    image: image(c.image, c.name[locale]),
    products_count: count,
  });

  const productsIn = (s: Snapshot, c: Category) => s.products.filter((p) => p.categoryId === c.id);

  /**
   * The text search of a snapshot's products in one locale (@nori/core/search, the shop's menu search too):
   * the locale's name and description, and the names in the other languages, so a Romanian name finds the
   * dish on the Russian menu. Built on the first search and dropped with the snapshot.
   */
  const searches = new WeakMap<Snapshot, Map<Locale, Search<Product>>>();
  const searchOf = (s: Snapshot, locale: Locale) => {
    const byLocale = searches.get(s) ?? new Map<Locale, Search<Product>>();
    searches.set(s, byLocale);
    let search = byLocale.get(locale);
    if (!search) {
      search = createSearch(s.products, (p) => ({
        name: p.name[locale],
        aliases: Object.entries(p.name)
          .filter(([other]) => other !== locale)
          .map(([, name]) => name),
        description: p.description[locale],
      }));
      byLocale.set(locale, search);
    }
    return search;
  };

  const today = () => chisinauIsoDate(clock.now());
  const promotionView = (p: Snapshot['promotions'][number], locale: Locale) => ({
    id: p.id,
    slug: p.slug,
    title: p.title[locale],
    description: p.description[locale],
    starts_at: p.startsAt,
    ends_at: p.endsAt,
    is_active: p.startsAt <= today() && (p.endsAt === null || p.endsAt >= today()),
    image: image(p.image, p.title[locale]),
    product_ids: p.productIds,
  });

  const localizedSetting = (s: Snapshot, key: string, locale: Locale): string | null => {
    const value = s.settings.get(key);
    if (value && typeof value === 'object' && locale in value) {
      const text = (value as Record<string, unknown>)[locale];
      return typeof text === 'string' && text ? text : null;
    }
    return typeof value === 'string' && value ? value : null;
  };

  return {
    get,
    renderView,
    /** How long clients may keep a catalog response: the period this cache revalidates in. */
    maxAgeSeconds: Math.max(1, Math.round(ttlMs / 1000)),
    /** Today in Chișinău (YYYY-MM-DD): promotions are active by this date. */
    today,
    drop,
    /** `settings.catalog_version` as it is committed now, as text (what GET /api/catalog/events sends). */
    async version(): Promise<string | null> {
      const value = await currentVersion();
      return value === undefined || value === null ? null : String(value);
    },
    /**
     * Bumps the shared version: the trigger on `settings` tells every process (this one included) to drop
     * its snapshot; this one drops it at once too, so the caller's next read is fresh.
     */
    async invalidate() {
      // One statement, so two concurrent bumps both count.
      await db
        .update(settings)
        .set({ value: sql`to_jsonb(coalesce((${settings.value} #>> '{}')::bigint, 0) + 1)` })
        .where(eq(settings.key, 'catalog_version'));
      drop();
    },

    menu: (locale: Locale) =>
      render(`menu:${locale}`, (s) => ({
        data: s.categories.map((c) => {
          const list = productsIn(s, c);
          return { ...categoryView(c, locale, list.length), products: list.map((p) => productView(s, p, locale)) };
        }),
      })),

    async category(slug: string, locale: Locale) {
      const s = await get();
      const c = s.categories.find((x) => x.slug === slug);
      if (!c) return null;
      const list = productsIn(s, c);
      return { ...categoryView(c, locale, list.length), products: list.map((p) => productView(s, p, locale)) };
    },

    categories: (locale: Locale) =>
      render(`categories:${locale}`, (s) => s.categories.map((c) => categoryView(c, locale, productsIn(s, c).length))),

    /** A product by its slug, or by an earlier slug of it (the view's `slug` then differs: the shop redirects). */
    async product(slug: string, locale: Locale) {
      const s = await get();
      const renamed = s.redirects.get(slug);
      const p = s.products.find((x) => x.slug === slug) ?? s.products.find((x) => x.id === renamed);
      return p ? productView(s, p, locale) : null;
    },

    /** Products in catalog order; with a text query, those matching it, best match first. */
    async findProducts(filter: { ids?: number[]; tags?: string[]; q?: string; category?: string }, locale: Locale) {
      const s = await get();
      const category = filter.category ? s.categories.find((c) => c.slug === filter.category) : undefined;
      if (filter.category && !category) return [];
      const found = filter.q ? searchOf(s, locale).search(filter.q) : s.products;
      return found
        .filter((p) => !filter.ids || filter.ids.includes(p.id))
        .filter((p) => !category || p.categoryId === category.id)
        .filter((p) => !filter.tags?.length || filter.tags.every((t) => (p.tags as string[]).includes(t)))
        .map((p) => productView(s, p, locale));
    },

    async promotions(locale: Locale) {
      const s = await get();
      return s.promotions.map((p) => promotionView(p, locale));
    },

    async promotion(slug: string, locale: Locale) {
      const s = await get();
      const p = s.promotions.find((x) => x.slug === slug);
      return p ? promotionView(p, locale) : null;
    },

    legacyProducts: () =>
      render('legacy', (s) => ({ data: s.aliases.map((a) => ({ legacy_id: a.legacyId, slug: a.slug })) })),

    async options() {
      const s = await get();
      return {
        phone: String(s.settings.get('phone') ?? ''),
        email_admin: String(s.settings.get('email_admin') ?? ''),
      };
    },

    async alerts(locale: Locale) {
      const s = await get();
      return {
        alert_message: localizedSetting(s, 'alert_message', locale),
        alert_popup_message: localizedSetting(s, 'alert_popup_message', locale),
      };
    },

    async socials() {
      const s = await get();
      return s.socials.map((x) => ({ id: x.id, code: x.code, name: x.name, url: x.url, type: x.kind }));
    },

    /**
     * What the restaurants' view depends on besides the catalog: the day (closed days are listed from today on)
     * and which pauses still run (a pause ends by itself, with no catalog change), for its render key.
     */
    async restaurantsMoment() {
      const s = await get();
      const now = clock.now();
      const paused = s.restaurants.filter((r) => r.pausedUntil && r.pausedUntil > now).map((r) => r.id);
      return `${today()}:${paused.join(',')}`;
    },

    async restaurants(locale: Locale) {
      const s = await get();
      return s.restaurants.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name[locale],
        address: r.address[locale],
        phone: r.phone,
        lat: r.lat,
        lng: r.lng,
        opening_hours: r.openingHours,
        closed_dates: r.closedDates.filter((d) => d >= today()),
        paused_until: r.pausedUntil && r.pausedUntil > clock.now() ? r.pausedUntil.toISOString() : null,
        busy_minutes: r.busyMinutes,
      }));
    },

    async regions(locale: Locale) {
      const s = await get();
      return s.regions.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name[locale],
        restaurant_id: r.restaurantId,
        delivery_fee: mdl(r.deliveryFee),
        min_order: mdl(r.minOrder),
        free_delivery_from: mdl(r.freeDeliveryFrom),
        delivery_minutes: r.deliveryMinutes,
      }));
    },

    async paymentTypes(locale: Locale) {
      const s = await get();
      return s.paymentTypes.map((p) => ({ id: p.id, code: p.code, name: p.name[locale], online: p.online }));
    },

    async orderTypes(locale: Locale) {
      const s = await get();
      return s.orderTypes.map((o) => ({ id: o.id, code: o.code, name: o.name[locale] }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
export type ProductView = NonNullable<Awaited<ReturnType<CatalogService['product']>>>;
