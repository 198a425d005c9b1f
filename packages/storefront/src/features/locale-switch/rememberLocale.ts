import { LOCALE_COOKIE, LOCALE_COOKIE_OPTIONS, type Locale } from '../../i18n/locales';

/** Remembers the shopper's language choice (spec §9: 365 days, path /, SameSite Lax). */
export function rememberLocale(locale: Locale): void {
  const { maxAge, path, sameSite } = LOCALE_COOKIE_OPTIONS;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite}${secure}`;
}
