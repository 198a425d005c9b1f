/**
 * Issue 17's journey: a shop started with GTM_ID, whose GTM_ORIGIN is a local stand-in for Google Tag Manager
 * (a tiny gtm.js that records it ran, and with which nonce), never the internet. No tag is requested before
 * the shopper chooses; "accept" loads gtm.js with the page's nonce, after Consent Mode's update; "reject"
 * loads nothing; the choice survives a reload; the footer's "Cookie settings" reopens the choices.
 *
 * The shop of globalSetup runs without GTM_ID (every other journey sees no banner), so this file starts a
 * second storefront server from the same build, on the same API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { root } from '../../../scripts/build-if-needed.mjs';
import { apiUrl, expectNoAxeViolations, setUpBrowser, t } from './browser';
import { SIGNATURE_SUFFIX } from './globalSetup';

const GTM_ID = 'GTM-E2E17';

/** What the stand-in's gtm.js reports into the data layer when it runs. */
const STAND_IN_JS =
  "window.dataLayer.push({event:'stand-in.gtm',nonce:document.currentScript&&document.currentScript.nonce," +
  'src:document.currentScript&&document.currentScript.src});';

let gtm: Server;
let gtmOrigin: string;
const gtmRequests: string[] = [];
let shop: ChildProcess;
let shopUrl: string;
let snapshot: string | undefined;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the GTM_ID storefront exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the GTM_ID storefront did not start');
}

beforeAll(async () => {
  gtm = createServer((request, response) => {
    gtmRequests.push(request.url ?? '');
    if (request.url?.startsWith('/gtm.js')) {
      response.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' });
      response.end(STAND_IN_JS);
    } else {
      response.writeHead(404).end();
    }
  });
  gtmOrigin = `http://127.0.0.1:${await listen(gtm)}`;

  // A free port for the shop: take one, then give it to the server.
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  shopUrl = `http://127.0.0.1:${port}`;
  // A snapshot of the build, as globalSetup runs: a rebuild during the run cannot swap the assets under it.
  snapshot = mkdtempSync(path.join(root, 'packages/storefront/.e2e-'));
  cpSync(path.join(root, 'packages/storefront/dist'), path.join(snapshot, 'dist'), { recursive: true });
  shop = spawn(process.execPath, [path.join(snapshot, 'dist/server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_SITE_URL: shopUrl,
      API_BASE_URL: apiUrl(),
      PUBLIC_API_BASE_URL: apiUrl(),
      SIGNATURE_SUFFIX,
      GTM_ID,
      GTM_ORIGIN: gtmOrigin,
    },
  });
  await waitForHealth(shopUrl, shop);
}, 120_000);

afterAll(async () => {
  shop?.kill();
  if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  await new Promise((resolve) => (gtm ? gtm.close(resolve) : resolve(undefined)));
});

const { newPage } = setUpBrowser();

/** A page that may not reach Google: any request there fails the journey. */
async function shopPage(locale: string, showAttention = false): Promise<{ page: Page; google: string[] }> {
  const page = await newPage({ locale, viewport: 'phone', showAttention });
  const google: string[] = [];
  await page.context().route(/googletagmanager\.com|google-analytics\.com|analytics\.google\.com/, (route) => {
    google.push(route.request().url());
    return route.abort();
  });
  return { page, google };
}

async function open(page: Page, path: string) {
  await page.goto(shopUrl + path);
  await page.waitForSelector('html[data-hydrated]');
}

const gtmJsRequests = () => gtmRequests.filter((url) => url.startsWith('/gtm.js'));

/** Waits for the stand-in's gtm.js to have run in the page, and returns what it reported. */
async function standInRan(page: Page) {
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
      (entry) => entry.event === 'stand-in.gtm',
    ),
  );
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    );
    return JSON.parse(JSON.stringify(layer)) as unknown[];
  });
}

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent');

describe('cookie consent with GTM_ID', () => {
  it('requests no tag before consent, and gtm.js with the page nonce after "accept"', async () => {
    const { page, google } = await shopPage('en-US');
    const before = gtmJsRequests().length;
    await open(page, '/en');
    const banner = page.getByRole('region', { name: t('en', 'consent.title') });
    await banner.waitFor();
    await expect(banner.evaluate((element) => getComputedStyle(element).position)).resolves.toBe('fixed');
    // The banner arrived after the page's largest paint, which stays the page's own content.
    const lcp = await banner.evaluate(
      (region) =>
        new Promise<{ inBanner: boolean; element: string } | null>((resolve) => {
          // No entry at all would be a failure too (null), not a pass.
          setTimeout(() => resolve(null), 5000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const element = entries[entries.length - 1]?.element ?? null;
            resolve({
              inBanner: !!element && region.contains(element),
              element: element?.outerHTML.slice(0, 80) ?? '',
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp, JSON.stringify(lcp)).toMatchObject({ inBanner: false });
    await expectNoAxeViolations(page, 'the consent banner on the home page');
    expect(gtmJsRequests().length).toBe(before);

    await banner.getByRole('button', { name: t('en', 'consent.acceptAll') }).click();
    const layer = await standInRan(page);
    expect(gtmJsRequests().length).toBe(before + 1);
    expect(gtmJsRequests().at(-1)).toBe(`/gtm.js?id=${GTM_ID}`);
    await banner.waitFor({ state: 'detached' });
    // Consent Mode: denied by default, then the shopper's grant, then GTM's start, then GTM itself.
    const index = (predicate: (entry: unknown) => boolean) => layer.findIndex(predicate);
    const isCommand = (kind: string) => (entry: unknown) =>
      Array.isArray(entry) && entry[0] === 'consent' && entry[1] === kind;
    const granted = layer[index(isCommand('update'))] as [string, string, Record<string, string>];
    expect(granted[2]).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
    expect(index(isCommand('default'))).toBeLessThan(index(isCommand('update')));
    const started = index((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(index(isCommand('update'))).toBeLessThan(started);
    const ran = layer.find((entry) => (entry as { event?: string }).event === 'stand-in.gtm') as {
      nonce: string;
      src: string;
    };
    // The page's nonce is on gtm.js (GTM hands it to its custom HTML tags); the CSP let it run.
    expect(ran.nonce).toMatch(/.{16,}/);
    expect(ran.src).toBe(`${gtmOrigin}/gtm.js?id=${GTM_ID}`);

    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('v1.analytics.marketing');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);

    // The choice survives a reload: no banner, and the granted tags load at once.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await standInRan(page);
    expect(gtmJsRequests().length).toBe(before + 2);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('region', { name: t('en', 'consent.title') }).count()).resolves.toBe(0);
    expect(google).toEqual([]);
  });

  it('loads nothing after "reject", remembers it, and "Cookie settings" in the footer reopens the choices', async () => {
    const { page, google } = await shopPage('ro-MD');
    const before = gtmJsRequests().length;
    await open(page, '/');
    const banner = page.getByRole('region', { name: t('ro', 'consent.title') });
    await banner.waitFor();
    // Not a trap: the banner does not take focus by itself; the keyboard reaches and answers it.
    await expect(banner.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(false);
    await banner.getByRole('button', { name: t('ro', 'consent.rejectAll') }).focus();
    await page.keyboard.press('Enter');
    await banner.waitFor({ state: 'detached' });
    expect((await consentCookie(page))?.value).toBe('v1');

    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(2500);
    await expect(banner.count()).resolves.toBe(0);
    expect(gtmJsRequests().length).toBe(before);

    // Changing one's mind from the footer: the choices open with focus, statistics only is saved.
    await page.getByRole('button', { name: t('ro', 'layout.footer.cookieSettings') }).click();
    await banner.waitFor();
    await expect(banner.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const statistics = banner.getByRole('switch', { name: t('ro', 'consent.analytics') });
    await expect(statistics.getAttribute('aria-checked')).resolves.toBe('false');
    await statistics.click();
    await expectNoAxeViolations(page, 'the consent choices');
    await banner.getByRole('button', { name: t('ro', 'consent.save') }).click();
    const layer = await standInRan(page);
    expect(gtmJsRequests().length).toBe(before + 1);
    expect((await consentCookie(page))?.value).toBe('v1.analytics');
    const update = layer.filter((entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update') as [
      string,
      string,
      Record<string, string>,
    ][];
    expect(update.at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(google).toEqual([]);
  });

  it('asks one thing at a time: the attention popup waits for the answer, however early the shopper starts', async () => {
    const { page, google } = await shopPage('uk-UA', true);
    await open(page, '/uk');
    const banner = page.getByRole('region', { name: t('uk', 'consent.title') });
    await banner.waitFor();
    // The shopper's first scroll and tap arm the popup; it stays away while the banner asks.
    await page.mouse.wheel(0, 300);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(2000);
    const popup = page.getByRole('dialog', { name: t('uk', 'attention.title') });
    await expect(popup.count()).resolves.toBe(0);
    await banner.getByRole('button', { name: t('uk', 'consent.rejectAll') }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await consentCookie(page))?.value).toBe('v1');
    await popup.waitFor();
    await popup.getByRole('button', { name: t('uk', 'attention.ok') }).click();
    await popup.waitFor({ state: 'detached' });
    expect(google).toEqual([]);
  });
});
