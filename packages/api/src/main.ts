// Starts the API: migrate, seed on first start, listen, and shut down gracefully on SIGINT/SIGTERM.
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { DEMO_CODE, ensureDemoOffers } from './db/seed/demoOffers';
import { ensureDemoStaff } from './db/seed/demoStaff';
import { seed } from './db/seed/seed';
import { createLogger } from './logger';
import { startServer } from './server';
import { createDeps } from './services';
import { systemClock } from './services/clock';
import { createJobQueue } from './services/jobs';

const config = loadConfig();
const log = createLogger(config.logLevel);
if (config.isProduction && config.payments.provider === 'simulated') {
  log.fatal('PAYMENT_PROVIDER=simulated is for development only: set PAYMENT_PROVIDER=viva in production');
  process.exit(1);
}

const database = (() => {
  try {
    return openConfiguredDatabase(config);
  } catch (err) {
    log.fatal((err as Error).message);
    process.exit(1);
  }
})();
const jobs = createJobQueue(database, log);
/** The HTTP server once it listens; a signal before then only closes the database. */
const running: { server?: Awaited<ReturnType<typeof startServer>>; bus?: ReturnType<typeof createDeps>['bus'] } = {};
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const force = setTimeout(() => {
    log.warn('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  const stop = async () => {
    await jobs.stop();
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  // A signal during migration or seeding closes the database too (PGlite's files stay consistent).
  if (running.server) running.server.close(() => void stop());
  // Live streams never finish by themselves: end them (browsers reconnect to another node and catch up),
  // so that closing the server does not wait for them.
  await running.bus?.stop();
  running.server?.closeIdleConnections();
  if (!running.server) void stop();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await database.migrate();
if (await seed(database.db)) log.info('seeded the demo catalog');
for (const demo of await ensureDemoStaff(database.db, systemClock, config))
  log.info(`development: demo ${demo.role} ${demo.email} / ${demo.password}`);
if (await ensureDemoOffers(database.db, systemClock, config)) {
  log.info(`development: demo offers — the code ${DEMO_CODE} and free delivery from 400 MDL`);
}

const deps = createDeps({ config, db: database.db, clock: systemClock, log, jobs, listen: database.listen });
await deps.bus.start();
running.bus = deps.bus;
await jobs.start(deps.jobHandlers, { work: config.jobWorkers });
const app = createApp(deps);

const server = await startServer(app, { hostname: config.host, port: config.port });
running.server = server;
const info = server.address() as AddressInfo;
log.info(
  { address: `http://${info.address}:${info.port}`, database: database.kind, env: config.env },
  `Nori API listening on http://${info.address}:${info.port}`,
);
