import { isLocale, splitLocale } from '../../i18n/locales';
import type { CookieJar } from '../../services/cookies';

/**
 * Where a signed-out shopper was going: the account guard keeps the page asked for in this cookie,
 * sends them home with the sign-in modal, and sign-in ends there. A cookie, not a query parameter, so
 * no link can make the shop redirect elsewhere; and only account paths of this shop are honoured.
 */
export const AUTH_RETURN_COOKIE = 'auth_return';
export const AUTH_RETURN_OPTIONS = { maxAge: 600, path: '/', sameSite: 'lax' } as const;

export function rememberReturn(cookies: CookieJar, pathname: string): void {
  cookies.set(AUTH_RETURN_COOKIE, pathname, AUTH_RETURN_OPTIONS);
}

/** The remembered account path, if it is one; the cookie is consumed either way. */
export function takeReturn(cookies: CookieJar): string | null {
  const path = cookies.get(AUTH_RETURN_COOKIE);
  if (path === undefined) return null;
  cookies.remove(AUTH_RETURN_COOKIE, { path: '/' });
  return isAccountPath(path) ? path : null;
}

export function isAccountPath(path: string): boolean {
  if (!/^\/[a-z0-9/_-]*$/i.test(path)) return false;
  const { path: rest } = splitLocale(path);
  const prefix = path.split('/')[1] ?? '';
  return (rest === '/account' || rest.startsWith('/account/')) && (prefix === 'account' || isLocale(prefix));
}
