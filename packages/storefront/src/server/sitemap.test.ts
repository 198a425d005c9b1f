import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap';

describe('sitemap', () => {
  const xml = renderSitemap({
    siteUrl: 'https://shop.example',
    categories: ['rolls'],
    products: ['philadelphia-clasic'],
    promotions: ['doua-la-pret-de-unu'],
  });

  it('lists every page in every locale', () => {
    for (const loc of [
      'https://shop.example/product/philadelphia-clasic',
      'https://shop.example/ru/product/philadelphia-clasic',
      'https://shop.example/en/product/philadelphia-clasic',
      'https://shop.example/uk/product/philadelphia-clasic',
      'https://shop.example/uk/promotions/doua-la-pret-de-unu',
      'https://shop.example/ru/menu/rolls',
      'https://shop.example/en',
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
  });

  it('gives each page its alternates with x-default', () => {
    expect(xml).toContain('hreflang="uk-UA" href="https://shop.example/uk/promotions"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/promotions"');
  });

  it('keeps private areas out of robots in every locale', () => {
    const robots = renderRobots('https://shop.example');
    expect(robots).toContain('Disallow: /ru/account');
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
