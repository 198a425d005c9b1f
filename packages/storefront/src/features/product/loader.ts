/** The product page's data: the product by slug (404 when unknown) and a few from its category. */
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { Product } from '../../api';
import { isUnknownSlug } from '../../api/catalog';
import { loaderDeps } from '../../shared/loaderContext';
import { splitLocale } from '../../i18n/locales';

/** How many related products the page shows. */
export const RELATED_COUNT = 4;

export interface ProductLoaderData {
  product: Product;
  related: Product[];
}

export async function productLoader({ request, params, context }: LoaderFunctionArgs): Promise<ProductLoaderData> {
  const { pathname } = new URL(request.url);
  const { catalog } = loaderDeps(context).api(splitLocale(pathname).locale);
  const product = await catalog.getProduct(params.slug ?? '').catch((error: unknown) => {
    if (isUnknownSlug(error)) throw data({ message: `Page not found: ${pathname}` }, { status: 404 });
    throw error;
  });
  // Related products are a nicety: the page renders without them if the call fails.
  const sameCategory = await catalog.getProducts({ category: product.category_slug }).catch(() => []);
  const related = sameCategory.filter((p) => p.id !== product.id && p.is_available).slice(0, RELATED_COUNT);
  return { product, related };
}
