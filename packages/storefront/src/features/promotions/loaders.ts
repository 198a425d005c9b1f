/** Route loaders of the promotion pages. */
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { Promotion } from '../../api';
import { isUnknownSlug } from '../../api/errors';
import { loaderDeps } from '../../shared/loaderContext';
import { splitLocale } from '../../i18n/locales';

const apiFor = ({ request, context }: LoaderFunctionArgs) =>
  loaderDeps(context).api(splitLocale(new URL(request.url).pathname).locale);

/** The promotions running now, in the API's order. */
export async function activePromotions(args: LoaderFunctionArgs): Promise<Promotion[]> {
  return (await apiFor(args).catalog.getPromotions()).filter((promotion) => promotion.is_active);
}

export async function promotionsLoader(args: LoaderFunctionArgs): Promise<{ promotions: Promotion[] }> {
  return { promotions: await activePromotions(args) };
}

/** One promotion by slug, also an ended or future one (its page says so); 404 when unknown. */
export async function promotionLoader(args: LoaderFunctionArgs): Promise<{ promotion: Promotion }> {
  const { pathname } = new URL(args.request.url);
  try {
    return { promotion: await apiFor(args).catalog.getPromotion(args.params.slug ?? '') };
  } catch (error) {
    if (isUnknownSlug(error)) throw data({ message: `Page not found: ${pathname}` }, { status: 404 });
    throw error;
  }
}
