// Apart from images.ts so that only the pages that preload a photo (a dish, a category) carry it.
import type { ProductCardImage } from '@nori/ui';
import type { PreloadImage } from './head';

/**
 * The preload of a photo: the very file its `<img>` or `<picture>` will pick. With an AVIF source that is
 * the AVIF one, preloaded with `type` so a browser that cannot decode AVIF skips the preload (its WebP then
 * loads from the `<img>` as usual) instead of fetching a file it cannot use.
 */
export function preloadOf(image: ProductCardImage): PreloadImage {
  const source = image.sources?.[0];
  if (!source) return { src: image.src, srcSet: image.srcSet, sizes: image.sizes };
  const candidates = source.srcSet.split(',').map((candidate) => candidate.trim().split(/\s+/));
  // `href` is for browsers without `imagesrcset`: the candidate as wide as the <img>'s own file.
  const main = candidates.find(([, w]) => w === `${image.width}w`) ?? candidates[0];
  return { src: main?.[0] ?? image.src, srcSet: source.srcSet, sizes: image.sizes, type: source.type };
}
