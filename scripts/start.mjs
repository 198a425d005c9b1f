#!/usr/bin/env node
// `npm start`: builds what is not built (or is older than its sources), then starts the API on
// 127.0.0.1:4000 and the storefront on 127.0.0.1:3000, prints both addresses and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { buildIfNeeded, root } from './build-if-needed.mjs';

const apiPort = process.env.API_PORT ?? '4000';
const port = process.env.PORT ?? '3000';

try {
  buildIfNeeded();
} catch (error) {
  console.error(`[nori] ${error.message}`);
  process.exit(1);
}

const services = [
  {
    name: '@nori/api',
    script: 'packages/api/dist/main.js',
    // The demo runs the API in development mode unless told otherwise: the SMS outbox and the simulated
    // card provider's page (/dev/...) are how a newcomer signs in and pays on one machine.
    env: { API_PORT: apiPort },
  },
  {
    name: '@nori/storefront',
    script: 'packages/storefront/dist/server/main.js',
    env: {
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: port,
      API_BASE_URL: process.env.API_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
    },
  },
];

let stopping = false;
const children = [];

function launch(service) {
  const child = spawn(process.execPath, [service.script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...service.env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[nori] ${service.name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    children.map((child) => child.exitCode !== null || new Promise((resolve) => child.once('exit', resolve))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Polls a health endpoint until it answers, for up to two minutes. */
async function ready(url) {
  for (let attempt = 0; attempt < 480 && !stopping; attempt++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

// The API first: the shop reads its legacy map and sitemap from it at start.
const [api, storefront] = services;
launch(api);
if (await ready(`http://127.0.0.1:${apiPort}/healthz`)) {
  launch(storefront);
  if (await ready(`http://127.0.0.1:${port}/healthz`)) {
    console.log(`\n[nori] API:        http://127.0.0.1:${apiPort}`);
    console.log(`[nori] Storefront: http://127.0.0.1:${port}   (Ctrl-C stops both)\n`);
  }
}
