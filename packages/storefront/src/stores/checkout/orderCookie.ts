/**
 * The `order_id` cookie (spec §2): the final success page needs it. The checkout sets it for an order that
 * stands (paid, or placed for cash), the server's payment return for a verified card payment.
 */
import type { CookieJar } from '../../services/cookies';

export const ORDER_COOKIE = 'order_id';
/** A day is enough to come back to the success page. */
export const ORDER_COOKIE_MAX_AGE = 86_400;

export function setOrderCookie(cookies: CookieJar, orderId: number): void {
  cookies.set(ORDER_COOKIE, String(orderId), {
    path: '/',
    maxAge: ORDER_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: cookies.secure,
  });
}

/** The order the success pages are about, or null. */
export const orderIdFrom = (cookies: CookieJar): number | null => Number(cookies.get(ORDER_COOKIE)) || null;
