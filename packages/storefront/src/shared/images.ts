/**
 * The API's picture (`ProductImage`) as the kit's photo, in one place: WebP files for the `<img>` (every
 * browser), and an uploaded photo's AVIF as the `<picture>`'s first `<source>` (its preload: imagePreload.ts).
 */
import type { ProductCardImage } from '@nori/ui';
import type { ProductImage } from '../api/types';

/** What a photo needs of the API's image; `sources` may be left out when empty (the menu's hydration data). */
export type ImageFiles = Pick<ProductImage, 'url' | 'srcset' | 'width' | 'height'> & {
  sources?: ProductImage['sources'];
};

/** The photo for a kit card (or any `<img>`), its candidates chosen by `sizes`. */
export function kitImage(image: ImageFiles, sizes: string, alt = ''): ProductCardImage {
  const { url, srcset, width, height } = image;
  return {
    src: url,
    srcSet: srcset || undefined,
    sizes: srcset ? sizes : undefined,
    width,
    height,
    alt,
    sources: image.sources?.map((source) => ({ type: source.type, srcSet: source.srcset })),
  };
}
