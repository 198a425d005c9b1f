#!/usr/bin/env node
// The race of issue 18, read from the Lighthouse reports a run kept (bench/reports/*.json, or the folder
// given): for each run, the simulated FCP and LCP beside what the browser observed (unthrottled) and where
// the page's scripts and fonts were at those moments. Lighthouse's simulation (Lantern) replays only the part
// of the observed dependency graph that finished before the observed paint: a script that happens to finish
// downloading before the first paint is replayed over slow 4G in front of it, one that finishes after is not.
//   node bench/race.mjs [bench/reports] [--json]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(here, 'reports');
const asJson = process.argv.includes('--json');

const rows = [];
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const lhr = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const fonts = requests.filter((request) => request.resourceType === 'Font');
  const ended = (list, by) => list.filter((request) => request.networkEndTime <= by).length;
  const fcp = observed.observedFirstContentfulPaint;
  const lcp = observed.observedLargestContentfulPaint;
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  rows.push({
    run: file.replace(/\.json$/, ''),
    sim_fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    sim_lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    obs_fcp: fcp,
    obs_lcp: lcp,
    first_script_start: scripts.length ? Math.round(Math.min(...scripts.map((r) => r.networkRequestTime))) : null,
    scripts_done_by_fcp: `${ended(scripts, fcp)}/${scripts.length}`,
    scripts_done_by_lcp: `${ended(scripts, lcp)}/${scripts.length}`,
    fonts_done: fonts.map((r) => `${Math.round(r.networkEndTime)}${r.priority === 'VeryHigh' ? '!' : ''}`).join(' '),
    lcp_element: node?.selector?.split(' > ').slice(-3).join('>') ?? null,
    benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  });
}
if (asJson) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
else {
  const keys = Object.keys(rows[0] ?? {});
  process.stdout.write(`${keys.join('\t')}\n${rows.map((row) => keys.map((key) => row[key]).join('\t')).join('\n')}\n`);
}
