#!/usr/bin/env node
// The machine's speed as Lighthouse reads it (its `benchmarkIndex`: Lighthouse's own page function, run in the
// tests' Chromium), so that a time measured here can be set beside one measured on another machine. Machines
// of the kind the project runs on read from about 1,100 to 3,800. `npm test` prints it beside its times; run
// alone it prints the median of three readings.
import { pathToFileURL } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

/**
 * The median of `readings` benchmark indexes taken one after the other in a fresh headless Chromium (about
 * 1 s each, plus the browser's start), with the lowest and highest. The first reading of a cold browser is
 * thrown away: it reads low while the browser is still starting.
 * @param {number} readings
 * @returns {Promise<{ median: number, min: number, max: number }>}
 */
export async function measureBenchmarkIndex(readings = 3) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const read = () => page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await read();
    const values = [];
    for (let i = 0; i < readings; i += 1) values.push(Math.round(/** @type {number} */ (await read())));
    values.sort((a, b) => a - b);
    return { median: values[Math.floor(values.length / 2)], min: values[0], max: values.at(-1) };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = await measureBenchmarkIndex();
  console.log(JSON.stringify({ benchmark_index: index }));
}
