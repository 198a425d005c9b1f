import { localizePath, type Locale } from '../i18n/locales';

/**
 * Every URL of the shop is built here (bulletproof-react's `paths` module), so a route moves in one place.
 * Paths are locale-free; `localizePath` adds the prefix (none for ro, /ru, /en, /uk).
 */
export const paths = {
  home: () => '/',
  menu: () => '/menu',
  menuCategory: (id: string) => `/menu/${encodeURIComponent(id)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  promotions: () => '/promotions',
  promotion: (slug: string) => `/promotions/${encodeURIComponent(slug)}`,
  favorites: () => '/favorites',
  contacts: () => '/contacts',
  delivery: () => '/delivery',
  checkout: () => '/checkout',
  paymentSuccess: () => '/checkout/payment-success',
  paymentFailure: () => '/checkout/payment-failure',
  checkoutSuccess: () => '/checkout/success',
  paymentReturnSuccess: () => '/api/success-viva-redirect-url',
  paymentReturnFailure: () => '/api/fail-viva-redirect-url',
  account: () => '/account',
  /** The order history; pages after the first are `?page=N`. */
  accountOrders: (page = 1) => (page > 1 ? `/account/orders?page=${page}` : '/account/orders'),
  accountOrder: (id: string | number) => `/account/orders/${encodeURIComponent(String(id))}`,
  accountBonuses: () => '/account/bonuses',
  accountFavorites: () => '/account/favorites',
  accountProfile: () => '/account/profile',
  accountReferral: () => '/account/referral',
  /** An order's private page, by the tracking token the API gave with the order (and sends by SMS). */
  track: (token: string) => `/track/${encodeURIComponent(token)}`,
  icons: () => '/_icons',
} as const;

/** A path of `paths` in a locale: `to('ru', paths.product('philadelphia'))` → `/ru/product/philadelphia`. */
export function to(locale: Locale, path: string): string {
  return localizePath(path, locale);
}
