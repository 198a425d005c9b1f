import { locales, localizePath } from '../i18n/locales';
import { paths } from '../shared/paths';

/** The public, indexable pages (account, checkout and results are left out). */
export const staticPagePaths = [
  paths.home(),
  paths.menu(),
  paths.promotions(),
  paths.contacts(),
  paths.delivery(),
  paths.favorites(),
];

export interface SitemapInput {
  siteUrl: string;
  categories: readonly string[];
  products: readonly string[];
  promotions: readonly string[];
}

/**
 * sitemap.xml: every page in every locale, each with its hreflang alternates (Google's
 * `xhtml:link` form) and x-default pointing at the Romanian page.
 */
export function renderSitemap({ siteUrl, categories, products, promotions }: SitemapInput): string {
  const pagePaths = [
    ...staticPagePaths,
    ...categories.map(paths.menuCategory),
    ...products.map(paths.product),
    ...promotions.map(paths.promotion),
  ];
  const entries = pagePaths.flatMap((path) => {
    const alternates = [
      ...locales.map(
        ({ code, tag }) =>
          `    <xhtml:link rel="alternate" hreflang="${tag}" href="${xml(siteUrl + localizePath(path, code))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteUrl + path)}"/>`,
    ].join('\n');
    return locales.map(
      ({ code }) => `  <url>\n    <loc>${xml(siteUrl + localizePath(path, code))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  const privatePaths = ['/account', '/checkout', '/api/', '/_icons'];
  const disallow = locales.flatMap(({ code }) => privatePaths.map((path) => `Disallow: ${localizePath(path, code)}`));
  return ['User-agent: *', ...new Set(disallow), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
