/**
 * The product as `npm start` wires it (globalSetup starts it through scripts/start.mjs) on ports other
 * than 3000 and 4000, with no CORS_ORIGINS set: the shop's pages call the API from another origin, so a
 * sign-in through the browser only works when the API allows the shop's origin on whatever port it has.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiUrl, lastCode, noDialogs, open, setUpBrowser, siteUrl, t, uniquePhone } from './browser';

const { newPage } = setUpBrowser();

/** Every call to the API the browser refused (CORS) or could not make; `failed` rejects at the first. */
function watchApiCalls(page: Page, api: string) {
  const problems: string[] = [];
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {});
  const report = (problem: string) => {
    problems.push(problem);
    fail(new Error(problem));
  };
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Access-Control/i.test(message.text())) report(message.text());
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // An aborted request (a navigation, a lazy image) is not a refusal.
    if (request.url().startsWith(api) && error !== 'net::ERR_ABORTED') {
      report(`${request.method()} ${request.url()}: ${error}`);
    }
  });
  return { problems, failed };
}

describe('the product on ports of its own', () => {
  it('signs in through the browser, calling the API cross-origin with no CORS failure', async () => {
    const shop = new URL(siteUrl());
    const api = new URL(apiUrl());
    expect([shop.port, api.port]).not.toContain('3000');
    expect([shop.port, api.port]).not.toContain('4000');

    const page = await newPage({ locale: 'en-US', serviceWorker: true });
    const calls = watchApiCalls(page, api.origin);
    await open(page, '/en');
    // The shop tells browsers where the API is.
    expect(
      await page.evaluate(
        () => (window as unknown as { __NORI__: { config: { apiBaseUrl: string } } }).__NORI__.config.apiBaseUrl,
      ),
    ).toBe(api.origin);

    const phone = uniquePhone();
    await page.getByRole('button', { name: t('en', 'layout.nav.signIn') }).click();
    await page.getByLabel(t('en', 'auth.phone.label')).pressSequentially(`+${phone}`);
    await page.getByRole('button', { name: t('en', 'auth.continue') }).click();
    // Signed in the browser (X-Request-Signature, a preflighted call): refused, it never asks for the code.
    await Promise.race([page.getByLabel(t('en', 'auth.code.label')).waitFor(), calls.failed]);

    const checked = page.waitForResponse(
      (response) => response.url() === `${api.origin}/api/sms-code-check` && response.request().method() === 'POST',
    );
    await page.getByLabel(t('en', 'auth.code.label')).fill(await lastCode(phone));
    expect((await checked).headers()['access-control-allow-origin']).toBe(shop.origin);

    // A new customer: the profile modal, saved to the API from the browser too.
    await Promise.race([page.getByLabel(t('en', 'shared.profileForm.name')).waitFor(), calls.failed]);
    await page.getByLabel(t('en', 'shared.profileForm.name')).fill('Ana');
    await page.getByLabel(t('en', 'shared.profileForm.surname'), { exact: true }).fill('Rusu');
    await page.getByRole('button', { name: t('en', 'auth.profile.save') }).click();
    await Promise.race([noDialogs(page), calls.failed]);

    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token).toMatch(/.{20,}/);
    const profile = await fetch(`${api.origin}/api/get-profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await profile.json()) as { data: { name: string } }).data.name).toBe('Ana');
    expect(calls.problems).toEqual([]);
  });
});
