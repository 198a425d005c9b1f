/** Route loaders of the menu pages (the page modules re-export them). */
import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { isUnknownSlug } from '../../api/errors';
import { loaderDeps } from '../../shared/loaderContext';
import { paths } from '../../shared/paths';
import { localizePath, splitLocale } from '../../i18n/locales';
import {
  toCatalogCategory,
  toCatalogProduct,
  toImageFiles,
  type CatalogCategory,
  type CatalogProduct,
} from './catalogProduct';

export interface MenuData {
  categories: CatalogCategory[];
}

export interface CategoryData {
  category: CatalogCategory;
}

function localeOf(request: Request) {
  return splitLocale(new URL(request.url).pathname).locale;
}

/** `/menu`: every category with its products (the search and filters apply to these in the page). */
export async function menuLoader({ request, context }: LoaderFunctionArgs): Promise<MenuData> {
  const menu = await loaderDeps(context).api(localeOf(request)).catalog.getMenu();
  return { categories: menu.map(toCatalogCategory) };
}

/**
 * `/menu/{id}`: one category by its slug. The spec's "category or item": a product's slug here goes
 * to the product page (301); anything else is a 404.
 */
export async function categoryLoader({ request, params, context }: LoaderFunctionArgs): Promise<CategoryData> {
  const locale = localeOf(request);
  const { catalog } = loaderDeps(context).api(locale);
  const id = params.id ?? '';
  try {
    return { category: toCatalogCategory(await catalog.getCategory(id)) };
  } catch (error) {
    if (!isUnknownSlug(error)) throw error;
  }
  const product = await catalog.getProduct(id).catch((error: unknown) => {
    if (isUnknownSlug(error)) return null;
    throw error;
  });
  if (product) throw redirect(localizePath(paths.product(product.slug), locale), 301);
  throw data({ message: `Page not found: ${new URL(request.url).pathname}` }, { status: 404 });
}

/** The search and filters live in the query and apply to the loaded menu: only a new path reloads. */
export function revalidateOnPathChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** A category tile: its first product's photo stands for it. */
export interface CategoryTileData {
  id: number;
  slug: string;
  name: string;
  count: number;
  image: CatalogProduct['image'] | null;
}

export interface HomeCatalogData {
  categories: CategoryTileData[];
  /** Bestsellers (tag `hit`) that can be ordered today. */
  popular: CatalogProduct[];
}

/** How many bestsellers the home page shows: two rows of four on desktop. */
export const POPULAR_COUNT = 8;

/** The home page's part of the menu, from one cached call: category tiles and bestsellers. */
export async function homeCatalogLoader({ request, context }: LoaderFunctionArgs): Promise<HomeCatalogData> {
  const menu = await loaderDeps(context).api(localeOf(request)).catalog.getMenu();
  const categories = menu.map((category) => ({
    id: category.id,
    slug: category.slug,
    name: category.name,
    count: category.products.length,
    // The category's own photo when one was uploaded, else its first dish's.
    image: category.image
      ? toImageFiles(category.image)
      : category.products[0]
        ? toImageFiles(category.products[0].image)
        : null,
  }));
  const popular = menu
    .flatMap((category) => category.products)
    .filter((product) => product.is_available && product.tags.includes('hit'))
    .slice(0, POPULAR_COUNT)
    .map(toCatalogProduct);
  return { categories, popular };
}
