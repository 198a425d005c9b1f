/** The root shell's rules: the attention popup and its cookie, the referral cookie, the scroll lock. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastCode, noDialogs, open, openCartDrawer, setUpBrowser, t, uniquePhone, reload } from './browser';

const { newPage } = setUpBrowser();

const clipped = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('is-clipped'));

describe('the shell', () => {
  it('shows the attention popup once the shopper starts using the page, and OK keeps it away for 4 hours', async () => {
    const page = await newPage({ showAttention: true });
    await open(page, '/en');
    // Not while the page loads (it would be the page's largest paint): at the first tap, key or scroll.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.mouse.wheel(0, 200);
    const popup = page.getByRole('dialog', { name: 'Important' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('public holidays');
    await page.getByRole('button', { name: 'OK' }).click();
    await popup.waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'attention');
    expect(cookie).toBeDefined();
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(14_300);
    expect(lifetime).toBeLessThanOrEqual(14_400);
    await reload(page);
    await page.mouse.wheel(0, 200);
    // The popup opens in an idle moment after the first interaction: after an idle callback queued later,
    // and a moment for its code, it would be there.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('never shows the attention popup together with the cart, however late its code comes (uk, 375 px)', async () => {
    const page = await newPage({ showAttention: true, viewport: 'phone', locale: 'uk-UA' });
    // The popup's code is held until the cart is open: a shopper who taps at once meets it still on the way
    // (issue 29: the popup then opened over the cart, or under it).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/AttentionPopup-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await open(page, '/uk');
    await page.mouse.wheel(0, 200);
    await expect.poll(() => asked).toBe(true);
    const drawer = await openCartDrawer(page, 'uk');
    const arrived = page.waitForEvent('requestfinished', (request) => /AttentionPopup-/.test(request.url()));
    release();
    await arrived;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForTimeout(300);
    // One overlay, in the accessibility tree and holding the focus.
    const dialogs = page.getByRole('dialog', { includeHidden: true });
    expect(await dialogs.count()).toBe(1);
    expect(await drawer.isVisible()).toBe(true);
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    // The popup comes once the cart is closed.
    await page.keyboard.press('Escape');
    const popup = page.getByRole('dialog', { name: t('uk', 'attention.title') });
    await popup.waitFor();
    expect(await dialogs.count()).toBe(1);
  });

  it('keeps ?referral= for 28 days and sends it as referrer_id with the new profile', async () => {
    const page = await newPage();
    await open(page, '/?referral=FRIEND42');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'referral');
    expect(cookie?.value).toBe('FRIEND42');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(2_419_000);

    const phone = uniquePhone();
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await page.getByLabel('Număr de telefon').pressSequentially(`+${phone}`);
    await page.getByRole('button', { name: 'Continuă' }).click();
    await page.getByLabel('Codul din SMS').fill(await lastCode(phone));
    await page.getByLabel('Prenume').fill('Dan');
    await page.getByLabel('Nume', { exact: true }).fill('Ceban');
    const update = page.waitForRequest((request) => request.url().endsWith('/api/update-profile'));
    await page.getByRole('button', { name: 'Salvează' }).click();
    expect((await update).postDataJSON()).toMatchObject({ name: 'Dan', surname: 'Ceban', referrer_id: 'FRIEND42' });
  });

  it('locks page scrolling while a modal or drawer is open, also stacked, within the CSP', async () => {
    const page = await newPage({ viewport: 'phone' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await open(page, '/');
    expect(await clipped(page)).toBe(false);
    await page.getByRole('button', { name: 'Deschide navigarea' }).click();
    await page.getByRole('dialog', { name: 'Navigare' }).waitFor();
    expect(await clipped(page)).toBe(true);
    await page.keyboard.press('Escape');
    await noDialogs(page);
    expect(await clipped(page)).toBe(false);

    await page.getByRole('button', { name: 'Autentificare' }).click();
    await page.getByRole('dialog', { name: 'Autentificare' }).waitFor();
    expect(await clipped(page)).toBe(true);
    await page.keyboard.press('Escape');
    await noDialogs(page);
    expect(await clipped(page)).toBe(false);
    // The overlays' injected styles carry the page's nonce.
    expect(violations).toEqual([]);
  });

  it('loads an overlay’s chunks at once from the preload lists that come after hydration, within the CSP', async () => {
    const page = await newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const listsResponse = page.waitForResponse((response) => /\/assets\/preloads-\w+\.json$/.test(response.url()));
    await open(page, '/');
    // Issue 18: the lists are one file of the build, asked for once hydration has begun.
    const lists = (await (await listsResponse).json()) as Record<string, string[]>;
    const drawerFiles = lists['src/features/cart/CartDrawer.tsx']!;
    const before = new Set(scripts);

    await openCartDrawer(page, 'ro');
    // The drawer's own chunks (some, such as the button, the page had already).
    expect(drawerFiles.filter((file) => !before.has(file)).length).toBeGreaterThan(3);
    // Every chunk the drawer imports, however deep, was asked for by a modulepreload link the app added
    // with the page's nonce, rather than discovered one import level at a time.
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
        path: new URL(link.href).pathname,
        nonce: link.nonce,
      })),
    );
    for (const file of drawerFiles) {
      expect(
        links.find((link) => link.path === file),
        file,
      ).toMatchObject({ nonce: expect.stringMatching(/\S/) });
    }
    expect(violations).toEqual([]);
  });

  it('starts the page’s code only once its first paint is on screen, on pages with and without an LCP image', async () => {
    // Issue 18. Playwright's Chromium presents the first frame before `load` (it turns paint holding off), so
    // this holds the script working in a real browser; the case of a paint presented after `load` is
    // html.start.test.ts's.
    for (const path of ['/', '/product/philadelphia-clasic']) {
      const page = await newPage();
      await open(page, path);
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        script: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(timing.painted, path).not.toBeNull();
      expect(timing.script, path).toBeGreaterThanOrEqual(timing.painted!);
    }
  });

  it('sends a first visit to / to the browser’s language, whatever home page the server keeps', async () => {
    // `npm start` keeps public pages a few seconds: a Romanian visit puts the Romanian home in that cache.
    const romanian = await newPage({ locale: 'ro-MD' });
    await open(romanian, '/');
    for (const [browser, home] of [
      ['ru-RU', '/ru'],
      ['en-US', '/en'],
      ['uk-UA', '/uk'],
    ] as const) {
      const page = await newPage({ locale: browser });
      await open(page, '/');
      expect(new URL(page.url()).pathname, browser).toBe(home);
    }
  });

  it('keeps the tab’s title and <html lang> in step with the page while navigating in the app', async () => {
    const page = await newPage();
    await open(page, '/');
    const brand = (await page.title()).split(' — ').pop()!;
    await page
      .locator('header')
      .getByRole('link', { name: t('ro', 'layout.nav.delivery') })
      .click();
    await page.waitForURL('**/delivery');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${t('ro', 'pages.delivery.title')} — ${brand}`);
    await page
      .locator('header')
      .getByRole('link', { name: t('ro', 'layout.nav.contacts') })
      .click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${t('ro', 'pages.contacts.title')} — ${brand}`);
    await page.locator('header').getByRole('link', { name: 'EN', exact: true }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${t('en', 'pages.contacts.title')} — ${brand}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.goBack();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${t('ro', 'pages.contacts.title')} — ${brand}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ro-MD');
  });

  it('hydrates the footer and the home shelves after the first screen with their words, and switches their language', async () => {
    // Their words are message groups that load with their code (issue 18): the server's HTML is hydrated
    // without a mismatch (a mismatch is an uncaught error), and a language switch brings the new ones.
    const page = await newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const about = (locale: 'ru' | 'en') => page.locator('footer').getByText(t(locale, 'layout.footer.about'));
    const shelf = (locale: 'ru' | 'en') => page.getByRole('heading', { name: t(locale, 'catalog.home.popular') });
    await open(page, '/ru');
    await shelf('ru').waitFor();
    // Down to the footer: the shelves' and the footer's code and words load as they come near.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await about('ru').waitFor();
    await page.locator('header').getByRole('link', { name: 'EN', exact: true }).click();
    await about('en').waitFor({ timeout: 10_000 });
    await shelf('en').waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });

  it('shows the business’s announcement on every page, in its language, and nothing moves', async () => {
    for (const [locale, browser, path] of [
      ['ro', 'ro-MD', '/'],
      ['uk', 'uk-UA', '/uk/checkout'],
      ['en', 'en-US', '/en/product/philadelphia-clasic'],
    ] as const) {
      const page = await newPage({ viewport: 'phone', locale: browser });
      await open(page, path);
      const strip = page.getByRole('region', { name: t(locale, 'announcement.label') });
      expect(await strip.textContent()).toMatch(/10:00.*23:00/);
      // Above the header, from the first paint: no layout shift while the page starts.
      expect(await strip.evaluate((node) => node.getBoundingClientRect().top)).toBe(0);
      // What a strip arriving late (or changing height) would do: push the header and everything under it
      // down. So neither the header, nor anything in it, nor the page's main content may move vertically. Under the suite's load a text
      // laid out a frame late moves sideways within its line (an icon beside it, 0.0004 once): not this
      // test's subject, so only held, with everything else, far below the 0.1 a page may shift in all (Core
      // Web Vitals' "good").
      const shifts = await page.evaluate(
        () =>
          new Promise<{ total: number; moved: string[] }>((resolve) => {
            const seen = { total: 0, moved: [] as string[] };
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as {
                value: number;
                sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
              }[]) {
                seen.total += entry.value;
                for (const { node, previousRect, currentRect } of entry.sources ?? []) {
                  if (!(node instanceof Element) || Math.abs(currentRect.y - previousRect.y) < 1) continue;
                  if (node.closest('header') || node.matches('main, #root, body > div'))
                    seen.moved.push(
                      `${node.tagName.toLowerCase()}.${node.className} ${previousRect.y}→${currentRect.y}`,
                    );
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(seen), 1000);
          }),
      );
      expect(shifts.moved, path).toEqual([]);
      expect(shifts.total, path).toBeLessThan(0.01);
    }
  });
});
