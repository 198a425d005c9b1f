/**
 * `/track/{token}`: the order of a private read link (`GET /api/orders/track/{token}`), which a guest holds
 * too. Never kept by any cache, shared or the browser's: the page is the order and its contact's.
 */
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/types';
import { splitLocale } from '../../i18n/locales';
import { loaderDeps } from '../../shared/loaderContext';

/** The page's `Cache-Control`: the server renders it with this (entry-server.tsx), and no page cache keeps it. */
export const TRACKED_PAGE_CACHE = 'private, no-store';

export interface TrackedOrderData {
  token: string;
  order: Order;
}

export async function trackedOrderLoader({ request, params, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const notFound = () => data({ message: `Page not found: ${pathname}` }, { status: 404 });
  const token = params.token ?? '';
  // The API answers any token it does not know with a 404; one this long is not worth asking about.
  if (!token || token.length > 200) throw notFound();
  const { orders } = loaderDeps(context).api(splitLocale(pathname).locale);
  const order = await orders.tracked(token).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  });
  return data<TrackedOrderData>({ token, order }, { headers: { 'Cache-Control': TRACKED_PAGE_CACHE } });
}
