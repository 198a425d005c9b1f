// Lighthouse in its default (mobile) preset with simulated throttling on Debian's Chromium: each page
// three times, the median of each figure reported.
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

export const RUNS = 3;
/** The mark the storefront sets when it has hydrated (HYDRATED_MARK in packages/storefront/src/app/App.tsx). */
const HYDRATED_MARK = 'nori:hydrated';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Every run of home, category and product is a first visit: besides Lighthouse's default (caches,
// service workers), cookies and storage go too. Checkout keeps them: its visitor has a cart.
const FIRST_VISIT_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
];
const RETURNING_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

/**
 * Lighthouse needs the real binary: Debian's /usr/bin/chromium is a shell wrapper that confuses it.
 * CHROME_PATH wins; else the binary behind the Chromium the tests use.
 */
export function chromePath() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  if (existsSync('/usr/lib/chromium/chromium')) return '/usr/lib/chromium/chromium';
  const found = findChromium();
  if (!found) throw new Error('No Chromium: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH');
  return found;
}

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromePath(),
    // As root Chromium needs --no-sandbox. Accept-Language ro: the shop's default locale, served on the
    // unprefixed URLs without the redirect an English browser would get to /en.
    chromeFlags: [...CHROMIUM_ARGS, '--headless', '--accept-lang=ro-MD,ro'],
    logLevel: 'silent',
    // Ctrl-C is the harness's to handle: it stops the servers too.
    handleSIGINT: false,
  });
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));

/** The figures of one Lighthouse result. */
async function figuresOf(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  // First load: what the page asked for until it was hydrated — the `nori:hydrated` User Timing mark the app
  // sets once its first effects ran (src/app/App.tsx) — or, without the mark, until its load event. Both are
  // observed times, like the requests'. After it come only the code of the pages its links lead to,
  // prefetched 1 s after load when the network allows (src/app/prefetch.ts): reported apart.
  const hydratedMs = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === HYDRATED_MARK)?.startTime;
  const loadMs = lhr.audits.metrics?.details?.items?.[0]?.observedLoad;
  const cutMs = Math.max(hydratedMs ?? 0, loadMs ?? 0) || Number.POSITIVE_INFINITY;
  const firstLoad = requests.filter((request) => (request.networkRequestTime ?? 0) <= cutMs);
  const sum = (type, field, list = firstLoad) =>
    list
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + (request[field] ?? 0), 0);
  // What the same scripts weigh gzipped (level 9, as bundle reports give it), whatever the server sent:
  // the JavaScript budget is in gzip bytes, and a server without compression sends them raw.
  let jsGzip = 0;
  for (const request of firstLoad.filter((item) => item.resourceType === 'Script' && item.statusCode === 200)) {
    try {
      const response = await fetch(request.url, { signal: AbortSignal.timeout(10_000) });
      jsGzip += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    } catch {
      jsGzip = Number.NaN;
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: metric('largest-contentful-paint'),
    tbt_ms: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speed_index_ms: metric('speed-index'),
    fcp_ms: metric('first-contentful-paint'),
    hydrated_observed_ms: hydratedMs === undefined ? null : hydratedMs,
    js_transfer_bytes: sum('Script', 'transferSize'),
    js_gzip_bytes: jsGzip,
    js_prefetch_bytes: sum('Script', 'transferSize', requests) - sum('Script', 'transferSize'),
    css_transfer_bytes: sum('Stylesheet', 'transferSize'),
    font_transfer_bytes: sum('Font', 'transferSize'),
    image_transfer_bytes: sum('Image', 'transferSize'),
    total_transfer_bytes: firstLoad.reduce((total, request) => total + (request.transferSize ?? 0), 0),
    requests: firstLoad.length,
    failing_audits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => audit.id),
    warnings: lhr.runWarnings ?? [],
    final_url: lhr.finalDisplayedUrl,
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
  };
}

const DIGITS = { cls: 3 };

/** Median of each numeric figure over the runs; lists (failing audits, warnings) are merged. */
function summarise(runs) {
  const result = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((run) => run[key]);
    if (typeof values[0] === 'number' || values[0] === null) result[key] = round(median(values), DIGITS[key] ?? 0);
    else if (Array.isArray(values[0])) result[key] = [...new Set(values.flat())];
    else result[key] = values[0];
  }
  result.runs = {
    performance: runs.map((run) => run.performance),
    lcp_ms: runs.map((run) => round(run.lcp_ms)),
    tbt_ms: runs.map((run) => round(run.tbt_ms)),
  };
  return result;
}

/**
 * Puts one product in the cart the way a shopper does (its page, "Adaugă în coș"), in the browser
 * Lighthouse drives, so checkout shows its form rather than the empty-cart notice; then checks that it
 * does. The attention popup a first visit gets is dismissed by its cookie, as the journeys do. Returns
 * what happened, for the report; a failure here is reported, not fatal (checkout is measured as served).
 */
export async function fillCart(port, siteUrl, productSlug, storagePrefix = 'nori:') {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies([{ name: 'attention', value: '1', url: siteUrl }]);
    const page = await context.newPage();
    try {
      await page.goto(`${siteUrl}/product/${encodeURIComponent(productSlug)}`, { timeout: 30_000 });
      // The page's code starts after its first paint: a click before it has hydrated reaches no handler.
      await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
      await page
        .getByRole('button', { name: /^Adaugă în coș ·/ })
        .first()
        .click({ timeout: 20_000 });
      await page.waitForFunction((key) => (localStorage.getItem(key) ?? '[]') !== '[]', `${storagePrefix}cart`, {
        timeout: 10_000,
      });
      await page.goto(`${siteUrl}/checkout`, { timeout: 30_000 });
      await page.getByRole('form', { name: 'Finalizarea comenzii' }).waitFor({ timeout: 20_000 });
      return { filled: true, how: `1 × ${productSlug} added with its page's button; checkout shows its form` };
    } catch (error) {
      return { filled: false, how: `could not fill the cart (${String(error?.message ?? error).split('\n')[0]})` };
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects Playwright; the browser itself belongs to chrome-launcher and stays up.
    await browser.close();
  }
}

/**
 * Makes the browser Lighthouse drives a returning visitor of the shop: these cookies set (the attention
 * popup dismissed, say), as a shopper's browser keeps them between visits.
 */
export async function setCookies(port, siteUrl, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: siteUrl })));
  } finally {
    await browser.close();
  }
}

/** What the server sends for the page's document: its size and the CSS inlined in it (styled-components). */
async function servedDocument(url) {
  const response = await fetch(url, { headers: { 'accept-language': 'ro', accept: 'text/html' } });
  const html = await response.text();
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  return {
    html_bytes: Buffer.byteLength(html),
    inline_css_bytes: styles.reduce((total, css) => total + Buffer.byteLength(css), 0),
  };
}

/** Runs Lighthouse `RUNS` times on a URL and returns the medians. */
export async function audit(port, url, { firstVisit, log, skipAudits = [], reports }) {
  const runs = [];
  for (let index = 0; index < RUNS; index++) {
    const started = Date.now();
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, maxWaitForLoad: 30_000 },
      {
        extends: 'lighthouse:default',
        settings: { clearStorageTypes: firstVisit ? FIRST_VISIT_STORAGE : RETURNING_STORAGE, skipAudits },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} on ${url}`);
    if (reports) writeFileSync(`${reports}-${index + 1}.json`, JSON.stringify(result.lhr));
    const figures = await figuresOf(result.lhr);
    runs.push(figures);
    log(
      `  run ${index + 1}/${RUNS} ${url}: perf ${figures.performance}, LCP ${round(figures.lcp_ms)} ms, ` +
        `TBT ${round(figures.tbt_ms)} ms (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  const summary = summarise(runs);
  if (skipAudits.length) summary.skipped_audits = skipAudits;
  const served = await servedDocument(url);
  // The inlined CSS sits next to the CSS files' bytes: styled-components renders styles into the page.
  const ordered = {};
  for (const [key, value] of Object.entries(summary)) {
    ordered[key] = value;
    if (key === 'css_transfer_bytes') ordered.css_inline_bytes = served.inline_css_bytes;
    if (key === 'total_transfer_bytes') ordered.html_bytes_uncompressed = served.html_bytes;
  }
  return ordered;
}
