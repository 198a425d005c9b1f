/** The shopper's language: from the URL prefix, remembered in the `i18n_redirected` cookie on a switch. */
import { makeAutoObservable } from 'mobx';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  LOCALE_INFO,
  localizePath,
  type Locale,
  type LocaleInfo,
} from '../i18n/locales';
import type { CookieJar } from '../services/cookies';

export interface LocaleStoreDeps {
  locale: Locale;
  cookies: CookieJar;
}

export class LocaleStore {
  locale: Locale;

  constructor(private readonly deps: LocaleStoreDeps) {
    this.locale = deps.locale;
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get info(): LocaleInfo {
    return LOCALE_INFO[this.locale];
  }

  /** `<html lang>` and Intl: ro-MD, ru-RU, en-US, uk-UA. */
  get tag(): string {
    return this.info.tag;
  }

  /** The switcher's label: RO, RU, EN, UA. */
  get display(): string {
    return this.info.display;
  }

  /** A locale-free path in the current locale. */
  localize(path: string): string {
    return localizePath(path, this.locale);
  }

  /**
   * Switches the language and remembers the choice in the cookie (spec §9). The router follows the URL;
   * the RootStore's reaction reloads the localized dictionaries.
   */
  setLocale(locale: Locale): void {
    this.locale = locale;
    this.deps.cookies.set(LOCALE_COOKIE, locale, LOCALE_COOKIE_OPTIONS);
  }

  /** Follows the URL without touching the cookie (navigation to a prefixed link, hydration). */
  syncFromUrl(locale: Locale): void {
    this.locale = locale;
  }
}
