#!/usr/bin/env node
// `npm test`: every check and every test, arranged so that a 2-core machine is kept busy and never overloaded.
//
// 1. Chromium is found or installed (scripts/ensure-chromium.mjs), and the machine's benchmark index is read
//    while nothing else runs (scripts/benchmark-index.mjs): every time below is printed beside it.
// 2. The checks: each `&&`-part of the `typecheck`, `lint` and `cycles` scripts of package.json, as many at a
//    time as the machine has cores; each one's output is printed when it ends. One failing fails the run once
//    the others have ended, before any test.
// 3. The tests: two Vitest runs side by side. The journeys (the `e2e` project) run one file at a time against
//    one running product, so Vitest puts them after every other project; run on their own, they start at once
//    and share the machine with the rest (`!e2e`: unit, API, server-rendering and story tests). The rest prints
//    as it goes; the journeys' output is printed whole when they end. Both add scripts/testTimes.ts, which
//    prints how long each project took.
// 4. A summary: each step's time and the whole run's, with the benchmark index.
//
// Arguments after `--` go to both Vitest runs (`npm test -- --bail=1`).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBenchmarkIndex } from './benchmark-index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const CHECK_SCRIPTS = ['typecheck', 'lint', 'cycles'];
const cores = os.availableParallelism();
const vitestArgs = process.argv.slice(2);
// A filter given after `--` may match no file of one of the two runs: that run passes.
const REPORTERS = ['--passWithNoTests', '--reporter=default', '--reporter=./scripts/testTimes.ts'];
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const duration = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};
const say = (line) => process.stdout.write(`[nori test] ${line}\n`);
const children = new Set();

/**
 * Runs a shell command from the repository's root; `capture` collects its output (both streams, in order)
 * instead of passing it through. Resolves to its exit code, its output and how long it took.
 */
function run(command, { capture = false } = {}) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      env,
      shell: true,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    children.add(child);
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), ms: Date.now() - begun });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

/** Runs the commands `limit` at a time, in the order given, printing each one's output as it ends. */
async function runChecks(commands, limit) {
  const queue = [...commands];
  const results = [];
  const worker = async () => {
    for (let command = queue.shift(); command; command = queue.shift()) {
      const result = await run(command, { capture: true });
      results.push({ command, ...result });
      say(`${result.code === 0 ? 'ok' : 'FAILED'} ${seconds(result.ms)}  ${command}`);
      if (result.output.trim())
        process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, worker));
  return results;
}

const steps = [];

const chromium = await run('node scripts/ensure-chromium.mjs');
if (chromium.code !== 0) process.exit(chromium.code);

let index;
try {
  index = await measureBenchmarkIndex();
  say(`benchmark index ${index.median} (${index.min}–${index.max}), ${cores} cores`);
} catch (error) {
  say(`benchmark index not read: ${error.message}`);
}

// One part of each script in turn (the first part of each is its longest), so that short ones fill in beside long.
const parts = CHECK_SCRIPTS.map((name) => scripts[name].split(' && ').map((part) => part.trim()));
const checks = Array.from({ length: Math.max(...parts.map((list) => list.length)) }, (_, i) =>
  parts.map((list) => list[i]),
)
  .flat()
  .filter(Boolean);
const checksBegun = Date.now();
const checked = await runChecks(checks, cores);
steps.push(['checks', Date.now() - checksBegun]);
if (checked.some((result) => result.code !== 0)) {
  say(
    `checks failed: ${checked
      .filter((r) => r.code !== 0)
      .map((r) => r.command)
      .join('; ')}`,
  );
  process.exit(1);
}

const quoted = vitestArgs.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
const testsBegun = Date.now();
say('tests: the journeys (e2e) and the rest side by side; the journeys print when they end');
const [rest, journeys] = await Promise.all([
  run(`vitest run --project '!e2e' ${REPORTERS.join(' ')} ${quoted}`),
  run(`vitest run --project e2e ${REPORTERS.join(' ')} ${quoted}`, { capture: true }).then((result) => {
    say(`the journeys (e2e) ended after ${duration(result.ms)}:`);
    process.stdout.write(result.output);
    return result;
  }),
]);
steps.push(['tests', Date.now() - testsBegun], ['  the rest', rest.ms], ['  the journeys', journeys.ms]);

const failed = [rest.code !== 0 && 'the rest', journeys.code !== 0 && 'the journeys'].filter(Boolean);
say(
  `${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${duration(Date.now() - started)}` +
    (index ? ` on a machine whose benchmark index read ${index.median} (${index.min}–${index.max})` : '') +
    `: ${steps.map(([name, ms]) => `${name.trim()} ${duration(ms)}`).join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
