// Paired A/B of the server's rendering cost: two storefront builds (two `dist` folders) side by side, one
// process each, the same API behind both, batches of rendered pages alternated between them, and the CPU each
// process spent per page read from /proc. A change of a few percent is lost in the noise of a shared machine
// when the two builds run minutes apart; run in the same minutes, the noise falls on both.
//
//   node bench/render-ab.mjs /tmp/dist-before packages/storefront/dist
//   PAGE=/ ROUNDS=14 node bench/render-ab.mjs A B
//
// Prints one JSON line: each build's CPU ms per page per batch, their medians, and the median and range of
// B's batch over A's batch in the same round. Linux only (/proc). Build the API first (`npm start` does).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './servers.mjs';
import { root } from '../scripts/build-if-needed.mjs';

const [distA, distB] = process.argv.slice(2).map((dir) => path.resolve(dir));
if (!distA || !distB) throw new Error('usage: node bench/render-ab.mjs <dist A> <dist B>');
const ROUNDS = Number(process.env.ROUNDS ?? 12);
const BATCH = 200;
const CONCURRENCY = 4;

const folders = [mkdtempSync(path.join(tmpdir(), 'nori-render-ab-'))];
const children = [];
const quiet = { ...process.env, LOG_LEVEL: 'warn' };
try {
  const apiUrl = `http://127.0.0.1:${await freePort()}`;
  const api = spawn(process.execPath, ['packages/api/dist/main.js'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...quiet, NODE_ENV: 'test', API_PORT: new URL(apiUrl).port, DATA_DIR: folders[0] },
  });
  children.push(api);
  await waitFor(`${apiUrl}/healthz`, api, 'API');

  const sites = [];
  for (const dist of [distA, distB]) {
    // A copy, so that a rebuild meanwhile cannot change what is measured.
    const snapshot = mkdtempSync(path.join(root, 'packages/storefront/.e2e-bench-'));
    folders.push(snapshot);
    cpSync(dist, path.join(snapshot, 'dist'), { recursive: true });
    const siteUrl = `http://127.0.0.1:${await freePort()}`;
    const site = spawn(process.execPath, [path.join(snapshot, 'dist/server/main.js')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...quiet,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
        PORT: new URL(siteUrl).port,
        API_BASE_URL: apiUrl,
        PUBLIC_SITE_URL: siteUrl,
      },
    });
    children.push(site);
    await waitFor(`${siteUrl}/healthz`, site, 'storefront');
    sites.push({ url: siteUrl, pid: site.pid });
  }

  const menu = await (await fetch(`${apiUrl}/api/menu`)).json();
  const page = process.env.PAGE ?? `/product/${menu.data.find((item) => item.products?.length).products[0].slug}`;
  /** User and system CPU time of a process, in ms (fields 14 and 15 of /proc/<pid>/stat, in 10 ms ticks). */
  const cpuMs = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  let query = 0;
  /** `count` pages, each a new `?bench=n` (the page cache cannot answer), `CONCURRENCY` at a time. */
  const render = async (site, count) => {
    let started = 0;
    const client = async () => {
      while (started < count) {
        started++;
        const separator = page.includes('?') ? '&' : '?';
        const response = await fetch(`${site.url}${page}${separator}bench=${++query}`, {
          headers: { accept: 'text/html', 'accept-encoding': 'br' },
        });
        if (!response.ok) throw new Error(`${page}: ${response.status}`);
        await response.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
  };

  // Warm: the JIT settles after about a thousand pages.
  for (const site of sites) await render(site, 1500);
  const perPage = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const index of round % 2 ? [1, 0] : [0, 1]) {
      const before = cpuMs(sites[index].pid);
      await render(sites[index], BATCH);
      perPage[index].push((cpuMs(sites[index].pid) - before) / BATCH);
    }
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const round2 = (value) => Math.round(value * 100) / 100;
  const round3 = (value) => Math.round(value * 1000) / 1000;
  const ratios = perPage[1].map((b, index) => b / perPage[0][index]);
  console.log(
    JSON.stringify({
      page,
      a: distA,
      b: distB,
      cpu_ms_per_page: { a: perPage[0].map(round2), b: perPage[1].map(round2) },
      median_ms: { a: round2(median(perPage[0])), b: round2(median(perPage[1])) },
      b_over_a: { median: round3(median(ratios)), min: round3(Math.min(...ratios)), max: round3(Math.max(...ratios)) },
    }),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
