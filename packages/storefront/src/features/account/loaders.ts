import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { loaderDeps } from '../../shared/loaderContext';
import { paths } from '../../shared/paths';
import { localizePath, splitLocale } from '../../i18n/locales';

/** What an account page's loader works with: its URL, locale, and the API with the shopper's token. */
export function accountDeps({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { locale } = splitLocale(url.pathname);
  const deps = loaderDeps(context);
  return { url, locale, api: deps.api(locale), stores: deps.stores };
}

/**
 * Runs an account call for a loader. A 401 (the token was revoked meanwhile; the client has signed the
 * shopper out) goes home; other API errors become the error page with their status (404 for an order
 * that is not the shopper's), and an unreachable API a 503.
 */
export async function accountLoad<T>(locale: Parameters<typeof localizePath>[1], load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 401) throw redirect(localizePath(paths.home(), locale));
    throw data({ message: error.message }, { status: error.status || 503 });
  }
}

/** `/account/orders/{id}`: a positive integer id, else null (the page is a 404 without asking the API). */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
