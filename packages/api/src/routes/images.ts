// Product images: /images/products/{slug}-{320|640|960}.webp, immutable for a year.
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { productImage } from '../images/render';
import { IMAGE_WIDTHS, type ImageWidth } from '../images/sizes';
import type { AppDeps } from '../services';
import type { Illustration } from '../db/seed/catalog';

export function imageRoutes({ services, imagesDir }: AppDeps & { imagesDir: string }) {
  const app = new Hono<AppEnv>();
  app.get('/images/products/:file', async (c) => {
    const match = /^([a-z0-9-]{1,100})-(\d{3})\.webp$/.exec(c.req.param('file'));
    const width = Number(match?.[2]) as ImageWidth;
    if (!match?.[1] || !IMAGE_WIDTHS.includes(width)) throw notFound();
    const catalog = await services.catalog.get();
    const product = catalog.products.find((p) => p.slug === match[1]);
    const category = catalog.categories.find((x) => x.id === product?.categoryId);
    if (!product || !category) throw notFound('catalog.product.notFound');
    const data = await productImage(imagesDir, product.slug, category.illustration as Illustration, width);
    return c.body(new Uint8Array(data), 200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  return app;
}
