import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  isLocale,
  LOCALE_CODES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_OPTIONS,
  LOCALE_INFO,
  localizePath,
  locales,
  parseAcceptLanguage,
  splitLocale,
  type Locale,
} from './locales';

describe('locales', () => {
  it('lists the four languages with their prefix, switcher name and tag, ro first', () => {
    expect(locales.map((l) => [l.code, l.prefix, l.display, l.tag])).toEqual([
      ['ro', '', 'RO', 'ro-MD'],
      ['ru', '/ru', 'RU', 'ru-RU'],
      ['en', '/en', 'EN', 'en-US'],
      ['uk', '/uk', 'UA', 'uk-UA'],
    ]);
    expect(LOCALE_INFO.uk.display).toBe('UA');
  });

  it('recognises locale codes only', () => {
    expect(LOCALE_CODES.every(isLocale)).toBe(true);
    for (const value of ['ua', 'md', 'RO', '', undefined, null, 1]) expect(isLocale(value)).toBe(false);
  });

  it('remembers the choice for 365 days on the whole site', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(LOCALE_COOKIE_OPTIONS).toEqual({
      maxAge: 31_536_000,
      path: '/',
      sameSite: 'lax',
    });
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'ro', '/'],
    ['', 'ro', '/'],
    ['/menu', 'ro', '/menu'],
    ['/ru', 'ru', '/'],
    ['/ru/', 'ru', '/'],
    ['/ru/menu/rolls', 'ru', '/menu/rolls'],
    ['/en/product/philadelphia', 'en', '/product/philadelphia'],
    ['/uk/account/orders', 'uk', '/account/orders'],
    ['/rus', 'ro', '/rus'],
    ['/ua/menu', 'ro', '/ua/menu'],
    ['/ro/menu', 'ro', '/ro/menu'],
  ] as const)('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'ro', '/'],
    ['/menu', 'ro', '/menu'],
    ['/', 'ru', '/ru'],
    ['/menu', 'en', '/en/menu'],
    ['/?referral=x', 'uk', '/uk?referral=x'],
    ['/#top', 'ru', '/ru#top'],
    ['/checkout?step=2', 'ru', '/ru/checkout?step=2'],
    ['menu', 'uk', '/uk/menu'],
  ] as const)('%s in %s → %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it('round-trips with splitLocale for every locale-free path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
    const locale = fc.constantFrom(...LOCALE_CODES);
    fc.assert(
      fc.property(path, locale, (p, l) => {
        // A ro path that starts with another locale's code would read as that locale: not a real route.
        fc.pre(!/^\/(ru|en|uk)(\/|$)/.test(p));
        expect(splitLocale(localizePath(p, l))).toEqual({ locale: l, path: p });
      }),
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeps header order on ties, drops q=0 and *', () => {
    expect(parseAcceptLanguage('en;q=0.5, ru-RU, uk;q=0.9, de;q=0, *;q=0.1, ro ; q=0.5')).toEqual([
      'ru-ru',
      'uk',
      'en',
      'ro',
    ]);
  });

  it('tolerates empty and malformed headers', () => {
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(',,;q=1, fr;q=abc')).toEqual([]);
  });
});

describe('detectLocale', () => {
  it('takes the cookie when it names a locale', () => {
    expect(detectLocale({ cookie: 'en', acceptLanguage: 'ru' })).toBe('en');
    expect(detectLocale({ cookie: 'ro', acceptLanguage: 'ru' })).toBe('ro');
  });

  it('ignores a cookie that is not a locale and falls back to the browser languages', () => {
    expect(detectLocale({ cookie: 'ua', acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('ru');
  });

  it.each([
    ['uk-UA,uk;q=0.9,en;q=0.8', 'uk'],
    ['ua', 'uk'],
    ['ru-MD', 'ru'],
    ['en-GB', 'en'],
    ['ro-RO', 'ro'],
    ['mo', 'ro'],
    ['de-DE,de;q=0.9,ru;q=0.8,en;q=0.7', 'ru'],
    ['fr;q=1, en;q=0.2, uk;q=0.3', 'uk'],
    ['de, fr', 'ro'],
    ['', 'ro'],
  ] as const)('Accept-Language %j → %s', (acceptLanguage, expected) => {
    expect(detectLocale({ acceptLanguage })).toBe(expected);
  });

  it('defaults to ro with nothing to go on', () => {
    expect(detectLocale({})).toBe('ro');
    expect(detectLocale({ cookie: undefined, acceptLanguage: null })).toBe('ro');
  });

  it('always returns a locale', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (cookie, acceptLanguage) => {
        const result: Locale = detectLocale({ cookie, acceptLanguage });
        expect(isLocale(result)).toBe(true);
      }),
    );
  });
});
