import { loadKitMessages, type KitMessages } from '@nori/ui';
import { observable, runInAction } from 'mobx';
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import { LOCALE_INFO, type Locale } from './locales';

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

// Caches of static, shared data (catalogs and the `intl` objects built from them), never shopper state:
// one `createIntl` per locale for the whole process instead of a provider per request. The shop's catalogs
// are observable, so the app renders in a language once its catalog arrives (`hasMessages`).
const catalogs = observable.map<Locale, Messages>({}, { deep: false });
const kitCatalogs = new Map<Locale, KitMessages>();
const intls = new Map<Locale, IntlShape>();
const cache = createIntlCache();

/** Loads a locale's catalogs (the shop's and the kit's labels) once; later calls resolve at once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = catalogs.get(locale);
  if (known && kitCatalogs.has(locale)) return known;
  const [{ default: messages }, kit] = await Promise.all([messageLoaders[locale](), loadKitMessages(locale)]);
  runInAction(() => {
    kitCatalogs.set(locale, kit);
    catalogs.set(locale, messages);
  });
  return messages;
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

/** The kit's labels of a loaded locale, for NoriProvider. */
export function getKitMessages(locale: Locale): KitMessages {
  const messages = kitCatalogs.get(locale);
  if (!messages) throw new Error(`Kit messages for ${locale} are not loaded`);
  return messages;
}

export function getMessages(locale: Locale): Messages {
  const messages = catalogs.get(locale);
  if (!messages) throw new Error(`Messages for ${locale} are not loaded`);
  return messages;
}

/** The shared `intl` of a loaded locale. */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: LOCALE_INFO[locale].tag, defaultLocale: 'ro-MD', messages: getMessages(locale) },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
