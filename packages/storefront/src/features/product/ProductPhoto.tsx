// The product page's photo: a drawn picture as a WebP <img>, an uploaded photo as a <picture> with its AVIF first.
import { media } from '@nori/ui';
import styled from 'styled-components';
import type { Product } from '../../api';
import { preloadOf } from '../../shared/imagePreload';
import { kitImage } from '../../shared/images';

/** The photo's width on the page: full width on a phone, half the content (584 px at most) on desktop. */
export const PRODUCT_PHOTO_SIZES = '(min-width: 1232px) 584px, (min-width: 769px) 50vw, 100vw';

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.subtle};

  ${media.desktop} {
    position: sticky;
    top: 88px;
  }
`;

/** Takes no box: the photo stays the layout's grid item (and sticky on desktop) inside its <picture>. */
const PhotoFormats = styled.picture`
  display: contents;
`;

/**
 * The photo, the page's largest image: loaded at once with high priority. An uploaded photo's AVIF comes
 * first in a <picture> (the page preloads that same file: `photoPreload`); a drawn one is the WebP <img>.
 */
export function ProductPhoto({ product }: { product: Product }) {
  const { sources = [] } = kitImage(product.image, PRODUCT_PHOTO_SIZES);
  const photo = (
    <Photo
      src={product.image.url}
      srcSet={product.image.srcset || undefined}
      sizes={PRODUCT_PHOTO_SIZES}
      width={product.image.width}
      height={product.image.height}
      alt={product.image.alt || product.name}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
  if (sources.length === 0) return photo;
  return (
    <PhotoFormats>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={PRODUCT_PHOTO_SIZES} />
      ))}
      {photo}
    </PhotoFormats>
  );
}

/** What the page preloads for the photo: the file `ProductPhoto` will show. */
export const photoPreload = (product: Product) => preloadOf(kitImage(product.image, PRODUCT_PHOTO_SIZES));
