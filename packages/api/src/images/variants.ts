// Where every picture's files live and what their URLs are, in one place: the catalog views build the
// `image` of the menu from these, the image routes parse the same names back, the upload writes them.
// Every URL names its content (a content hash), so it can be cached for a year: a new picture is a new URL.
import { createHash } from 'node:crypto';
import type { ImageRef } from '../db/schema';
import { IMAGE_HEIGHT_RATIO, IMAGE_WIDTHS, type ImageWidth } from './sizes';

/**
 * The version of the drawn illustrations. Bump it when draw.ts or render.ts draws differently: every drawn
 * URL changes with it, so browsers and CDNs holding the old pictures (cached `immutable`) fetch the new ones.
 */
export const DRAW_VERSION = 1;

export type ImageVariant = { url: string; width: number; height: number };
/** The `ProductImage` of the contract (`@nori/core`): WebP in `url`/`srcset`, AVIF in `sources`. */
export type ImageView = ImageVariant & {
  alt: string;
  srcset: string;
  variants: ImageVariant[];
  sources: { type: 'image/avif'; srcset: string }[];
};

export const heightOf = (width: number) => Math.round(width * IMAGE_HEIGHT_RATIO);

const hashes = new Map<string, string>();

/** A short hash of what a drawn picture looks like: the draw version, the slug (its seed) and the illustration. */
export function drawnHash(slug: string, illustration: string): string {
  const key = `${DRAW_VERSION}\n${slug}\n${illustration}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = createHash('sha256').update(key).digest('hex').slice(0, 10);
    // Bounded by the catalog's size; a renamed slug leaves one stale entry behind, which costs nothing.
    if (hashes.size > 10_000) hashes.clear();
    hashes.set(key, hash);
  }
  return hash;
}

/** `/images/products/{slug}-{hash}-{width}.webp`: the name of a drawn variant, on disk and in its URL. */
export const drawnFile = (slug: string, illustration: string, width: ImageWidth) =>
  `${slug}-${drawnHash(slug, illustration)}-${width}.webp`;

/** A drawn file name, hashed (`{slug}-{hash}-{width}.webp`), or the un-hashed one of before (`{slug}-{width}.webp`). */
export const DRAWN_FILE = /^([a-z0-9-]{1,100})-([0-9a-f]{10})-(\d{3})\.webp$/;
export const LEGACY_DRAWN_FILE = /^([a-z0-9-]{1,100})-(\d{3})\.webp$/;

/** An uploaded variant: `{sha256}-{width}.{avif|webp}`, the only names /images/u/ answers. */
export const UPLOADED_FILE = /^([0-9a-f]{64})-(\d{3})\.(avif|webp)$/;
export type UploadFormat = 'avif' | 'webp';
export const uploadedFile = (hash: string, width: ImageWidth, format: UploadFormat) => `${hash}-${width}.${format}`;
export const UPLOAD_CONTENT_TYPES: Record<UploadFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export const isImageWidth = (width: number): width is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/**
 * The widths an upload is cut to: those its 4:3 crop reaches without enlarging (the crop of a W × H picture
 * is min(W, H × 4/3) wide). A picture passes the upload only with both sides ≥ 320, so there is always one.
 */
export function uploadWidths(ref: Pick<ImageRef, 'width' | 'height'>): ImageWidth[] {
  const cropWidth = Math.min(ref.width, Math.floor(ref.height / IMAGE_HEIGHT_RATIO));
  const widths = IMAGE_WIDTHS.filter((width) => width <= cropWidth);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}

function view(variants: ImageVariant[], alt: string, sources: ImageView['sources']): ImageView {
  // The 640 px one, or the largest there is.
  const main = variants.find((v) => v.width === 640) ?? variants[variants.length - 1];
  return {
    url: main?.url ?? '',
    width: main?.width ?? 0,
    height: main?.height ?? 0,
    alt,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    variants,
    sources,
  };
}

/** A product's drawn illustration, as the menu shows it: WebP only. */
export function drawnImage(baseUrl: string, slug: string, illustration: string, alt: string): ImageView {
  const variants = IMAGE_WIDTHS.map((width) => ({
    url: `${baseUrl}/images/products/${drawnFile(slug, illustration, width)}`,
    width,
    height: heightOf(width),
  }));
  return view(variants, alt, []);
}

/** An uploaded photo: WebP in `url`/`srcset`/`variants` (every browser), AVIF first in `sources` (for `<picture>`). */
export function uploadedImage(baseUrl: string, ref: ImageRef, alt: string): ImageView {
  const widths = uploadWidths(ref);
  const url = (width: ImageWidth, format: UploadFormat) =>
    `${baseUrl}/images/u/${uploadedFile(ref.hash, width, format)}`;
  const variants = widths.map((width) => ({ url: url(width, 'webp'), width, height: heightOf(width) }));
  const avif = widths.map((width) => `${url(width, 'avif')} ${width}w`).join(', ');
  return view(variants, alt, [{ type: 'image/avif', srcset: avif }]);
}
