#!/usr/bin/env node
// `npm run bench`: builds what is stale, starts the built product on free loopback ports, runs Lighthouse
// (mobile preset, simulated throttling, median of 3) on home (a first visit, and again as a returning
// visitor who has dismissed the attention popup), a category, a product and checkout, then
// autocannon on the product page's server rendering and on GET /api/menu. Prints one JSON document on
// stdout and writes it to bench/results.json; progress goes to stderr, the servers' output to
// bench/servers.log. Figures past bench/budgets.json are marked, never fatal: the exit code is 0 unless
// the harness itself breaks. Both servers and the browser are stopped at the end, on error and on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { root } from '../scripts/build-if-needed.mjs';
import { RUNS, audit, chromePath, fillCart, launchChrome, setCookies } from './lighthouse.mjs';
import { CONNECTIONS, DURATION_S, measure } from './load.mjs';
import { apiOnPostgres, measureLiveFanout, measureOrderPlacement } from './orders.mjs';
import { product } from './servers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, 'results.json');
const SERVER_LOG = path.join(here, 'servers.log');
// Each Lighthouse run's full report (open one in https://googlechrome.github.io/lighthouse/viewer/).
const REPORTS = path.join(here, 'reports');
// While working on one figure: BENCH_PAGES=home,product measures only those pages, BENCH_ONLY=lighthouse or
// BENCH_ONLY=load or BENCH_ONLY=orders only that part. A partial run is labelled `partial` in the output.
const ONLY = process.env.BENCH_ONLY ?? '';
const PAGE_NAMES = ['home', 'home_returning', 'category', 'product', 'checkout'];
const WANTED_PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((name) => name.trim())
  : PAGE_NAMES;
// The harness gives up (and cleans up) past this: a normal run takes about 5 minutes.
const HARD_LIMIT_MS = 15 * 60_000;

const started = Date.now();
const log = (line) => process.stderr.write(`[bench] ${line}\n`);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const servers = product({ logFile: SERVER_LOG });
/** The API on PostgreSQL of the order figures, while it runs. */
let ordersApi;
let chrome;
const killChrome = () => {
  try {
    chrome?.kill();
  } catch {
    // Already gone.
  }
  chrome = undefined;
};
process.on('exit', () => {
  killChrome();
  servers.stopSync();
  ordersApi?.kill();
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    log(`${signal}: stopping the browser and both servers.`);
    process.exit(code); // the 'exit' handler stops everything
  });
}
setTimeout(() => {
  log(`the harness ran past ${HARD_LIMIT_MS / 60_000} minutes: giving up.`);
  process.exit(1);
}, HARD_LIMIT_MS).unref();

/** Runs a Node script with its stdout sent to our stderr, so stdout carries the JSON alone. */
function runQuietly(args, what) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? result.signal})`);
}

function version(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Marks every budgeted figure: `{ value, budget, over_budget }`, and lists those over. */
function applyBudgets(results, budgets) {
  const over = [];
  const check = (where, key, value, budget) => {
    const past =
      value === null || value === undefined ? null : budget.min !== undefined ? value < budget.min : value > budget.max;
    if (past)
      over.push(
        `${where}.${key}: ${value} (budget ${budget.min !== undefined ? `≥ ${budget.min}` : `≤ ${budget.max}`})`,
      );
    const { note: _note, pages: _pages, ...limits } = budget;
    return { value, budget: limits, over_budget: past };
  };
  for (const [page, figures] of Object.entries(results.pages)) {
    for (const [key, budget] of Object.entries(budgets.pages)) {
      if (budget.pages && !budget.pages.includes(page)) continue;
      if (key in figures) figures[key] = check(`pages.${page}`, key, figures[key], budget);
    }
  }
  for (const [name, figures] of Object.entries(budgets.server)) {
    for (const [key, budget] of Object.entries(figures)) {
      if (results.server[name] && key in results.server[name]) {
        results.server[name][key] = check(`server.${name}`, key, results.server[name][key], budget);
      }
    }
  }
  return over;
}

async function main() {
  const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8'));
  const loadBefore = os.loadavg();

  log('checking Chromium and building what is stale…');
  runQuietly([path.join(root, 'scripts/ensure-chromium.mjs')], 'Finding Chromium');
  chromePath(); // fails now, not after the build, when CHROME_PATH is wrong
  const build = pathToFileURL(path.join(root, 'scripts/build-if-needed.mjs')).href;
  runQuietly(
    [
      '--input-type=module',
      '-e',
      `import { buildIfNeeded } from ${JSON.stringify(build)}; buildIfNeeded(console.log);`,
    ],
    'The build',
  );

  log(`starting the API and the storefront (output in ${path.relative(root, SERVER_LOG)})… [${elapsed()}]`);
  const { apiUrl, siteUrl } = await servers.start();
  log(`API ${apiUrl}, storefront ${siteUrl} [${elapsed()}]`);

  const menu = await (await fetch(`${apiUrl}/api/menu`)).json();
  const category = menu.data?.find((item) => item.products?.length);
  const productSlug =
    category?.products?.find((item) => item.is_available !== false)?.slug ?? category?.products?.[0]?.slug;
  if (!category || !productSlug) throw new Error('GET /api/menu has no category with products');
  const pages = {
    home: '/',
    home_returning: '/',
    category: `/menu/${encodeURIComponent(category.slug)}`,
    product: `/product/${encodeURIComponent(productSlug)}`,
    checkout: '/checkout',
  };

  // Warm data: each page rendered a few times before anything is measured.
  for (const pagePath of Object.values(pages)) {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(siteUrl + pagePath);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
    }
  }

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu_model: os.cpus()[0]?.model ?? null,
      memory_gib: Math.round(os.totalmem() / 2 ** 30),
      load_average_at_start: loadBefore.map((value) => Number(value.toFixed(2))),
      node: process.version,
      chromium: version(chromePath(), ['--version']),
      lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    },
    commit: version('git', ['-C', root, 'rev-parse', '--short', 'HEAD']),
    uncommitted_changes_in_packages: Boolean(version('git', ['-C', root, 'status', '--porcelain', '--', 'packages'])),
    lighthouse_settings: {
      preset: 'mobile (Lighthouse default)',
      throttling: 'simulated',
      runs: RUNS,
      statistic: 'median of each figure over the runs',
    },
    pages: {},
    server: {},
  };
  if (ONLY || WANTED_PAGES.length !== PAGE_NAMES.length) results.partial = { only: ONLY || null, pages: WANTED_PAGES };

  if (ONLY === '' || ONLY === 'lighthouse') {
    log(`Lighthouse, ${RUNS} runs per page… [${elapsed()}]`);
    rmSync(REPORTS, { recursive: true, force: true });
    mkdirSync(REPORTS, { recursive: true });
    chrome = await launchChrome();
    for (const name of ['home', 'category', 'product'].filter((page) => WANTED_PAGES.includes(page))) {
      results.pages[name] = {
        url: pages[name],
        visit: 'first (cookies and storage cleared: the attention popup is due)',
        ...(await audit(chrome.port, siteUrl + pages[name], {
          firstVisit: true,
          log,
          reports: path.join(REPORTS, name),
        })),
      };
    }
    if (WANTED_PAGES.includes('home_returning')) {
      // The same home page for a returning visitor: cookies kept, the attention popup dismissed. A first
      // visit (above) must hold to the same budgets: the popup may not cost the page anything.
      await setCookies(chrome.port, siteUrl, { attention: '1' });
      results.pages.home_returning = {
        url: pages.home_returning,
        visit: 'returning (attention cookie set, storage kept)',
        ...(await audit(chrome.port, siteUrl + pages.home_returning, {
          firstVisit: false,
          log,
          reports: path.join(REPORTS, 'home_returning'),
        })),
      };
    }
    if (WANTED_PAGES.includes('checkout')) {
      const cart = await fillCart(chrome.port, siteUrl, productSlug);
      log(`checkout: ${cart.how}`);
      results.pages.checkout = {
        url: pages.checkout,
        cart: cart.how,
        // Checkout is `noindex` on purpose (a cart page has nothing for search engines): Lighthouse's
        // is-crawlable audit would hold its SEO score at 66 for doing the right thing. Every other SEO audit runs.
        ...(await audit(chrome.port, siteUrl + pages.checkout, {
          firstVisit: false,
          log,
          skipAudits: ['is-crawlable'],
          reports: path.join(REPORTS, 'checkout'),
        })),
      };
    }
    killChrome();
  }

  if (ONLY === '' || ONLY === 'load') {
    log(`autocannon, ${DURATION_S} s at ${CONNECTIONS} connections after a 2 s warm-up… [${elapsed()}]`);
    results.server.ssr_product = await measure(siteUrl + pages.product, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    log(`  SSR ${pages.product}: ${results.server.ssr_product.rps} rps, p99 ${results.server.ssr_product.p99_ms} ms`);
    // The same page rendered for every request (a new query each time, so the page cache cannot answer; the
    // data stays warm): what rendering itself costs.
    results.server.ssr_product_render = await measure(siteUrl + pages.product, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      uniqueQuery: 'bench',
    });
    log(
      `  SSR rendered every time: ${results.server.ssr_product_render.rps} rps, p99 ${results.server.ssr_product_render.p99_ms} ms`,
    );
    results.server.api_menu = await measure(`${apiUrl}/api/menu`, {
      headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    });
    log(`  GET /api/menu: ${results.server.api_menu.rps} rps, p99 ${results.server.api_menu.p99_ms} ms`);
  }

  log(`stopping the servers… [${elapsed()}]`);
  await servers.stop();

  if (ONLY === '' || ONLY === 'orders') {
    // Orders and live status on PostgreSQL, with the shop's servers stopped so they take no CPU from it.
    const logFd = openSync(SERVER_LOG, 'a');
    ordersApi = await apiOnPostgres({ log: logFd });
    if (!ordersApi) {
      results.server.orders = { skipped: 'PostgreSQL is not reachable at BENCH_POSTGRES_URL' };
      log('orders: skipped, PostgreSQL is not reachable');
    } else {
      log(`orders: POST /api/orders on PostgreSQL, ${DURATION_S} s at 20 connections… [${elapsed()}]`);
      results.server.orders_pg = await measureOrderPlacement(ordersApi.apiUrl);
      log(`  ${results.server.orders_pg.rps} orders/s, p99 ${results.server.orders_pg.p99_ms} ms`);
      log(`live status: 2,000 shopper streams and 20 staff streams on one API process… [${elapsed()}]`);
      results.server.live_fanout = await measureLiveFanout(ordersApi.apiUrl, ordersApi.pid, { log });
      log(
        `  p99 ${results.server.live_fanout.latency_p99_ms} ms, ${results.server.live_fanout.memory_per_stream_bytes} B per stream`,
      );
      await ordersApi.stop();
      ordersApi = undefined;
    }
    closeSync(logFd);
  }

  results.machine.load_average_at_end = os.loadavg().map((value) => Number(value.toFixed(2)));
  results.over_budget = applyBudgets(results, budgets);
  results.duration_s = Math.round((Date.now() - started) / 1000);
  const json = JSON.stringify(results, null, 2);
  writeFileSync(RESULTS, `${json}\n`);
  process.stdout.write(`${json}\n`);
  log(
    `done in ${elapsed()}: ${results.over_budget.length} figure(s) over budget; written to ${path.relative(root, RESULTS)}`,
  );
}

try {
  await main();
  process.exit(0);
} catch (error) {
  log(`the harness failed: ${error?.stack ?? error}`);
  process.exit(1);
}
