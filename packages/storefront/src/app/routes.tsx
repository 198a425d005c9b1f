import { data, redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { locales, localizePath, type Locale } from '../i18n/locales';
import { rememberReturn } from '../features/auth/authReturn';
import { isExternal } from '../server/routeRules';
import { DefaultLayout } from './layouts/DefaultLayout';
import { SpriteLayout } from './layouts/SpriteLayout';
import { loaderDeps } from './loaderContext';
import { paths } from './paths';
import { RouteError } from './RouteError';
import { LocaleRoot, localeRootLoader, shouldRevalidateLocaleRoot } from './LocaleRoot';

/**
 * `/account/*` needs a valid token: without one, or when the API refuses it (a 401 signs the shopper
 * out), home with the sign-in modal, then back here after sign-in (302).
 */
function requireSignIn(locale: Locale) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const { stores, cookies } = loaderDeps(context);
    if (stores.user.isLoggedIn && !stores.user.profile) await stores.user.loadProfile();
    if (stores.user.isLoggedIn) return null;
    rememberReturn(cookies, new URL(request.url).pathname);
    return redirect(localizePath(paths.home(), locale));
  };
}

/** `/checkout/success` only with an `order_id` cookie (spec §2); otherwise home of the locale. */
function requireOrder(locale: Locale) {
  return ({ context }: LoaderFunctionArgs) =>
    loaderDeps(context).cookies.get('order_id') ? null : redirect(localizePath(paths.home(), locale));
}

/** Unknown paths: a route rule (legacy redirect) or a 404 (spec §8: "Page not found: {path}"). */
async function unknownPathLoader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const rule = await loaderDeps(context).routeRule(pathname);
  if (rule) return isExternal(rule.to) ? redirectDocument(rule.to, rule.status) : redirect(rule.to, rule.status);
  throw data({ message: `Page not found: ${pathname}` }, { status: 404 });
}

/** The unknown-path route always redirects or throws; it has a component only to satisfy the router. */
function NeverRendered() {
  return null;
}

/** The routes of one locale; `routes` below repeats them under each locale's prefix. */
function localeRoutes(locale: Locale): RouteObject[] {
  const id = (name: string) => `${locale}:${name}`;
  return [
    {
      id: id('default'),
      Component: DefaultLayout,
      children: [
        {
          id: id('pages'),
          errorElement: <RouteError />,
          children: [
            { id: id('home'), index: true, lazy: () => import('../pages/HomePage') },
            { id: id('menu'), path: 'menu', lazy: () => import('../pages/MenuPage') },
            { id: id('menu-category'), path: 'menu/:id', lazy: () => import('../pages/MenuCategoryPage') },
            { id: id('product'), path: 'product/:slug', lazy: () => import('../pages/ProductPage') },
            { id: id('promotions'), path: 'promotions', lazy: () => import('../pages/PromotionsPage') },
            { id: id('promotion'), path: 'promotions/:slug', lazy: () => import('../pages/PromotionPage') },
            { id: id('favorites'), path: 'favorites', lazy: () => import('../pages/FavoritesPage') },
            { id: id('contacts'), path: 'contacts', lazy: () => import('../pages/ContactsPage') },
            { id: id('delivery'), path: 'delivery', lazy: () => import('../pages/DeliveryPage') },
            {
              id: id('account'),
              path: 'account',
              loader: requireSignIn(locale),
              lazy: () => import('../pages/account/AccountLayout'),
              children: [
                {
                  id: id('account-index'),
                  index: true,
                  loader: () => redirect(localizePath(paths.accountOrders(), locale)),
                },
                { id: id('account-orders'), path: 'orders', lazy: () => import('../pages/account/OrdersPage') },
                { id: id('account-order'), path: 'orders/:id', lazy: () => import('../pages/account/OrderPage') },
                { id: id('account-bonuses'), path: 'bonuses', lazy: () => import('../pages/account/BonusesPage') },
                {
                  id: id('account-favorites'),
                  path: 'favorites',
                  lazy: () => import('../pages/account/AccountFavoritesPage'),
                },
                { id: id('account-profile'), path: 'profile', lazy: () => import('../pages/account/ProfilePage') },
                { id: id('account-referral'), path: 'referral', lazy: () => import('../pages/account/ReferralPage') },
              ],
            },
            { id: id('not-found'), path: '*', loader: unknownPathLoader, Component: NeverRendered },
          ],
        },
      ],
    },
    {
      id: id('checkout-layout'),
      // Lazy like the pages: the shop's other pages never render it.
      lazy: () => import('./layouts/CheckoutLayout').then((module) => ({ Component: module.CheckoutLayout })),
      children: [
        {
          id: id('checkout-pages'),
          errorElement: <RouteError />,
          children: [
            { id: id('checkout'), path: 'checkout', lazy: () => import('../pages/checkout/CheckoutPage') },
            {
              id: id('payment-success'),
              path: 'checkout/payment-success',
              lazy: () => import('../pages/checkout/PaymentSuccessPage'),
            },
            {
              id: id('payment-failure'),
              path: 'checkout/payment-failure',
              lazy: () => import('../pages/checkout/PaymentFailurePage'),
            },
            {
              id: id('checkout-success'),
              path: 'checkout/success',
              loader: requireOrder(locale),
              lazy: () => import('../pages/checkout/CheckoutSuccessPage'),
            },
            {
              id: id('payment-return-success'),
              path: 'api/success-viva-redirect-url',
              lazy: () => import('../pages/checkout/PaymentReturnPage'),
            },
            {
              id: id('payment-return-failure'),
              path: 'api/fail-viva-redirect-url',
              lazy: () => import('../pages/checkout/PaymentReturnPage'),
            },
          ],
        },
      ],
    },
    {
      id: id('sprite-layout'),
      Component: SpriteLayout,
      children: [{ id: id('icons'), path: '_icons', lazy: () => import('../pages/IconsPage') }],
    },
  ];
}

/** Every route of spec §2 in four variants: ro without a prefix, then /ru, /en, /uk. */
export const routes: RouteObject[] = locales.map(({ code, prefix }) => ({
  id: code,
  path: prefix || '/',
  handle: { locale: code },
  loader: localeRootLoader(code),
  shouldRevalidate: shouldRevalidateLocaleRoot,
  Component: LocaleRoot,
  errorElement: <RouteError />,
  children: localeRoutes(code),
}));
