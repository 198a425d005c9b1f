/**
 * The shop's message catalogs as translators keep them (ICU strings), for tests and journeys: each locale's
 * first-load catalog (`i18n/messages/<locale>.json`), each message group's (`i18n/messages/<group>/<locale>.json`)
 * and every message of a locale, whichever catalog holds it.
 */
import type { Locale } from '../i18n/locales';

export type Catalog = Record<string, string>;

const files = import.meta.glob<Catalog>('../i18n/messages/**/*.json', { eager: true, import: 'default' });
const parts = Object.entries(files).map(([file, messages]) => {
  const [, group, locale] = /\/messages\/(?:([^/]+)\/)?([a-z]{2})\.json$/.exec(file) ?? [];
  return { group: group ?? null, locale: locale as Locale, messages };
});
/** The locales a list of catalog files has, each with its catalog (a missing file is a missing key). */
const byLocale = (list: typeof parts) =>
  Object.fromEntries(list.map((part) => [part.locale, part.messages])) as Record<Locale, Catalog>;

/** Each locale's first-load catalog. */
export const firstLoadCatalogs = byLocale(parts.filter((part) => part.group === null));

/** Each message group's catalogs, by the folder they are in. */
export const groupCatalogs: Record<string, Record<Locale, Catalog>> = Object.fromEntries(
  [...new Set(parts.flatMap((part) => (part.group ? [part.group] : [])))].map((group) => [
    group,
    byLocale(parts.filter((part) => part.group === group)),
  ]),
);

/** Every message of each locale, whichever catalog holds it. */
export const allMessages = Object.fromEntries(
  (Object.keys(firstLoadCatalogs) as Locale[]).map((code) => [
    code,
    Object.assign({}, firstLoadCatalogs[code], ...Object.values(groupCatalogs).map((group) => group[code])),
  ]),
) as Record<Locale, Catalog>;
