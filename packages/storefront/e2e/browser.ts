/** Chromium for the journeys: Debian's (or CHROMIUM_PATH), driven by playwright-core. */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
// eslint-disable-next-line import-x/no-relative-packages -- the repository's own tooling (scripts/), not a package
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';
import { allMessages } from '../src/testing/catalogs';
import { SIGNATURE_SUFFIX } from './globalSetup';

export const siteUrl = () => inject('siteUrl');
export const apiUrl = () => inject('apiUrl');

/**
 * Acts on the running product (globalSetup.ts): `api/stop` shuts the API down as a deploy does (SIGTERM: its
 * streams end, its database closes) and returns once it has exited; `api/start` starts it again on the same
 * address and data and returns once it answers. Journeys run one at a time, so no other sees it down.
 */
export async function productAction(action: 'api/stop' | 'api/start'): Promise<void> {
  const response = await fetch(`${inject('productControl')}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${action}: ${response.status} ${await response.text()}`);
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * One browser per test file; each test opens its own contexts (cookies, storage) with `newPage`, and they are
 * closed when the test ends: a page left open goes on running its scripts, its live streams and its timers in
 * the browser while the next tests run (the browsing file's 17 pages each took 5–15 % of a core until its end).
 */
export function setUpBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const closeContexts = () => Promise.all(contexts.splice(0).map((context) => context.close()));
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  });
  afterEach(closeContexts);
  afterAll(async () => {
    await closeContexts();
    await browser?.close();
  });
  return {
    /**
     * A page in a fresh context, with reduced motion as a shopper may ask for it (no journey is about an
     * animation, and an endless one keeps the browser drawing). The seeded announcement opens the attention
     * popup on a first visit; journeys that are not about it start with the popup already dismissed
     * (`showAttention: false`).
     *
     * The shop's service worker is installed only where a journey asks for it (`serviceWorker: true`): on a
     * first visit it fetches and stores the whole build (every script, style sheet and font, and the four
     * offline pages), 3.5 CPU-seconds of a 2-core machine in the seconds after the page is ready, and every
     * journey's context is a first visit: 4.2 CPU-s for the home page and the seconds after it with the
     * worker, 0.8 s without (2026-11-29). The journeys that keep it are the ones about the worker
     * (offline.e2e.ts) and those that prove the shop works through it: the full journeys with sign-in, bonuses and
     * an order (journeys.e2e.ts), a card payment's round trip (checkout.e2e.ts), the live status stream
     * (live.e2e.ts) and sign-in across origins (ports.e2e.ts).
     */
    async newPage(
      options: {
        viewport?: keyof typeof viewports;
        locale?: string;
        showAttention?: boolean;
        javaScript?: boolean;
        serviceWorker?: boolean;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: viewports[options.viewport ?? 'desktop'],
        locale: options.locale ?? 'ro-MD',
        baseURL: siteUrl(),
        // Off: the page as the server rendered it, before any script (what a layout shift is measured against).
        javaScriptEnabled: options.javaScript ?? true,
        reducedMotion: 'reduce',
        serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      });
      if (!options.showAttention) {
        await context.addCookies([{ name: 'attention', value: '1', url: siteUrl() }]);
      }
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** One message of the API's development SMS outbox, newest first; `code` is null for messages about an order. */
export interface OutboxSms {
  phone: string;
  code: string | null;
  text: string;
  sent_at: string;
}

/** The API's development SMS outbox for a phone, newest first. */
export async function smsOutbox(phone: string): Promise<OutboxSms[]> {
  const response = await fetch(`${apiUrl()}/dev/sms-outbox?phone=${phone}`);
  return ((await response.json()) as { data: OutboxSms[] }).data;
}

/**
 * The last SMS code the API's development outbox holds for a phone, waiting up to 10 s for the first one: the
 * click that asks for it returns before the API has stored it (under the full suite's load, an outbox read at
 * once was empty). Messages about an order (`code: null`) to the same phone are passed over.
 */
export async function lastCode(phone: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const code = (await smsOutbox(phone)).find((message) => message.code)?.code;
    if (code) return code;
    if (Date.now() > until) throw new Error(`No SMS for ${phone} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The events the page pushed to its data layer. */
export function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice(),
  );
}

/** A Moldovan mobile number (373 + 8 digits) no other test of this run uses: the database is fresh per run. */
const usedPhones = new Set<string>();
export function uniquePhone(): string {
  for (;;) {
    const phone = `3736${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

/**
 * Opens a path and waits until the app has hydrated, so the first click is handled by React. The page's
 * code starts after its first paint and hydrates in a transition: a click before that reaches no handler.
 */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]');
}

/** Reloads the page and waits until the app has hydrated again, as `open` does. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/** axe-core on the page as it is now (evaluated through the protocol, so the page's CSP allows it). */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    return (await axe.run(document)).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations, where).toEqual([]);
}

/** A call to the journeys' API; throws on an error status. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(apiUrl() + path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a phone in through the API (signed request, code from the outbox) and names the customer. */
export async function signInByApi(phone: string, name: string): Promise<string> {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Chisinau',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const signature = createHash('sha256')
    .update(phone + SIGNATURE_SUFFIX + day)
    .digest('hex');
  await api('/api/via-phone-number', {
    method: 'POST',
    body: { phone },
    headers: { 'x-request-signature': signature },
  });
  const { token } = await api<{ token: string }>('/api/sms-code-check', {
    method: 'POST',
    body: { phone, code: await lastCode(phone) },
  });
  await api('/api/update-profile', {
    method: 'POST',
    token,
    body: { name, surname: 'Rusu', birthday: null, referrer_id: null },
  });
  return token;
}

export interface ApiOrder {
  id: number;
  status: string;
  items: { product_id: number; quantity: number }[];
}

/** A pickup order for tomorrow noon, paid by card on the simulated provider: paid, with bonuses earned. */
export async function placePaidOrder(token: string): Promise<ApiOrder> {
  const { data: products } = await api<{ data: { id: number; modifiers: { id: number }[] }[] }>('/api/products');
  const withModifier = products.find((product) => product.modifiers.length > 0)!;
  const plain =
    products.find((product) => product.id !== withModifier.id && product.modifiers.length === 0) ?? products[1]!;
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(10, 0, 0, 0);
  const { order, payment } = await api<{ order: ApiOrder; payment: { redirect_url: string } }>('/api/orders', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      items: [
        { product_id: withModifier.id, quantity: 2, modifiers: [{ id: withModifier.modifiers[0]!.id, quantity: 1 }] },
        { product_id: plain.id, quantity: 1, modifiers: [] },
      ],
      order_type: 'pickup',
      restaurant_id: 1,
      scheduled_at: at.toISOString(),
      payment_type: 'card_online',
      bonuses: 0,
      contact: { name: 'Ana', phone: '37369000000' },
    },
  });
  const orderCode = new URL(payment.redirect_url).pathname.split('/').pop()!;
  const approved = await fetch(`${apiUrl()}/dev/pay/${orderCode}`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay', lang: 'en' }),
    redirect: 'manual',
  });
  const back = new URL(approved.headers.get('location')!);
  await api('/api/payments/verify', {
    method: 'POST',
    body: { t: back.searchParams.get('t'), s: back.searchParams.get('s') },
  });
  return order;
}

export type Locale = 'ro' | 'ru' | 'en' | 'uk';
export const TAGS: Record<Locale, string> = { ro: 'ro-MD', ru: 'ru-RU', en: 'en-US', uk: 'uk-UA' };
export const prefix = (locale: Locale) => (locale === 'ro' ? '' : `/${locale}`);

/** A message of the shop's catalog. */
export function t(locale: Locale, id: string): string {
  const text = allMessages[locale][id];
  if (!text) throw new Error(`No message ${id}`);
  return text;
}
/** An order's number as a page writes it inside a sentence: "#42" (en, ro) or "№42" (ru, uk). */
export const orderRef = (locale: Locale, id: number | string | null | undefined) =>
  t(locale, 'shared.order.ref').replace('{id}', String(id));
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const startsWith = (locale: Locale, id: string) => new RegExp(`^${escape(t(locale, id).split('{')[0]!.trim())}`);

export const SLUG = 'philadelphia-clasic';

/** A form field by its label (a required one ends with an asterisk). */
export const field = (page: Page, locale: Locale, id: string) =>
  page.getByLabel(new RegExp(`^${escape(t(locale, id))}( \\*)?$`));

/** The product page's add button, `times` times (equal lines merge), then the cart drawer. */
export async function addToCartAndOpen(page: Page, locale: Locale, times: number) {
  await open(page, `${prefix(locale)}/product/${SLUG}`);
  const add = page.getByRole('button', { name: startsWith(locale, 'product.addToCartTotal') });
  for (let i = 0; i < times; i++) await add.click();
  return openCartDrawer(page, locale);
}

/** The header's cart button, then the cart drawer once it is open. */
export async function openCartDrawer(page: Page, locale: Locale) {
  await page
    .getByRole('button', { name: startsWith(locale, 'layout.nav.cart') })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: t(locale, 'cart.drawer.title') });
  await drawer.waitFor();
  return drawer;
}

export async function goToCheckout(page: Page, locale: Locale, times = 2, axe = false) {
  const drawer = await addToCartAndOpen(page, locale, times);
  // Equal lines merged into one line with the quantity.
  await expect
    .poll(() =>
      drawer
        .getByRole('listitem')
        .filter({ has: page.getByRole('group') })
        .count(),
    )
    .toBe(1);
  if (axe) await expectNoAxeViolations(page, `cart drawer (${locale})`);
  await drawer.getByRole('link', { name: t(locale, 'cart.footer.checkout') }).click();
  await page.waitForURL(`**${prefix(locale)}/checkout`);
  await page.getByRole('heading', { level: 1, name: t(locale, 'checkout.page.title') }).waitFor();
}

export async function fillContact(page: Page, locale: Locale, name = 'Ana Test') {
  const nameField = field(page, locale, 'checkout.contact.name');
  if (!(await nameField.inputValue())) await nameField.fill(name);
  const phone = field(page, locale, 'checkout.contact.phone');
  if (!(await phone.inputValue())) await phone.pressSequentially('+37369123456');
}

export const orderCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'order_id')?.value;

/** Tomorrow in Chișinău as the DatePicker reads it: `dd.mm.yy`. */
export function tomorrowDay(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Chisinau', day: '2-digit', month: '2-digit', year: '2-digit' })
      .formatToParts(new Date(Date.now() + 86_400_000))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/** The checkout's times select: a day's times (its options' labels "12:00", or "12:00 PM" in English). */
export const timesSelect = (page: Page, locale: Locale) =>
  page.getByRole('combobox', { name: t(locale, 'checkout.time.slot') });

/** Scheduled for tomorrow: the day in the DatePicker, then 12:00 among that day's times. */
export async function scheduleTomorrowNoon(page: Page, locale: Locale) {
  await page.getByRole('radio', { name: t(locale, 'checkout.time.scheduled') }).check();
  const picker = page.getByRole('textbox', { name: t(locale, 'checkout.time.day') });
  await picker.fill(tomorrowDay());
  await picker.press('Enter');
  const times = timesSelect(page, locale);
  const noon = await times.locator('option', { hasText: /^12:00/ }).getAttribute('value');
  await times.selectOption(noon ?? '');
}

/**
 * Waits until no dialog is left in the page. A step of sign-in closes one modal as it opens the next, so
 * for a moment two dialogs exist (one closing, one opening): wait for none rather than for "the" dialog.
 */
export async function noDialogs(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
}
