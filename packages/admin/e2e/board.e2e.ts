/**
 * The back office in a real browser beside a shopper's (issue 16): an operator signs in to the orders board;
 * a shopper's paid order for tomorrow appears on it without a reload, in the scheduled lane; the operator
 * accepts it with 30 minutes from the ticket; the shopper's open order page shows it accepted, at that time,
 * without a reload; the operator moves it on to picked up, lane by lane, and both pages agree. The board and
 * the sign-in page pass axe, on a tablet and on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogs } from '@nori/admin/messages';
import {
  apiUrl,
  expectNoAxeViolations,
  open,
  placePaidOrder,
  setUpBrowser,
  SLUG,
  signInByApi,
  siteUrl,
  t,
  uniquePhone,
} from '@nori/storefront/e2e';

const { newPage } = setUpBrowser();
const admin = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), catalogs.en[id]!);

/** Signs the e2e operator (or manager) of restaurant 1 in to the back office, in English. */
async function signInBoard(page: Page, who: 'operator' | 'manager' = 'operator') {
  await page.addInitScript(() => localStorage.setItem('nori-admin-locale', 'en'));
  await page.goto(inject('adminUrl'));
  await page.getByRole('heading', { level: 1, name: admin('admin.signIn.title') }).waitFor();
  await expectNoAxeViolations(page, 'back office sign-in');
  const { email, password } = inject(who);
  await page.getByLabel(admin('admin.signIn.email')).fill(email);
  await page.getByLabel(admin('admin.signIn.password')).fill(password);
  await page.getByRole('button', { name: admin('admin.signIn.submit') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: admin('admin.connection.live') })
    .waitFor({ timeout: 15_000 });
}

/** The board's column of a lane (a region named by its title and count). */
const lane = (page: Page, id: Parameters<typeof admin>[0]) =>
  page.getByRole('region', { name: new RegExp(`^${admin(id)}\\b`) });
/** An order's ticket on the board (an article named by its number). */
const ticket = (page: Page, orderId: number) => page.getByRole('article', { name: new RegExp(`^#${orderId}\\b`) });

describe('the back office', () => {
  it('shows a shopper’s order live, accepts it with 30 minutes, and the shopper’s page follows each move', async () => {
    const board = await newPage({ viewport: 'desktop', locale: 'en-US' });
    await signInBoard(board);

    const token = await signInByApi(uniquePhone(), 'Ana');
    const order = await placePaidOrder(token);
    const shopper = await newPage({ viewport: 'phone', locale: 'en-US' });
    await shopper.context().addCookies([{ name: 'token', value: token, url: siteUrl() }]);
    await open(shopper, `/en/account/orders/${order.id}`);
    const progress = shopper.getByRole('region', { name: t('en', 'order.progress.title') });
    const step = () => progress.locator('li[aria-current="step"]').textContent();
    await expect.poll(step, { timeout: 15_000 }).toContain(t('en', 'order.status.placed'));

    // No reload of the board: it was open before the order existed.
    await ticket(board, order.id).waitFor({ timeout: 15_000 });
    expect(await lane(board, 'admin.lane.scheduled').getByRole('article').count()).toBeGreaterThan(0);
    await expect.poll(() => lane(board, 'admin.lane.scheduled').locator(`text=#${order.id}`).count()).toBe(1);
    await expectNoAxeViolations(board, 'orders board (desktop)');

    // "?" lists the shortcuts; Esc closes the list.
    await board.keyboard.press('?');
    const shortcuts = board.getByRole('dialog', { name: admin('admin.shortcut.title') });
    await shortcuts.waitFor();
    // Checked once it has faded in: axe reads the colours of a half-transparent dialog as too pale.
    await board.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    await expectNoAxeViolations(board, 'shortcuts');
    await board.keyboard.press('Escape');
    await board.getByRole('dialog').waitFor({ state: 'detached' });

    // Printed, the ticket is the page: the board around it is not on paper (what "Print" marks it for).
    await ticket(board, order.id).evaluate((element) => element.setAttribute('data-print-ticket', ''));
    await board.emulateMedia({ media: 'print' });
    const visibility = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => getComputedStyle(element).visibility);
    expect(await visibility(ticket(board, order.id).getByRole('heading').first())).toBe('visible');
    // (Hidden ones are out of the accessibility tree, so they are found by their tags.)
    expect(await visibility(board.locator('h1'))).toBe('hidden');
    expect(await visibility(board.locator('header').first())).toBe('hidden');
    await board.emulateMedia({ media: 'screen' });
    await ticket(board, order.id).evaluate((element) => element.removeAttribute('data-print-ticket'));

    const number = admin('admin.order.number', { id: order.id });
    await board.getByRole('button', { name: `${admin('admin.action.accept', { minutes: 30 })}: ${number}` }).click();
    await expect.poll(() => lane(board, 'admin.lane.accepted').locator(`text=#${order.id}`).count()).toBe(1);
    await expect.poll(step, { timeout: 15_000 }).toContain(t('en', 'order.status.accepted'));

    for (const [action, status] of [
      ['admin.action.preparing', 'preparing'],
      ['admin.action.ready', 'ready'],
    ] as const) {
      await board.getByRole('button', { name: `${admin(action)}: ${number}` }).click();
      await expect.poll(step, { timeout: 15_000 }).toContain(t('en', `order.status.${status}`));
    }
    await board.getByRole('button', { name: `${admin('admin.action.picked_up')}: ${number}` }).click();
    await expect.poll(() => ticket(board, order.id).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => progress.locator('li').last().getAttribute('data-state'), { timeout: 15_000 }).toBe('done');

    // The same board on a phone: one lane at a time, under tabs, and still axe-clean.
    const phone = await newPage({ viewport: 'phone', locale: 'en-US' });
    await signInBoard(phone);
    await phone.getByRole('tab', { name: new RegExp(admin('admin.lane.placed')) }).waitFor();
    await expectNoAxeViolations(phone, 'orders board (phone)');
  });

  it('lets a manager take a dish off the restaurant’s menu from the stop-list screen, and the shop refuses it there at once', async () => {
    const page = await newPage({ viewport: 'desktop', locale: 'en-US' });
    await signInBoard(page, 'manager');
    await page.getByRole('link', { name: admin('admin.nav.stopList') }).click();
    await page.getByRole('heading', { level: 1, name: admin('admin.stopList.title') }).waitFor();
    const { data: dish } = (await (
      await fetch(`${apiUrl()}/api/products/${SLUG}`, { headers: { 'accept-language': 'en' } })
    ).json()) as {
      data: { id: number; name: string; unavailable_at: number[] };
    };
    await page.getByLabel(admin('admin.stopList.search')).fill(dish.name);
    const toggle = page.getByRole('switch', { name: dish.name });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expectNoAxeViolations(page, 'stop-list');

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    const unavailableAt = async () =>
      ((await (await fetch(`${apiUrl()}/api/products/${SLUG}`)).json()) as { data: { unavailable_at: number[] } }).data
        .unavailable_at;
    await expect.poll(unavailableAt).toEqual([1]);
    const order = (restaurantId: number) =>
      fetch(`${apiUrl()}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'idempotency-key': `stop-${Date.now()}-${restaurantId}`,
        },
        body: JSON.stringify({
          items: [{ product_id: dish.id, quantity: 1, modifiers: [] }],
          order_type: 'pickup',
          restaurant_id: restaurantId,
          scheduled_at: null,
          payment_type: 'cash',
          bonuses: 0,
          contact: { name: 'Ana', phone: uniquePhone() },
        }),
      });
    const refused = await order(1);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain('items.0.product_id');

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(unavailableAt).toEqual([]);
  });
});
