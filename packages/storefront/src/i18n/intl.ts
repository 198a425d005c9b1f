import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALE_INFO, type Locale } from './locales';

/** A locale's catalog: message id → ICU message. */
export type Messages = Record<string, string>;

/** Each locale's catalog is its own chunk: only the current one reaches the browser. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  ro: () => import('./messages/ro.json'),
  ru: () => import('./messages/ru.json'),
  en: () => import('./messages/en.json'),
  uk: () => import('./messages/uk.json'),
};

// Caches of static, shared data (catalogs and the `intl` objects built from them), never shopper state:
// one `createIntl` per locale for the whole process instead of a provider per request.
const catalogs = new Map<Locale, Messages>();
const intls = new Map<Locale, IntlShape>();
const cache = createIntlCache();

/** Registers a catalog that arrived another way (the page's state script). */
export function registerMessages(locale: Locale, messages: Messages): void {
  catalogs.set(locale, messages);
  intls.delete(locale);
}

/** Loads a locale's catalog once; later calls resolve at once. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = catalogs.get(locale);
  if (known) return known;
  const { default: messages } = await loaders[locale]();
  catalogs.set(locale, messages);
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
