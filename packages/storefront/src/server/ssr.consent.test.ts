/**
 * Issue 17's tags as the server renders them, against the real API on PGlite: without GTM_ID no tag, no
 * "Cookie settings" and the CSP as strict as before; with it, Consent Mode's denied defaults as the head's
 * first script (with the response's nonce), gtm.js left for after a grant, the CSP widened for GTM and GA4
 * only, the footer's "Cookie settings" in the page's language, and a stored choice applied from the first
 * byte — with the page cache keeping one copy per choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, startSsrApp, type SsrApp } from '../testing/ssrApp';

const GTM_ORIGIN = 'http://127.0.0.1:4999';
const LOCALES = [
  { path: '/', settings: 'Setări cookie-uri' },
  { path: '/ru', settings: 'Настройки cookie' },
  { path: '/en', settings: 'Cookie settings' },
  { path: '/uk', settings: 'Налаштування cookie' },
] as const;

let plain: SsrApp;
let tagged: SsrApp;

beforeAll(async () => {
  // One after the other: two embedded APIs starting at once are slow on a shared machine.
  plain = await startSsrApp();
  // With the page cache on, as in production: a kept page must never carry another shopper's choice.
  tagged = await startSsrApp({ pageCacheSeconds: 60, env: { GTM_ID: 'GTM-TEST17', GTM_ORIGIN } });
}, 180_000);

afterAll(async () => {
  await Promise.all([plain?.api.close(), tagged?.api.close()]);
});

const get = (app: SsrApp, path: string, cookie?: string) =>
  app.app.request(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The head's first script, its nonce and code. */
function firstScript(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const match = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(head);
  return { nonce: match?.[1], code: match?.[2] ?? '', index: match?.index ?? -1, head };
}

const scriptNonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('without GTM_ID', () => {
  it('renders no tag, no consent script, no "Cookie settings", and the CSP names no third party', async () => {
    for (const { path, settings } of LOCALES) {
      const response = await get(plain, path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toMatch(/gtag|gtm\.js|googletagmanager|__noriTags/);
      expect(html).not.toContain(settings);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/google|127\.0\.0\.1:4999/);
    }
  });
});

describe('with GTM_ID', () => {
  it('starts every page, in every language, with Consent Mode v2 denied and no gtm.js', async () => {
    for (const { path, settings } of LOCALES) {
      const response = await get(tagged, path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const script = firstScript(html);
      // Before anything else that runs or loads: right after the charset and viewport.
      expect(script.head.indexOf('<title>')).toBeGreaterThan(script.index);
      expect(script.head.indexOf('<link')).toBeGreaterThan(script.index);
      expect(script.code).toContain(
        `gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied","wait_for_update":500})`,
      );
      expect(script.code).not.toContain("gtag('consent','update',{");
      // The loader is there, named for the stand-in, but not called.
      expect(script.code).toContain(`"${GTM_ORIGIN}/gtm.js?id=GTM-TEST17"`);
      expect(script.code).not.toMatch(/load\(\)\}\)\(window/);
      expect(html).not.toMatch(/<script[^>]+src="[^"]*gtm\.js/);
      // The response's nonce, the one the CSP names.
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(script.nonce).toBe(scriptNonce(csp));
      // The footer offers to change the choice, in the page's language.
      expect(html).toContain(settings);
    }
  });

  it('widens the CSP for GTM (the configured origin) and GA4 only, keeping the nonce and strict-dynamic', async () => {
    const csp = (await get(tagged, '/en')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(
      new RegExp(`script-src 'nonce-[^']+' 'strict-dynamic' ${GTM_ORIGIN} https://www.googletagmanager.com;`),
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;[^;]*script|script-src[^;]*unsafe/);
  });

  it("applies a returning shopper's stored choice from the first byte, in every language", async () => {
    for (const { path } of LOCALES) {
      const granted = firstScript(await (await get(tagged, path, 'cookie_consent=v1.analytics')).text()).code;
      expect(granted).toContain(
        `gtag('consent','update',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"granted"})`,
      );
      // A grant loads gtm.js at once.
      expect(granted).toMatch(/load\(\)\}\)\(window/);

      const refused = firstScript(await (await get(tagged, path, 'cookie_consent=v1')).text()).code;
      expect(refused).toContain(`gtag('consent','update',{"ad_storage":"denied"`);
      expect(refused).not.toMatch(/load\(\)\}\)\(window/);
    }
  });

  it('asks again when the stored choice is of another version', async () => {
    const code = firstScript(await (await get(tagged, '/en', 'cookie_consent=v0.analytics.marketing')).text()).code;
    expect(code).not.toContain("gtag('consent','update',{");
  });

  it('keeps one copy of a page per choice in the page cache', async () => {
    // First without a choice, then with one, then without again: each gets its own.
    const none = firstScript(await (await get(tagged, '/en/contacts')).text()).code;
    const chosen = firstScript(await (await get(tagged, '/en/contacts', 'cookie_consent=v1.marketing')).text()).code;
    const noneAgain = firstScript(await (await get(tagged, '/en/contacts')).text()).code;
    expect(none).not.toContain("gtag('consent','update',{");
    expect(chosen).toContain(`gtag('consent','update',{"ad_storage":"granted"`);
    expect(noneAgain).toBe(none);
  });
});
