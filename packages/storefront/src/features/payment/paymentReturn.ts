/**
 * The card provider's return (`/api/success-viva-redirect-url`, `/api/fail-viva-redirect-url`, with
 * `t`, `s`, `lang`, `eventId`, `eci`). Which of the two addresses the shopper came back to proves
 * nothing: the API is asked to verify the transaction with the provider, and only its answer counts.
 */
import { redirect } from 'react-router-dom';
import type { LoaderDeps } from '../../shared/loaderContext';
import { paths } from '../../shared/paths';
import { isLocale, localizePath, splitLocale, type Locale } from '../../i18n/locales';
import { setOrderCookie } from '../../stores/checkout/orderCookie';

const PROVIDER_LANGUAGES: Readonly<Record<string, Locale>> = {
  ro: 'ro',
  mo: 'ro',
  ru: 'ru',
  en: 'en',
  uk: 'uk',
  ua: 'uk',
};

/** The shop's locale for the provider's `lang` (`ro-RO`, `ru-RU`, `en-GB`, `uk-UA`); null when unknown. */
export function localeFromProviderLang(lang: string | null | undefined): Locale | null {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const locale = PROVIDER_LANGUAGES[primary];
  return locale && isLocale(locale) ? locale : null;
}

/** Verifies the return and answers with the redirect: payment-success (cookie set) or payment-failure. */
export async function verifyPaymentReturn(
  request: Request,
  deps: Pick<LoaderDeps, 'api' | 'cookies'>,
): Promise<Response> {
  const url = new URL(request.url);
  const locale = localeFromProviderLang(url.searchParams.get('lang')) ?? splitLocale(url.pathname).locale;
  const t = url.searchParams.get('t');
  const s = url.searchParams.get('s');
  const failure = (query = '') => redirect(localizePath(paths.paymentFailure(), locale) + query);
  if (!t || !s) return failure();
  try {
    const result = await deps.api(locale).orders.verifyPayment({ t, s });
    if (result.status !== 'paid') {
      // The return's own `t` and `s` travel on, so "try again" can ask the API for this order's checkout.
      const query = new URLSearchParams({ order: String(result.order_id), t, s });
      if (result.status === 'pending') query.set('status', 'pending');
      return failure(`?${query}`);
    }
    setOrderCookie(deps.cookies, result.order_id);
    return redirect(localizePath(paths.paymentSuccess(), locale));
  } catch {
    // Unknown transaction, or the provider did not answer: not paid as far as the shop knows.
    return failure();
  }
}
