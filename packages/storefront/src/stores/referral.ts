/**
 * Referral codes (spec §2, §9): `?referral=` on any page is kept in a cookie for 28 days and sent as
 * `referrer_id` with the profile update.
 */
import type { CookieJar } from '../services/cookies';

export const REFERRAL_COOKIE = 'referral';
export const REFERRAL_COOKIE_OPTIONS = {
  maxAge: 2_419_200,
  path: '/',
  sameSite: 'lax',
} as const;

/** Codes and user ids: letters, digits, - and _, at most 40 (the API's limit). */
const REFERRAL = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Stores the URL's `referral` parameter when it holds a plausible code, and returns it (null otherwise).
 * The shell calls it with each URL it renders or navigates to; a newer link replaces an older code.
 */
export function captureReferral(url: string | URL, cookies: CookieJar): string | null {
  let code: string | null;
  try {
    code = new URL(url, 'http://localhost').searchParams.get('referral')?.trim() ?? null;
  } catch {
    return null;
  }
  if (!code || !REFERRAL.test(code)) return null;
  if (cookies.get(REFERRAL_COOKIE) !== code) cookies.set(REFERRAL_COOKIE, code, REFERRAL_COOKIE_OPTIONS);
  return code;
}

/** The stored referral code, for `referrer_id`. */
export function readReferral(cookies: CookieJar): string | null {
  const code = cookies.get(REFERRAL_COOKIE)?.trim();
  return code && REFERRAL.test(code) ? code : null;
}
