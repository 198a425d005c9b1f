#!/usr/bin/env node
// Makes sure a Chromium exists before the browser tests: CHROMIUM_PATH, then /usr/bin/chromium;
// otherwise installs Debian's `chromium` as root, else Playwright's own download, and says so.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  process.exit(0);
}

const run = (command) => execSync(command, { stdio: 'inherit' });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isRoot) {
  console.log("[nori] No Chromium found: installing Debian's chromium package (apt-get).");
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
} else {
  console.log("[nori] No Chromium found and not root: installing Playwright's Chromium download.");
  run('npx playwright-core install chromium');
}

if (!findChromium()) {
  console.error('[nori] Chromium is still missing; set CHROMIUM_PATH to a Chromium binary.');
  process.exit(1);
}
