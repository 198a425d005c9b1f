/**
 * An order followed live, with the browser's own EventSource against the real API: a shopper pays a delivery
 * by card on the simulated provider's page and lands on the success page; the restaurant (through the API,
 * as the back office calls it) accepts it with 30 minutes, starts cooking, has it ready, sends it out and
 * delivers it. The shopper's open success page shows each state as it happens, without a reload; the
 * private link, opened by a guest in a second browser, and the shopper's account order page show the same;
 * the SMS outbox holds the accepted message with the promised time and that link.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  escape,
  expectNoAxeViolations,
  field,
  fillContact,
  goToCheckout,
  open,
  orderCookie,
  scheduleTomorrowNoon,
  setUpBrowser,
  signInByApi,
  siteUrl,
  smsOutbox,
  startsWith,
  t,
  uniquePhone,
} from './browser';
import { signInRestaurant } from './restaurant';

const { newPage } = setUpBrowser();

const CHISINAU = 'Europe/Chisinau';
/** A time as the English pages show it (react-intl's `formatTime`, two-digit hour and minute). */
const pageTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: CHISINAU }).format(new Date(iso));
/** The time as the page says it for an event on `since`'s day, with the day in front when it falls on another. */
const pageTimeSince = (iso: string, since: Date) => {
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: CHISINAU }).format(date);
  if (day(new Date(iso)) === day(since)) return pageTime(iso);
  return new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CHISINAU,
  }).format(new Date(iso));
};
/** A time as the API's SMS writes it: 24-hour HH:MM in Chișinău. */
const smsTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: CHISINAU }).format(
    new Date(iso),
  );

/** A page's order progress panel, as a person finds it: the region named by its heading. */
const progressOf = (page: Page) => page.getByRole('region', { name: t('en', 'order.progress.title') });

/** The step the order stands at, its state said by the page (`aria-current="step"`). */
const currentStep = (progress: Locator) => progress.locator('li[aria-current="step"]');

/** Console errors and uncaught errors of a page (a hydration mismatch is one), from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Waits for the line under the progress heading to say the page is live (the stream answered). */
async function followsLive(page: Page) {
  await expect
    .poll(() => progressOf(page).locator('[data-connection]').getAttribute('data-connection'), { timeout: 15_000 })
    .toBe('live');
}

/** Waits until the page shows the order at a state (`order.status.<key>`: `accepted`, `outForDelivery`), with no reload. */
async function showsStep(page: Page, status: string) {
  await expect
    .poll(() => currentStep(progressOf(page)).textContent(), { timeout: 15_000 })
    .toContain(t('en', `order.status.${status}`));
}

describe('live order status', () => {
  it('follows a card order from the success page, by its link in another browser, and by SMS', async () => {
    const phone = uniquePhone();
    const token = await signInByApi(phone, 'Ana');
    const page = await newPage({ viewport: 'desktop', locale: 'en-US', serviceWorker: true });
    await page.context().addCookies([{ name: 'token', value: token, url: siteUrl() }]);

    // The shopper pays a delivery for tomorrow noon by card, on the simulated provider's page.
    await goToCheckout(page, 'en');
    const phoneField = field(page, 'en', 'checkout.contact.phone');
    if ((await phoneField.inputValue()).replace(/\D/g, '') !== phone) {
      await phoneField.fill('');
      await phoneField.pressSequentially(`+${phone}`);
    }
    await fillContact(page, 'en');
    await field(page, 'en', 'checkout.delivery.region').selectOption({ index: 1 });
    await field(page, 'en', 'checkout.address.street').fill('Ștefan cel Mare');
    await field(page, 'en', 'checkout.address.house').fill('126');
    await scheduleTomorrowNoon(page, 'en');
    await page.getByRole('button', { name: startsWith('en', 'checkout.submit.pay') }).click();
    await page.waitForURL(/\/dev\/pay\/\d+/);
    await page.locator('button[value=pay]').click();
    await page.waitForURL('**/en/checkout/payment-success');
    await page.getByRole('link', { name: t('en', 'payment.success.continue') }).click();
    await page.waitForURL('**/en/checkout/success');
    await page.getByRole('heading', { level: 1, name: t('en', 'pages.checkoutSuccess.title') }).waitFor();
    const orderId = Number(await orderCookie(page));
    expect(orderId).toBeGreaterThan(0);

    // Paid, so placed: the page follows it live, and links to its private page, which the SMS will carry.
    await followsLive(page);
    await showsStep(page, 'placed');
    const follow = page.getByRole('link', { name: t('en', 'order.follow.link') });
    const trackPath = (await follow.getAttribute('href'))!;
    expect(trackPath).toMatch(/^\/en\/track\/[\w-]{20,}$/);
    await page.getByText(new RegExp(escape(t('en', 'order.follow.sms').split('{phone}')[0]!))).waitFor();
    await expectNoAxeViolations(page, 'success page, live');

    // From here on the shopper does nothing: any reload or navigation would show in these.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const announced = () => progressOf(page).getByRole('status').textContent();

    // The restaurant accepts with 30 minutes.
    const kitchen = await signInRestaurant();
    const accepted = await kitchen.move(orderId, 'accepted', { promised_minutes: 30 });
    const promised = accepted.promised_at!;
    await showsStep(page, 'accepted');
    expect(await currentStep(progressOf(page)).textContent()).toContain(pageTime(promised));
    // Said with its day when 30 minutes from now is past midnight in Chișinău.
    const acceptedAt = new Date(Date.parse(promised) - 30 * 60_000);
    await expect
      .poll(announced)
      .toBe(t('en', 'order.announce.accepted').replace('{time}', pageTimeSince(promised, acceptedAt)));

    await kitchen.move(orderId, 'preparing');
    await showsStep(page, 'preparing');
    await expect.poll(announced).toBe(t('en', 'order.announce.preparing'));

    await kitchen.move(orderId, 'ready');
    await showsStep(page, 'ready');
    await expect.poll(announced).toBe(t('en', 'order.announce.readyDelivery'));

    // A guest opens the private link in another browser: the same state, live too, and too late to cancel.
    const guest = await newPage({ viewport: 'phone', locale: 'ro-MD', serviceWorker: true });
    const guestProblems = problemsOf(guest);
    await open(guest, trackPath);
    await guest.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
    await followsLive(guest);
    await showsStep(guest, 'ready');
    // The stream answering moved nothing: the progress sits where the server rendered it (no script at all),
    // on a phone in English and, with its longest words, on a desktop in Russian.
    const boxes = (view: Page) =>
      Promise.all(
        [view.locator('[data-connection]'), view.locator('main ol[aria-label] > li').first()].map(async (element) => {
          // Where it sits and how tall it is (the line's own width follows its words).
          const box = await element.boundingBox();
          return box && { y: box.y, height: box.height };
        }),
      );
    for (const [viewport, path] of [
      ['phone', trackPath],
      ['desktop', trackPath.replace('/en/', '/ru/')],
    ] as const) {
      const rendered = await newPage({ viewport, javaScript: false });
      await rendered.goto(path);
      await rendered.evaluate(() => document.fonts.ready);
      expect(await rendered.locator('[data-connection]').getAttribute('data-connection')).toBe('connecting');
      const hydrated = viewport === 'phone' ? guest : await newPage({ viewport });
      if (hydrated !== guest) {
        await open(hydrated, path);
        await expect
          .poll(() => hydrated.locator('[data-connection]').getAttribute('data-connection'), { timeout: 15_000 })
          .toBe('live');
      }
      await hydrated.evaluate(() => document.fonts.ready);
      expect(await boxes(hydrated), `${viewport} ${path}`).toEqual(await boxes(rendered));
    }
    expect(await guest.getByRole('button', { name: t('en', 'order.cancel.button') }).count()).toBe(0);
    await expectNoAxeViolations(guest, 'tracking page (guest, phone)');

    // And the shopper's own order page, in another tab: its stream takes the token in the query.
    const account = await page.context().newPage();
    const accountProblems = problemsOf(account);
    await open(account, `/en/account/orders/${orderId}`);
    await followsLive(account);
    await showsStep(account, 'ready');

    await kitchen.move(orderId, 'out_for_delivery');
    for (const view of [page, guest, account]) await showsStep(view, 'outForDelivery');
    await expect.poll(announced).toBe(t('en', 'order.announce.outForDelivery'));

    // Delivered: at its end, the last step is done and nothing is followed any more.
    await kitchen.move(orderId, 'delivered');
    for (const view of [page, guest, account]) {
      await expect
        .poll(() => progressOf(view).locator('li').last().getAttribute('data-state'), { timeout: 15_000 })
        .toBe('done');
      await expect.poll(() => progressOf(view).locator('[data-connection]').count()).toBe(0);
    }
    await expect.poll(announced).toBe(t('en', 'order.announce.delivered'));

    // Server-rendered and hydrated without a mismatch, followed without an error.
    expect(guestProblems).toEqual([]);
    expect(accountProblems).toEqual([]);

    // All of it on the page the shopper landed on: no navigation, no reload.
    expect(navigations).toEqual([]);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/checkout/success');

    // The SMS the API sent when the restaurant accepted: the promised time and the private link.
    const link = `${siteUrl()}${trackPath}`;
    await expect
      .poll(async () => (await smsOutbox(phone)).find((sms) => sms.code === null && sms.text.includes(link))?.text, {
        timeout: 30_000,
      })
      .toBeDefined();
    const sms = (await smsOutbox(phone)).filter((message) => message.code === null);
    const acceptedSms = sms.find(
      (message) => message.text.includes(`#${orderId}`) && message.text.includes(smsTime(promised)),
    );
    expect(acceptedSms?.text).toContain(link);
    // The sign-in code is still found behind the order's messages.
    expect((await smsOutbox(phone)).some((message) => message.code)).toBe(true);
  }, 180_000);
});
