/**
 * When things go wrong, in Chromium against the built servers: a language whose catalog does not load, a
 * backend that answers sign-in differently from ours (spec §7: the success flag; §8: 422 messages under
 * their fields; §4: new or returning decided on the profile received), and errors nobody caught, which
 * reach analytics (spec §8).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUrl, dataLayer, lastCode, noDialogs, open, setUpBrowser, t, uniquePhone } from './browser';

const { newPage } = setUpBrowser();

/** How long a poll waits: the journeys share two cores with the other test projects. */
const TIMEOUT = { timeout: 10_000 };

/** Answers an API call with the real API's response (its CORS headers included) but this status and body. */
async function answerWith(route: Route, status: number, json: unknown) {
  const response = await route.fetch();
  await route.fulfill({ response, status, json });
}

async function requestCode(page: Page, phone: string) {
  await page.getByRole('button', { name: t('ro', 'auth.phone.title') }).click();
  await page.getByLabel(t('ro', 'auth.phone.label')).pressSequentially(`+${phone}`);
  await page.getByRole('button', { name: t('ro', 'auth.continue') }).click();
}

/** The code modal is open and the outbox holds a code for the phone other than `previous`. */
async function codeSent(page: Page, phone: string, previous?: string): Promise<string> {
  await page.getByLabel(t('ro', 'auth.code.label')).waitFor();
  let code = '';
  await expect
    .poll(async () => {
      code = await lastCode(phone).catch(() => '');
      return code !== '' && code !== previous;
    }, TIMEOUT)
    .toBe(true);
  return code;
}

describe('a language whose catalog does not load', () => {
  it('keeps the page with the catalog it has, never the error page, and switches once the catalog arrives', async () => {
    const page = await newPage();
    await open(page, '/delivery');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(t('ro', 'pages.delivery.title'));

    // The Russian catalogs (the shop's and the kit's chunks) cannot be fetched.
    let blocked = true;
    await page.route(/\/assets\/ru-[\w-]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
    await page.locator('header').getByRole('link', { name: 'RU', exact: true }).click();
    await page.waitForURL('**/ru/delivery');
    await page.waitForTimeout(500);
    expect(await page.locator('[data-status]').count()).toBe(0);
    expect(await heading.textContent()).toBe(t('ro', 'pages.delivery.title'));

    // The connection is back: a retry in the background brings the catalog and the page speaks Russian.
    blocked = false;
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toBe(t('ru', 'pages.delivery.title'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru-RU');
    // The page's own words (the `info` message group, a `ru-…` chunk too) are asked for again and come.
    await page.getByText(t('ru', 'info.delivery.lead')).waitFor({ timeout: 15_000 });
  });
});

describe('sign-in against a backend that answers differently', () => {
  it('shows auth.phone.invalid for an answer without success: true', async () => {
    const page = await newPage();
    await page.route(`${apiUrl()}/api/via-phone-number`, (route) => answerWith(route, 200, { success: false }));
    await open(page, '/');
    await requestCode(page, uniquePhone());
    await page.getByText(t('ro', 'auth.phone.invalid')).waitFor();
    expect(await page.getByLabel(t('ro', 'auth.code.label')).count()).toBe(0);
  });

  it('shows every message of a 422 on the code check under its own field, the phone’s under the phone', async () => {
    const page = await newPage();
    await page.route(`${apiUrl()}/api/sms-code-check`, (route) =>
      answerWith(route, 422, {
        message: 'Date invalide',
        errors: {
          code: ['Codul are 4 cifre.', 'Doar cifre.'],
          phone: ['Numărul nu mai este activ.'],
        },
      }),
    );
    const phone = uniquePhone();
    await open(page, '/');
    await requestCode(page, phone);
    const first = await codeSent(page, phone);
    await page.getByLabel(t('ro', 'auth.code.label')).fill(first);
    // The code was sent for a phone the server refuses: back to the phone, with the server's message.
    const phoneField = page.getByLabel(t('ro', 'auth.phone.label'));
    await phoneField.waitFor();
    await expect
      .poll(() => phoneField.evaluate((input) => document.getElementById(`${input.id}-error`)?.textContent), TIMEOUT)
      .toBe('Numărul nu mai este activ.');

    // A server that names only the code: both of its messages under the code field.
    await page.unroute(`${apiUrl()}/api/sms-code-check`);
    await page.route(`${apiUrl()}/api/sms-code-check`, (route) =>
      answerWith(route, 422, { message: 'Date invalide', errors: { code: ['Codul are 4 cifre.', 'Doar cifre.'] } }),
    );
    // The journeys' API allows a new code to the same phone after 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await page.getByRole('button', { name: t('ro', 'auth.continue') }).click();
    const codeField = page.getByLabel(t('ro', 'auth.code.label'));
    await codeField.fill(await codeSent(page, phone, first));
    await expect
      .poll(() => codeField.evaluate((input) => document.getElementById(`${input.id}-error`)?.textContent), TIMEOUT)
      .toBe('Codul are 4 cifre. Doar cifre.');
  });

  it('keeps the code modal when the profile cannot be read, and a retry decides new or returning', async () => {
    const page = await newPage();
    let profileDown = true;
    await page.route(`${apiUrl()}/api/get-profile`, (route) =>
      profileDown ? answerWith(route, 503, { message: 'Indisponibil' }) : route.continue(),
    );
    const phone = uniquePhone();
    await open(page, '/');
    await requestCode(page, phone);
    await page.getByLabel(t('ro', 'auth.code.label')).fill(await codeSent(page, phone));
    const message = page.getByRole('alert').filter({ hasText: t('ro', 'auth.code.profileUnavailable') });
    await message.waitFor();
    // Focus is on the message (the code field it replaced is gone), inside the modal.
    await expect.poll(() => message.evaluate((node) => node === document.activeElement), TIMEOUT).toBe(true);
    // Not counted as a returning customer, and no profile step skipped.
    expect((await dataLayer(page)).filter((event) => event.status === 'success')).toEqual([]);

    profileDown = false;
    await page.getByRole('button', { name: t('ro', 'auth.code.tryAgain') }).click();
    // A new customer: the profile modal, and a sign_up event.
    await page.getByLabel(t('ro', 'shared.profileForm.name')).waitFor();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'sign_up', status: 'success' }));
    await page.keyboard.press('Escape');
    await noDialogs(page);
  });
});

describe('errors nobody caught', () => {
  it('reach the data layer as exception events, once each', async () => {
    const page = await newPage();
    await open(page, '/');
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) {
        setTimeout(() => {
          throw new Error('Thrown in a timer');
        });
      }
      void Promise.reject(new Error('Rejected and never handled'));
    });
    await expect
      .poll(
        async () =>
          (await dataLayer(page))
            .filter((event) => event.event === 'exception')
            .map((event) => `${String(event.error_source)}: ${String(event.error_message)}`)
            .sort(),
        TIMEOUT,
      )
      .toEqual(['uncaught: Thrown in a timer', 'unhandledrejection: Rejected and never handled']);
    const [event] = (await dataLayer(page)).filter((entry) => entry.event === 'exception');
    expect(event).toMatchObject({ page_url: expect.stringContaining('/'), language: 'ro-MD' });
  });
});
