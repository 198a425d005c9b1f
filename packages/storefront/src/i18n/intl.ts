import { loadKitMessages, type KitLabels, type KitMessagePart } from '@nori/ui';
import { observable, runInAction } from 'mobx';
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import { LOCALE_INFO, locales, type Locale } from './locales';

/**
 * A locale's catalog: message id → ICU message. The builds load it precompiled to the ICU AST (the
 * `nori-precompiled-messages` Vite plugin), so the browser ships no message parser; plain Node (unit
 * tests) reads the JSON strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each locale's catalog is its own hashed chunk: only the current one reaches the browser, once, as a
 * cacheable file the server preloads (`localePreloads` in server/assets.ts) rather than inside every page.
 */
export const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ro: () => import('./messages/ro.json'),
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
  uk: () => import('./messages/uk.json'),
};

/**
 * Catalogs that come with the pages that say their words instead of with every page: the catalog above is
 * in every page's first load (the home page's included), so the words of a few pages live apart, one
 * hashed chunk per group and locale, loaded with those pages' route modules (`lazyPage` in app/routes.tsx)
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
 * group: the first load has only the kit's core labels, so the date picker's come with the checkout and the
 * profile form, the timeline's with an order.
 */
export const MESSAGE_GROUP_KIT_PARTS: Partial<Record<MessageGroup, readonly KitMessagePart[]>> = {
  account: ['pagination', 'rating'],
  order: ['timeline'],
  checkout: ['datePicker', 'phoneInput'],
  signIn: ['phoneInput', 'codeInput'],
  profile: ['datePicker'],
  error: ['errorPage'],
};

export const messageGroupLoaders: Record<MessageGroup, Record<Locale, () => Promise<{ default: Messages }>>> = {
  account: {
    ro: () => import('./messages/account/ro.json'),
    ru: () => import('./messages/account/ru.json'),
    en: () => import('./messages/account/en.json'),
    uk: () => import('./messages/account/uk.json'),
  },
  order: {
    ro: () => import('./messages/order/ro.json'),
    ru: () => import('./messages/order/ru.json'),
    en: () => import('./messages/order/en.json'),
    uk: () => import('./messages/order/uk.json'),
  },
  product: {
    ro: () => import('./messages/product/ro.json'),
    ru: () => import('./messages/product/ru.json'),
    en: () => import('./messages/product/en.json'),
    uk: () => import('./messages/product/uk.json'),
  },
  menu: {
    ro: () => import('./messages/menu/ro.json'),
    ru: () => import('./messages/menu/ru.json'),
    en: () => import('./messages/menu/en.json'),
    uk: () => import('./messages/menu/uk.json'),
  },
  allergens: {
    ro: () => import('./messages/allergens/ro.json'),
    ru: () => import('./messages/allergens/ru.json'),
    en: () => import('./messages/allergens/en.json'),
    uk: () => import('./messages/allergens/uk.json'),
  },
  checkout: {
    ro: () => import('./messages/checkout/ro.json'),
    ru: () => import('./messages/checkout/ru.json'),
    en: () => import('./messages/checkout/en.json'),
    uk: () => import('./messages/checkout/uk.json'),
  },
  consent: {
    ro: () => import('./messages/consent/ro.json'),
    ru: () => import('./messages/consent/ru.json'),
    en: () => import('./messages/consent/en.json'),
    uk: () => import('./messages/consent/uk.json'),
  },
  pwa: {
    ro: () => import('./messages/pwa/ro.json'),
    ru: () => import('./messages/pwa/ru.json'),
    en: () => import('./messages/pwa/en.json'),
    uk: () => import('./messages/pwa/uk.json'),
  },
  cart: {
    ro: () => import('./messages/cart/ro.json'),
    ru: () => import('./messages/cart/ru.json'),
    en: () => import('./messages/cart/en.json'),
    uk: () => import('./messages/cart/uk.json'),
  },
  signIn: {
    ro: () => import('./messages/signIn/ro.json'),
    ru: () => import('./messages/signIn/ru.json'),
    en: () => import('./messages/signIn/en.json'),
    uk: () => import('./messages/signIn/uk.json'),
  },
  profile: {
    ro: () => import('./messages/profile/ro.json'),
    ru: () => import('./messages/profile/ru.json'),
    en: () => import('./messages/profile/en.json'),
    uk: () => import('./messages/profile/uk.json'),
  },
  info: {
    ro: () => import('./messages/info/ro.json'),
    ru: () => import('./messages/info/ru.json'),
    en: () => import('./messages/info/en.json'),
    uk: () => import('./messages/info/uk.json'),
  },
  payment: {
    ro: () => import('./messages/payment/ro.json'),
    ru: () => import('./messages/payment/ru.json'),
    en: () => import('./messages/payment/en.json'),
    uk: () => import('./messages/payment/uk.json'),
  },
  favorites: {
    ro: () => import('./messages/favorites/ro.json'),
    ru: () => import('./messages/favorites/ru.json'),
    en: () => import('./messages/favorites/en.json'),
    uk: () => import('./messages/favorites/uk.json'),
  },
  promotions: {
    ro: () => import('./messages/promotions/ro.json'),
    ru: () => import('./messages/promotions/ru.json'),
    en: () => import('./messages/promotions/en.json'),
    uk: () => import('./messages/promotions/uk.json'),
  },
  home: {
    ro: () => import('./messages/home/ro.json'),
    ru: () => import('./messages/home/ru.json'),
    en: () => import('./messages/home/en.json'),
    uk: () => import('./messages/home/uk.json'),
  },
  shellParts: {
    ro: () => import('./messages/shellParts/ro.json'),
    ru: () => import('./messages/shellParts/ru.json'),
    en: () => import('./messages/shellParts/en.json'),
    uk: () => import('./messages/shellParts/uk.json'),
  },
  error: {
    ro: () => import('./messages/error/ro.json'),
    ru: () => import('./messages/error/ru.json'),
    en: () => import('./messages/error/en.json'),
    uk: () => import('./messages/error/uk.json'),
  },
};

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

/**
 * The build manifest's keys of a group's catalog and of the kit's labels it loads (the server preloads them
 * with the pages that load the group).
 */
export const messageGroupModules = (group: MessageGroup, locale: Locale) => [
  `src/i18n/messages/${group}/${locale}.json`,
  // The kit's files as the shop's build names them (packages/ui/src/intl/<part>/<locale>.json).
  ...(MESSAGE_GROUP_KIT_PARTS[group] ?? []).map((part) => `../ui/src/intl/${part}/${locale}.json`),
];

// Caches of static, shared data (catalogs and the `intl` objects built from them), never shopper state:
// one `createIntl` per locale for the whole process instead of a provider per request. The shop's catalogs
// are observable, so the app renders in a language once its catalog arrives (`hasMessages`).
const catalogs = observable.map<Locale, Messages>({}, { deep: false });
const groupCatalogs = new Map<`${MessageGroup}:${Locale}`, Messages>();
const kitCatalogs = new Map<Locale, KitLabels>();
const groupKitLabels = new Map<`${MessageGroup}:${Locale}`, KitLabels>();
const intls = new Map<string, IntlShape>();
const kitLabels = new Map<string, KitLabels>();
const cache = createIntlCache();

/** Loads a locale's catalogs (the shop's and the kit's core labels) once; later calls resolve at once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = catalogs.get(locale);
  if (known && kitCatalogs.has(locale)) return known;
  const [{ default: messages }, kit] = await Promise.all([messageLoaders[locale](), loadKitMessages(locale, ['core'])]);
  runInAction(() => {
    kitCatalogs.set(locale, kit);
    catalogs.set(locale, messages);
  });
  return messages;
}

/** Loads a group's catalog in a locale, with the kit's labels it needs, once; later calls resolve at once. */
export async function loadMessageGroup(group: MessageGroup, locale: Locale): Promise<void> {
  if (groupCatalogs.has(`${group}:${locale}`)) return;
  const parts = MESSAGE_GROUP_KIT_PARTS[group];
  const [{ default: messages }, kit] = await Promise.all([
    messageGroupLoaders[group][locale](),
    parts && loadKitMessages(locale, parts),
  ]);
  if (kit) groupKitLabels.set(`${group}:${locale}`, kit);
  groupCatalogs.set(`${group}:${locale}`, messages);
}

/**
 * Loads several groups' catalogs in a locale; resolves whether they all came. A failure is not thrown: a page
 * or an overlay whose words did not come shows the words the app has (spec §8) and asks again later.
 */
export function loadMessageGroups(groups: readonly MessageGroup[], locale: Locale): Promise<boolean> {
  return Promise.all(groups.map((group) => loadMessageGroup(group, locale))).then(
    () => true,
    () => false,
  );
}

/** Whether a group's catalog is in hand in a locale. */
export function hasMessageGroup(group: MessageGroup, locale: Locale): boolean {
  return groupCatalogs.has(`${group}:${locale}`);
}

/** Whether a locale's first-load catalog and these groups' are all in hand. */
export const hasWords = (groups: readonly MessageGroup[], code: Locale | null | undefined): code is Locale =>
  !!code && hasMessages(code) && groups.every((group) => hasMessageGroup(group, code));

/**
 * `intl` with these groups' words too: in its language when they are in hand there, else in `fallback`'s (a
 * route's, whose groups its lazy load fetched), else `intl` as it is (spec §8: the words the app has). For
 * what is read outside a component: a route's `head`.
 */
export function intlWithGroups(intl: IntlShape, groups: readonly MessageGroup[], fallback: Locale): IntlShape {
  const locale = [localeOfTag(intl.locale), fallback].find((code) => hasWords(groups, code));
  return locale ? intlFor(locale, groups) : intl;
}

/** The locale whose language tag an `intl` formats in (`ro-MD` → ro). */
export function localeOfTag(tag: string): Locale | null {
  return locales.find((info) => info.tag === tag)?.code ?? null;
}

/** Whether a locale's catalogs are in hand (observable: an observer re-renders when they arrive). */
export function hasMessages(locale: Locale): boolean {
  return catalogs.has(locale);
}

/**
 * Loads a locale's catalogs, swallowing a failure (spec §8: the page stays with the catalog it has) and
 * trying again in the background after each delay until one load succeeds.
 */
export async function loadMessagesOrKeepTrying(
  locale: Locale,
  retryDelaysMs: readonly number[] = [2_000, 5_000, 15_000, 30_000],
): Promise<void> {
  try {
    await loadMessages(locale);
  } catch {
    const [delay, ...later] = retryDelaysMs;
    if (delay === undefined) return;
    setTimeout(() => void loadMessagesOrKeepTrying(locale, later), delay);
  }
}

/** The kit's core labels of a loaded locale, for NoriProvider. */
export function getKitMessages(locale: Locale): KitLabels {
  const messages = kitCatalogs.get(locale);
  if (!messages) throw new Error(`Kit messages for ${locale} are not loaded`);
  return messages;
}

export function getMessages(locale: Locale): Messages {
  const messages = catalogs.get(locale);
  if (!messages) throw new Error(`Messages for ${locale} are not loaded`);
  return messages;
}

/** The shared `intl` of a loaded locale, with the messages of `groups` too (each loaded: `loadMessageGroup`). */
export function intlFor(locale: Locale, groups: readonly MessageGroup[] = []): IntlShape {
  const key = [locale, ...groups].join(':');
  let intl = intls.get(key);
  if (!intl) {
    const messages = Object.assign({}, getMessages(locale), ...groups.map((group) => getGroup(group, locale)));
    intl = createIntl({ locale: LOCALE_INFO[locale].tag, defaultLocale: 'ro-MD', messages }, cache);
    intls.set(key, intl);
  }
  return intl;
}

/**
 * The kit's labels beyond its core that these groups' parts render, in a locale whose groups are loaded, for a
 * `KitMessagesProvider` around them; undefined when they need none. The same object for the same groups.
 */
export function kitLabelsFor(locale: Locale, groups: readonly MessageGroup[]): KitLabels | undefined {
  const withKit = groups.filter((group) => MESSAGE_GROUP_KIT_PARTS[group]);
  if (!withKit.length) return undefined;
  const key = [locale, ...withKit].join(':');
  let labels = kitLabels.get(key);
  if (!labels) {
    labels = Object.assign({}, ...withKit.map((group) => groupKitLabels.get(`${group}:${locale}`))) as KitLabels;
    kitLabels.set(key, labels);
  }
  return labels;
}

function getGroup(group: MessageGroup, locale: Locale): Messages {
  const messages = groupCatalogs.get(`${group}:${locale}`);
  if (!messages) throw new Error(`The ${group} messages for ${locale} are not loaded`);
  return messages;
}
