import type { KitLocale, KitMessages } from './catalog';
import en from './en.json';
import ro from './ro.json';
import ru from './ru.json';
import uk from './uk.json';

/**
 * Labels the kit owns (close, previous month, hours…), one catalog per locale, all four bundled: for
 * Storybook, tests and apps that do not mind the bytes. An app that ships one locale per page loads it
 * with `loadKitMessages`. Apart from catalog.ts, which the components import: a static import of the
 * four catalogs in an app's module graph would keep them all in its bundle.
 */
export const kitCatalogs: Record<KitLocale, KitMessages> = { ro, ru, en, uk };
