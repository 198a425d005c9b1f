/**
 * The shopper's cookie consent (issue 17): which optional categories they allowed, kept in a first-party
 * cookie for six months, and what it means for Google Consent Mode v2. Read by the server (the page's
 * consent defaults, whether the banner is offered) and by the browser (the banner's choice).
 */
import type { CookieJar } from './cookies';

export const CONSENT_COOKIE = 'cookie_consent';
/** Six months (180 days), as the issue asks. */
export const CONSENT_MAX_AGE = 15_552_000;
/**
 * The version of what the shopper was asked. Raise it when the categories or the tags behind them change:
 * a stored choice of another version counts as none, so the banner asks again.
 */
export const CONSENT_VERSION = 1;

export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false };

/** `v1.analytics.marketing` (granted categories after the version; `v1` alone: all refused). */
export function serializeConsent(choice: ConsentChoice): string {
  return [`v${CONSENT_VERSION}`, ...CONSENT_CATEGORIES.filter((category) => choice[category])].join('.');
}

/** The stored choice, or null when there is none, it is malformed or of another version. */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  if (!value) return null;
  const [version, ...granted] = value.split('.');
  if (version !== `v${CONSENT_VERSION}`) return null;
  if (!granted.every((name) => (CONSENT_CATEGORIES as readonly string[]).includes(name))) return null;
  return { analytics: granted.includes('analytics'), marketing: granted.includes('marketing') };
}

export function readConsent(cookies: Pick<CookieJar, 'get'>): ConsentChoice | null {
  return parseConsent(cookies.get(CONSENT_COOKIE));
}

export function writeConsent(cookies: CookieJar, choice: ConsentChoice): void {
  cookies.set(CONSENT_COOKIE, serializeConsent(choice), {
    maxAge: CONSENT_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure: cookies.secure,
  });
}

export type ConsentSignal = 'granted' | 'denied';

/** Consent Mode v2's four signals: analytics storage for analytics, the three ad signals for marketing. */
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
  analytics_storage: ConsentSignal;
}

export function consentModeState(choice: ConsentChoice): ConsentModeState {
  const ads: ConsentSignal = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}

/** Whether a choice lets the tag manager load at all (basic Consent Mode: nothing loads before a grant). */
export const grantsAny = (choice: ConsentChoice | null): boolean =>
  !!choice && CONSENT_CATEGORIES.some((category) => choice[category]);
