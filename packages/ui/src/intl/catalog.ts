import type cards from './cards/en.json';
import type datePicker from './datePicker/en.json';
import type core from './en.json';
import type data from './data/en.json';
import type errorPage from './errorPage/en.json';
import type fields from './fields/en.json';
import type pagination from './pagination/en.json';
import type phoneInput from './phoneInput/en.json';
import type promoCode from './promoCode/en.json';
import type rating from './rating/en.json';
import type timeline from './timeline/en.json';
import type { KitMessagePart } from './parts';

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

export type KitMessageId = keyof (typeof core &
  typeof cards &
  typeof datePicker &
  typeof fields &
  typeof data &
  typeof pagination &
  typeof timeline &
  typeof rating &
  typeof errorPage &
  typeof phoneInput &
  typeof promoCode);
/** All the kit's labels in one locale. */
export type KitMessages = Record<KitMessageId, string>;
export type { KitMessagePart };
/** Some of the kit's labels (the core, a part, or several): what a provider is given as they load. */
export type KitLabels = Partial<KitMessages>;

/** One language's labels, as its chunk has them: the core at hand, and a loader for each other part. */
export interface KitLocaleLabels {
  core: KitLabels;
  parts: Record<KitMessagePart, () => Promise<{ default: KitLabels }>>;
}

/** Replaces `{name}` placeholders with values. */
export function formatKitMessage(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
