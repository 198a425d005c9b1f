import type { KitLocale, KitMessages } from './catalog';

/** Each locale's catalog is its own chunk, so an app's page carries only its locale's labels. */
const loaders: Record<KitLocale, () => Promise<{ default: KitMessages }>> = {
  ro: () => import('./ro.json'),
  ru: () => import('./ru.json'),
  en: () => import('./en.json'),
  uk: () => import('./uk.json'),
};

/** The kit's labels in one locale, for `NoriProvider`'s `messages`. */
export async function loadKitMessages(locale: KitLocale): Promise<KitMessages> {
  return (await loaders[locale]()).default;
}
