#!/usr/bin/env node
// Prints the Markdown tables of bench/README.md from a results file of `npm run bench`:
//   node bench/table.mjs [bench/results.json]
// Each page figure is the median over the runs beside its floor's (the same page without scripts, measured
// in the same run): page / floor, with the difference or ratio the budgets judge, then the spread.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = process.argv[2] ?? path.join(here, 'results.json');
const results = JSON.parse(readFileSync(file, 'utf8'));

const value = (figure) => (figure && typeof figure === 'object' && 'value' in figure ? figure.value : figure);
const over = (figure) => (figure && typeof figure === 'object' && figure.over_budget ? ' ⚠' : '');
const number = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '—'
    : Number(n).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const range = (spread, digits = 0) => (spread ? `${number(spread.min, digits)}–${number(spread.max, digits)}` : '—');
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (header, rows) =>
  [row(header), row(header.map((_, index) => (index ? '--:' : '---'))), ...rows.map(row)].join('\n');

const out = [];
const { machine = {}, lighthouse_settings: settings = {} } = results;
out.push(
  `${results.date?.slice(0, 10) ?? '?'}, commit \`${results.commit ?? '?'}\`${
    results.uncommitted_changes_in_packages ? ' (with local changes)' : ''
  }; ${machine.cpus ?? '?'} cores, load average ${machine.load_average_at_start?.[0] ?? '?'} at the start and ${
    machine.load_average_at_end?.[0] ?? '?'
  } at the end; Chromium ${machine.chromium?.replace(/^Chromium\s*/, '') ?? '?'}, Lighthouse ${
    machine.lighthouse ?? '?'
  }; ${settings.runs ?? '?'} runs per page and visit, each followed by its floor${
    results.partial ? ' (partial run)' : ''
  }; ${number(results.duration_s / 60, 0)} min.`,
  '',
);

const pages = Object.entries(results.pages ?? {});
if (pages.length) {
  out.push(
    'Lighthouse mobile, simulated throttling; median page / floor (⚠ = over budget):',
    '',
    table(
      [
        'page · visit',
        'performance',
        'FCP ms',
        'LCP ms (ratio)',
        'TBT ms (difference)',
        'Speed Index ms',
        'CLS',
        'benchmark index',
      ],
      pages.map(([name, page]) => {
        const floor = page.floor ?? {};
        const vs = page.vs_floor ?? {};
        const pair = (key, digits = 0) => `${number(value(page[key]), digits)} / ${number(floor[key], digits)}`;
        return [
          `${name.replace(/_returning$/, '')} · ${name.endsWith('_returning') ? 'returning' : 'first'}`,
          `${pair('performance')}${over(page.performance)}`,
          pair('fcp_ms'),
          `${pair('lcp_ms')} (×${number(vs.lcp_ms?.ratio, 2)})${over(page.lcp_ratio_to_floor)}`,
          `${pair('tbt_ms')} (${vs.tbt_ms?.difference >= 0 ? '+' : ''}${number(vs.tbt_ms?.difference)})${over(
            page.tbt_minus_floor_ms,
          )}`,
          `${pair('speed_index_ms')} (×${number(vs.speed_index_ms?.ratio, 2)})`,
          `${pair('cls', 3)}${over(page.cls)}`,
          `${number(page.benchmark_index)} (${range(page.spread?.benchmark_index)})`,
        ];
      }),
    ),
    '',
    'Spread over the runs, page (floor): min–max, and the interquartile range of the page:',
    '',
    table(
      ['page · visit', 'performance', 'FCP ms', 'LCP ms', 'LCP IQR', 'TBT ms', 'TBT IQR'],
      pages.map(([name, page]) => {
        const s = page.spread ?? {};
        const f = page.floor?.spread ?? {};
        return [
          `${name.replace(/_returning$/, '')} · ${name.endsWith('_returning') ? 'returning' : 'first'}`,
          `${range(s.performance)} (${range(f.performance)})`,
          `${range(s.fcp_ms)} (${range(f.fcp_ms)})`,
          `${range(s.lcp_ms)} (${range(f.lcp_ms)})`,
          `${number(s.lcp_ms?.q1)}–${number(s.lcp_ms?.q3)}`,
          `${range(s.tbt_ms)} (${range(f.tbt_ms)})`,
          `${number(s.tbt_ms?.q1)}–${number(s.tbt_ms?.q3)}`,
        ];
      }),
    ),
    '',
  );

  const groups = [
    'scriptEvaluation',
    'scriptParseCompile',
    'styleLayout',
    'paintCompositeRender',
    'parseHTML',
    'garbageCollection',
    'other',
  ];
  out.push(
    'Main-thread work by cause (Lighthouse `mainthread-work-breakdown`, simulated ms, median), page / floor:',
    '',
    table(
      ['page · visit', ...groups],
      pages.map(([name, page]) => [
        `${name.replace(/_returning$/, '')} · ${name.endsWith('_returning') ? 'returning' : 'first'}`,
        ...groups.map(
          (group) => `${number(page.main_thread_ms?.[group])} / ${number(page.floor?.main_thread_ms?.[group])}`,
        ),
      ]),
    ),
    '',
  );
  const scripts = [...new Set(pages.flatMap(([, page]) => Object.keys(page.bootup_ms ?? {})))]
    .map((script) => [script, Math.max(...pages.map(([, page]) => page.bootup_ms?.[script]?.scripting ?? 0))])
    .filter(([, most]) => most >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([script]) => script);
  out.push(
    'Script evaluation per bundle (Lighthouse `bootup-time`, simulated ms, median; hydration runs inside the app chunks; at least 20 ms somewhere):',
    '',
    table(
      ['script', ...pages.map(([name]) => name)],
      scripts.map((script) => [
        `\`${script}\``,
        ...pages.map(([, page]) => number(page.bootup_ms?.[script]?.scripting)),
      ]),
    ),
    '',
    table(
      ['page · visit', 'JS first load, gzip-9', 'as sent', 'hydrated (observed)', 'requests / bytes'],
      pages.map(([name, page]) => [
        name,
        `${number(value(page.js_gzip_bytes) / 1000, 1)} kB${over(page.js_gzip_bytes)}`,
        `${number(value(page.js_transfer_bytes) / 1000, 1)} kB`,
        `${number(page.hydrated_observed_ms)} ms`,
        `${page.requests} / ${number(page.total_transfer_bytes / 1000, 1)} kB`,
      ]),
    ),
    '',
  );
}

const server = Object.entries(results.server ?? {}).filter(([, figures]) => 'rps' in (figures ?? {}));
if (server.length) {
  out.push(
    table(
      ['server', 'rps', 'p50 ms', 'p99 ms', 'max ms', 'requests'],
      server.map(([name, s]) => [
        `\`${name}\``,
        `${number(value(s.rps))}${over(s.rps)}`,
        number(s.p50_ms),
        `${number(value(s.p99_ms))}${over(s.p99_ms)}`,
        number(s.max_ms),
        number(s.requests),
      ]),
    ),
    '',
  );
}
if (results.over_budget?.length)
  out.push(`Over budget (${results.over_budget.length}): ${results.over_budget.join('; ')}.`);
process.stdout.write(`${out.join('\n')}\n`);
