import type { ElementType, ReactElement } from 'react';
import type { ProductCardImage } from './ProductCard.types';

/**
 * A photo's `<img>` (the child), wrapped in a `<picture>` with a `<source>` per other format when the image
 * has some: the browser takes the first type it decodes (AVIF), with the image's `sizes`, and falls back
 * to the `<img>`'s own files. Loading, priority, size and alt stay on the `<img>`; the frame's styles give
 * the `<picture>` no box (`display: contents`), so the layout is the bare `<img>`'s. Without sources it is
 * the bare `<img>`.
 */
export function Picture({ image, children }: { image: ProductCardImage; children: ReactElement }) {
  if (!image.sources?.length) return children;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {children}
    </picture>
  );
}

/**
 * A card's photo: its `<img>` (or the card's styled one, `as`) with the image's files, sizes and alt, loaded
 * lazily — or at once and first for a card on the first screen (`priority`) — in its `<picture>`. `alt`
 * overrides the image's own (a card whose name says it all gives '').
 */
export function CardPhoto({
  image,
  priority = false,
  alt = image.alt ?? '',
  as: Img = 'img',
}: {
  image: ProductCardImage;
  priority?: boolean;
  alt?: string;
  as?: ElementType;
}) {
  return (
    <Picture image={image}>
      <Img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </Picture>
  );
}
