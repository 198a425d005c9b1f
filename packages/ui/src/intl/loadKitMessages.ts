import type { KitLabels, KitLocale, KitLocaleLabels, KitMessagePart, KitMessages } from './catalog';

/**
 * Each language is its own chunk (the core labels and the other parts' loaders), and each other part its own
 * chunk in each language, so an app's page carries only its language's labels, and only the parts it loads.
 */
const locales: Record<KitLocale, () => Promise<{ labels: KitLocaleLabels }>> = {
  ro: () => import('./locales/ro'),
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  uk: () => import('./locales/uk'),
};

/**
 * The kit's labels in one locale, for `NoriProvider`'s `messages`: all of them (a back office), or only the
 * parts named (`KIT_MESSAGE_PARTS`) — `['core']` for an app's first screens, then `['datePicker']` with the
 * screens that render one, for a `KitMessagesProvider` around them.
 */
export async function loadKitMessages(locale: KitLocale): Promise<KitMessages>;
export async function loadKitMessages(
  locale: KitLocale,
  parts: readonly (KitMessagePart | 'core')[],
): Promise<KitLabels>;
export async function loadKitMessages(
  locale: KitLocale,
  parts?: readonly (KitMessagePart | 'core')[],
): Promise<KitLabels> {
  const { labels } = await locales[locale]();
  const wanted = parts ?? ['core', ...(Object.keys(labels.parts) as KitMessagePart[])];
  const loaded = await Promise.all(
    wanted.map((part) => (part === 'core' ? labels.core : labels.parts[part]().then((module) => module.default))),
  );
  return Object.assign({}, ...loaded) as KitLabels;
}
