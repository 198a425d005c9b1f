/**
 * The back office's settings in a real browser beside a shopper's (issue 16): a manager signs in, opens
 * Settings, types a new announcement strip and popup in English — a bad phone is refused beside its field
 * and nothing typed is lost —, previews the popup as the shop draws it, and saves; the shop, in a browser of
 * its own, shows the new strip on its next page and the new popup to a first-time visitor. The manager then
 * pauses ordering at restaurant 1 and resumes it, and the shop's restaurants say so each time. The settings
 * pass axe on a tablet and on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import adminCore from '@nori/admin/messages/core/en.json';
import adminSettings from '@nori/admin/messages/settings/en.json';
import { apiUrl, expectNoAxeViolations, open, reload, setUpBrowser, t } from '@nori/storefront/e2e';

const { newPage } = setUpBrowser();
const words: Record<string, string> = { ...adminCore, ...adminSettings };
/** A back office message in English, with its `{values}` put in. */
const admin = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), words[id]!);

/** Signs the e2e manager of restaurant 1 in to the back office, in English. */
async function signInManager(page: Page) {
  await page.addInitScript(() => localStorage.setItem('nori-admin-locale', 'en'));
  await page.goto(inject('adminUrl'));
  await page.getByRole('heading', { level: 1, name: admin('admin.signIn.title') }).waitFor();
  const { email, password } = inject('manager');
  await page.getByLabel(admin('admin.signIn.email')).fill(email);
  await page.getByLabel(admin('admin.signIn.password')).fill(password);
  await page.getByRole('button', { name: admin('admin.signIn.submit') }).click();
  // Signed in: the sign-in page gives way to the board (whose navigation a phone keeps behind its menu).
  await page
    .getByRole('heading', { level: 1, name: admin('admin.signIn.title') })
    .waitFor({ state: 'detached', timeout: 15_000 });
}

/** The shop's strip, as a shopper's browser sees it on `/en`. */
const strip = (page: Page) => page.getByRole('region', { name: t('en', 'announcement.label') });

/** Whether the shop's public list says restaurant 1 is paused. */
async function shopSaysPaused(): Promise<boolean> {
  const response = await fetch(`${apiUrl()}/api/get-restaurants`);
  const { data } = (await response.json()) as { data: { id: number; paused_until: string | null }[] };
  return data.find((r) => r.id === 1)?.paused_until != null;
}

describe('the back office’s settings', () => {
  it('publishes a new announcement that the shop shows on its next page, and pauses ordering', async () => {
    const stamp = Date.now().toString(36);
    const stripText = `Delivery until 22:00 today (${stamp})`;
    const popupText = `Closed on 31 December (${stamp}).\nSee you next year!`;

    const shopper = await newPage({ viewport: 'phone', locale: 'en-US' });
    await open(shopper, '/en');
    expect(await strip(shopper).count()).toBeLessThanOrEqual(1);
    expect(await shopper.content()).not.toContain(stamp);

    const office = await newPage({ viewport: 'desktop', locale: 'en-US' });
    await signInManager(office);
    await office.getByRole('link', { name: admin('admin.nav.settings') }).click();
    await office.getByRole('tab', { name: admin('admin.settings.tab.announcements'), selected: true }).waitFor();
    const stripField = office.getByLabel(admin('admin.settings.alert_message.label', { language: 'English' }));
    await stripField.waitFor();
    await expectNoAxeViolations(office, 'settings: announcements (tablet)');

    await stripField.fill(stripText);
    await office.getByLabel(admin('admin.settings.alert_popup_message.label', { language: 'English' })).fill(popupText);
    // The preview is the shop's strip, live as it is typed.
    await office.getByRole('figure').filter({ hasText: stripText }).waitFor();

    // A phone the API refuses: its message beside the field, everything typed still there.
    const phone = office.getByLabel(admin('admin.settings.contacts.phone'), { exact: true });
    const goodPhone = await phone.inputValue();
    await phone.fill('call us');
    const save = office.getByRole('button', { name: admin('admin.settings.save') });
    await save.click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(
      await office
        .getByRole('alert')
        .filter({ hasText: admin('admin.settings.notSaved') })
        .count(),
    ).toBe(1);
    expect(await stripField.inputValue()).toBe(stripText);
    expect(await phone.inputValue()).toBe('call us');

    await phone.fill(goodPhone);
    await save.click();
    await office
      .getByRole('status')
      .filter({ hasText: admin('admin.settings.saved') })
      .waitFor();
    expect(await phone.getAttribute('aria-invalid')).not.toBe('true');

    // The popup's preview is the dialog the shop opens, in the language previewed.
    await office.getByRole('button', { name: admin('admin.settings.preview.popup', { language: 'English' }) }).click();
    const preview = office.getByRole('dialog', { name: t('en', 'attention.title') });
    await preview.getByText('See you next year!').waitFor();
    await preview.getByRole('button', { name: t('en', 'attention.ok') }).click();
    await preview.waitFor({ state: 'detached' });

    // The shop, in its own browser: the new strip on its next page (its page cache follows the settings).
    await expect
      .poll(
        async () => {
          await reload(shopper);
          return (await strip(shopper).textContent()) ?? '';
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain(stripText);
    // A first-time visitor meets the new popup.
    const visitor = await newPage({ viewport: 'desktop', locale: 'en-US', showAttention: true });
    await open(visitor, '/en');
    // It opens at the visitor's first scroll, tap or key (never during the page's load).
    await visitor.mouse.wheel(0, 200);
    const popup = visitor.getByRole('dialog', { name: t('en', 'attention.title') });
    await popup.waitFor({ timeout: 15_000 });
    expect(await popup.textContent()).toContain(`Closed on 31 December (${stamp}).`);

    // Ordering paused at restaurant 1 for 15 minutes, then resumed: the shop's list follows each.
    await office.getByRole('tab', { name: admin('admin.settings.tab.restaurants') }).click();
    await office.getByRole('button', { name: admin('admin.settings.pause.for', { minutes: 15 }) }).click();
    await office
      .getByRole('status')
      .filter({ hasText: admin('admin.settings.pause.pausedUntil', { when: '' }).replace(/\s*\.$/, '') })
      .waitFor();
    await expect.poll(shopSaysPaused).toBe(true);
    await expectNoAxeViolations(office, 'settings: restaurants (tablet)');
    await office.getByRole('button', { name: admin('admin.settings.pause.resume') }).click();
    await office
      .getByRole('status')
      .filter({ hasText: admin('admin.settings.pause.open') })
      .waitFor();
    await expect.poll(shopSaysPaused).toBe(false);

    // The same screen on a phone: the languages stacked, still axe-clean.
    const phoneOffice = await newPage({ viewport: 'phone', locale: 'en-US' });
    await signInManager(phoneOffice);
    await phoneOffice.goto(`${inject('adminUrl')}/settings/announcements`);
    await phoneOffice.getByLabel(admin('admin.settings.alert_message.label', { language: 'English' })).waitFor();
    await expectNoAxeViolations(phoneOffice, 'settings: announcements (phone)');
  });
});
