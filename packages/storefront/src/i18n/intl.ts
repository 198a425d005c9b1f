import { loadKitMessages, type KitLabels } from '@nori/ui';
import { observable, runInAction } from 'mobx';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { MESSAGE_GROUP_KIT_PARTS, type LocaleCatalogs, type MessageGroup, type Messages } from './groups';
import { LOCALE_INFO, locales, type Locale } from './locales';

export {
  MESSAGE_GROUP_KIT_PARTS,
  MESSAGE_GROUPS,
  messageGroupOf,
  type LocaleCatalogs,
  type MessageGroup,
  type Messages,
} from './groups';

/**
 * Each locale's catalogs are a hashed chunk of their own: only the current one reaches the browser, once, as a
 * cacheable file the server preloads (`localePreloads` in server/assets.ts) rather than inside every page. It
 * has the locale's first-load catalog and the loaders of its message groups' catalogs (groups.ts), so a page
 * carries its own language's loaders only; a group loads once its locale's chunk is here (at once on a page,
 * whose chunk the server preloads; after it, on a language switch).
 */
export const messageLoaders: Record<Locale, () => Promise<{ catalogs: LocaleCatalogs }>> = {
  ro: () => import('./catalogs/ro'),
  ru: () => import('./catalogs/ru'),
  en: () => import('./catalogs/en'),
  uk: () => import('./catalogs/uk'),
};

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
  const [{ catalogs: own }, kit] = await Promise.all([messageLoaders[locale](), loadKitMessages(locale, ['core'])]);
  runInAction(() => {
    kitCatalogs.set(locale, kit);
    catalogs.set(locale, own.messages);
  });
  return own.messages;
}

/** Loads a group's catalog in a locale, with the kit's labels it needs, once; later calls resolve at once. */
export async function loadMessageGroup(group: MessageGroup, locale: Locale): Promise<void> {
  if (groupCatalogs.has(`${group}:${locale}`)) return;
  const parts = MESSAGE_GROUP_KIT_PARTS[group];
  const [{ default: messages }, kit] = await Promise.all([
    messageLoaders[locale]().then(({ catalogs }) => catalogs.groups[group]()),
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
