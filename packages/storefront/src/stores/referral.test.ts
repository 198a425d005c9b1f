import { describe, expect, it } from 'vitest';
import { createServerCookieJar } from '../services/cookies';
import { captureReferral, readReferral } from './referral';

describe('referral', () => {
  it('keeps ?referral= from any page in a 28-day cookie', () => {
    const cookies = createServerCookieJar();
    expect(captureReferral('https://shop.test/ru/menu?utm_source=x&referral=ANA123', cookies)).toBe('ANA123');
    expect(cookies.setCookieHeaders()).toEqual(['referral=ANA123; Max-Age=2419200; Path=/; SameSite=Lax']);
    expect(readReferral(cookies)).toBe('ANA123');
  });

  it('accepts relative URLs and replaces an older code with a newer one', () => {
    const cookies = createServerCookieJar('referral=OLD');
    captureReferral('/?referral=NEW', cookies);
    expect(readReferral(cookies)).toBe('NEW');
  });

  it('does not rewrite the cookie for the same code', () => {
    const cookies = createServerCookieJar('referral=SAME');
    captureReferral('/?referral=SAME', cookies);
    expect(cookies.setCookieHeaders()).toEqual([]);
  });

  it.each(['/', '/?referral=', '/?referral=%3Cscript%3E', `/?referral=${'x'.repeat(41)}`])('ignores %s', (url) => {
    const cookies = createServerCookieJar();
    expect(captureReferral(url, cookies)).toBeNull();
    expect(cookies.setCookieHeaders()).toEqual([]);
  });

  it('reads nothing from a missing or tampered cookie', () => {
    expect(readReferral(createServerCookieJar())).toBeNull();
    expect(readReferral(createServerCookieJar('referral=a%20b'))).toBeNull();
  });
});
