// Throughput on loopback: starts the built server (PGlite in a temporary folder, or BENCH_DATABASE_URL),
// runs autocannon against GET /api/menu and POST /api/orders for a bounded time, prints JSON, stops.
//   npm run bench -w @nori/api            BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
// The order the root bench places (a cash pickup of three lines, tomorrow at lunch), written once.
import { orderBody } from '../../../bench/orders.mjs';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, 'dist/main.js'))) {
  spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-bench-'));
const server = spawn(process.execPath, [path.join(root, 'dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'viva', // production refuses the simulated provider; the bench pays cash
    API_PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitUntilUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start in 120 s');
}

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });

const summary = (r) => ({
  requests_per_sec: Math.round(r.requests.average),
  latency_p50_ms: r.latency.p50,
  latency_p99_ms: r.latency.p99,
  non_2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  total_requests: r.requests.total,
});

await waitUntilUp();
const order = JSON.stringify(await orderBody(base));

const menuResult = await run({
  url: `${base}/api/menu`,
  headers: { 'accept-language': 'ro', 'accept-encoding': 'gzip' },
});
const ordersResult = await run({
  url: `${base}/api/orders`,
  connections: Math.min(connections, 20),
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => ({
        ...req,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: order,
      }),
    },
  ],
});

console.log(
  JSON.stringify(
    {
      machine: { cpus: cpus().length, node: process.version },
      database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
      seconds,
      connections,
      'GET /api/menu': summary(menuResult),
      'POST /api/orders': summary(ordersResult),
    },
    null,
    2,
  ),
);
stop();
process.exit(0);
