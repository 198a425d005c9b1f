// Server message catalogs. The locale comes from Accept-Language (the storefront sends ro, ru, en or uk).
import en from './en.json';
import ro from './ro.json';
import ru from './ru.json';
import uk from './uk.json';

export const LOCALES = ['ro', 'ru', 'en', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export type MessageKey = keyof typeof ro;
/** A parameter is the same in every language (a number, a time), or said in each (weekday names). */
export type MessageParams = Record<string, string | number | Readonly<Record<Locale, string>>>;

const catalogs: Record<Locale, Record<MessageKey, string>> = { ro, ru, en, uk };

/** Aliases seen in the wild: the old site used `md` for Romanian and `ua` for Ukrainian. */
const aliases: Record<string, Locale> = { ro: 'ro', mo: 'ro', md: 'ro', ru: 'ru', en: 'en', uk: 'uk', ua: 'uk' };

/** Picks the best supported locale from an Accept-Language header, honouring q-values; ro by default. */
export function localeFromHeader(header: string | undefined | null): Locale {
  if (!header) return 'ro';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = aliases[tag.split('-')[0] ?? ''];
    if (locale) return locale;
  }
  return 'ro';
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[locale][key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(params, name)) return match;
    const value = params[name]!;
    return typeof value === 'object' ? value[locale] : String(value);
  });
}
