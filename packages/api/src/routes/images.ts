// Pictures, each URL naming its content so it is cached for a year (`immutable`):
//   /images/products/{slug}-{hash}-{320|640|960}.webp  a dish's drawn illustration; `hash` changes with the
//                                                      drawing (images/variants.ts), so a redraw is a new URL
//   /images/u/{sha256}-{width}.{avif|webp}             an uploaded photo's variants (services/images.ts)
// The un-hashed drawn URLs of before, an out-of-date hash and a dish's earlier slug answer 301 to the
// current URL (cached an hour, not for ever), so old pages and search engines keep their pictures.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { productImage } from '../images/render';
import {
  DRAWN_FILE,
  drawnFile,
  drawnHash,
  isImageWidth,
  LEGACY_DRAWN_FILE,
  UPLOAD_CONTENT_TYPES,
  UPLOADED_FILE,
} from '../images/variants';
import type { AppDeps } from '../services';
import type { Illustration } from '../db/seed/catalog';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REDIRECT_CACHE = 'public, max-age=3600';

export function imageRoutes({ services, config, imagesDir }: AppDeps & { imagesDir: string }) {
  const app = new Hono<AppEnv>();

  app.get('/images/products/:file', async (c) => {
    const file = c.req.param('file');
    const hashed = DRAWN_FILE.exec(file);
    const legacy = LEGACY_DRAWN_FILE.exec(file);
    const catalog = await services.catalog.get();
    /** The published dish behind a slug, current or earlier. */
    const dish = (slug: string) => {
      const renamed = catalog.redirects.get(slug);
      const product = catalog.products.find((p) => p.slug === slug) ?? catalog.products.find((p) => p.id === renamed);
      const category = catalog.categories.find((x) => x.id === product?.categoryId);
      return product && category ? { slug: product.slug, illustration: category.illustration as Illustration } : null;
    };

    if (hashed) {
      const [, slug = '', hash, width] = hashed;
      const found = dish(slug);
      const size = Number(width);
      if (found && isImageWidth(size) && found.slug === slug && drawnHash(slug, found.illustration) === hash) {
        const data = await productImage(imagesDir, slug, found.illustration, size);
        return c.body(new Uint8Array(data), 200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE });
      }
    }
    // Not the current picture: an old drawing, an earlier slug, or an un-hashed URL of before.
    for (const [, slug = '', width] of [
      hashed && [hashed[0], hashed[1], hashed[3]],
      legacy && [legacy[0], legacy[1], legacy[2]],
    ].filter((m): m is string[] => !!m)) {
      const found = dish(slug);
      const size = Number(width);
      if (found && isImageWidth(size)) {
        const location = `${config.publicApiUrl}/images/products/${drawnFile(found.slug, found.illustration, size)}`;
        return c.body(null, 301, { location, 'cache-control': REDIRECT_CACHE });
      }
    }
    throw notFound('catalog.product.notFound');
  });

  app.get('/images/u/:file', async (c) => {
    // The strict name is the whole guard against paths: hex, digits and one of two extensions, nothing else.
    const match = UPLOADED_FILE.exec(c.req.param('file'));
    const format = match?.[3] as keyof typeof UPLOAD_CONTENT_TYPES | undefined;
    if (!match || !format || !isImageWidth(Number(match[2]))) throw notFound();
    let data: Buffer;
    try {
      data = await readFile(path.join(config.uploadsDir, match[0]));
    } catch {
      throw notFound();
    }
    return c.body(new Uint8Array(data), 200, {
      'content-type': UPLOAD_CONTENT_TYPES[format],
      'cache-control': IMMUTABLE,
    });
  });

  return app;
}
