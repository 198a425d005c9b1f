/**
 * From the cart to a placed order: a product into the cart, the cart drawer, checkout with delivery at a
 * scheduled time, the simulated card provider, payment-success and the success page; a declined payment
 * retried on the same order; pickup with cash; a double click that still makes one order; a cart whose
 * prices moved. Two locales each, at 375 px and 1280 px, with axe on every page of the journeys.
 */
import { createHash } from 'node:crypto';
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiUrl,
  expectNoAxeViolations,
  dataLayer,
  escape,
  field,
  fillContact,
  goToCheckout,
  lastCode,
  open,
  orderCookie,
  orderRef,
  prefix,
  scheduleTomorrowNoon,
  siteUrl,
  SLUG,
  startsWith,
  t,
  TAGS,
  uniquePhone,
  setUpBrowser,
  type Locale,
  type viewports,
  reload,
} from './browser';
import { SIGNATURE_SUFFIX } from './globalSetup';

const { newPage } = setUpBrowser();

/** Signs a new customer in through the API (the sign-in journeys cover the modals) and names them. */
async function signedInCustomer(name: string): Promise<{ phone: string; token: string }> {
  const phone = uniquePhone();
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Chisinau',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const signature = createHash('sha256')
    .update(phone + SIGNATURE_SUFFIX + day)
    .digest('hex');
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(apiUrl() + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  await post('/api/via-phone-number', { phone }, { 'x-request-signature': signature });
  const { token } = (await post('/api/sms-code-check', { phone, code: await lastCode(phone) })) as { token: string };
  await post(
    '/api/update-profile',
    { name, surname: 'Test', birthday: null, referrer_id: null },
    { authorization: `Bearer ${token}` },
  );
  return { phone, token };
}

async function ordersOf(token: string) {
  const response = await fetch(`${apiUrl()}/api/orders`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  return (
    (await response.json()) as {
      data: { id: number; status: string; paid_at: string | null; total: number; scheduled_at: string | null }[];
    }
  ).data;
}

async function shopper(
  locale: Locale,
  viewport: keyof typeof viewports,
  token?: string,
  serviceWorker = false,
): Promise<Page> {
  const page = await newPage({ viewport, locale: TAGS[locale], serviceWorker });
  if (token) await page.context().addCookies([{ name: 'token', value: token, url: siteUrl() }]);
  return page;
}

async function fillDelivery(page: Page, locale: Locale) {
  await field(page, locale, 'checkout.delivery.region').selectOption({ index: 1 });
  await field(page, locale, 'checkout.address.street').fill('Ștefan cel Mare');
  await field(page, locale, 'checkout.address.house').fill('126');
}

const payButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: startsWith(locale, 'checkout.submit.pay') });

/** On the simulated provider's page: its Pay (or Decline) button; the page loads without a console error. */
async function onProvider(page: Page, action: 'pay' | 'decline') {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  await page.waitForURL(/\/dev\/pay\/\d+/);
  await page.waitForLoadState('load');
  // The icon the page links (a browser asks for it after load).
  await page.waitForTimeout(300);
  page.off('console', onConsole);
  page.off('response', onResponse);
  expect(problems).toEqual([]);
  await page.locator(`button[value=${action}]`).click();
}

describe('checkout', () => {
  const journeys = [
    { locale: 'en', viewport: 'desktop' },
    { locale: 'ro', viewport: 'phone' },
  ] as const;

  for (const { locale, viewport } of journeys) {
    it(`delivers at a scheduled time, paid by card on the provider's page (${locale}, ${viewport})`, async () => {
      // With the service worker: the provider's page and the way back are navigations it sees.
      const page = await shopper(locale, viewport, undefined, true);
      await goToCheckout(page, locale, 2, true);
      await fillContact(page, locale);
      await fillDelivery(page, locale);
      await scheduleTomorrowNoon(page, locale);
      // 2 × 139 MDL and 30 MDL delivery to Centru.
      const submit = payButton(page, locale);
      await expect.poll(() => submit.textContent()).toMatch(/308/);
      await expectNoAxeViolations(page, `checkout (${locale})`);
      expect((await dataLayer(page)).map((event) => event.event)).toEqual(
        expect.arrayContaining(['add_to_cart', 'view_cart', 'begin_checkout']),
      );
      await submit.click();

      await onProvider(page, 'pay');
      await page.waitForURL(`**${prefix(locale)}/checkout/payment-success`);
      await page.getByRole('heading', { level: 1, name: t(locale, 'pages.paymentSuccess.title') }).waitFor();
      const orderId = await orderCookie(page);
      expect(orderId).toMatch(/^\d+$/);
      await expectNoAxeViolations(page, `payment-success (${locale})`);
      await page.getByRole('link', { name: t(locale, 'payment.success.continue') }).click();

      await page.waitForURL(`**${prefix(locale)}/checkout/success`);
      await page.getByRole('heading', { level: 1, name: t(locale, 'pages.checkoutSuccess.title') }).waitFor();
      await page.getByText(orderRef(locale, orderId)).first().waitFor();
      const details = page.getByRole('region', { name: new RegExp(escape(t(locale, 'checkout.success.details'))) });
      await expect.poll(() => details.textContent()).toContain('12:00');
      expect(await details.textContent()).toContain(t(locale, 'checkout.success.status.paid'));
      await expectNoAxeViolations(page, `success (${locale})`);

      // The cart is empty, and the purchase was reported once, also after a reload.
      expect(await page.evaluate(() => localStorage.getItem('nori:cart'))).toBe('[]');
      const purchases = (await dataLayer(page)).filter((event) => event.event === 'purchase');
      expect(purchases).toEqual([
        expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: orderId, value: 308 }) }),
      ]);
      await reload(page);
      await page.getByText(orderRef(locale, orderId)).first().waitFor();
      await page.waitForTimeout(500);
      expect((await dataLayer(page)).filter((event) => event.event === 'purchase')).toHaveLength(0);
    });
  }

  const retries = [
    { locale: 'ru', viewport: 'phone', signedIn: true },
    { locale: 'uk', viewport: 'desktop', signedIn: false },
  ] as const;

  for (const { locale, viewport, signedIn } of retries) {
    it(`retries a declined payment on the same order (${locale}, ${viewport}, ${signedIn ? 'signed in' : 'guest'})`, async () => {
      const customer = signedIn ? await signedInCustomer('Ion') : null;
      const page = await shopper(locale, viewport, customer?.token);
      await goToCheckout(page, locale);
      if (customer) {
        // Filled in from the profile.
        await expect.poll(() => field(page, locale, 'checkout.contact.name').inputValue()).toBe('Ion Test');
      }
      await fillContact(page, locale);
      await fillDelivery(page, locale);
      await scheduleTomorrowNoon(page, locale);
      await payButton(page, locale).click();

      await onProvider(page, 'decline');
      await page.waitForURL(new RegExp(`${escape(prefix(locale))}/checkout/payment-failure\\?order=\\d+`));
      await page.getByRole('heading', { level: 1, name: t(locale, 'pages.paymentFailure.title') }).waitFor();
      const failedOrder = new URL(page.url()).searchParams.get('order');
      await expectNoAxeViolations(page, `payment-failure (${locale})`);
      expect(await orderCookie(page)).toBeUndefined();
      // The way back to the cart is there, and the cart still holds the products.
      await page.getByRole('link', { name: t(locale, 'payment.failure.backToCart') }).waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('nori:cart'))) ?? '[]')).toHaveLength(1);

      await page.getByRole('button', { name: t(locale, 'payment.failure.retry') }).click();
      await onProvider(page, 'pay');
      await page.waitForURL(`**${prefix(locale)}/checkout/payment-success`);
      expect(await orderCookie(page)).toBe(failedOrder);
      await page.getByRole('link', { name: t(locale, 'payment.success.continue') }).click();
      await page.getByText(orderRef(locale, failedOrder)).first().waitFor();

      if (customer) {
        const orders = await ordersOf(customer.token);
        expect(orders).toHaveLength(1);
        // Paid: placed, waiting for the restaurant, with the time of the payment.
        expect(orders[0]).toMatchObject({ id: Number(failedOrder), status: 'placed', paid_at: expect.any(String) });
      }
    });
  }

  const pickups = [
    { locale: 'en', viewport: 'phone' },
    { locale: 'ro', viewport: 'desktop' },
  ] as const;

  for (const { locale, viewport } of pickups) {
    it(`places a pickup paid in cash straight to the success page (${locale}, ${viewport})`, async () => {
      const page = await shopper(locale, viewport);
      await goToCheckout(page, locale, 1);
      await fillContact(page, locale);
      await page.locator('#checkout-orderType [role="radio"][value="pickup"]').check();
      await page.getByRole('radio', { name: /Nori (Centru|Centre)/ }).check();
      await scheduleTomorrowNoon(page, locale);
      await page.locator('#checkout-paymentType [role="radio"][value="cash"]').check();
      // Pickup has no delivery fee and no minimum order: one roll is enough.
      await page.getByRole('button', { name: t(locale, 'checkout.submit.place') }).click();

      await page.waitForURL(`**${prefix(locale)}/checkout/success`);
      expect(page.url()).not.toMatch(/dev\/pay/);
      const orderId = await orderCookie(page);
      await page.getByText(orderRef(locale, orderId)).first().waitFor();
      const details = page.getByRole('region', { name: new RegExp(escape(t(locale, 'checkout.success.details'))) });
      await expect.poll(() => details.textContent()).toContain(t(locale, 'checkout.success.status.placed'));
      expect(await details.textContent()).toMatch(/139/);
      // The whole way in one page's data layer: cart, checkout, payment type, purchase.
      const events = await dataLayer(page);
      expect(events.find((event) => event.event === 'add_payment_info')).toMatchObject({
        ecommerce: { payment_type: 'cash', currency: 'MDL', value: 139 },
      });
      expect(events.filter((event) => event.event === 'purchase')).toEqual([
        expect.objectContaining({
          ecommerce: expect.objectContaining({ transaction_id: orderId, value: 139, shipping: 0 }),
        }),
      ]);
    });
  }

  const repricings = [
    { locale: 'en', viewport: 'desktop' },
    { locale: 'uk', viewport: 'phone' },
  ] as const;

  for (const { locale, viewport } of repricings) {
    it(`points out a changed price and a product no longer sold, and orders without it (${locale}, ${viewport})`, async () => {
      const product = (
        (await (await fetch(`${apiUrl()}/api/products/${SLUG}`)).json()) as { data: { id: number; price: number } }
      ).data;
      const page = await shopper(locale, viewport);
      // A cart filled days ago: the roll cost less then, and another dish has left the menu since.
      await page.addInitScript(
        ({ id }) => {
          if (sessionStorage.getItem('seeded')) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(
            'nori:cart',
            JSON.stringify([
              { id, quantity: 2, currentPrice: 100, modifiers: [], name: 'Philadelphia', slug: 'philadelphia-clasic' },
              { id: 999_999, quantity: 1, currentPrice: 80, modifiers: [], name: 'Retired roll', slug: 'retired-roll' },
            ]),
          );
        },
        { id: product.id },
      );
      await open(page, `${prefix(locale)}/`);
      await page
        .getByRole('button', { name: startsWith(locale, 'layout.nav.cart') })
        .first()
        .click();
      const drawer = page.getByRole('dialog', { name: t(locale, 'cart.drawer.title') });
      await drawer.getByText(t(locale, 'cart.pricing.changed')).waitFor();
      await drawer.getByText(t(locale, 'cart.line.unavailable')).waitFor();
      const changed = await drawer.getByText(startsWith(locale, 'cart.line.priceChanged')).textContent();
      expect(changed).toMatch(/100/);
      expect(changed).toMatch(new RegExp(String(product.price)));
      // The total counts today's price and leaves the retired dish out.
      const footer = await drawer.textContent();
      expect(footer).toContain(String(product.price * 2));
      await expectNoAxeViolations(page, `re-priced cart (${locale})`);

      await drawer.getByRole('link', { name: t(locale, 'cart.footer.checkout') }).click();
      await page.waitForURL(`**${prefix(locale)}/checkout`);
      await page.getByText(t(locale, 'checkout.summary.excluded')).waitFor();
      await fillContact(page, locale);
      await page.locator('#checkout-orderType [role="radio"][value="pickup"]').check();
      await page.getByRole('radio', { name: /Nori (Centru|Centre|Центр)/ }).check();
      await scheduleTomorrowNoon(page, locale);
      await page.locator('#checkout-paymentType [role="radio"][value="cash"]').check();
      const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/orders'));
      await page.getByRole('button', { name: t(locale, 'checkout.submit.place') }).click();
      expect((await request).postDataJSON().items).toEqual([{ product_id: product.id, quantity: 2, modifiers: [] }]);
      await page.waitForURL(`**${prefix(locale)}/checkout/success`);
      const details = page.getByRole('region', { name: new RegExp(escape(t(locale, 'checkout.success.details'))) });
      await expect.poll(() => details.textContent()).toContain(String(product.price * 2));
    });
  }

  it('makes one order from a double click on the submit button (ro, desktop)', async () => {
    const customer = await signedInCustomer('Dan');
    const page = await shopper('ro', 'desktop', customer.token);
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await goToCheckout(page, 'ro');
    await fillContact(page, 'ro');
    await fillDelivery(page, 'ro');
    await scheduleTomorrowNoon(page, 'ro');
    await page.locator('#checkout-paymentType [role="radio"][value="cash"]').check();
    await page.getByRole('button', { name: t('ro', 'checkout.submit.place') }).dblclick();

    await page.waitForURL('**/checkout/success');
    await page.getByRole('heading', { level: 1, name: t('ro', 'pages.checkoutSuccess.title') }).waitFor();
    expect(new Set(keys).size).toBe(1);
    const orders = await ordersOf(customer.token);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('placed');
  });
});
