import type { Product } from '../../api';
import { jsonLdText, productJsonLd, type ProductJsonLdOptions } from './productJsonLd';

/** The product's schema.org data as a JSON-LD block (escaped: see productJsonLd). */
export function ProductJsonLd({ product, ...options }: ProductJsonLdOptions & { product: Product }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product, options)) }}
    />
  );
}
