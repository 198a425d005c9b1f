import { kitLocales, type KitLocale, type KitMessages } from './catalog';

/** Every catalog file: the core (`./ro.json`) and each part's (`./datePicker/ro.json`). */
const files = import.meta.glob<Record<string, string>>(['./*.json', './*/*.json'], { eager: true, import: 'default' });

/**
 * Labels the kit owns (close, previous month, hours…), every part of them in every locale, all bundled: for
 * Storybook, tests and apps that do not mind the bytes (the back office). An app that ships one locale per
 * page, and its parts with the screens that say them, loads them with `loadKitMessages`. Apart from
 * catalog.ts, which the components import: a static import of the catalogs in an app's module graph would
 * keep them all in its bundle.
 */
export const kitCatalogs = Object.fromEntries(
  kitLocales.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.entries(files)
        .filter(([file]) => file.endsWith(`/${locale}.json`))
        .map(([, labels]) => labels),
    ) as KitMessages,
  ]),
) as Record<KitLocale, KitMessages>;
