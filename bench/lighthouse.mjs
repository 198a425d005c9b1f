// Lighthouse in its default (mobile) preset with simulated throttling on Debian's Chromium: one run at a
// time (run.mjs interleaves each page with its floor), and the statistics over the runs: median, range, IQR,
// main-thread work by cause and by script, and what each run observed (for the race of issue 18).
import { existsSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/** Lighthouse runs per page and visit (and as many of its floor): BENCH_RUNS changes it. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 5);
/** The mark the storefront sets when it has hydrated (HYDRATED_MARK in packages/storefront/src/app/App.tsx). */
const HYDRATED_MARK = 'nori:hydrated';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Every run of home, category and product is a first visit: besides Lighthouse's default (caches,
// service workers), cookies and storage go too. Checkout keeps them: its visitor has a cart.
export const FIRST_VISIT_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'cookies',
  'local_storage',
  'indexeddb',
];
export const RETURNING_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

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

const finite = (values) =>
  values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
/** The q-quantile of sorted values, interpolated linearly (q = 0.5: the median). */
const quantile = (sorted, q) => {
  if (!sorted.length) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
};
export const median = (values) => quantile(finite(values), 0.5);
export const round = (value, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits));

/** Median, range and interquartile range of one figure over the runs. */
export function spreadOf(values, digits = 0) {
  const sorted = finite(values);
  if (!sorted.length) return null;
  return {
    median: round(quantile(sorted, 0.5), digits),
    min: round(sorted[0], digits),
    max: round(sorted.at(-1), digits),
    q1: round(quantile(sorted, 0.25), digits),
    q3: round(quantile(sorted, 0.75), digits),
  };
}

/**
 * Readable names of the built chunks, from Vite's manifest: the source module a chunk was built from
 * (`src/hydrate.tsx`, a catalog `src/i18n/…`), or the name Rolldown gave a shared chunk (`react-dom`).
 */
export function chunkNames(manifest) {
  const names = new Map();
  for (const [key, chunk] of Object.entries(manifest ?? {})) {
    const name = chunk.isEntry ? `entry (${chunk.src ?? key})` : (chunk.src ?? chunk.name ?? key);
    if (chunk.file && !names.has(chunk.file)) names.set(chunk.file, name);
  }
  return names;
}

/** The readable name of a script URL: its chunk's, the document's own inline scripts, or the file's. */
function scriptName(url, names) {
  if (!url) return 'unattributable';
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  if (pathname === '/' || !/\.m?js$/.test(pathname)) return 'document (inline scripts)';
  return (
    names.get(pathname.replace(/^\//, '')) ??
    pathname
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '.js')
  );
}

/** What a run says about the race of issue 18: when things happened in the observed (unthrottled) load. */
function observedTimeline(lhr, requests) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const first = (predicate) => {
    const times = requests.filter(predicate).map((request) => request.networkRequestTime ?? Number.NaN);
    return round(finite(times)[0] ?? null, 1);
  };
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((lcpItems[1]?.items ?? []).map((phase) => [phase.phase, round(phase.timing)]));
  return {
    first_paint: round(metrics.observedFirstPaint ?? null),
    fcp: round(metrics.observedFirstContentfulPaint ?? null),
    lcp: round(metrics.observedLargestContentfulPaint ?? null),
    dom_content_loaded: round(metrics.observedDomContentLoaded ?? null),
    load: round(metrics.observedLoad ?? null),
    first_script_request: first((request) => request.resourceType === 'Script'),
    first_font_request: first((request) => request.resourceType === 'Font'),
    first_image_request: first((request) => request.resourceType === 'Image'),
    lcp_element: lcpNode ? (lcpNode.selector ?? lcpNode.nodeLabel ?? '').slice(0, 120) : null,
    lcp_phases_simulated_ms: phases,
  };
}

/** The figures of one Lighthouse result. */
async function figuresOf(lhr, names, { gzip = true } = {}) {
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
  const scripts = firstLoad.filter((item) => item.resourceType === 'Script' && item.statusCode === 200);
  for (const request of gzip ? scripts : []) {
    try {
      const response = await fetch(request.url, { signal: AbortSignal.timeout(10_000) });
      jsGzip += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    } catch {
      jsGzip = Number.NaN;
    }
  }
  // Main-thread work by cause (Lighthouse's groups, in simulated ms: the host's times × the CPU slowdown),
  // and per script: evaluation (hydration included: it runs inside the app's chunks) and parse/compile.
  const mainThread = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
  );
  const byScript = {};
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    const name = scriptName(item.url, names);
    const entry = (byScript[name] ??= { total: 0, scripting: 0, parse_compile: 0 });
    entry.total += item.total ?? 0;
    entry.scripting += item.scripting ?? 0;
    entry.parse_compile += item.scriptParseCompile ?? 0;
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
    js_gzip_bytes: gzip ? jsGzip : null,
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
    main_thread_ms: mainThread,
    bootup_ms: byScript,
    observed_ms: observedTimeline(lhr, requests),
  };
}

const DIGITS = { cls: 3 };
/** The figures whose median, range and IQR are reported (`spread`), and kept run by run (`runs`). */
export const SPREAD_KEYS = ['performance', 'fcp_ms', 'lcp_ms', 'tbt_ms', 'speed_index_ms', 'cls', 'benchmark_index'];

/** Median of every number in a list of like-shaped objects, key by key (nested objects too). */
function medianOf(objects) {
  const keys = [...new Set(objects.flatMap((object) => Object.keys(object ?? {})))];
  return Object.fromEntries(
    keys.map((key) => {
      const values = objects.map((object) => object?.[key]);
      const sample = values.find((value) => value !== undefined && value !== null);
      if (sample && typeof sample === 'object' && !Array.isArray(sample)) return [key, medianOf(values)];
      return [key, round(median(values.map((value) => value ?? 0)), DIGITS[key] ?? 0)];
    }),
  );
}

/**
 * Median of each numeric figure over the runs; lists (failing audits, warnings) are merged; `spread` gives
 * median, min–max and IQR of the headline figures; `runs` each run's headline figures and its timeline.
 */
export function summarise(runs) {
  const result = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((run) => run[key]);
    if (key === 'observed_ms') continue;
    if (key === 'main_thread_ms' || key === 'bootup_ms') result[key] = medianOf(values);
    else if (typeof values[0] === 'number' || values[0] === null) result[key] = round(median(values), DIGITS[key] ?? 0);
    else if (Array.isArray(values[0])) result[key] = [...new Set(values.flat())];
    else result[key] = values[0];
  }
  result.spread = Object.fromEntries(
    SPREAD_KEYS.map((key) => [
      key,
      spreadOf(
        runs.map((run) => run[key]),
        DIGITS[key] ?? 0,
      ),
    ]),
  );
  result.runs = runs.map((run) => ({
    ...Object.fromEntries(SPREAD_KEYS.map((key) => [key, round(run[key], DIGITS[key] ?? 0)])),
    observed_ms: run.observed_ms,
  }));
  return result;
}

/** The page against its floor: differences (page − floor) and ratios (page / floor) of the medians. */
export function againstFloor(page, floor) {
  const out = {};
  for (const key of ['performance', 'fcp_ms', 'lcp_ms', 'tbt_ms', 'speed_index_ms', 'cls']) {
    const [a, b] = [page[key], floor[key]];
    if (typeof a !== 'number' || typeof b !== 'number') continue;
    out[key] = {
      page: a,
      floor: b,
      difference: round(a - b, DIGITS[key] ?? 0),
      ratio: b === 0 ? null : round(a / b, 2),
    };
  }
  return out;
}

/**
 * Puts one product in the cart the way a shopper does (its page, "Adaugă în coș"), in the browser
 * Lighthouse drives, so checkout shows its form rather than the empty-cart notice; then checks that it
 * does. The attention popup a first visit gets is dismissed by its cookie, as the journeys do. Returns
 * what happened, for the report; a failure here is reported, not fatal (checkout is measured as served).
 */
export function fillCart(port, siteUrl, productSlug, storagePrefix = 'nori:') {
  return inBrowserContext(port, async (context) => {
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
  });
}

/**
 * Makes the browser Lighthouse drives a returning visitor of the shop: these cookies set (the attention
 * popup dismissed, say), as a shopper's browser keeps them between visits.
 */
export function setCookies(port, siteUrl, cookies) {
  return inBrowserContext(port, (context) =>
    context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: siteUrl }))),
  );
}

/** Removes these cookies only (a first visit to checkout: the attention popup due again, the cart kept). */
export function clearCookies(port, names) {
  return inBrowserContext(port, async (context) => {
    for (const name of names) await context.clearCookies({ name });
  });
}

/**
 * Runs `work` with the browser context Lighthouse drives (Playwright connected over CDP), then disconnects
 * Playwright; the browser itself belongs to chrome-launcher and stays up.
 */
async function inBrowserContext(port, work) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await work(browser.contexts()[0] ?? (await browser.newContext()));
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

/**
 * One Lighthouse run of a URL; returns its figures (and writes its full report to `report`). `storage`:
 * what Lighthouse clears before loading (a first visit clears cookies and storage too); `categories`:
 * the floor needs only performance.
 */
export async function runOnce(port, url, { storage, skipAudits = [], categories = CATEGORIES, names, report, gzip }) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: categories, maxWaitForLoad: 30_000 },
    { extends: 'lighthouse:default', settings: { clearStorageTypes: storage, skipAudits } },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} on ${url}`);
  if (report) writeFileSync(report, JSON.stringify(result.lhr));
  return figuresOf(result.lhr, names ?? new Map(), { gzip });
}

/** The served document's figures, placed next to the related transfer figures of a summary. */
export async function withServedDocument(summary, url) {
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
