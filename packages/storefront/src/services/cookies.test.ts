import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBrowserCookieJar, createServerCookieJar, parseCookies, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes every attribute the stores use', () => {
    expect(
      serializeCookie('token', 'abc', {
        maxAge: 31_536_000,
        path: '/',
        sameSite: 'lax',
        secure: true,
      }),
    ).toBe('token=abc; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('defaults the path to / and leaves out what is not asked for', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; Path=/');
  });

  it('percent-encodes the value so separators cannot inject attributes', () => {
    expect(serializeCookie('referral', 'x; Path=/evil')).toBe('referral=x%3B%20Path%3D%2Fevil; Path=/');
  });

  it('refuses names that would break the header', () => {
    expect(() => serializeCookie('a b', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('a=b', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('', 'x')).toThrow(TypeError);
  });
});

describe('parseCookies', () => {
  it('reads a Cookie header', () => {
    expect(parseCookies('token=abc; i18n_redirected=ru;attention=1')).toEqual({
      token: 'abc',
      i18n_redirected: 'ru',
      attention: '1',
    });
  });

  it('decodes values, unquotes quoted ones and keeps undecodable ones as they are', () => {
    expect(parseCookies('a=%D0%B0%20b; b="quoted"; c=%E0%A4%A')).toEqual({
      a: 'а b',
      b: 'quoted',
      c: '%E0%A4%A',
    });
  });

  it('keeps the first of duplicate names and skips fragments without =', () => {
    expect(parseCookies('a=1; junk; a=2; =x')).toEqual({ a: '1' });
  });

  it('gives an empty map for no header', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('')).toEqual({});
  });

  it('reads a cookie named like an Object property as a plain cookie', () => {
    expect(parseCookies(serializeCookie('__proto__', ''))['__proto__']).toBe('');
    expect(parseCookies('constructor=x').constructor).toBe('x');
  });

  it('reads back any value serializeCookie wrote', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/), fc.string(), (name, value) => {
        const pair = serializeCookie(name, value).split(';')[0];
        expect(parseCookies(pair)[name]).toBe(value);
      }),
    );
  });
});

describe('createServerCookieJar', () => {
  it('reads the request cookies and sees its own writes', () => {
    const jar = createServerCookieJar('token=abc; referral=R1');
    expect(jar.get('token')).toBe('abc');
    jar.set('token', 'new', { maxAge: 10 });
    expect(jar.get('token')).toBe('new');
    jar.remove('referral');
    expect(jar.get('referral')).toBeUndefined();
  });

  it('records one Set-Cookie per changed cookie, the last change winning', () => {
    const jar = createServerCookieJar('token=abc', { secure: true });
    expect(jar.secure).toBe(true);
    expect(jar.setCookieHeaders()).toEqual([]);
    jar.set('i18n_redirected', 'ru', { maxAge: 60, sameSite: 'lax' });
    jar.set('i18n_redirected', 'en', { maxAge: 60, sameSite: 'lax' });
    jar.remove('token');
    expect(jar.setCookieHeaders()).toEqual([
      'i18n_redirected=en; Max-Age=60; Path=/; SameSite=Lax',
      'token=; Max-Age=0; Path=/',
    ]);
  });
});

describe('createBrowserCookieJar', () => {
  /** A document whose cookie property behaves like a browser's: writes add or replace, Max-Age=0 deletes. */
  function fakeDocument(protocol: string) {
    const store = new Map<string, string>();
    const writes: string[] = [];
    const doc = {
      location: { protocol },
      get cookie() {
        return [...store].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(line: string) {
        writes.push(line);
        const [pair = '', ...attrs] = line.split('; ');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq);
        if (attrs.includes('Max-Age=0')) store.delete(name);
        else store.set(name, pair.slice(eq + 1));
      },
    };
    return { doc: doc as unknown as Document, writes };
  }

  it('writes through document.cookie and reads back', () => {
    const { doc, writes } = fakeDocument('https:');
    const jar = createBrowserCookieJar(doc);
    expect(jar.secure).toBe(true);
    jar.set('token', 't 1', { maxAge: 5, sameSite: 'lax', secure: jar.secure });
    expect(writes).toEqual(['token=t%201; Max-Age=5; Path=/; SameSite=Lax; Secure']);
    expect(jar.get('token')).toBe('t 1');
    jar.remove('token');
    expect(jar.get('token')).toBeUndefined();
  });

  it('is not secure over http', () => {
    expect(createBrowserCookieJar(fakeDocument('http:').doc).secure).toBe(false);
  });
});
