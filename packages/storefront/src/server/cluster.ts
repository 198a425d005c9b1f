/**
 * One storefront process per core (`node:cluster`): rendering a page is synchronous JavaScript, so one Node
 * process uses one core however many the machine has. The primary only forks the workers, which share the
 * listening port (the primary hands out connections in turn), restarts a worker that dies and passes a
 * SIGTERM or SIGINT on to all of them; each worker is the whole server of main.ts, with its own page cache,
 * API cache and catalog-version stream (a few kB and one connection each — they agree within milliseconds,
 * as every cache retires its copies on the same version the API announces).
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * How many processes serve: WEB_CONCURRENCY when set (the name Heroku, Render and most Node hosts use), else
 * one per core in production, else one — development and tests keep a single process, so what a test sees
 * comes from one cache and one log.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const configured = env.WEB_CONCURRENCY?.trim();
  if (configured) {
    const count = Number(configured);
    if (!Number.isInteger(count) || count < 1) {
      throw new Error(`WEB_CONCURRENCY must be a whole number of processes, at least 1 (got "${configured}")`);
    }
    return count;
  }
  return env.NODE_ENV === 'production' ? Math.max(1, cores) : 1;
}

export interface SuperviseOptions {
  workers: number;
  log?: Pick<Console, 'log' | 'warn' | 'error'>;
  /** How long workers get to finish their requests after a stop before they are killed. @default 10000 */
  shutdownMs?: number;
}

/**
 * The primary's part. A worker that dies after it served is replaced (after a growing pause when it keeps
 * dying young, so a crash loop does not eat the machine); a worker that dies before it ever listened means
 * the server cannot start (a port in use, a bad setting): the primary stops them all and exits with its code,
 * as a single process would. SIGTERM and SIGINT stop every worker gracefully, then the primary.
 */
export function supervise({ workers, log = console, shutdownMs = 10_000 }: SuperviseOptions): void {
  let stopping = false;
  let listened = false;
  /** Deaths in a row of workers that lived less than `YOUNG_MS`. */
  let youngDeaths = 0;
  const YOUNG_MS = 10_000;
  const born = new Map<Worker, number>();

  const fork = () => born.set(cluster.fork(), Date.now());
  const living = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const alive = living();
    if (alive.length === 0) process.exit(code);
    for (const worker of alive) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (living().length === 0) process.exit(code);
    });
    setTimeout(() => {
      for (const worker of living()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, shutdownMs).unref();
  };

  cluster.on('listening', () => {
    listened = true;
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (born.get(worker) ?? 0);
    born.delete(worker);
    if (stopping) return;
    if (!listened) {
      log.error(`[storefront] a worker could not start (${signal ?? code}); stopping`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
      return;
    }
    youngDeaths = lived < YOUNG_MS ? youngDeaths + 1 : 0;
    const delay = youngDeaths > 1 ? Math.min(1_000 * 2 ** (youngDeaths - 2), 30_000) : 0;
    log.warn(`[storefront] worker ${worker.process.pid} died (${signal ?? code}); starting another in ${delay} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  log.log(`[storefront] ${workers} worker processes (WEB_CONCURRENCY)`);
  for (let i = 0; i < workers; i++) fork();
}
