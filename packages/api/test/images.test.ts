import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Category, Product, ProductImage, Promotion } from '@nori/core/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { auditLog, categories, images, products, productSlugRedirects, promotions, settings } from '../src/db/schema';
import { startServer } from '../src/server';
import { imageRef } from '../src/services/images';
import { describeBackends, type TestContext } from './helpers';

// Uploaded variants go to a folder of this file's own, never to the repository's .data/.
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'nori-uploads-'));

/** A 480 × 360 HEIC (HEVC) made with libheif's `heif-enc -q 20` from a flat red JPEG: an iPhone's format. */
const HEIC = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFkAAEAAAAAAAAAaAAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEA' +
    'AGh2YzEAAAAAwGlwcnAAAACiaXBjbwAAAHZodmNDAQNwAAAAAAAAAAAAP/AA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMA' +
    'AAMAP7oCQCEAAQApQgEBA3AAAAMAkAAAAwAAAwA/oA8IBaWW6kkprmwIAAADAAgAAAMACEAiAAEAB0QBwXKwYkAAAAAUaXNwZQAA' +
    'AAAAAAHgAAABaAAAABBwaXhpAAAAAAMICAgAAAAWaXBtYQAAAAAAAAABAAEDgQKDAAAAcG1kYXQAAABkKAGvC0xcrUlM+sbB1//V' +
    'Dv32xBx6u0yxRUh7JCCFCpKIEbCob8VBKhnlYAAAS8CTCkJIAAADAADkgIcAAAMAAAMAAwYAAAMAAAMAALGAAAADAAADAAADAAAD' +
    'AAADAAADAABdwA==',
  'base64',
);

/** A photo-like picture (a gradient with a disc, so encoders have something to do) of the given size. */
async function picture(width: number, height: number, seed = 0) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#${(0x3a7 + seed).toString(16).padStart(3, '0')}"/>
    <stop offset="1" stop-color="#f2875e"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff3d6"/></svg>`;
  return sharp(Buffer.from(svg));
}
const jpeg = async (w = 1200, h = 900, seed = 0) => (await picture(w, h, seed)).jpeg({ quality: 85 }).toBuffer();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type Uploaded = { data: { hash: string; width: number; height: number; image: ProductImage } };

describeBackends(
  'uploaded photos and image URLs',
  (t) => {
    /** POSTs a multipart form with `file` (named and typed as given) as a staff member of `role`. */
    async function upload(
      bytes: Uint8Array,
      options: { role?: 'owner' | 'manager' | 'operator'; name?: string; type?: string; csrf?: boolean } = {},
    ) {
      const member = await t().staff(options.role ?? 'manager');
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: options.type ?? 'image/jpeg' }), options.name ?? 'photo.jpg');
      const res = await t().app.request('/api/staff/images', {
        method: 'POST',
        body: form,
        headers: {
          cookie: member.cookie,
          'accept-language': 'en',
          'x-forwarded-for': '10.3.0.1',
          ...(options.csrf === false ? {} : { 'x-csrf-token': member.csrf }),
        },
      });
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : null) as Uploaded & Record<string, unknown> };
    }

    const get = (url: string) => t().app.request(url.replace('http://api.test', ''));
    const catalogVersion = async () =>
      (await t().db.select().from(settings).where(eq(settings.key, 'catalog_version')))[0]?.value;
    const files = () => readdirSync(uploadsDir).sort();

    /** Seeded rows are shared by the file's tests: every picture put on them is taken off again. */
    async function clearPictures(ctx: TestContext) {
      await ctx.db.update(products).set({ image: null });
      await ctx.db.update(categories).set({ image: null });
      await ctx.db.update(promotions).set({ image: null });
      await ctx.db.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, 'dragon-verde-vechi'));
      await ctx.db.delete(images);
      await ctx.deps.services.catalog.invalidate();
      for (const file of readdirSync(uploadsDir)) rmSync(path.join(uploadsDir, file));
    }
    beforeEach(() => clearPictures(t()));
    afterEach(() => clearPictures(t()));

    it('takes JPEG, PNG, WebP and AVIF by their content, and cuts 4:3 AVIF and WebP variants', async () => {
      const version = await catalogVersion();
      const hashes: string[] = [];
      for (const [type, bytes] of [
        ['image/jpeg', await jpeg(1600, 1200)],
        ['image/png', await (await picture(1000, 800)).png().toBuffer()],
        ['image/webp', await (await picture(900, 1200)).webp().toBuffer()],
        ['image/avif', await (await picture(700, 700)).avif().toBuffer()],
      ] as const) {
        // Named and declared as something else: only the bytes count.
        const res = await upload(bytes, { name: 'IMG_0001.bin', type: 'application/octet-stream' });
        expect(res.status, type).toBe(201);
        const { hash, image } = res.json.data;
        expect(hash).toBe(sha256(bytes));
        hashes.push(hash);
        const [row] = await t().db.select().from(images).where(eq(images.hash, hash));
        expect(row).toMatchObject({ sourceType: type, bytes: bytes.byteLength, width: res.json.data.width });
        // Every variant is 4:3, WebP in the img, AVIF in the source, each URL naming the content.
        expect(image.sources).toHaveLength(1);
        expect(image.sources[0]?.type).toBe('image/avif');
        expect(image.url).toMatch(new RegExp(`^http://api\\.test/images/u/${hash}-\\d{3}\\.webp$`));
        for (const v of image.variants) {
          expect(v.height).toBe((v.width * 3) / 4);
          for (const [url, format] of [
            [v.url, 'webp'],
            [v.url.replace(/\.webp$/, '.avif'), 'heif'],
          ] as const) {
            expect(image.srcset + image.sources[0]?.srcset).toContain(`${url} ${v.width}w`);
            const served = await get(url);
            expect(served.status).toBe(200);
            expect(served.headers.get('content-type')).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
            expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
            const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
            expect([meta.format, meta.width, meta.height]).toEqual([format, v.width, v.height]);
          }
        }
      }
      // Widths each reaches without enlarging its 4:3 crop: 1600 × 1200 and 1000 × 800 all three; 900 × 1200
      // (crop 900 wide) and 700 × 700 (crop 700 wide) 320 and 640. Two files (AVIF, WebP) a width.
      expect(hashes.map((hash) => files().filter((f) => f.startsWith(hash)).length)).toEqual([6, 6, 4, 4]);
      expect(await t().db.select().from(images)).toHaveLength(4);
      // Audited, and the shop's catalog is untouched by an upload alone.
      const audit = await t().db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'));
      expect(audit).toHaveLength(4);
      expect(audit[0]).toMatchObject({ targetType: 'image', targetId: hashes[0] });
      expect(await catalogVersion()).toEqual(version);
    });

    it('cuts a 700 × 700 photo to the widths it reaches, with 640 as the main one', async () => {
      const res = await upload(await (await picture(700, 700)).png().toBuffer());
      const { image } = res.json.data;
      expect(image.variants.map((v) => v.width)).toEqual([320, 640]);
      expect([image.width, image.height]).toEqual([640, 480]);
    });

    it('turns a photo upright by its EXIF orientation', async () => {
      // Stored 1200 × 900 on its side, with orientation 6: seen as 900 × 1200.
      const sideways = await (await picture(1200, 900)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const res = await upload(sideways);
      expect(res.status).toBe(201);
      expect([res.json.data.width, res.json.data.height]).toEqual([900, 1200]);
      // Upright 900 wide: its 4:3 crop is 900 wide, so 320 and 640.
      expect(res.json.data.image.variants.map((v) => v.width)).toEqual([320, 640]);
      const served = await get(res.json.data.image.url);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      // No orientation left in the variant (no EXIF at all): it is upright in its pixels.
      expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([640, 480, undefined, undefined]);
    });

    it('refuses what is not a photo, however it is named, in the request’s language', async () => {
      const text = Buffer.from('Menu: rolls, soups, wok. This is not a picture at all.\n'.repeat(20));
      const res = await upload(text, { name: 'dragon.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(422);
      expect(res.json).toEqual({
        message: 'Please check the data you entered.',
        errors: { file: ['This file is not a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.'] },
      });
      // A GIF or an SVG decodes, but is not a photo format we take.
      const gif = await (await picture(400, 400)).gif().toBuffer();
      expect((await upload(gif, { name: 'a.gif' })).status).toBe(422);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>');
      expect((await upload(svg, { name: 'a.svg', type: 'image/svg+xml' })).json.errors).toEqual({
        file: ['This file is not a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.'],
      });
      expect(await t().db.select().from(images)).toEqual([]);
      expect(files()).toEqual([]);
    });

    it('refuses a photo whose header reads but whose pixels do not — cut short or damaged — naming the file', async () => {
      const png = await (await picture(480, 360)).png().toBuffer();
      const jpg = await jpeg(480, 360);
      // The IDAT chunk's data cut short (and its CRC with it), then the IEND chunk as a real file ends.
      const idat = png.indexOf('IDAT') - 4;
      const idatLength = png.readUInt32BE(idat);
      const shortened = Buffer.concat([png.subarray(0, idat + 8 + Math.floor(idatLength / 3)), png.subarray(-12)]);
      const broken: [Buffer, string][] = [
        [png.subarray(0, png.length / 2), 'dragon-half.png'],
        [shortened, 'dragon-short.png'],
        [jpg.subarray(0, Math.floor(jpg.length * 0.6)), 'dragon.jpg'],
      ];
      for (const [bytes, name] of broken) {
        expect((await sharp(bytes).metadata()).width, name).toBe(480);
        const res = await upload(bytes, { name });
        expect(res.status, name).toBe(422);
        expect(res.json.errors, name).toEqual({
          file: [`The file “${name}” is damaged or incomplete and cannot be read. Save the photo again and upload it.`],
        });
      }
      expect(await t().db.select().from(images)).toEqual([]);
      expect(files()).toEqual([]);
      // The whole file, afterwards, goes through.
      expect((await upload(png, { name: 'dragon.png' })).status).toBe(201);
    });

    it('says plainly that a HEIC photo cannot be read when sharp has no HEVC decoder', async () => {
      const meta = await sharp(HEIC).metadata();
      expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'hevc', 480, 360]);
      const decodes = await sharp(HEIC)
        .raw()
        .toBuffer()
        .then(() => true)
        .catch(() => false);
      const res = await upload(HEIC, { name: 'IMG_0002.HEIC', type: 'image/heic' });
      if (decodes) {
        expect(res.status).toBe(201);
      } else {
        expect(res.status).toBe(422);
        expect(res.json.errors).toEqual({
          file: ["HEIC photos (the iPhone's default) cannot be read here. Save the photo as JPEG and upload it again."],
        });
      }
    });

    it('refuses a photo under 320 px or over 8000 px on a side', async () => {
      const small = await upload(await jpeg(319, 900));
      expect(small.status).toBe(422);
      expect(small.json.errors).toEqual({
        file: ['The photo is too small: it needs at least 320 pixels on each side.'],
      });
      const huge = await upload(await (await picture(8001, 400)).png({ compressionLevel: 9 }).toBuffer());
      expect(huge.status).toBe(422);
      expect(huge.json.errors).toEqual({ file: ['The photo is too large: at most 8000 pixels on a side.'] });
      expect(await t().db.select().from(images)).toEqual([]);
    });

    it('refuses a file over 10 MB with 413', async () => {
      // Just over the photo limit (the multipart envelope still fits): refused with the limit named.
      const over = await upload(new Uint8Array(10 * 1024 * 1024 + 1));
      expect(over.status).toBe(413);
      expect(over.json.errors).toEqual({ file: ['The file is too big: at most 10 MB.'] });
      // Far over: the body limit stops reading it.
      const far = await upload(new Uint8Array(11 * 1024 * 1024));
      expect(far.status).toBe(413);
      expect(await t().db.select().from(images)).toEqual([]);
    });

    it('lets owners and managers upload, with the CSRF token; not operators, nor anyone signed out', async () => {
      const bytes = await jpeg(640, 480);
      expect((await upload(bytes, { role: 'owner' })).status).toBe(201);
      const operator = await upload(bytes, { role: 'operator' });
      expect(operator.status).toBe(403);
      expect(operator.json.message).toBe('Your role does not allow this.');
      const noCsrf = await upload(bytes, { csrf: false });
      expect(noCsrf.status).toBe(403);
      expect(noCsrf.json.message).toMatch(/did not come from the restaurant's panel/);
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'a.jpg');
      expect((await t().app.request('/api/staff/images', { method: 'POST', body: form })).status).toBe(401);
      // Not a form, or a form without the file.
      const missing = await (
        await t().staff('manager')
      ).request('POST', '/api/staff/images', {}, { 'accept-language': 'en' });
      expect(missing.status).toBe(422);
      expect(missing.json.errors).toEqual({ file: ['This field is required.'] });
    });

    it('gives the same bytes the same hash, and does the work once', async () => {
      const bytes = await jpeg(1024, 768, 1);
      const first = await upload(bytes);
      const mtimes = files().map((f) => statSync(path.join(uploadsDir, f)).mtimeMs);
      t().clock.advance(3_600_000);
      const second = await upload(bytes);
      expect(second.status).toBe(201);
      expect(second.json).toEqual(first.json);
      expect(files().map((f) => statSync(path.join(uploadsDir, f)).mtimeMs)).toEqual(mtimes);
      const rows = await t().db.select().from(images);
      expect(rows).toHaveLength(1);
      // Sent again, it counts as new for the purge.
      expect(rows[0]?.createdAt).toEqual(t().clock.now());
      expect(await t().db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'))).toHaveLength(2);
    });

    it('serves only well-formed names of files that exist', async () => {
      const { hash } = (await upload(await jpeg())).json.data;
      expect((await get(`/images/u/${hash}-320.avif`)).status).toBe(200);
      for (const name of [
        `${'0'.repeat(64)}-320.avif`,
        `${hash}-500.webp`,
        `${hash}-320.png`,
        `${hash.toUpperCase()}-320.webp`,
        `${hash}-320.webp.tmp`,
        '..%2F..%2Fpackage.json',
        `..%2F${hash}-320.webp`,
      ]) {
        expect((await get(`/images/u/${name}`)).status, name).toBe(404);
      }
    });

    it('shows an uploaded photo on its dish, category and promotion; the drawn one otherwise', async () => {
      const { hash } = (await upload(await jpeg(1600, 1200, 2))).json.data;
      const ref = await t().db.transaction((tx) => imageRef(tx, hash));
      expect(ref).toEqual({ hash, width: 1600, height: 1200 });
      await t().db.update(products).set({ image: ref }).where(eq(products.slug, 'dragon-verde'));
      await t().db.update(categories).set({ image: ref }).where(eq(categories.slug, 'supe'));
      await t().db.update(promotions).set({ image: ref });
      await t().deps.services.catalog.invalidate();

      const product = (await t().request('GET', '/api/products/dragon-verde')).json.data as Product;
      expect(product.image.url).toBe(`http://api.test/images/u/${hash}-640.webp`);
      expect(product.image.srcset).toBe(
        [320, 640, 960].map((w) => `http://api.test/images/u/${hash}-${w}.webp ${w}w`).join(', '),
      );
      expect(product.image.sources).toEqual([
        {
          type: 'image/avif',
          srcset: [320, 640, 960].map((w) => `http://api.test/images/u/${hash}-${w}.avif ${w}w`).join(', '),
        },
      ]);
      const other = (await t().request('GET', '/api/products/unagi')).json.data as Product;
      expect(other.image.sources).toEqual([]);
      expect(other.image.url).toMatch(/\/images\/products\/unagi-[0-9a-f]{10}-640\.webp$/);

      const cats = (await t().request('GET', '/api/menu')).json.data as Category[];
      expect(cats.find((c) => c.slug === 'supe')?.image).toMatchObject({
        url: product.image.url,
        alt: expect.any(String),
      });
      expect(cats.filter((c) => c.slug !== 'supe').every((c) => c.image === null)).toBe(true);
      const promos = (await t().request('GET', '/api/promotions')).json.data as Promotion[];
      expect(promos.length).toBeGreaterThan(0);
      for (const p of promos) expect(p.image?.sources[0]?.srcset).toContain(`${hash}-960.avif 960w`);
    });

    it('tells an editor that a picture was never uploaded', async () => {
      expect(await imageRef(t().db, null)).toBeNull();
      for (const hash of ['f'.repeat(64), 'not-a-hash']) {
        await expect(imageRef(t().db, hash)).rejects.toMatchObject({
          status: 422,
          fields: { image: ['image.unknown'] },
        });
      }
    });

    it('purges, after a day, the pictures nothing shows — rows and files — and keeps the rest', async () => {
      const used = (await upload(await jpeg(1200, 900, 3))).json.data.hash;
      const onCategory = (await upload(await jpeg(1200, 900, 4))).json.data.hash;
      const unused = (await upload(await jpeg(1200, 900, 5))).json.data.hash;
      await t()
        .db.update(products)
        .set({ image: { hash: used, width: 1200, height: 900 } })
        .where(eq(products.slug, 'unagi'));
      await t()
        .db.update(categories)
        .set({ image: { hash: onCategory, width: 1200, height: 900 } })
        .where(eq(categories.slug, 'supe'));
      expect(files()).toHaveLength(18);

      // Within the day nothing goes: the editor may not have saved yet.
      t().clock.advance(23 * 3_600_000);
      const young = (await upload(await jpeg(1200, 900, 6))).json.data.hash;
      await t().deps.jobHandlers.purge({});
      expect(await t().db.select({ hash: images.hash }).from(images)).toHaveLength(4);

      t().clock.advance(2 * 3_600_000);
      await t().deps.jobHandlers.purge({});
      const left = (await t().db.select({ hash: images.hash }).from(images)).map((r) => r.hash).sort();
      expect(left).toEqual([used, onCategory, young].sort());
      expect(files().some((f) => f.startsWith(unused))).toBe(false);
      expect(files()).toHaveLength(18);
      expect((await get(`/images/u/${unused}-320.webp`)).status).toBe(404);
      expect((await get(`/images/u/${used}-320.webp`)).status).toBe(200);
      await expect(imageRef(t().db, unused)).rejects.toMatchObject({ status: 422 });

      // Uploaded again after the purge, it comes back whole.
      const again = await upload(await jpeg(1200, 900, 5));
      expect(again.json.data.hash).toBe(unused);
      expect((await get(`/images/u/${unused}-960.avif`)).status).toBe(200);
    });

    it('names drawn pictures by a hash of the drawing, and sends old URLs there', async () => {
      const { image } = (await t().request('GET', '/api/products/dragon-verde')).json.data as Product;
      const match = /\/images\/products\/dragon-verde-([0-9a-f]{10})-640\.webp$/.exec(image.url);
      expect(match).not.toBeNull();
      const hash = match?.[1] ?? '';
      const served = await get(image.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      // The un-hashed URL of before, and an out-of-date drawing, move (not for ever) to the current one.
      for (const old of [
        '/images/products/dragon-verde-640.webp',
        '/images/products/dragon-verde-0123456789-640.webp',
      ]) {
        const res = await get(old);
        expect(res.status, old).toBe(301);
        expect(res.headers.get('location')).toBe(image.url);
        expect(res.headers.get('cache-control')).not.toContain('immutable');
      }
      // A dish's earlier slug too.
      const [dish] = await t().db.select().from(products).where(eq(products.slug, 'dragon-verde'));
      await t()
        .db.insert(productSlugRedirects)
        .values({ slug: 'dragon-verde-vechi', productId: dish!.id, createdAt: t().clock.now() });
      await t().deps.services.catalog.invalidate();
      const renamed = await get(`/images/products/dragon-verde-vechi-${hash}-320.webp`);
      expect(renamed.status).toBe(301);
      expect(renamed.headers.get('location')).toBe(image.url.replace('-640.webp', '-320.webp'));

      expect((await get(`/images/products/dragon-verde-${hash}-500.webp`)).status).toBe(404);
      expect((await get('/images/products/nu-exista-320.webp')).status).toBe(404);
      expect((await get(`/images/products/nu-exista-${hash}-320.webp`)).status).toBe(404);
    });

    it('documents the upload in the OpenAPI document', async () => {
      const doc = (await t().request('GET', '/api/openapi.json')).json as {
        paths: Record<string, { post?: { requestBody?: { content?: Record<string, unknown> } } }>;
      };
      expect(Object.keys(doc.paths['/api/staff/images']?.post?.requestBody?.content ?? {})).toEqual([
        'multipart/form-data',
      ]);
    });

    it('takes a photo over the 64 KiB of other calls through the real HTTP server, and refuses one over 10 MB', async () => {
      const server = await startServer(t().app, { hostname: '127.0.0.1', port: 0 });
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const member = await t().staff('manager');
        const send = (bytes: Uint8Array) => {
          const form = new FormData();
          form.append('file', new Blob([bytes]), 'photo.jpg');
          return fetch(`${base}/api/staff/images`, {
            method: 'POST',
            body: form,
            headers: { cookie: member.cookie, 'x-csrf-token': member.csrf, 'accept-language': 'en' },
          });
        };
        // An uncompressed 1000 × 750 PNG (~2.2 MB): far over the 64 KiB of other calls, yet one flat colour, so
        // cutting its variants is quick (a noisy photo took long enough to time out on a loaded machine).
        const { data, info } = await sharp({
          create: { width: 1000, height: 750, channels: 3, background: '#c0392b' },
        })
          .png({ compressionLevel: 0 })
          .toBuffer({ resolveWithObject: true });
        expect(info.size).toBeGreaterThan(1024 * 1024);
        const ok = await send(data);
        expect(ok.status).toBe(201);
        expect(((await ok.json()) as Uploaded).data.hash).toBe(sha256(data));
        const far = await send(new Uint8Array(11 * 1024 * 1024));
        expect(far.status).toBe(413);
        await far.arrayBuffer();
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('records who uploaded', async () => {
      const member = await t().staff('owner');
      const form = new FormData();
      form.append('file', new Blob([await jpeg(800, 600, 7)]), 'a.jpg');
      await t().app.request('/api/staff/images', {
        method: 'POST',
        body: form,
        headers: { cookie: member.cookie, 'x-csrf-token': member.csrf },
      });
      const [row] = await t().db.select().from(images);
      expect(row?.staffId).toBe(member.id);
      const audit = await t()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'image.upload'), eq(auditLog.staffId, member.id)));
      expect(audit).toHaveLength(1);
    });
  },
  // PGlite only: what these tests prove is the pictures' bytes (sharp's decoding and encoding, half of the API
  // project's CPU here when run twice) and SQL that PGlite runs as PostgreSQL does. PostgreSQL still takes an
  // upload, a product locked and saved with it, and the menu serving it (manageCatalog.test.ts, both backends).
  // Each test cuts AVIF and WebP variants, the most CPU a test of this project asks for: two of them passed 30 s
  // in a fresh clone's full run (2026-11-29), beside the journeys' build and both story browsers.
  { env: { UPLOADS_DIR: uploadsDir }, only: ['pglite'], timeout: 90_000 },
);
