// The back office's words in its four languages (Romanian first), one folder per screen area
// (`messages/<area>/<locale>.json`) so that screens are written side by side without touching one file.
// A new id goes into all four files of its area; the catalogs' test holds every language to the same ids
// and no id to two areas.
import type { Locale } from '@nori/core/contract';

const files = import.meta.glob<Record<string, string>>('./messages/*/*.json', { eager: true, import: 'default' });

/** Every area's file, by language: `{ ro: { core: {...}, board: {...} }, ... }`. */
export const areas: Record<Locale, Record<string, Record<string, string>>> = { ro: {}, ru: {}, en: {}, uk: {} };
for (const [path, messages] of Object.entries(files)) {
  const [, area, locale] = /\.\/messages\/([^/]+)\/(ro|ru|en|uk)\.json$/.exec(path) ?? [];
  if (!area || !locale) throw new Error(`Catalog file outside the pattern messages/<area>/<locale>.json: ${path}`);
  areas[locale as Locale][area] = messages;
}

export const catalogs: Record<Locale, Record<string, string>> = {
  ro: Object.assign({}, ...Object.values(areas.ro)),
  ru: Object.assign({}, ...Object.values(areas.ru)),
  en: Object.assign({}, ...Object.values(areas.en)),
  uk: Object.assign({}, ...Object.values(areas.uk)),
};
