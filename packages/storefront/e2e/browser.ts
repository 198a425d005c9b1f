/** Chromium for the journeys: Debian's (or CHROMIUM_PATH), driven by playwright-core. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/chromium.mjs';

export const siteUrl = () => inject('siteUrl');
export const apiUrl = () => inject('apiUrl');

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** One browser per test file; each test opens its own context (cookies, storage) with `newPage`. */
export function setUpBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    /**
     * A page in a fresh context. The seeded announcement opens the attention popup on a first visit;
     * journeys that are not about it start with the popup already dismissed (`showAttention: false`).
     */
    async newPage(
      options: { viewport?: keyof typeof viewports; locale?: string; showAttention?: boolean } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: viewports[options.viewport ?? 'desktop'],
        locale: options.locale ?? 'ro-MD',
        baseURL: siteUrl(),
      });
      if (!options.showAttention) {
        await context.addCookies([{ name: 'attention', value: '1', url: siteUrl() }]);
      }
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** The last SMS code the API's development outbox holds for a phone. */
export async function lastCode(phone: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/dev/sms-outbox?phone=${phone}`);
  const { data } = (await response.json()) as { data: { code: string }[] };
  if (!data[0]) throw new Error(`No SMS for ${phone}`);
  return data[0].code;
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

/** Opens a path and waits until the app has hydrated, so the first click is handled by React. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
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
