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
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, startApi, startStorefront } from './servers.mjs';

const [distA, distB] = process.argv.slice(2).map((dir) => path.resolve(dir));
if (!distA || !distB) throw new Error('usage: node bench/render-ab.mjs <dist A> <dist B>');
const ROUNDS = Number(process.env.ROUNDS ?? 12);
const BATCH = 200;
const CONCURRENCY = 4;

const folders = [];
const children = [];
try {
  const apiUrl = await startApi({ children, folders, siteUrl: 'http://127.0.0.1' });
  const sites = [];
  for (const dist of [distA, distB]) {
    const siteUrl = `http://127.0.0.1:${await freePort()}`;
    await startStorefront({ children, folders, apiUrl, siteUrl, dist, env: { WEB_CONCURRENCY: '1' } });
    sites.push({ url: siteUrl, pid: children.at(-1).pid });
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
