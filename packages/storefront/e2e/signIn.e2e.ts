/**
 * Sign-in by phone (spec §2, §4, §5): a new customer in two locales through the profile modal, a
 * returning customer, a wrong code, and the account guard sending a signed-out shopper through sign-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataLayer, lastCode, noDialogs, open, setUpBrowser, uniquePhone } from './browser';

const { newPage } = setUpBrowser();

const copy = {
  ro: {
    signIn: 'Autentificare',
    phone: 'Număr de telefon',
    code: 'Codul din SMS',
    cont: 'Continuă',
    name: 'Prenume',
    surname: 'Nume',
    birthday: 'Data nașterii',
    save: 'Salvează',
    wrong: 'Codul este greșit sau a expirat',
  },
  ru: {
    signIn: 'Войти',
    phone: 'Номер телефона',
    code: 'Код из SMS',
    cont: 'Продолжить',
    name: 'Имя',
    surname: 'Фамилия',
    birthday: 'Дата рождения',
    save: 'Сохранить',
    wrong: 'Код неверный или устарел',
  },
} as const;

async function requestCode(page: Page, locale: keyof typeof copy, phone: string) {
  const t = copy[locale];
  await page.getByRole('button', { name: t.signIn }).click();
  const field = page.getByLabel(t.phone);
  // Focused on open (spec §2).
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  await field.pressSequentially(`+${phone}`);
  await page.getByRole('button', { name: t.cont }).click();
  await page.getByLabel(t.code).waitFor();
}

describe('sign-in by phone', () => {
  for (const locale of ['ro', 'ru'] as const) {
    it(`signs up a new customer through the profile modal (${locale})`, async () => {
      const t = copy[locale];
      const page = await newPage({
        viewport: locale === 'ro' ? 'desktop' : 'phone',
        locale: locale === 'ro' ? 'ro-MD' : 'ru-RU',
      });
      const phone = uniquePhone();
      await open(page, locale === 'ro' ? '/' : '/ru');
      await requestCode(page, locale, phone);
      await page.getByLabel(t.code).fill(await lastCode(phone));
      // A new customer: the profile modal asks for name, surname and birthday.
      await page.getByLabel(t.name).fill('Ana');
      await page.getByLabel(t.surname, { exact: true }).fill('Rusu');
      await page.getByLabel(t.birthday).fill('14.03.95');
      await page.getByLabel(t.birthday).press('Enter');
      await page.getByRole('button', { name: t.save }).click();
      await noDialogs(page);

      const events = await dataLayer(page);
      expect(events).toContainEqual(
        expect.objectContaining({ event: 'sign_up', status: 'success', phone: `+${phone}` }),
      );
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'token')?.value).toMatch(/.{20,}/);

      // The profile reached the API with the birthday as YYYY-MM-DD.
      const token = cookies.find((cookie) => cookie.name === 'token')!.value;
      const profile = await page.evaluate(
        async ([apiToken]) => {
          const state = (window as unknown as { __NORI__: { config: { apiBaseUrl: string } } }).__NORI__;
          const response = await fetch(`${state.config.apiBaseUrl}/api/get-profile`, {
            headers: { authorization: `Bearer ${apiToken}` },
          });
          return ((await response.json()) as { data: Record<string, unknown> }).data;
        },
        [token],
      );
      expect(profile).toMatchObject({ name: 'Ana', surname: 'Rusu', birthday: '1995-03-14' });
    });
  }

  it('signs a returning customer straight in, with a login event', async () => {
    const phone = uniquePhone();
    const first = await newPage();
    await open(first, '/');
    await requestCode(first, 'ro', phone);
    await first.getByLabel(copy.ro.code).fill(await lastCode(phone));
    await first.getByLabel(copy.ro.name).fill('Ion');
    await first.getByLabel(copy.ro.surname, { exact: true }).fill('Popa');
    await first.getByRole('button', { name: copy.ro.save }).click();
    await noDialogs(first);

    // The journeys' API waits 1 s between codes to one phone instead of 60 s (globalSetup).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const page = await newPage();
    await open(page, '/');
    await requestCode(page, 'ro', phone);
    await page.getByLabel(copy.ro.code).fill(await lastCode(phone));
    await noDialogs(page);
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'login', status: 'success' }));
  });

  it('shows auth.code.notFound under the field for a wrong code, and a failed login event', async () => {
    const phone = uniquePhone();
    const page = await newPage();
    await open(page, '/');
    await requestCode(page, 'ro', phone);
    const real = await lastCode(phone);
    const wrong = real === '0000' ? '1111' : '0000';
    await page.getByLabel(copy.ro.code).fill(wrong);
    await page.getByText(copy.ro.wrong).waitFor();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'login', status: 'failed' }));
  });

  it('sends a signed-out shopper from the account to sign in, then to the page asked for', async () => {
    const phone = uniquePhone();
    const page = await newPage();
    await open(page, '/en/account/bonuses');
    expect(new URL(page.url()).pathname).toBe('/en');
    const field = page.getByLabel('Phone number');
    await field.waitFor();
    await field.pressSequentially(`+${phone}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code from the SMS').fill(await lastCode(phone));
    await page.waitForURL('**/en/account/bonuses');
  });
});
