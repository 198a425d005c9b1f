/**
 * The dishes a promotion is about, for its page only: a module of its own, so the home page (which lists
 * promotions with the loaders and words beside this one) carries none of it.
 */
import { defineMessage } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Product, Promotion } from '../../api';
import { loaderDeps } from '../../shared/loaderContext';
import { splitLocale } from '../../i18n/locales';

export const promotionDishesTitle = defineMessage({
  id: 'promotions.details.dishes',
  defaultMessage: 'Dishes in this promotion',
  description: 'Promotion page: heading over the dishes the promotion is about',
});

/**
 * The dishes a promotion is about (`product_ids`), in its order, as the catalog sells them now: one that is
 * gone is left out. A nicety: if the call fails, the page shows the promotion without them.
 */
export async function promotionDishes(
  { request, context }: LoaderFunctionArgs,
  promotion: Promotion,
): Promise<Product[]> {
  const { catalog } = loaderDeps(context).api(splitLocale(new URL(request.url).pathname).locale);
  const products = await catalog.getProductsByIds(promotion.product_ids).catch(() => []);
  const byId = new Map(products.map((product) => [product.id, product]));
  return promotion.product_ids.flatMap((id) => byId.get(id) ?? []);
}
