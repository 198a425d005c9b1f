// Where the tests find Chromium: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then a browser
// that `playwright-core install chromium` downloaded. Shared by vitest.workspace.ts,
// scripts/ensure-chromium.mjs and the end-to-end tests.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @returns {string | undefined} the first Chromium binary that exists */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', safely(() => chromium.executablePath())];
  return candidates.find((path) => path && existsSync(path));
}

function safely(read) {
  try {
    return read();
  } catch {
    return undefined;
  }
}
