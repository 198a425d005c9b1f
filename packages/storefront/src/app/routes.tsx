import type { ComponentType } from 'react';
import { data, redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { intlWithGroups, loadMessageGroups, messageGroupModules, type MessageGroup } from '../i18n/intl';
import { locales, localizePath, type Locale } from '../i18n/locales';
import { rememberReturn } from '../features/auth/authReturn';
import { isExternal, withQuery } from '../server/routeRules';
import { DefaultLayout } from './layouts/DefaultLayout';
import { SpriteLayout } from './layouts/SpriteLayout';
import type { RouteHandle } from '../shared/head';
import { loaderDeps } from '../shared/loaderContext';
import { paths } from '../shared/paths';
import { RouteErrorPart } from './layouts/deferredParts';
import { LocaleRoot, localeRootLoader, shouldRevalidateLocaleRoot } from './LocaleRoot';
import { withMessageGroups } from './withMessageGroups';
import { withUnavailablePage } from './unavailable';

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

/** The route modules, each its own chunk, by file: `lazyPage` picks one. */
const pageModules = import.meta.glob(['../pages/**/[A-Z]*Page.tsx', '../pages/**/[A-Z]*Layout.tsx']);

/**
 * Each lazy route's module as the build manifest names it (`src/pages/HomePage.tsx`), by route id: the
 * server preloads the chunks of the routes it rendered, so the browser fetches them with the entry instead
 * of discovering them after it ran.
 */
export const routeModules = new Map<string, string>();

/**
 * The message groups' catalogs each lazy route loads with its module, and the kit's labels they bring (manifest
 * keys, `src/i18n/messages/order/ro.json`, `../ui/src/intl/timeline/ro.json`), by route id: the server
 * preloads them with the route's chunks.
 */
export const routeCatalogs = new Map<string, string[]>();

type RouteModule = Pick<RouteObject, 'loader' | 'Component' | 'handle' | 'shouldRevalidate'>;

/**
 * A route whose module (`HomePage`, `account/OrdersPage`) loads when it is first matched; its loader
 * answers an unavailable API with the 503 page (`withUnavailablePage`). `messages`: the message groups its
 * page speaks (i18n/intl.ts), loaded in the route's locale together with the module, so the page renders
 * (and hydrates) with them and no other page carries them; its `head` (its title and description, on the
 * server and after each navigation) reads them too.
 */
function lazyPage(
  id: string,
  page: string,
  { messages = [] }: { messages?: readonly MessageGroup[] } = {},
): Pick<RouteObject, 'id' | 'lazy'> {
  const file = `../pages/${page}.tsx`;
  const load = pageModules[file] as (() => Promise<RouteModule>) | undefined;
  if (!load) throw new Error(`No route module ${file}`);
  // `${locale}:${name}`, as `localeRoutes` names them.
  const locale = id.slice(0, id.indexOf(':')) as Locale;
  routeModules.set(id, file.replace(/^\.\.\//, 'src/'));
  // Only the server preloads them: the browser build keeps none of this.
  if (import.meta.env.SSR && messages.length) {
    routeCatalogs.set(
      id,
      messages.flatMap((group) => messageGroupModules(group, locale)),
    );
  }
  let wrapped: ComponentType | undefined;
  return {
    id,
    lazy: async () => {
      // A group that fails to load does not fail the page (spec §8): it renders with the words the app has,
      // and withMessageGroups asks for the group again.
      const [module] = await Promise.all([load(), loadMessageGroups(messages, locale)]);
      const loaded =
        typeof module.loader === 'function' ? { ...module, loader: withUnavailablePage(module.loader) } : module;
      if (!messages.length) return loaded;
      if (module.Component) wrapped ??= withMessageGroups(module.Component, messages, locale);
      const handle = module.handle as RouteHandle | undefined;
      const head = handle?.head;
      const withWords: RouteHandle | undefined = head && {
        ...handle,
        head: (args) => head({ ...args, intl: intlWithGroups(args.intl, messages, locale) }),
      };
      return { ...loaded, ...(wrapped && { Component: wrapped }), ...(withWords && { handle: withWords }) };
    },
  };
}

/** Unknown paths: a route rule (legacy redirect) or a 404 (spec §8: "Page not found: {path}"). */
const unknownPathLoader = withUnavailablePage(async function unknownPathLoader({
  request,
  context,
}: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  const rule = await loaderDeps(context).routeRule(pathname);
  if (rule) {
    const to = withQuery(rule.to, search);
    return isExternal(to) ? redirectDocument(to, rule.status) : redirect(to, rule.status);
  }
  throw data({ message: `Page not found: ${pathname}` }, { status: 404 });
});

/** The unknown-path route always redirects or throws; it has a component only to satisfy the router. */
function NeverRendered() {
  return null;
}

/**
 * The account area speaks the `account` message group; pages that show an order's progress, lines or totals,
 * `order`; the checkout and its success page, `checkout`.
 */
const accountWords = { messages: ['account'] } as const;
const orderWords = { messages: ['order'] } as const;
const checkoutWords = { messages: ['checkout', 'offers'] } as const;
const checkoutOrderWords = { messages: ['checkout', 'order'] } as const;
const accountOrderWords = { messages: ['account', 'order'] } as const;
/** The menu pages speak `menu` and name allergens in their filter; the product page lists them too. */
const menuWords = { messages: ['menu', 'allergens'] } as const;
const productWords = { messages: ['product', 'allergens'] } as const;
/** Restaurants and hours (contacts, delivery); favourites; the payment's outcome; the profile form; promotions. */
const infoWords = { messages: ['info'] } as const;
const favoritesWords = { messages: ['favorites'] } as const;
const accountFavoritesWords = { messages: ['account', 'favorites'] } as const;
const accountProfileWords = { messages: ['account', 'profile'] } as const;
const paymentWords = { messages: ['payment'] } as const;
const promotionsWords = { messages: ['promotions'] } as const;

/** The routes of one locale; `routes` below repeats them under each locale's prefix. */
function localeRoutes(locale: Locale): RouteObject[] {
  const id = (name: string) => `${locale}:${name}`;
  routeModules.set(id('checkout-layout'), 'src/app/layouts/CheckoutLayout.tsx');
  return [
    {
      id: id('default'),
      Component: DefaultLayout,
      children: [
        {
          id: id('pages'),
          errorElement: <RouteErrorPart.Component />,
          children: [
            { ...lazyPage(id('home'), 'HomePage'), index: true },
            { ...lazyPage(id('menu'), 'MenuPage', menuWords), path: 'menu' },
            { ...lazyPage(id('menu-category'), 'MenuCategoryPage', menuWords), path: 'menu/:id' },
            { ...lazyPage(id('product'), 'ProductPage', productWords), path: 'product/:slug' },
            { ...lazyPage(id('promotions'), 'PromotionsPage', promotionsWords), path: 'promotions' },
            { ...lazyPage(id('promotion'), 'PromotionPage', promotionsWords), path: 'promotions/:slug' },
            { ...lazyPage(id('favorites'), 'FavoritesPage', favoritesWords), path: 'favorites' },
            { ...lazyPage(id('contacts'), 'ContactsPage', infoWords), path: 'contacts' },
            { ...lazyPage(id('delivery'), 'DeliveryPage', infoWords), path: 'delivery' },
            { ...lazyPage(id('track'), 'TrackPage', orderWords), path: 'track/:token' },
            {
              ...lazyPage(id('account'), 'account/AccountLayout', accountWords),
              path: 'account',
              loader: requireSignIn(locale),
              children: [
                {
                  id: id('account-index'),
                  index: true,
                  loader: () => redirect(localizePath(paths.accountOrders(), locale)),
                },
                { ...lazyPage(id('account-orders'), 'account/OrdersPage', accountOrderWords), path: 'orders' },
                { ...lazyPage(id('account-order'), 'account/OrderPage', accountOrderWords), path: 'orders/:id' },
                { ...lazyPage(id('account-bonuses'), 'account/BonusesPage', accountWords), path: 'bonuses' },
                {
                  ...lazyPage(id('account-favorites'), 'account/AccountFavoritesPage', accountFavoritesWords),
                  path: 'favorites',
                },
                { ...lazyPage(id('account-profile'), 'account/ProfilePage', accountProfileWords), path: 'profile' },
                { ...lazyPage(id('account-referral'), 'account/ReferralPage', accountWords), path: 'referral' },
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
          errorElement: <RouteErrorPart.Component />,
          children: [
            { ...lazyPage(id('checkout'), 'checkout/CheckoutPage', checkoutWords), path: 'checkout' },
            {
              ...lazyPage(id('payment-success'), 'checkout/PaymentSuccessPage', paymentWords),
              path: 'checkout/payment-success',
            },
            {
              ...lazyPage(id('payment-failure'), 'checkout/PaymentFailurePage', paymentWords),
              path: 'checkout/payment-failure',
            },
            {
              ...lazyPage(id('checkout-success'), 'checkout/CheckoutSuccessPage', checkoutOrderWords),
              path: 'checkout/success',
              loader: requireOrder(locale),
            },
            {
              ...lazyPage(id('payment-return-success'), 'checkout/PaymentReturnPage', paymentWords),
              path: 'api/success-viva-redirect-url',
            },
            {
              ...lazyPage(id('payment-return-failure'), 'checkout/PaymentReturnPage', paymentWords),
              path: 'api/fail-viva-redirect-url',
            },
          ],
        },
      ],
    },
    {
      id: id('sprite-layout'),
      Component: SpriteLayout,
      children: [{ ...lazyPage(id('icons'), 'IconsPage'), path: '_icons' }],
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
  errorElement: <RouteErrorPart.Component />,
  children: localeRoutes(code),
}));
