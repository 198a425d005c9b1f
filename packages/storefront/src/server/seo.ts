/**
 * A page's link preview (Open Graph and Twitter card tags) and its schema.org data, from the route's loader
 * data and the shell's dictionaries, on the server: crawlers and messengers read the first HTML only, so the
 * browser's bundles carry none of this.
 *
 * Pictures: the API serves WebP (every variant) and AVIF (uploaded photos' `sources`). Messengers and social
 * sites do not read AVIF, so the preview is the largest WebP variant (960 × 720, under the 1200 px Facebook
 * suggests). A promotion without its own picture is drawn by the shop in the page (SVG, which no preview
 * renders): its preview is the photo of its first dish, or none (a `summary` card) when it has no dishes.
 */
import type { IntlShape } from 'react-intl';
import type { Product, Promotion, Restaurant } from '../api/types';
import type { CatalogCategory, CatalogProduct } from '../features/catalog/catalogProduct';
import type { CategoryTileData } from '../features/catalog/loaders';
import { productJsonLd } from '../features/product/productJsonLd';
import { localizePath, locales, type Locale } from '../i18n/locales';
import { layoutMessages } from '../app/layouts/messages';
import type { ImageFiles } from '../shared/images';
import { paths } from '../shared/paths';
import { breadcrumbJsonLd, restaurantJsonLd } from './structuredData';

/** Open Graph's locale names (language_TERRITORY, as Facebook lists them) for the shop's languages. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { ro: 'ro_RO', ru: 'ru_RU', en: 'en_US', uk: 'uk_UA' };

/** A `<meta>`: Open Graph's are `property=`, Twitter's `name=`. */
export type MetaTag = [attribute: 'property' | 'name', key: string, content: string];

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  meta: MetaTag[];
  jsonLd: object[];
}

export interface SeoInput {
  /** The deepest matched route's name (`product` of `ru:product`). */
  route: string;
  /** That route's loader data (undefined on an error page). */
  data: unknown;
  locale: Locale;
  intl: IntlShape;
  /** The page's title as the document has it (with the brand) and its description. */
  title: string;
  description: string;
  /** The page's canonical URL. */
  canonical: string;
  siteUrl: string;
  /** The API as the browser reaches it: a relative picture URL is resolved against it. */
  apiBaseUrl: string;
  brandName: string;
  servesCuisine: readonly string[];
  /** ISO 3166-1 country of the restaurants' addresses. */
  country: string;
  restaurants: readonly Restaurant[];
  /** The shell's categories, in the page's language (a product page names its category). */
  categories: readonly { slug: string; name: string }[];
  /** Whether the page is an error or not for indexing: it gets the basic tags only. */
  noindex: boolean;
}

/** The largest WebP candidate of a picture (its `srcset`'s widest), with its size and an absolute URL. */
export function shareImage(image: ImageFiles, alt: string, base: string): ShareImage {
  let best = { url: image.url, width: image.width };
  for (const candidate of image.srcset.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(descriptor?.replace(/w$/, ''));
    if (url && width > best.width) best = { url, width };
  }
  return {
    url: new URL(best.url, `${base}/`).href,
    width: best.width,
    height: Math.round((best.width * image.height) / image.width),
    alt,
  };
}

export function pageSeo(input: SeoInput): PageSeo {
  const { locale, intl, siteUrl } = input;
  const abs = (path: string) => siteUrl + localizePath(path, locale);
  const picture = (image: ImageFiles, alt: string) => shareImage(image, alt, input.apiBaseUrl);
  const home = { name: input.brandName, url: abs(paths.home()) };
  // The menu as the navigation names it: the menu page's own title is its message group's.
  const menu = { name: intl.formatMessage(layoutMessages.menu), url: abs(paths.menu()) };

  let image: ShareImage | undefined;
  let product: Product | undefined;
  const jsonLd: object[] = [];
  const restaurants = (image?: ShareImage) =>
    input.restaurants.map((restaurant) =>
      restaurantJsonLd(restaurant, {
        siteUrl,
        contactsUrl: abs(paths.contacts()),
        menuUrl: menu.url,
        brandName: input.brandName,
        servesCuisine: input.servesCuisine,
        country: input.country,
        image: image?.url,
      }),
    );

  if (!input.noindex) {
    switch (input.route) {
      case 'home': {
        const data = input.data as
          { promotions: Promotion[]; categories: CategoryTileData[]; popular: CatalogProduct[] } | undefined;
        const promotion = data?.promotions.find((p) => p.image);
        const dish = data?.popular[0];
        image = promotion?.image
          ? picture(promotion.image, promotion.image.alt || promotion.title)
          : dish && picture(dish.image, dish.name);
        jsonLd.push(...restaurants(image));
        break;
      }
      case 'contacts':
        jsonLd.push(...restaurants());
        break;
      case 'menu-category': {
        const category = (input.data as { category: CatalogCategory } | undefined)?.category;
        if (!category) break;
        const first = category.products[0];
        image = first && picture(first.image, first.name);
        jsonLd.push(
          breadcrumbJsonLd([home, menu, { name: category.name, url: abs(paths.menuCategory(category.slug)) }]),
        );
        break;
      }
      case 'product': {
        product = (input.data as { product: Product } | undefined)?.product;
        if (!product) break;
        image = picture(product.image, product.image.alt || product.name);
        const category = input.categories.find((c) => c.slug === product!.category_slug);
        const url = abs(paths.product(product.slug));
        jsonLd.push(
          productJsonLd(product, {
            url,
            category: category?.name,
            brand: input.brandName,
            imageBase: input.apiBaseUrl,
          }),
          breadcrumbJsonLd([
            home,
            menu,
            ...(category ? [{ name: category.name, url: abs(paths.menuCategory(category.slug)) }] : []),
            { name: product.name, url },
          ]),
        );
        break;
      }
      case 'promotion': {
        const data = input.data as { promotion: Promotion; dishes: CatalogProduct[] } | undefined;
        if (!data) break;
        const { promotion, dishes } = data;
        image = promotion.image
          ? picture(promotion.image, promotion.image.alt || promotion.title)
          : dishes[0] && picture(dishes[0].image, dishes[0].name);
        break;
      }
    }
  }

  const meta: MetaTag[] = [
    ['property', 'og:type', product ? 'product' : 'website'],
    ['property', 'og:site_name', input.brandName],
    ['property', 'og:title', input.title],
    ['property', 'og:description', input.description],
    ['property', 'og:url', input.canonical],
    ['property', 'og:locale', OG_LOCALES[locale]],
    ...locales
      .filter(({ code }) => code !== locale)
      .map(({ code }): MetaTag => ['property', 'og:locale:alternate', OG_LOCALES[code]]),
  ];
  if (image) {
    meta.push(
      ['property', 'og:image', image.url],
      ['property', 'og:image:type', 'image/webp'],
      ['property', 'og:image:width', String(image.width)],
      ['property', 'og:image:height', String(image.height)],
      ['property', 'og:image:alt', image.alt],
    );
  }
  if (product) {
    meta.push(
      ['property', 'product:price:amount', product.price.toFixed(2)],
      ['property', 'product:price:currency', 'MDL'],
      ['property', 'product:availability', product.is_available ? 'in stock' : 'out of stock'],
    );
  }
  // Twitter reads og:title, og:description and og:image itself; only the card's kind is its own.
  meta.push(['name', 'twitter:card', image ? 'summary_large_image' : 'summary']);
  if (image) meta.push(['name', 'twitter:image:alt', image.alt]);
  return { meta, jsonLd };
}
