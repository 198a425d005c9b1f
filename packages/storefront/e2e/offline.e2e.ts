/**
 * The installable, offline shop (issue 17) in Chromium against the built servers: after one visit the
 * service worker controls the shop; offline, the menu, a category, a product and the cart still open, the
 * shop says it is offline, the checkout says ordering needs a connection, a page never seen shows the offline
 * page in its language, and coming back online is said too. Then: the web app manifest Chromium reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openBarePage } from './bareChromium';
import { open, openCartDrawer, prefix, setUpBrowser, siteUrl, SLUG, startsWith, t, type Locale } from './browser';

const browser = setUpBrowser();
const CATEGORY = 'rulouri';

/** The URLs the worker keeps in a cache of its own (the pages, the API's catalog reads). */
const kept = (page: Page, cache: string) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), cache);

/** The built worker the journeys' shop serves (read on every request, revalidated by the browser on every check). */
const swFile = () => path.join(inject('storefrontClientDir'), 'sw.js');

const status = (page: Page, locale: Locale, id: string) => page.getByRole('status').filter({ hasText: t(locale, id) });

describe('offline', () => {
  it('opens the menu and the cart offline after one visit, and says what needs a connection', async () => {
    const locale: Locale = 'ro';
    const page = await browser.newPage({ serviceWorker: true });
    await open(page, '/');
    // Registered after load, when idle; the first worker takes the open page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    // The home page came before the worker: it is handed over to be kept.
    await expect.poll(() => kept(page, 'nori-pages'), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/\/$/));

    await open(page, `/menu/${CATEGORY}`);
    await open(page, `/product/${SLUG}`);
    await page.getByRole('button', { name: startsWith(locale, 'product.addToCartTotal') }).click();
    await expect
      .poll(async () => (await kept(page, 'nori-pages')).map((url) => new URL(url).pathname))
      .toEqual(expect.arrayContaining(['/', `/menu/${CATEGORY}`, `/product/${SLUG}`]));

    await page.context().setOffline(true);
    await status(page, locale, 'pwa.status.offline').waitFor();

    // A full load of a page seen before, and a client-side move between kept pages.
    await open(page, `/menu/${CATEGORY}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await status(page, locale, 'pwa.status.offline').waitFor();
    await open(page, `/product/${SLUG}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The cart opens with its line (kept in the browser's storage).
    const drawer = await openCartDrawer(page, locale);
    expect(await drawer.getByRole('listitem').count()).toBeGreaterThan(0);

    // The checkout says it needs a connection.
    await drawer.getByRole('link', { name: t(locale, 'cart.footer.checkout') }).click();
    await page.waitForURL('**/checkout');
    await page
      .getByRole('alert')
      .filter({ hasText: t(locale, 'checkout.offline') })
      .waitFor();

    // A page never opened: the offline page, in its language.
    await page.goto(`${prefix('ru')}/promotions`);
    await page.getByRole('heading', { level: 1, name: t('ru', 'pwa.offline.title') }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ru-RU');

    // Back online, said once. The status is a deferred part (hydrated when the page is idle, after
    // data-hydrated): the journey waits until the page says it is offline, as a shopper would see it, before
    // the connection returns; going online before the part is there has nothing to say "back" to.
    await open(page, `/menu/${CATEGORY}`);
    await status(page, locale, 'pwa.status.offline').waitFor();
    await page.context().setOffline(false);
    await status(page, locale, 'pwa.status.online').waitFor();
  });

  it('serves the page language’s manifest, which Chromium reads without errors', async () => {
    const page = await browser.newPage({ serviceWorker: true });
    await open(page, `${prefix('uk')}/menu`);
    const cdp = await page.context().newCDPSession(page);
    const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(new URL(url).pathname).toBe('/uk/manifest.webmanifest');
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as { lang: string; start_url: string; icons: { purpose: string }[] };
    expect(manifest.lang).toBe('uk-UA');
    expect(manifest.start_url).toBe('/uk/');
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    // Its icons exist.
    for (const icon of manifest.icons as unknown as { src: string }[]) {
      expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });

  // Driven without Playwright, whose DevTools session on every service worker changes when a worker told to
  // skip waiting gets to take over (bareChromium.ts).
  it('lets a new worker wait until the shopper takes the new version from the toast', async () => {
    const locale: Locale = 'en';
    const page = await openBarePage();
    const original = readFileSync(swFile(), 'utf8');
    try {
      await page.goto(`${siteUrl()}${prefix(locale)}/menu`);
      await page.waitFor(`document.querySelector('html[data-hydrated]')`, 'the page to hydrate');
      await page.waitFor('navigator.serviceWorker?.controller', 'the first worker to control the page');
      // A deploy: the worker's script changes.
      writeFileSync(swFile(), `${original}\n// next build ${Date.now()}\n`);
      await page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.update())');
      // It waits: still waiting a moment later, the old one still in control, the page never reloaded.
      await page.evaluate('window.stayed = true');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const state = `navigator.serviceWorker.getRegistration().then((registration) =>
        [registration.waiting?.state ?? null, registration.active?.state, window.stayed ?? false])`;
      expect(await page.evaluate(state)).toEqual(['installed', 'activated', true]);

      // The toast offers the new version; taking it lets the new worker in and reloads.
      const reload = `[...document.querySelectorAll('button')].find(
        (button) => button.textContent.trim() === ${JSON.stringify(t(locale, 'buildUpdate.reload'))})`;
      await page.waitFor(reload, 'the toast’s reload button');
      await page.evaluate(`${reload}.click()`);
      await page.waitFor('!window.stayed && document.documentElement.dataset.hydrated !== undefined', 'the reload');
      await page.waitFor(
        `${state}.then(([waiting, active]) => waiting === null && active === 'activated')`,
        'the new worker',
      );
    } finally {
      writeFileSync(swFile(), original);
      await page.close();
    }
  });
});
