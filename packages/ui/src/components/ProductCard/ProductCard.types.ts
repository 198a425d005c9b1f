/** The same photo in another format, offered before the `<img>`'s own files (AVIF before WebP). */
export interface ProductCardImageSource {
  /** The files' type, e.g. `image/avif`: a browser that cannot decode it skips the source. */
  type: string;
  /** Candidate files, like the image's `srcSet` (the image's `sizes` applies). */
  srcSet: string;
}

/** A product photo. Width and height are the file's, so the browser reserves the space before it loads. */
export interface ProductCardImage {
  src: string;
  /** Candidate files for `srcset`, e.g. `a-320.webp 320w, a-640.webp 640w`. */
  srcSet?: string;
  /** Other formats of the same files, best first: the photo becomes a `<picture>` with these `<source>`s. @default [] */
  sources?: ProductCardImageSource[];
  /** `sizes` for `srcSet`; the storefront knows its grid, e.g. `(min-width: 769px) 25vw, 50vw`. */
  sizes?: string;
  width: number;
  height: number;
  /** Leave empty when the photo only shows what the name says (the usual case). @default '' */
  alt?: string;
}

/** Weight, pieces or volume of a portion. */
export interface ProductWeight {
  value: number;
  unit: 'g' | 'pcs' | 'ml';
}

export type ProductCardImageRatio = '1:1' | '4:3';
export type ProductAvailability = 'available' | 'unavailable';
