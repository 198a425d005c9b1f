import { describe, expect, it } from 'vitest';
import { createServerCookieJar } from '../services/cookies';
import { LocaleStore } from './LocaleStore';

describe('LocaleStore', () => {
  it('describes the current locale', () => {
    const store = new LocaleStore({
      locale: 'uk',
      cookies: createServerCookieJar(),
    });
    expect([store.locale, store.tag, store.display, store.localize('/menu')]).toEqual([
      'uk',
      'uk-UA',
      'UA',
      '/uk/menu',
    ]);
  });

  it('remembers a switch in the i18n_redirected cookie for 365 days', () => {
    const cookies = createServerCookieJar();
    const store = new LocaleStore({ locale: 'ro', cookies });
    store.setLocale('ru');
    expect([store.locale, store.tag]).toEqual(['ru', 'ru-RU']);
    expect(cookies.setCookieHeaders()).toEqual(['i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it('follows the URL without writing the cookie', () => {
    const cookies = createServerCookieJar();
    const store = new LocaleStore({ locale: 'ro', cookies });
    store.syncFromUrl('en');
    expect(store.locale).toBe('en');
    expect(cookies.setCookieHeaders()).toEqual([]);
  });
});
