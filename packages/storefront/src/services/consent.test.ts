import { describe, expect, it } from 'vitest';
import { createServerCookieJar } from './cookies';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentModeState,
  grantsAny,
  parseConsent,
  readConsent,
  REJECT_ALL,
  serializeConsent,
  writeConsent,
} from './consent';

describe('the consent cookie', () => {
  it('keeps the choice for six months on the whole site, SameSite=Lax, Secure over https', () => {
    const jar = createServerCookieJar(null, { secure: true });
    writeConsent(jar, { analytics: true, marketing: false });
    expect(jar.setCookieHeaders()).toEqual([
      `${CONSENT_COOKIE}=v1.analytics; Max-Age=15552000; Path=/; SameSite=Lax; Secure`,
    ]);
    expect(CONSENT_MAX_AGE).toBe(180 * 24 * 60 * 60);
    expect(readConsent(jar)).toEqual({ analytics: true, marketing: false });

    const plain = createServerCookieJar(null, { secure: false });
    writeConsent(plain, REJECT_ALL);
    expect(plain.setCookieHeaders()[0]).toBe(`${CONSENT_COOKIE}=v1; Max-Age=15552000; Path=/; SameSite=Lax`);
  });

  it('records the categories and the version, and reads back what it wrote', () => {
    expect(serializeConsent(ACCEPT_ALL)).toBe('v1.analytics.marketing');
    expect(serializeConsent(REJECT_ALL)).toBe('v1');
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { analytics: false, marketing: true }]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
    const jar = createServerCookieJar(`${CONSENT_COOKIE}=v1.marketing`);
    expect(readConsent(jar)).toEqual({ analytics: false, marketing: true });
    expect(jar.namesRead()).toContain(CONSENT_COOKIE);
  });

  it('counts a choice of another version, or one it cannot read, as no choice: the banner asks again', () => {
    for (const value of [undefined, '', 'v0.analytics', 'v2.analytics', 'yes', 'v1.analytics.everything', '1']) {
      expect(parseConsent(value)).toBeNull();
    }
    expect(readConsent(createServerCookieJar('other=1'))).toBeNull();
  });
});

describe('Consent Mode v2 signals', () => {
  it('maps analytics to analytics_storage and marketing to the three ad signals', () => {
    expect(consentModeState({ analytics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeState({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('lets the tag manager load only for a choice that grants something', () => {
    expect(grantsAny(null)).toBe(false);
    expect(grantsAny(REJECT_ALL)).toBe(false);
    expect(grantsAny({ analytics: false, marketing: true })).toBe(true);
    expect(grantsAny(ACCEPT_ALL)).toBe(true);
  });
});
