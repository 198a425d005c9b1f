/**
 * The product page's data: the product by slug (404 when unknown; an earlier slug of a renamed product
 * answers 301 to the current page) and a few from its category.
 */
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Product } from '../../api';
import { isUnknownSlug } from '../../api/errors';
import { loaderDeps } from '../../shared/loaderContext';
import { paths } from '../../shared/paths';
import { localizePath, splitLocale } from '../../i18n/locales';

/** How many related products the page shows. */
export const RELATED_COUNT = 4;

export interface ProductLoaderData {
  product: Product;
  related: Product[];
}

export async function productLoader({ request, params, context }: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const { pathname, search } = new URL(request.url);
  const { locale } = splitLocale(pathname);
  const { catalog } = loaderDeps(context).api(locale);
  const product = await catalog.getProduct(params.slug ?? '').catch((error: unknown) => {
    if (isUnknownSlug(error)) throw data({ message: `Page not found: ${pathname}` }, { status: 404 });
    throw error;
  });
  // The API answers an earlier slug of a renamed dish with the dish as it is now: old links, bookmarks and
  // search results move to the one current address for good, in the same language, with their query.
  if (product.slug !== params.slug) {
    throw redirect(localizePath(paths.product(product.slug), locale) + search, 301);
  }
  // Related products are a nicety: the page renders without them if the call fails.
  const sameCategory = await catalog.getProducts({ category: product.category_slug }).catch(() => []);
  const related = sameCategory.filter((p) => p.id !== product.id && p.is_available).slice(0, RELATED_COUNT);
  return { product, related };
}
