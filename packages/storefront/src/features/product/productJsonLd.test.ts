import { describe, expect, it } from 'vitest';
import type { Product } from '../../api';
import { jsonLdText, productJsonLd } from './productJsonLd';

const product: Product = {
  id: 1,
  slug: 'philadelphia-clasic',
  legacy_id: 5662,
  category_id: 1,
  category_slug: 'rulouri',
  name: 'Philadelphia clasic',
  description: 'Somon, cremă de brânză, castravete.',
  price: 139,
  old_price: null,
  weight: 260,
  weight_unit: 'g',
  tags: ['hit'],
  is_available: true,
  unavailable_at: [],
  allergens: ['fish', 'milk'],
  nutrition: null,
  image: {
    url: 'https://api.test/p-640.webp',
    width: 640,
    height: 480,
    alt: 'Philadelphia clasic',
    srcset: 'https://api.test/p-320.webp 320w, https://api.test/p-640.webp 640w',
    variants: [
      { url: 'https://api.test/p-320.webp', width: 320, height: 240 },
      { url: 'https://api.test/p-640.webp', width: 640, height: 480 },
    ],
    sources: [],
  },
  modifiers: [],
};

describe('product JSON-LD', () => {
  it('describes the product with its offer in MDL', () => {
    expect(
      productJsonLd(product, {
        url: 'https://shop.test/product/philadelphia-clasic',
        category: 'Rulouri',
        brand: 'Nori',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Philadelphia clasic',
      description: 'Somon, cremă de brânză, castravete.',
      image: ['https://api.test/p-320.webp', 'https://api.test/p-640.webp'],
      sku: 'philadelphia-clasic',
      productID: '1',
      url: 'https://shop.test/product/philadelphia-clasic',
      category: 'Rulouri',
      brand: { '@type': 'Brand', name: 'Nori' },
      weight: { '@type': 'QuantitativeValue', value: 260, unitCode: 'GRM' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/product/philadelphia-clasic',
        priceCurrency: 'MDL',
        price: '139.00',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('marks an unavailable product out of stock and gives pieces no weight', () => {
    const data = productJsonLd({ ...product, is_available: false, weight_unit: 'pcs' }, { url: 'u' });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('weight');
    expect(data).not.toHaveProperty('category');
  });

  it('cannot close its script element, and still parses back to the same data', () => {
    const hostile = { ...product, name: '</script><script>alert(1)</script>', description: 'a & b <!-- c' };
    const text = jsonLdText(productJsonLd(hostile, { url: 'u' }));
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text).name).toBe(hostile.name);
  });
});
