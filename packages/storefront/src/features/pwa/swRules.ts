/**
 * The service worker's rules that are worth testing on their own (src/sw.ts uses them): which pages it may
 * keep for offline use, and where each language's offline page lives.
 */
import { splitLocale, type Locale } from '../../i18n/locales';

export const PAGES_CACHE = 'nori-pages';
export const API_CACHE = 'nori-api';
export const IMAGES_CACHE = 'nori-images';
export const STATIC_CACHE = 'nori-static';

/** Pages that are a shopper's own, whatever their headers say: never kept. */
const PRIVATE_PATHS = /^\/(?:checkout|account|track|api)(?:\/|$)/;

/**
 * Whether a page's response may be kept for offline use: a 200 the server lets anyone keep (`public`, which
 * the renderer gives only pages that set no cookie and belong to no signed-in shopper), never `no-store`,
 * never a checkout, account or order page.
 */
export function isKeptPage(url: URL, status: number, cacheControl: string | null): boolean {
  const directives = cacheControl ?? '';
  return (
    status === 200 &&
    /\bpublic\b/.test(directives) &&
    !/\b(?:no-store|private)\b/.test(directives) &&
    !PRIVATE_PATHS.test(splitLocale(url.pathname).path)
  );
}

/** The offline page of a language, or of the language a path is in (`/ru/menu` → `/_app/offline/ru`). */
export function offlinePageUrl(localeOrPath: Locale | string): string {
  const locale = localeOrPath.startsWith('/') ? splitLocale(localeOrPath).locale : localeOrPath;
  return `/_app/offline/${locale}`;
}
