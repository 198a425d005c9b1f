/**
 * The account area (issue 6) for a signed-in shopper with a paid order, in two locales at 375 and
 * 1280 px: the order in the history, the order page, repeating it into the cart, the review; the bonus
 * balance; the referral link's copy button; editing the profile; signing out. Then the favourites of
 * the browser and of the account merging on sign-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiUrl,
  expectNoAxeViolations,
  lastCode,
  noDialogs,
  placePaidOrder,
  signInByApi,
  siteUrl,
  uniquePhone,
  setUpBrowser,
  t as message,
  type viewports,
  open,
  reload,
} from './browser';
import { signInRestaurant } from './restaurant';

const { newPage } = setUpBrowser();

const copy = {
  ro: {
    prefix: '',
    tag: 'ro-MD',
    order: (id: number) => `Comanda #${id}`,
    placed: 'Plasată',
    repeat: 'Repetă comanda',
    cart: 'Coș',
    review: 'Lasă o recenzie',
    stars: (n: number) => `${n} din 5`,
    reviewText: 'Ce v-a plăcut și ce am putea face mai bine?',
    send: 'Trimite recenzia',
    ratingRequired: 'Alegeți de la 1 la 5 stele.',
    thanks: 'Vă mulțumim pentru recenzie!',
    close: 'Închide',
    yourReview: 'Recenzia dumneavoastră',
    bonuses: 'Bonusuri',
    balance: 'Soldul dumneavoastră',
    referral: 'Invită prieteni',
    copyLink: 'Copiază linkul',
    copied: 'Linkul a fost copiat',
    profile: 'Profil',
    name: 'Prenume',
    save: 'Salvează modificările',
    saved: 'Modificările au fost salvate.',
    greeting: (name: string) => `Bună, ${name}!`,
    logout: 'Ieșire din cont',
    signIn: 'Autentificare',
    sections: 'Secțiunile contului',
  },
  en: {
    prefix: '/en',
    tag: 'en-US',
    order: (id: number) => `Order #${id}`,
    placed: 'Placed',
    repeat: 'Repeat order',
    cart: 'Cart',
    review: 'Leave a review',
    stars: (n: number) => `${n} of 5`,
    reviewText: 'What did you like, and what could be better?',
    send: 'Send review',
    ratingRequired: 'Choose from 1 to 5 stars.',
    thanks: 'Thank you for your review!',
    close: 'Close',
    yourReview: 'Your review',
    bonuses: 'Bonuses',
    balance: 'Your balance',
    referral: 'Invite friends',
    copyLink: 'Copy link',
    copied: 'Link copied',
    profile: 'Profile',
    name: 'First name',
    save: 'Save changes',
    saved: 'Changes saved.',
    greeting: (name: string) => `Hello, ${name}!`,
    logout: 'Sign out',
    signIn: 'Sign in',
    sections: 'Account sections',
  },
} as const;

type Locale = keyof typeof copy;

async function signedInPage(
  token: string,
  options: { viewport: keyof typeof viewports; locale: string },
): Promise<Page> {
  const page = await newPage(options);
  page.setDefaultTimeout(10_000);
  await page.context().addCookies([{ name: 'token', value: token, url: siteUrl() }]);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() });
  return page;
}

/**
 * The header's cart button: its name is "Cart" and, once there is something in it, the count. Read also
 * while the cart drawer hides the page from assistive technology.
 */
const cartCount = async (page: Page, t: (typeof copy)[Locale]) => {
  const button = page.getByRole('button', { name: new RegExp(`^${t.cart}`), includeHidden: true }).first();
  const name = (await button.textContent()) ?? '';
  return Number(name.replace(/\D/g, '') || 0);
};

const journeys: [Locale, keyof typeof viewports][] = [
  ['ro', 'phone'],
  ['en', 'desktop'],
];

describe('the account area', () => {
  for (const [locale, viewport] of journeys) {
    it(`shows the paid order, repeats it into the cart and takes a review (${locale}, ${viewport})`, async () => {
      const t = copy[locale];
      const token = await signInByApi(uniquePhone(), 'Ana');
      const order = await placePaidOrder(token);
      const page = await signedInPage(token, { viewport, locale: t.tag });

      await open(page, `${t.prefix}/account/orders`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.order(order.id) }) });
      await card.waitFor();
      // Paid by card: placed, waiting for the restaurant.
      expect(await card.textContent()).toContain(t.placed);
      const current = page.getByRole('navigation', { name: t.sections }).locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute('href')).toBe(`${t.prefix}/account/orders`);
      await expectNoAxeViolations(page, 'orders');

      await page.getByRole('link', { name: t.order(order.id) }).click();
      await page.getByRole('heading', { level: 1, name: t.order(order.id) }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${t.prefix}/account/orders/${order.id}`);
      await page.screenshot({ path: `/tmp/nori-e2e-account-order-${locale}-${viewport}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'order');

      // Repeat: every line goes into the cart (2 + 1 portions) and the cart count rises by 3.
      const before = await cartCount(page, t);
      await page.getByRole('button', { name: t.repeat }).click();
      await expect.poll(() => cartCount(page, t)).toBe(before + 3);
      const stored = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('nori:cart') ?? '[]') as {
            id: number;
            quantity: number;
            modifiers: unknown[];
          }[],
      );
      expect(stored.map((line) => [line.id, line.quantity, line.modifiers.length]).sort()).toEqual(
        [
          [order.items[0]!.product_id, 2, 1],
          [order.items[1]!.product_id, 1, 0],
        ].sort(),
      );
      // The cart drawer (UiStore `cart`) opens over the page, its code loaded on demand: close it once it is there.
      await page.getByRole('dialog', { name: message(locale, 'cart.drawer.title') }).waitFor();
      await page.keyboard.press('Escape');
      await noDialogs(page);

      // The review: a rating is required; then 4 stars and a text.
      await page.getByRole('button', { name: t.review }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t.send }).click();
      await dialog.getByText(t.ratingRequired).waitFor();
      await expectNoAxeViolations(page, 'review modal');
      // By keyboard: the stars are one radio group (arrows move and choose), then the text, then send.
      await dialog.getByRole('radio', { name: t.stars(1) }).focus();
      // Held 50 ms as a finger holds a key: the kit's radio group (Radix) chooses the star focus lands on
      // only while the arrow is down, and a press with no delay is released before focus moves.
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight', { delay: 50 });
      expect(await dialog.getByRole('radio', { name: t.stars(4) }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Fresh and quick.');
      await page.screenshot({ path: `/tmp/nori-e2e-account-review-${locale}-${viewport}.png` });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog.getByText(t.thanks).waitFor();
      await dialog.getByRole('button', { name: t.close, exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: t.yourReview }).waitFor();
      expect(await page.getByRole('button', { name: t.review }).count()).toBe(0);
      const { data: reviewed } = await api<{ data: { review: { rating: number; text: string } } }>(
        `/api/orders/${order.id}`,
        { token },
      );
      expect(reviewed.review).toEqual({ rating: 4, text: 'Fresh and quick.' });
    });

    it(`shows the bonus balance, copies the referral link, saves the profile and signs out (${locale}, ${viewport})`, async () => {
      const t = copy[locale];
      const token = await signInByApi(uniquePhone(), 'Ana');
      // Bonuses are earned when the restaurant hands the order over (the order lifecycle), not at payment.
      const order = await placePaidOrder(token);
      await (await signInRestaurant()).handOver(order.id);
      const { balance } = await api<{ balance: number }>('/api/bonuses', { token });
      expect(balance).toBeGreaterThan(0);
      const page = await signedInPage(token, { viewport, locale: t.tag });

      await open(page, `${t.prefix}/account/bonuses`);
      await page.getByRole('heading', { level: 1, name: t.bonuses }).waitFor();
      const shown = (await page.getByTestId('bonus-balance').textContent()) ?? '';
      // "21,35 L" or "MDL 21.35": the digits of the balance, cents only when there are any.
      const digits = Number.isInteger(balance) ? String(balance) : String(Math.round(balance * 100));
      expect(shown.replace(/\D/g, '')).toBe(digits);
      await expectNoAxeViolations(page, 'bonuses');

      await page.getByRole('navigation', { name: t.sections }).getByRole('link', { name: t.referral }).click();
      await page.getByRole('heading', { level: 1, name: t.referral }).waitFor();
      const { link } = await api<{ link: string }>('/api/referral', { token });
      await page.getByRole('button', { name: t.copyLink }).click();
      await page.getByRole('status').filter({ hasText: t.copied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expectNoAxeViolations(page, 'referral');

      await page.getByRole('navigation', { name: t.sections }).getByRole('link', { name: t.profile }).click();
      await page.getByRole('heading', { level: 1, name: t.profile }).waitFor();
      await expectNoAxeViolations(page, 'profile');
      // An empty name is refused by the server: its message sits under the field.
      await page.getByLabel(t.name).fill('');
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.getByLabel(t.name).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText(t.saved).count()).toBe(0);
      await page.getByLabel(t.name).fill('Mihaela');
      await page.getByRole('button', { name: t.save }).click();
      await page.getByText(t.saved).waitFor();
      const { data: profile } = await api<{ data: { name: string } }>('/api/get-profile', { token });
      expect(profile.name).toBe('Mihaela');
      if (viewport === 'desktop') await page.getByText(t.greeting('Mihaela')).waitFor();

      await page.getByRole('button', { name: t.logout }).click();
      await page.waitForURL((url) => url.pathname === (t.prefix || '/'));
      await page.getByRole('button', { name: t.signIn }).first().waitFor();
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'token' && cookie.value)).toBe(false);
      // The token is revoked on the server too.
      const revoked = await fetch(`${apiUrl()}/api/get-profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(revoked.status).toBe(401);
    });
  }

  it('merges the browser’s favourites with the account’s on sign-in and shows them in the account', async () => {
    const phone = uniquePhone();
    const token = await signInByApi(phone, 'Ana');
    const { data: products } = await api<{ data: { id: number; name: string }[] }>('/api/products', {
      headers: { 'accept-language': 'en' },
    });
    const [saved, local] = [products[0]!, products[3]!];
    await api('/api/favorites', { method: 'PUT', token, body: { ids: [saved.id] } });

    const page = await newPage({ locale: 'en-US', viewport: 'phone' });
    page.setDefaultTimeout(10_000);
    await open(page, '/en');
    await page.evaluate((id) => localStorage.setItem('nori:favorites', JSON.stringify([id])), local.id);
    await reload(page);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByLabel('Phone number').pressSequentially(`+${phone}`);
    // The journeys' API waits 1 s between codes to one phone (globalSetup).
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code from the SMS').waitFor();
    await page.getByLabel('Code from the SMS').fill(await lastCode(phone));
    await page.getByRole('dialog', { name: 'Enter the code' }).waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await api<{ ids: number[] }>('/api/favorites', { token })).ids)
      .toEqual([saved.id, local.id]);
    await open(page, '/en/account/favorites');
    await page.getByRole('heading', { name: saved.name }).waitFor();
    await page.getByRole('heading', { name: local.name }).waitFor();
    await expectNoAxeViolations(page, 'favourites');

    // Taking one off the list here takes it off the account too.
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: saved.name }) });
    await card.getByRole('button', { pressed: true }).click();
    await page.getByRole('heading', { name: saved.name }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await api<{ ids: number[] }>('/api/favorites', { token })).ids).toEqual([local.id]);
  });
});
