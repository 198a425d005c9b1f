import type { KitMessagePart } from '@nori/ui';
import type { MessageFormatElement } from 'react-intl';

/**
 * A locale's catalog: message id → ICU message. The builds load it precompiled to the ICU AST (the
 * `nori-precompiled-messages` Vite plugin), so the browser ships no message parser; plain Node (unit
 * tests) reads the JSON strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Catalogs that come with the pages that say their words instead of with every page: a locale's first-load
 * catalog (i18n/messages/<locale>.json) is in every page's first load (the home page's included), so the words
 * of a few pages live apart, one hashed chunk per group and locale, loaded with those pages' route modules (`lazyPage` in app/routes.tsx)
 * and preloaded with them by the server, or with the overlays and deferred parts that say them
 * (`lazyOverlay`, `deferHydration`). A message belongs to the group with the longest of its prefixes that the
 * id starts with (`pages.account.order.` is the order's, `pages.account.` the account's; a prefix may be a
 * whole id), or to the first-load catalog (the catalogs' test holds every id to its catalog). A page's own
 * title and description are its group's: its route's `head` reads them with the groups (`lazyPage`).
 */
export const MESSAGE_GROUPS = {
  /** The account area's own words: its navigation, order history, bonuses, referral, profile, review. */
  account: ['account.', 'pages.account.'],
  /** An order's progress, lines and totals, live status and cancelling: the order pages and the tracking page. */
  order: ['order.', 'tracking.', 'pages.account.order.'],
  /** The product page's own words: purchase, modifiers, its allergens' and nutrition's headings. */
  product: ['product.', 'pages.product.'],
  /**
   * The menu pages' own words: search, filters (tags, allergens to avoid), sort and results, the categories'
   * chips and drawer (its overlay loads them too).
   */
  menu: [
    'catalog.search.',
    'catalog.filters.',
    'catalog.results.',
    'catalog.allergens.',
    'catalog.categories.',
    'catalog.category.',
    'pages.menu.',
  ],
  /** The allergens' names: the product page lists them, the menu's filter offers them. */
  allergens: ['allergen.'],
  /** The checkout form, its notices and problems (the stop list's), the receipt and the success page's own words. */
  checkout: ['checkout.', 'stopList.summary', 'pages.checkout.', 'pages.checkoutSuccess.'],
  /**
   * The promo code's and the offers' words (issue 33), which the cart drawer and the checkout both say: loaded
   * with each, with the kit's promo code field's labels.
   */
  offers: ['offers.'],
  /** The cookie-consent banner's words, loaded with its chunk (issue 17). */
  consent: ['consent.'],
  /** The offline notice's words and the offline page's (issue 17), loaded with the notice's chunk. */
  pwa: ['pwa.'],
  /**
   * The cart drawer's words (a line the stop list leaves out among them), loaded with the drawer (issue 18, like
   * the five below).
   */
  cart: ['cart.', 'stopList.line'],
  /** The sign-in modals' words: phone, code, the new customer's profile. */
  signIn: ['auth.'],
  /** The profile form's fields: the new customer's modal and the account's profile page. */
  profile: ['shared.profileForm.'],
  /** Restaurants, opening hours, contacts and delivery: the stores drawer, the contacts and delivery pages. */
  info: ['info.', 'pages.contacts.', 'pages.delivery.'],
  /** The card payment's outcome pages and the one that waits for the bank's answer. */
  payment: ['payment.', 'pages.paymentSuccess.', 'pages.paymentFailure.', 'pages.paymentReturn.'],
  /** The favourites' list: the favourites page and the account's. */
  favorites: ['favorites.', 'pages.favorites.'],
  /** The promotions' list and a promotion's page (issue 18, like the three below). */
  promotions: ['promotions.', 'pages.promotions.'],
  /** The home page's shelves, which hydrate after its first screen (a part of its own: `deferHydration`). */
  home: ['catalog.home.', 'promotions.home.', 'viewed.'],
  /**
   * The shell's parts that hydrate or open after the first screen: the footer, the announcement strip and the
   * new-build notice (app/layouts/deferredParts.ts), the attention popup (an overlay).
   */
  shellParts: ['layout.footer.', 'announcement.', 'buildUpdate.', 'attention.'],
  /** The error and not-found pages (a part of their own, `RouteErrorPart`): the spec's `common.pageNotFound`. */
  error: ['common.'],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof MESSAGE_GROUPS;

/**
 * The kit's labels beyond its core (its `KIT_MESSAGE_PARTS`) that a group's parts render, loaded with the
 * group: the first load has only the kit's core labels, so the cards' come with the pages and parts that list
 * dishes, the date picker's with the checkout and the profile form, the timeline's with an order.
 */
export const MESSAGE_GROUP_KIT_PARTS: Partial<Record<MessageGroup, readonly KitMessagePart[]>> = {
  account: ['pagination', 'rating'],
  order: ['timeline'],
  checkout: ['datePicker', 'phoneInput'],
  offers: ['promoCode'],
  signIn: ['phoneInput'],
  profile: ['datePicker'],
  error: ['errorPage'],
  // The product, promotion and category cards, their badges and the quantity stepper: wherever dishes are listed.
  home: ['cards'],
  menu: ['cards'],
  product: ['cards'],
  favorites: ['cards'],
  promotions: ['cards'],
  cart: ['cards'],
};

/**
 * A locale's catalogs, its own hashed chunk (i18n/catalogs/<locale>.ts): its first-load catalog, and a loader
 * for each group's catalog in that locale.
 */
export interface LocaleCatalogs {
  messages: Messages;
  groups: Record<MessageGroup, () => Promise<{ default: Messages }>>;
}

/** The group a message id belongs to (its longest prefix's), or null for the first-load catalog. */
export function messageGroupOf(id: string): MessageGroup | null {
  let found: MessageGroup | null = null;
  let length = 0;
  for (const [group, prefixes] of Object.entries(MESSAGE_GROUPS)) {
    for (const prefix of prefixes) {
      if (prefix.length > length && id.startsWith(prefix)) [found, length] = [group as MessageGroup, prefix.length];
    }
  }
  return found;
}
