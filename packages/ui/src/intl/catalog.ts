import type en from './en.json';

/** The kit's locales; the storefront uses the same codes. */
export const kitLocales = ['ro', 'ru', 'en', 'uk'] as const;
export type KitLocale = (typeof kitLocales)[number];

/** BCP 47 tags used for Intl formatting (spec §3: ro-MD, ru-RU, en-US, uk-UA). */
export const localeTags: Record<KitLocale, string> = {
  ro: 'ro-MD',
  ru: 'ru-RU',
  en: 'en-US',
  uk: 'uk-UA',
};

export type KitMessageId = keyof typeof en;
export type KitMessages = Record<KitMessageId, string>;

/** Replaces `{name}` placeholders with values. */
export function formatKitMessage(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
