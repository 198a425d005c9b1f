/**
 * schema.org Product data for search engines, written by the server into the page's head
 * (`server/seo.ts`) as `<script type="application/ld+json">`. The CSP lets only nonce'd scripts run, but a
 * JSON-LD block is data the browser never executes; it still goes through `serializeState`, so a product
 * text holding `</script>` cannot end the element early. The offer is in stock when at least one
 * restaurant can cook the dish (`is_available`: not on every restaurant's stop-list): the shop delivers
 * from whichever restaurant serves the address, so one restaurant's stop-list does not make it unsellable.
 */
import type { Product } from '../../api';
import { serializeState } from '../../server/html';

const UNIT_CODES: Partial<Record<Product['weight_unit'], string>> = { g: 'GRM', ml: 'MLT' };

export interface ProductJsonLdOptions {
  /** The product page's absolute URL. */
  url: string;
  /** The category's name in the page's language. */
  category?: string;
  brand?: string;
  /** Where relative picture URLs are resolved (the API's public address); absolute ones stay as they are. */
  imageBase?: string;
}

export function productJsonLd(product: Product, { url, category, brand, imageBase }: ProductJsonLdOptions) {
  const unitCode = UNIT_CODES[product.weight_unit];
  const files = product.image.variants.length ? product.image.variants.map((v) => v.url) : [product.image.url];
  const images = imageBase ? files.map((file) => new URL(file, `${imageBase}/`).href) : files;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images,
    sku: product.slug,
    productID: String(product.id),
    url,
    ...(category && { category }),
    ...(brand && { brand: { '@type': 'Brand', name: brand } }),
    ...(unitCode && { weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode } }),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'MDL',
      price: product.price.toFixed(2),
      availability: product.is_available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** The JSON for the script element: no `<`, `>` or `&` left unescaped. */
export const jsonLdText = (data: unknown) => serializeState(data);
