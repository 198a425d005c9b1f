/**
 * The shop's four languages (spec §1, §3, §9): the code used in URLs, cookies and Accept-Language, the
 * short name the switcher shows, and the BCP 47 tag for `<html lang>` and Intl. Romanian is the default
 * and the only one without a URL prefix.
 */
export const LOCALE_CODES = ['ro', 'ru', 'en', 'uk'] as const;

export type Locale = (typeof LOCALE_CODES)[number];

export interface LocaleInfo {
  code: Locale;
  /** URL prefix: '' for the default locale, otherwise `/${code}`. */
  prefix: '' | `/${Locale}`;
  /** What the language switcher shows (Ukrainian shows UA, as the business's own site does). */
  display: string;
  /** BCP 47 language tag: `<html lang>`, Intl formatting. */
  tag: string;
  /** The language's name in itself, the switcher's tooltip (written out: Intl.DisplayNames costs ~3 ms a page). */
  name: string;
}

export const DEFAULT_LOCALE: Locale = 'ro';

/** In switcher order. */
export const locales: readonly LocaleInfo[] = [
  { code: 'ro', prefix: '', display: 'RO', tag: 'ro-MD', name: 'Română' },
  { code: 'ru', prefix: '/ru', display: 'RU', tag: 'ru-RU', name: 'Русский' },
  { code: 'en', prefix: '/en', display: 'EN', tag: 'en-US', name: 'English' },
  { code: 'uk', prefix: '/uk', display: 'UA', tag: 'uk-UA', name: 'Українська' },
];

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = Object.fromEntries(
  locales.map((info) => [info.code, info]),
) as Record<Locale, LocaleInfo>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The cookie remembering the shopper's language (spec §9: 365 days, path /, SameSite Lax). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_OPTIONS = {
  maxAge: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/**
 * Splits a URL pathname into its locale and the locale-free path: `/ru/menu` → ru + `/menu`, `/ru` → ru + `/`,
 * `/menu` → ro + `/menu`. Only an exact prefix segment counts (`/rus` is a ro path), and `/ro/...` is not a
 * prefix: the default locale has none.
 */
export function splitLocale(pathname: string): {
  locale: Locale;
  path: string;
} {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const segment = match?.[1];
  if (match && isLocale(segment) && segment !== DEFAULT_LOCALE) {
    const rest = match[2] ?? '';
    return { locale: segment, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return {
    locale: DEFAULT_LOCALE,
    path: pathname.startsWith('/') ? pathname : `/${pathname}`,
  };
}

/**
 * A locale-free path in a locale: `('/menu', 'ru')` → `/ru/menu`, `('/', 'en')` → `/en`, ro unchanged.
 * A query or hash after the path is kept: `('/?a=1', 'uk')` → `/uk?a=1`.
 */
export function localizePath(path: string, locale: Locale): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return absolute;
  // The home page of a prefixed locale is `/ru`, not `/ru/`.
  return /^\/(?:[?#]|$)/.test(absolute) ? prefix + absolute.slice(1) : prefix + absolute;
}

/** Primary language subtags the browser may send, and the shop language each one means. */
const BROWSER_LANGUAGES: Readonly<Record<string, Locale>> = {
  ro: 'ro',
  mo: 'ro', // the retired code for Moldovan
  ru: 'ru',
  en: 'en',
  uk: 'uk',
  ua: 'uk', // a country code some browsers and users put where the language goes
};

/** The browser's languages from an Accept-Language header, most preferred first (q=0 means "not this"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : 0;
      return {
        range: range.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.range && entry.range !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.range);
}

/**
 * The locale for a visitor who has not chosen one through the URL (spec §4): the `i18n_redirected` cookie
 * when it names a locale, then the browser's languages in preference order, else ro.
 */
export function detectLocale({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}): Locale {
  if (isLocale(cookie)) return cookie;
  for (const range of parseAcceptLanguage(acceptLanguage)) {
    const primary = range.split(/[-_]/)[0] ?? '';
    const locale = BROWSER_LANGUAGES[primary];
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
