/**
 * The journeys of issue 6 the other files leave out: a signed-in shopper spending bonuses earned on a
 * paid order (ro at 375 px, en at 1280 px), and a whole order placed with the keyboard alone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  escape,
  expectNoAxeViolations,
  fillContact,
  goToCheckout,
  open,
  orderCookie,
  orderRef,
  placePaidOrder,
  prefix,
  scheduleTomorrowNoon,
  signInByApi,
  siteUrl,
  SLUG,
  startsWith,
  t,
  TAGS,
  timesSelect,
  tomorrowDay,
  uniquePhone,
  setUpBrowser,
  type Locale,
  type viewports,
} from './browser';
import { signInRestaurant } from './restaurant';

const { newPage } = setUpBrowser();

interface Bonuses {
  balance: number;
  transactions: { amount: number; kind: string; order_id: number | null }[];
}

interface PlacedOrder {
  id: number;
  subtotal: number;
  delivery_fee: number;
  bonuses_spent: number;
  total: number;
}

/** Amounts in bani, so 20.85 and 20.849999 compare equal. */
const bani = (amount: number) => Math.round(amount * 100);

describe('a signed-in shopper spending bonuses', () => {
  const journeys: [Locale, keyof typeof viewports][] = [
    ['ro', 'phone'],
    ['en', 'desktop'],
  ];

  for (const [locale, viewport] of journeys) {
    it(`pays part of a pickup order with bonuses earned on a picked-up one (${locale}, ${viewport})`, async () => {
      const token = await signInByApi(uniquePhone(), 'Ana');
      // Bonuses come when the restaurant hands an order over, not when it is paid.
      const first = await placePaidOrder(token);
      await (await signInRestaurant()).handOver(first.id);
      const earned = await api<Bonuses>('/api/bonuses', { token });
      expect(earned.balance).toBeGreaterThan(0);
      const { data: product } = await api<{ data: { price: number } }>(`/api/products/${SLUG}`);
      // At most 30 % of the goods, and no more than the balance.
      const spend = Math.min(bani(earned.balance), Math.floor(bani(product.price) * 0.3)) / 100;

      const page = await newPage({ viewport, locale: TAGS[locale], serviceWorker: true });
      page.setDefaultTimeout(10_000);
      await page.context().addCookies([{ name: 'token', value: token, url: siteUrl() }]);
      await goToCheckout(page, locale, 1);
      await fillContact(page, locale);
      await page.locator('#checkout-orderType [role="radio"][value="pickup"]').check();
      await page.getByRole('radio', { name: /Nori (Centru|Centre)/ }).check();
      await scheduleTomorrowNoon(page, locale);
      await page.locator('#checkout-paymentType [role="radio"][value="cash"]').check();

      // The balance is offered once it has loaded; "use the most" fills the field.
      const useMax = page.getByRole('button', { name: startsWith(locale, 'checkout.bonuses.useMax') });
      await useMax.click();
      await expect.poll(() => page.locator('#checkout-bonuses').inputValue()).toBe(String(spend));
      // The summary takes the bonuses off before the order is placed.
      const summary = page.getByRole('region', { name: t(locale, 'checkout.summary.title') });
      await expect
        .poll(async () => (await summary.textContent()) ?? '')
        .toContain(t(locale, 'checkout.summary.bonuses'));
      await expectNoAxeViolations(page, `checkout with bonuses (${locale})`);

      const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/orders'));
      await page.getByRole('button', { name: t(locale, 'checkout.submit.place') }).click();
      expect((await request).postDataJSON().bonuses).toBe(spend);
      await page.waitForURL(`**${prefix(locale)}/checkout/success`);
      const orderId = Number(await orderCookie(page));
      const details = page.getByRole('region', { name: new RegExp(escape(t(locale, 'checkout.success.details'))) });
      await page.getByText(orderRef(locale, orderId)).first().waitFor();
      await details.waitFor();
      await expectNoAxeViolations(page, `success with bonuses (${locale})`);

      // The order costs the roll less the bonuses, and the ledger shows the spend against it.
      const { data: order } = await api<{ data: PlacedOrder }>(`/api/orders/${orderId}`, { token });
      expect(bani(order.subtotal)).toBe(bani(product.price));
      expect(bani(order.bonuses_spent)).toBe(bani(spend));
      expect(bani(order.total)).toBe(bani(product.price) - bani(spend));
      const digits = (amount: number) => String(Number.isInteger(amount) ? amount : bani(amount));
      const shown = ((await details.textContent()) ?? '').replace(/\s/g, '');
      expect(shown.replace(/\D/g, '')).toContain(digits(order.total));
      expect(shown.replace(/\D/g, '')).toContain(digits(spend));

      const after = await api<Bonuses>('/api/bonuses', { token });
      expect(after.transactions).toContainEqual(expect.objectContaining({ kind: 'spend', order_id: orderId }));
      const spent = after.transactions.find((entry) => entry.kind === 'spend' && entry.order_id === orderId)!;
      expect(bani(spent.amount)).toBe(-bani(spend));
      expect(bani(after.balance)).toBe(bani(earned.balance) - bani(spend));
    });
  }
});

interface Focused {
  tag: string;
  type: string;
  name: string;
  value: string;
  href: string;
  checked: boolean;
  label: string;
  focusVisible: boolean;
}

/** What has the keyboard focus: its element, name or label, and whether the focus ring shows. */
const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) {
      return { tag: 'body', type: '', name: '', value: '', href: '', checked: false, label: '', focusVisible: false };
    }
    const labels = element.labels ? Array.from(element.labels).map((label) => label.textContent ?? '') : [];
    // A radio of the kit is a `button role="radio"` in a `role="radiogroup"`: the group's id is its name.
    const radio = element.getAttribute('role') === 'radio';
    return {
      tag: element.tagName.toLowerCase(),
      type: radio ? 'radio' : (element.getAttribute('type') ?? ''),
      name: (radio ? element.closest('[role="radiogroup"]')?.id : element.getAttribute('name')) ?? '',
      value: element.value ?? '',
      href: element.getAttribute('href') ?? '',
      checked: radio ? element.getAttribute('aria-checked') === 'true' : Boolean(element.checked),
      label: (element.getAttribute('aria-label') ?? labels.join(' ')) || (element.textContent ?? '').trim(),
      focusVisible: element.matches(':focus-visible'),
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element matches, at most 150 times; checks the focus ring. */
async function tabTo(page: Page, what: string, matches: (element: Focused) => boolean, back = false) {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    if (matches(element)) {
      expect(element.focusVisible, `the focus ring on ${what}`).toBe(true);
      return element;
    }
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Moves through a radio group with the arrow keys until `value` is checked. */
async function arrowTo(page: Page, group: string, value: string) {
  for (let i = 0; i < 10; i++) {
    const element = await focused(page);
    expect(element.name, `in the ${group} group`).toBe(group);
    if (element.value === value && element.checked) return;
    if (element.value === value) await page.keyboard.press('Space');
    // Held 50 ms as a finger holds a key: Radix chooses the radio focus lands on only while the key is down.
    else await page.keyboard.press('ArrowDown', { delay: 50 });
  }
  throw new Error(`The arrows never reached ${value} in ${group}`);
}

describe('the keyboard alone', () => {
  const journeys: [Locale, keyof typeof viewports][] = [
    ['en', 'desktop'],
    ['ro', 'phone'],
  ];

  for (const [locale, viewport] of journeys) {
    it(`goes from the home page to a placed pickup order without the mouse (${locale}, ${viewport})`, async () => {
      const page = await newPage({ viewport, locale: TAGS[locale], serviceWorker: true });
      page.setDefaultTimeout(10_000);
      await open(page, `${prefix(locale)}/`);

      if (viewport === 'phone') {
        // On a phone the menu link sits in the navigation drawer.
        await tabTo(
          page,
          'the navigation button',
          (el) => el.tag === 'button' && el.label === t(locale, 'layout.nav.open'),
        );
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: t(locale, 'layout.nav.title') }).waitFor();
      }
      await tabTo(page, 'the menu link', (el) => el.tag === 'a' && el.href === `${prefix(locale)}/menu`);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${prefix(locale)}/menu`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      const product = await tabTo(page, 'the product', (el) => el.tag === 'a' && el.href.endsWith(`/product/${SLUG}`));
      expect(product.href).toBe(`${prefix(locale)}/product/${SLUG}`);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/product/${SLUG}`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      const add = startsWith(locale, 'product.addToCartTotal');
      await tabTo(page, 'add to cart', (el) => el.tag === 'button' && add.test(el.label));
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('nori:cart') ?? '[]').length as number))
        .toBe(1);

      // Back up to the header's cart button, and open the drawer with Space.
      const cart = startsWith(locale, 'layout.nav.cart');
      await tabTo(page, 'the cart button', (el) => el.tag === 'button' && cart.test(el.label), true);
      await page.keyboard.press('Space');
      const drawer = page.getByRole('dialog', { name: t(locale, 'cart.drawer.title') });
      await drawer.waitFor();
      await tabTo(page, 'go to checkout', (el) => el.tag === 'a' && el.label === t(locale, 'cart.footer.checkout'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${prefix(locale)}/checkout`);
      await page.getByRole('heading', { level: 1, name: t(locale, 'checkout.page.title') }).waitFor();

      await tabTo(
        page,
        'the name field',
        (el) => el.tag === 'input' && el.label.startsWith(t(locale, 'checkout.contact.name')),
      );
      await page.keyboard.type('Ana Keyboard');
      await tabTo(
        page,
        'the phone field',
        (el) => el.tag === 'input' && el.label.startsWith(t(locale, 'checkout.contact.phone')),
      );
      await page.keyboard.type('+37369123456');
      await tabTo(page, 'the order type', (el) => el.name === 'checkout-orderType');
      await arrowTo(page, 'checkout-orderType', 'pickup');
      await tabTo(page, 'the restaurant', (el) => el.name === 'checkout-restaurantId');
      await arrowTo(page, 'checkout-restaurantId', (await focused(page)).value);
      await tabTo(page, 'the time', (el) => el.name === 'checkout-when');
      await arrowTo(page, 'checkout-when', 'scheduled');
      await tabTo(page, 'the day', (el) => el.tag === 'input' && el.label.startsWith(t(locale, 'checkout.time.day')));
      await page.keyboard.type(tomorrowDay());
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      // A native select takes the time typed: "12" chooses a time that starts with 12 (12:00 PM in English).
      // Which one depends on the option selected before (Chromium's type-ahead cycles from it when the first
      // key repeats its first character), and so on the time of day the journey runs: any of them will do.
      await tabTo(
        page,
        'the time',
        (el) => el.tag === 'select' && el.label.startsWith(t(locale, 'checkout.time.slot')),
      );
      await page.keyboard.type('12');
      await expect
        .poll(() => timesSelect(page, locale).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
        .toMatch(/^12:\d\d/);
      await tabTo(page, 'the payment type', (el) => el.name === 'checkout-paymentType');
      await arrowTo(page, 'checkout-paymentType', 'cash');
      await tabTo(
        page,
        'place the order',
        (el) => el.tag === 'button' && el.label === t(locale, 'checkout.submit.place'),
      );
      await page.keyboard.press('Enter');

      await page.waitForURL(`**${prefix(locale)}/checkout/success`);
      await page.getByRole('heading', { level: 1, name: t(locale, 'pages.checkoutSuccess.title') }).waitFor();
      const orderId = await orderCookie(page);
      expect(orderId).toMatch(/^\d+$/);
      const details = page.getByRole('region', { name: new RegExp(escape(t(locale, 'checkout.success.details'))) });
      await expect.poll(() => details.textContent()).toContain(t(locale, 'checkout.success.status.placed'));
      expect(await details.textContent()).toContain('Ana Keyboard');
    });
  }
});
