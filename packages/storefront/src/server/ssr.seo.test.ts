/**
 * Link previews and structured data (issue 17) as the server renders them against the real API on PGlite, in
 * the four languages: Open Graph and Twitter card tags (localized, absolute URLs, a WebP picture with its
 * size), the restaurants as schema.org `Restaurant`, the trail as `BreadcrumbList`, the dish's `Offer` — each
 * JSON-LD block validated offline against Google's rich-result rules and the schema.org vocabulary — and
 * the offer's availability following the stop-list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, Restaurant } from '../api/types';
import { localizePath, locales, type Locale } from '../i18n/locales';
import { allMessages } from '../testing/catalogs';
import { jsonLdOf, validateJsonLd, type StructuredDataIssue } from '../testing/structuredDataValidator';
import { SITE, ssrAppPerFile } from '../testing/ssrApp';

const { current, get } = ssrAppPerFile();
beforeAll(async () => {
  // A promotion without its own picture (the shop draws its banner), about one dish.
  await current().api.setPromotionDishes('noutati-cu-mango', ['alaska']);
});
const catalogs: Record<Locale, Record<string, string>> = allMessages;
const OG_LOCALE: Record<Locale, string> = { ro: 'ro_RO', ru: 'ru_RU', en: 'en_US', uk: 'uk_UA' };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head's `<meta property|name=… content=…>` values by key (repeated keys: every value). */
function metaOf(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const [, , key, content] of head.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)">/g)) {
    meta.set(key!, [...(meta.get(key!) ?? []), decode(content!)]);
  }
  return meta;
}

async function page(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const meta = metaOf(html);
  const one = (key: string) => {
    expect(meta.get(key), key).toHaveLength(1);
    return meta.get(key)![0]!;
  };
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]!);
  return { html, meta, one, title, jsonLd: jsonLdOf(html) };
}

/** What every page's preview has, in its language. */
function expectPreviewBasics(p: Awaited<ReturnType<typeof page>>, locale: Locale, path: string) {
  expect(p.one('og:site_name')).toBe('Nori Sushi');
  expect(p.one('og:title')).toBe(p.title);
  expect(p.one('og:url')).toBe(SITE + localizePath(path, locale));
  expect(p.one('og:locale')).toBe(OG_LOCALE[locale]);
  expect(p.meta.get('og:locale:alternate')?.sort()).toEqual(
    locales
      .filter(({ code }) => code !== locale)
      .map(({ code }) => OG_LOCALE[code])
      .sort(),
  );
  const description = decode(/<meta name="description" content="([^"]*)">/.exec(p.html)![1]!);
  expect(p.one('og:description')).toBe(description);
}

/** A preview picture: absolute, WebP (messengers read no AVIF), with its size and a text. */
function expectPreviewImage(p: Awaited<ReturnType<typeof page>>) {
  const image = p.one('og:image');
  expect(image).toMatch(/^https?:\/\/[^/]+\/images\/.+\.webp$/);
  expect(p.one('og:image:type')).toBe('image/webp');
  expect(Number(p.one('og:image:width'))).toBe(960);
  expect(Number(p.one('og:image:height'))).toBe(720);
  expect(p.one('og:image:alt').length).toBeGreaterThan(0);
  expect(p.one('twitter:card')).toBe('summary_large_image');
  return image;
}

/**
 * No error, and no warning but Google's recommendations of data the shop does not have — ratings, reviews,
 * return policy, shipping details ("Missing field … (optional)") and a GTIN, which a restaurant's own dish
 * has none of ("Missing one of field "gtin", …"). A wrong value type or a property schema.org does not
 * define for the type is a warning too, and fails.
 */
async function expectValid(items: readonly object[]) {
  expect(items.length).toBeGreaterThan(0);
  expect(
    (await validateJsonLd(items)).filter(isProblem).map(({ rootType, issueMessage }) => `${rootType}: ${issueMessage}`),
  ).toEqual([]);
}

const isProblem = (issue: StructuredDataIssue) =>
  issue.severity === 'ERROR' ||
  !(
    /^Missing field "[^"]+" \(optional\)$/.test(issue.issueMessage) ||
    issue.issueMessage.startsWith('Missing one of field "gtin"')
  );

async function apiGet<T>(path: string, locale: Locale): Promise<T> {
  const response = await fetch(`${current().api.baseUrl}${path}`, { headers: { 'Accept-Language': locale } });
  return ((await response.json()) as { data: T }).data;
}

describe.each(locales.map(({ code }) => code))('in %s', (locale) => {
  const t = catalogs[locale];
  const at = (path: string) => localizePath(path, locale);

  it('the home page: a website preview with a dish’s or a promotion’s picture, and every restaurant', async () => {
    const p = await page(at('/'));
    expectPreviewBasics(p, locale, '/');
    expect(p.one('og:type')).toBe('website');
    expectPreviewImage(p);
    const restaurants = p.jsonLd.filter((item) => item['@type'] === 'Restaurant');
    const api = await apiGet<Restaurant[]>('/api/get-restaurants', locale);
    expect(restaurants.map((r) => r.name)).toEqual(api.map((r) => r.name));
    await expectValid(p.jsonLd);
  });

  it('the contacts page: each restaurant with its address, E.164 phone, place, hours and menu', async () => {
    const p = await page(at('/contacts'));
    expectPreviewBasics(p, locale, '/contacts');
    expect(p.one('og:title')).toContain(t['pages.contacts.title']!);
    expect(p.one('twitter:card')).toBe('summary');
    const api = await apiGet<Restaurant[]>('/api/get-restaurants', locale);
    const restaurants = p.jsonLd.filter((item) => item['@type'] === 'Restaurant');
    expect(restaurants).toHaveLength(api.length);
    for (const [index, restaurant] of api.entries()) {
      const data = restaurants[index]!;
      expect(data).toMatchObject({
        name: restaurant.name,
        telephone: restaurant.phone.replace(/[^+\d]/g, ''),
        address: { '@type': 'PostalAddress', streetAddress: restaurant.address, addressCountry: 'MD' },
        geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lng },
        servesCuisine: ['Sushi', 'Japanese', 'Asian'],
        hasMenu: SITE + at('/menu'),
        url: SITE + at('/contacts'),
      });
      expect(data.telephone).toMatch(/^\+\d{8,15}$/);
      // Every day the API gives hours for is in the hours, with those times.
      const hours = data.openingHoursSpecification as { dayOfWeek: string | string[]; opens: string; closes: string }[];
      const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      for (const { day, open, close } of restaurant.opening_hours) {
        const spec = hours.find(
          (h) => [h.dayOfWeek].flat().includes(`https://schema.org/${days[day]}`) && h.opens === open,
        );
        expect(spec?.closes, `${restaurant.code} day ${day}`).toBe(close);
      }
    }
    await expectValid(p.jsonLd);
  });

  it('a category page: its preview and the trail home › menu › category', async () => {
    const p = await page(at('/menu/rulouri'));
    expectPreviewBasics(p, locale, '/menu/rulouri');
    expect(p.one('og:type')).toBe('website');
    expectPreviewImage(p);
    const [trail] = p.jsonLd.filter((item) => item['@type'] === 'BreadcrumbList');
    const items = (trail!.itemListElement as { position: number; name: string; item: string }[]).map(
      ({ position, name, item }) => [position, name, item],
    );
    expect(items).toEqual([
      [1, 'Nori Sushi', SITE + at('/')],
      [2, t['pages.menu.title'], SITE + at('/menu')],
      [3, expect.any(String), SITE + at('/menu/rulouri')],
    ]);
    expect(p.one('og:title')).toContain(items[2]![1] as string);
    await expectValid(p.jsonLd);
  });

  it('a product page: a product preview with its photo and price, its offer and its trail', async () => {
    const slug = 'philadelphia-clasic';
    const p = await page(at(`/product/${slug}`));
    const product = await apiGet<Product>(`/api/products/${slug}`, locale);
    expectPreviewBasics(p, locale, `/product/${slug}`);
    expect(p.one('og:type')).toBe('product');
    expect(p.one('og:title')).toBe(`${product.name} — Nori Sushi`);
    expect(p.one('product:price:amount')).toBe(product.price.toFixed(2));
    expect(p.one('product:price:currency')).toBe('MDL');
    const image = expectPreviewImage(p);
    expect(product.image.variants.map((v) => v.url)).toContain(image);
    expect(p.one('og:image:alt')).toBe(product.image.alt || product.name);

    const data = p.jsonLd.find((item) => item['@type'] === 'Product')!;
    expect(data).toMatchObject({
      name: product.name,
      url: SITE + at(`/product/${slug}`),
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'MDL',
        availability: 'https://schema.org/InStock',
      },
    });
    const [trail] = p.jsonLd.filter((item) => item['@type'] === 'BreadcrumbList');
    const names = (trail!.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item]);
    expect(names).toEqual([
      ['Nori Sushi', SITE + at('/')],
      [t['pages.menu.title'], SITE + at('/menu')],
      [expect.any(String), SITE + at(`/menu/${product.category_slug}`)],
      [product.name, SITE + at(`/product/${slug}`)],
    ]);
    await expectValid(p.jsonLd);
  });

  it('a promotion page: its title and description; a drawn banner’s preview is its first dish’s photo', async () => {
    const p = await page(at('/promotions/noutati-cu-mango'));
    expectPreviewBasics(p, locale, '/promotions/noutati-cu-mango');
    expect(p.one('og:type')).toBe('website');
    const image = expectPreviewImage(p);
    const dish = await apiGet<Product>('/api/products/alaska', locale);
    expect(dish.image.variants.map((v) => v.url)).toContain(image);
    expect(p.one('og:image:alt')).toBe(dish.name);
  });
});

describe('the offer follows the stop-list', () => {
  it('is out of stock once every restaurant has stopped the dish, and in stock again when one serves it', async () => {
    const slug = 'alaska';
    const { api, catalogVersion } = current();
    const product = await apiGet<Product>(`/api/products/${slug}`, 'en');
    const restaurants = await apiGet<Restaurant[]>('/api/get-restaurants', 'en');
    const manager = await api.signInManager();
    const availability = async () => {
      const p = await page(`/en/product/${slug}`);
      return {
        offer: (p.jsonLd.find((item) => item['@type'] === 'Product')!.offers as { availability: string }).availability,
        og: p.one('product:availability'),
        valid: (await validateJsonLd(p.jsonLd)).filter(isProblem),
      };
    };
    const stop = async (restaurantId: number, available: boolean) => {
      const before = catalogVersion();
      const response = await manager.write('POST', '/api/staff/stop-list', {
        product_id: product.id,
        restaurant_id: restaurantId,
        available,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      // The shop's caches key on the catalog version: wait until it has heard of the change.
      const started = performance.now();
      while (catalogVersion() === before && performance.now() - started < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };

    expect(await availability()).toEqual({ offer: 'https://schema.org/InStock', og: 'in stock', valid: [] });
    // Stopped at all restaurants but one: still sold (delivered from that one).
    for (const restaurant of restaurants.slice(1)) await stop(restaurant.id, false);
    expect((await availability()).offer).toBe('https://schema.org/InStock');
    await stop(restaurants[0]!.id, false);
    expect(await availability()).toEqual({ offer: 'https://schema.org/OutOfStock', og: 'out of stock', valid: [] });
    await stop(restaurants[0]!.id, true);
    expect((await availability()).offer).toBe('https://schema.org/InStock');
  });
});

describe('escaping', () => {
  it('keeps a tag out of the head whatever a text holds', async () => {
    const p = await page('/en/product/philadelphia-clasic');
    const head = p.html.slice(0, p.html.indexOf('</head>'));
    // Every meta is well formed, and no JSON-LD block holds a raw "<".
    for (const block of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(block[1]).not.toMatch(/[<>]/);
    }
    expect(head.match(/<meta /g)?.length).toBe(head.match(/<meta [^<>]*>/g)?.length);
  });
});
