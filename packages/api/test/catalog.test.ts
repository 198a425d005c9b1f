import { describe, expect, it } from 'vitest';
import { describeBackends } from './helpers';

type Product = {
  id: number;
  slug: string;
  legacy_id: number;
  name: string;
  description: string;
  price: number;
  tags: string[];
  weight_unit: string;
  image: {
    url: string;
    width: number;
    height: number;
    srcset: string;
    variants: { url: string; width: number; height: number }[];
    sources: { type: string; srcset: string }[];
  };
  modifiers: { id: number; code: string; price: number }[];
};
type Category = { slug: string; name: string; products: Product[] };

describeBackends('catalog', (t) => {
  it('GET /api/menu lists every category with products, in the requested language', async () => {
    const res = await t().request('GET', '/api/menu', { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(res.status).toBe(200);
    const menu = res.json.data as Category[];
    expect(menu.length).toBeGreaterThanOrEqual(8);
    const products = menu.flatMap((c) => c.products);
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(menu[0]?.name).toBe('Роллы');
    const philadelphia = products.find((p) => p.slug === 'philadelphia-clasic');
    expect(philadelphia).toMatchObject({ name: 'Филадельфия классик', price: 139, weight_unit: 'g', tags: ['hit'] });
    expect(philadelphia?.description).toBe('Лосось, сливочный сыр, огурец, рис, нори.');
    expect(philadelphia?.modifiers.map((m) => m.code)).toEqual(
      expect.arrayContaining(['wasabi', 'ginger', 'chopsticks']),
    );
    // Every product is complete in all four languages.
    for (const lang of ['ro', 'ru', 'en', 'uk']) {
      const all = (
        (await t().request('GET', '/api/menu', { headers: { 'accept-language': lang } })).json.data as Category[]
      ).flatMap((c) => c.products);
      expect(all.every((p) => p.name && p.description && p.price > 0)).toBe(true);
    }
    for (const tag of ['spicy', 'vegetarian', 'new', 'hit'])
      expect(products.some((p) => p.tags.includes(tag))).toBe(true);
  });

  it('sends ETag and Cache-Control on /api/menu and answers 304 to If-None-Match', async () => {
    const first = await t().request('GET', '/api/menu');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    // Clients may keep it as long as the API's own catalog cache (CATALOG_CACHE_SECONDS, 0 → 1 s in tests).
    expect(first.headers.get('cache-control')).toBe('public, max-age=1, stale-while-revalidate=300');
    const again = await t().request('GET', '/api/menu', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const en = await t().request('GET', '/api/menu', {
      headers: { 'if-none-match': etag ?? '', 'accept-language': 'en' },
    });
    expect(en.status).toBe(200);
  });

  it('sends the menu brotli-compressed or gzipped to clients that accept it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const read = async (encoding: string) => {
      const res = await t().app.request('/api/menu', { headers: { 'accept-encoding': encoding } });
      const bytes = Buffer.from(await res.arrayBuffer());
      const coding = res.headers.get('content-encoding');
      const text =
        coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes.toString();
      return { coding, bytes: bytes.length, data: (JSON.parse(text.toString()) as { data: unknown[] }).data };
    };
    const gzip = await read('gzip');
    expect(gzip.coding).toBe('gzip');
    expect(gzip.data.length).toBeGreaterThanOrEqual(8);
    // Brotli is compressed once in the background; until then brotli clients get gzip.
    // Quality 11 on the whole menu takes a while on a busy machine: poll generously.
    await expect
      .poll(async () => (await read('gzip, deflate, br')).coding, { timeout: 20_000, interval: 100 })
      .toBe('br');
    const br = await read('gzip, deflate, br');
    expect(br.data).toEqual(gzip.data);
    expect(br.bytes).toBeLessThan(gzip.bytes);
    expect((await read('identity')).coding).toBeNull();
  });

  it.each([
    '/api/menu/rulouri',
    '/api/products/philadelphia-clasic',
    '/api/promotions',
    '/api/get-options',
    '/api/important-update-date',
    '/api/dictionaries/social-and-messenger',
    '/api/get-regions',
    '/api/get-restaurants',
    '/api/dictionaries/payment-types',
    '/api/dictionaries/order-types',
    '/api/get-categories-without-products',
    '/api/products?tags=hit',
  ])('%s is cacheable: ETag, Cache-Control, 304 on If-None-Match, per language', async (path) => {
    const first = await t().request('GET', path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=300$/);
    expect(first.headers.get('vary')).toContain('Accept-Language');
    expect((await t().request('GET', path, { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);
    const again = await t().request('GET', path);
    expect(again.json).toEqual(first.json);
  });

  it('answers 404 for unknown slugs and keeps answering 404 (nothing cached for them)', async () => {
    for (const path of ['/api/products/no-such-roll', '/api/menu/no-such-category', '/api/promotions/no-such']) {
      const first = await t().request('GET', path);
      expect(first.status).toBe(404);
      expect(first.headers.get('etag')).toBeNull();
      expect((await t().request('GET', path)).status).toBe(404);
    }
  });

  it('revalidates the cache when the catalog version changes', async () => {
    const before = (await t().request('GET', '/api/products/unagi')).json.data as Product;
    const { products } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t().db.update(products).set({ price: 15_500 }).where(eq(products.slug, 'unagi'));
    await t().deps.services.catalog.invalidate();
    const after = (await t().request('GET', '/api/products/unagi')).json.data as Product;
    expect(before.price).toBe(145);
    expect(after.price).toBe(155);
    await t().db.update(products).set({ price: 14_500 }).where(eq(products.slug, 'unagi'));
    await t().deps.services.catalog.invalidate();
  });

  it('describes images with sized WebP variants and a srcset, each URL naming its drawing', async () => {
    const { image } = (await t().request('GET', '/api/products/dragon-verde')).json.data as Product;
    expect(image.url).toMatch(/^http:\/\/api\.test\/images\/products\/dragon-verde-[0-9a-f]{10}-640\.webp$/);
    expect([image.width, image.height]).toEqual([640, 480]);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 960]);
    expect(image.srcset).toContain(image.url.replace('-640.webp', '-960.webp 960w'));
    // A drawn picture has no other format (an uploaded photo's AVIF: images.test.ts).
    expect(image.sources).toEqual([]);
  });

  it('serves each image variant as WebP with a one-year immutable cache', async () => {
    const { image } = (await t().request('GET', '/api/products/dragon-verde')).json.data as Product;
    const res = await t().app.request(image.url.replace('http://api.test', '').replace('-640.webp', '-320.webp'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const sharp = (await import('sharp')).default;
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 240 });
    expect((await t().app.request('/images/products/dragon-verde-500.webp')).status).toBe(404);
    expect((await t().app.request('/images/products/nu-exista-320.webp')).status).toBe(404);
  });

  it('GET /api/menu/{slug} and /api/products/{slug}, with 404s', async () => {
    const cat = await t().request('GET', '/api/menu/supe');
    expect((cat.json.data as Category).products.length).toBeGreaterThan(5);
    const missing = await t().request('GET', '/api/menu/nu-exista', { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('There is no such category.');
    expect((await t().request('GET', '/api/products/nu-exista')).status).toBe(404);
    expect((await t().request('GET', '/api/products/BAD%20SLUG')).status).toBe(422);
  });

  it('GET /api/products filters by ids, tags, category and text', async () => {
    const byIds = (await t().request('GET', '/api/products?ids=1,2,3')).json.data as Product[];
    expect(byIds.map((p) => p.id)).toEqual([1, 2, 3]);
    const spicy = (await t().request('GET', '/api/products?tags=spicy')).json.data as Product[];
    expect(spicy.length).toBeGreaterThan(3);
    expect(spicy.every((p) => p.tags.includes('spicy'))).toBe(true);
    const spicyNew = (await t().request('GET', '/api/products?tags=spicy,vegetarian')).json.data as Product[];
    expect(spicyNew).toEqual([]);
    const soups = (await t().request('GET', '/api/products?category=supe&q=miso')).json.data as Product[];
    expect(soups.map((p) => p.slug).sort()).toEqual(['supa-miso', 'supa-miso-cu-somon']);
    const byText = (await t().request('GET', '/api/products?q=угорь', { headers: { 'accept-language': 'ru' } })).json
      .data as Product[];
    expect(byText.length).toBeGreaterThan(2);
    expect((await t().request('GET', '/api/products?tags=sweet')).status).toBe(422);
    expect((await t().request('GET', '/api/products?ids=a,b')).status).toBe(422);
    expect((await t().request('GET', '/api/products?unknown=1')).status).toBe(422);
  });

  describe('GET /api/products?q= (@nori/core/search, the shop’s menu search too)', () => {
    const search = async (q: string, locale = 'ro') => {
      const res = await t().request('GET', `/api/products?q=${encodeURIComponent(q)}`, {
        headers: { 'accept-language': locale },
      });
      expect(res.status).toBe(200);
      return res.json.data as Product[];
    };
    const slugs = async (q: string, locale = 'ro') => (await search(q, locale)).map((p) => p.slug);
    const PHILADELPHIAS = ['maki-philadelphia', 'philadelphia-clasic', 'philadelphia-cu-avocado', 'set-philadelphia'];

    it('finds a name in another script, with or without its accents', async () => {
      // Latin query, Ukrainian and Russian names; Cyrillic query, English names.
      const uk = await search('filadelfia', 'uk');
      expect(uk.slice(0, 4).map((p) => p.name)).toEqual(
        expect.arrayContaining(['Філадельфія класик', 'Сет Філадельфія']),
      );
      expect((await slugs('filadelfia', 'ru')).slice(0, 4).sort()).toEqual(PHILADELPHIAS);
      expect((await slugs('Филадельфия', 'en')).slice(0, 4).sort()).toEqual(PHILADELPHIAS);
      expect(await slugs('inghetata')).toEqual(['inghetata-tempura']);
      expect(await slugs('ÎNGHEȚATĂ')).toEqual(['inghetata-tempura']);
    });

    it('forgives one typo, and takes the last word as a prefix', async () => {
      const tempura = (await slugs('tempura')).sort();
      expect(tempura.length).toBeGreaterThan(4);
      expect((await slugs('tempuar')).sort()).toEqual(tempura);
      expect((await slugs('tenpura')).sort()).toEqual(tempura);
      expect(await slugs('tempu')).toEqual(expect.arrayContaining(tempura));
      const typing = await slugs('philadelphia clas');
      expect(typing[0]).toBe('philadelphia-clasic');
      expect(typing).not.toContain('philadelphia-cu-avocado');
      expect(await slugs('tmepuar')).toEqual([]);
    });

    it('ranks names above descriptions and keeps the filters', async () => {
      // "tuna" names three dishes in English; the sets only list a Spicy tuna roll in their descriptions.
      const tuna = await search('tuna', 'en');
      const named = tuna.filter((p) => /tuna/i.test(p.name));
      expect(named.map((p) => p.slug).sort()).toEqual(['maki-cu-ton', 'salata-cu-ton-tataki', 'spicy-tuna']);
      expect(tuna.slice(0, named.length)).toEqual(named);
      expect(tuna.length).toBeGreaterThan(named.length);
      const spicySets = await t().request('GET', '/api/products?q=tuna&category=seturi&tags=spicy');
      expect((spicySets.json.data as Product[]).map((p) => p.slug)).toEqual(['set-picant']);
    });

    it('ignores punctuation, and a query without words filters nothing', async () => {
      expect(await slugs('Tom-Yum!')).toEqual(['tom-yum-cu-crevete']);
      expect(await slugs('tom yum')).toEqual(['tom-yum-cu-crevete']);
      const all = (await t().request('GET', '/api/products')).json.data as Product[];
      expect(await slugs(' ?! ')).toEqual(all.map((p) => p.slug));
      expect(await slugs('pizza')).toEqual([]);
    });
  });

  it('lists promotions and one promotion by slug', async () => {
    const list = (await t().request('GET', '/api/promotions')).json.data as { slug: string; is_active: boolean }[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((p) => p.is_active)).toBe(true);
    const one = await t().request('GET', '/api/promotions/livrare-gratuita', { headers: { 'accept-language': 'en' } });
    expect(one.json.data).toMatchObject({
      title: 'Free delivery over 500 MDL',
      starts_at: '2026-01-01',
      ends_at: null,
    });
    expect((await t().request('GET', '/api/promotions/nu-exista')).status).toBe(404);
  });

  it('GET /api/legacy-products maps several hundred old ids to slugs', async () => {
    const res = await t().request('GET', '/api/legacy-products');
    const list = res.json.data as { legacy_id: number; slug: string }[];
    expect(list.length).toBeGreaterThanOrEqual(300);
    expect(new Set(list.map((x) => x.legacy_id)).size).toBe(list.length);
    const product = (await t().request('GET', '/api/products/canada')).json.data as Product;
    const forCanada = list.filter((x) => x.slug === 'canada').map((x) => x.legacy_id);
    expect(forCanada).toContain(product.legacy_id);
    expect(forCanada.length).toBe(5);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t().request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/via-phone-number',
      '/api/sms-code-check',
      '/api/menu',
      '/api/products/{slug}',
      '/api/get-regions',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
