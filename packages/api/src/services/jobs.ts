// The durable job queue: pg-boss, in the same database as everything else (its tables live in the `pgboss`
// schema). Jobs are sent inside the transaction that makes them necessary — an order accepted and its SMS
// to the shopper commit together or not at all — and run outside any request, by whichever API process
// fetches them first (`FOR UPDATE SKIP LOCKED`), retried with exponential backoff when they throw.
//
// On PostgreSQL pg-boss has its own small connection pool. On PGlite (one embedded connection, no socket)
// it is handed an adapter over the same PGlite instance: PGlite runs one query at a time, which is all
// pg-boss needs, and multi-statement scripts (its migrations and maintenance) go through `exec`.
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';
import { loggableError, type Logger } from '../logger';

/** Every job and what it carries. Handlers must be idempotent: a job may run again after a crash or retry. */
export type JobData = {
  /** Ring the restaurant (SMS) when a released order is still not accepted after ORDER_ALERT_MINUTES. */
  'order-alert': { orderId: number };
  /** A scheduled order reaches the kitchen at its preparation time. */
  'order-release': { orderId: number };
  /** A released order of a restaurant that auto-accepts is accepted by the system with its promised minutes. */
  'order-auto-accept': { orderId: number };
  /** Tell the shopper what became of their order, in the order's language. */
  'shopper-sms': { orderId: number; eventId: number };
  /** Return a cancelled card order's money through the provider. */
  'payment-refund': { paymentId: number };
  /** Card orders left awaiting payment: ask the provider; after PAYMENT_TIMEOUT_MINUTES cancel them. */
  'payment-reconcile': Record<string, never>;
  /** Delete expired codes, idempotency keys, rate-limit windows and dead sessions and tokens. */
  purge: Record<string, never>;
};
export type JobName = keyof JobData;
export const JOB_NAMES = [
  'order-alert',
  'order-release',
  'order-auto-accept',
  'shopper-sms',
  'payment-refund',
  'payment-reconcile',
  'purge',
] as const satisfies readonly JobName[];

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };
export type JobHandlers = { [N in JobName]: (data: JobData[N]) => Promise<void> };

/** Periodic jobs (cron, in UTC): pg-boss makes sure one process sends each tick. */
const SCHEDULES: Partial<Record<JobName, string>> = { 'payment-reconcile': '* * * * *', purge: '17 * * * *' };

type Execute = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
type DriverSession = {
  session: {
    client: {
      query?: Execute;
      exec?: (sql: string) => Promise<{ rows: unknown[] }[]>;
      unsafe?: (text: string, params: unknown[]) => Promise<unknown[]>;
    };
  };
};

/** pg-boss's `db` contract over a Drizzle handle (the database or an open transaction) of either driver. */
export function bossExecutor(handle: Db | Tx): PgBoss.Db {
  // Drizzle keeps the driver's connection (a PGlite instance or transaction, or a postgres.js client or
  // transaction) on its session: pg-boss's SQL needs the driver's own numbered parameters untouched.
  const client = (handle as unknown as DriverSession).session.client;
  return {
    async executeSql(text, values) {
      // As node-postgres would send them: objects as JSON, undefined as NULL (postgres.js refuses undefined).
      const params = (values ?? []).map((v) =>
        v === undefined
          ? null
          : v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v)
            ? JSON.stringify(v)
            : v,
      );
      if (client.unsafe) {
        const rows = (await client.unsafe(text, params)) ?? [];
        return { rows: [...rows] };
      }
      if (params.length || !client.exec) return (await client.query!(text, params)) as { rows: unknown[] };
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export type JobQueueOptions = {
  /** Run handlers in this process (the API does; a test that only checks what was enqueued does not). */
  work: boolean;
  pollingIntervalSeconds?: number;
};

export function createJobQueue(database: Database, log: Logger) {
  const boss = new PgBoss({
    ...(database.url ? { connectionString: database.url, max: 4 } : { db: bossExecutor(database.db) }),
    // Failed jobs stay a week for a look (`select * from pgboss.job where state = 'failed'`).
    deleteAfterDays: 7,
    retryLimit: 6,
    retryDelay: 10,
    retryBackoff: true,
  });
  boss.on('error', (err) => log.error({ err: loggableError(err) }, 'job queue error'));
  let started = false;

  return {
    boss,

    /** Creates pg-boss's tables (first start), the queues and schedules, and, with `work`, the workers. */
    async start(handlers: JobHandlers, options: JobQueueOptions) {
      await boss.start();
      started = true;
      for (const name of JOB_NAMES) await boss.createQueue(name);
      if (!options.work) return;
      for (const [name, cron] of Object.entries(SCHEDULES)) await boss.schedule(name, cron, {});
      for (const name of JOB_NAMES) {
        const handler = handlers[name] as (data: unknown) => Promise<void>;
        await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data);
            } catch (err) {
              log.error({ err: loggableError(err), job: { id: job.id, name } }, 'job failed; it will be retried');
              throw err;
            }
          }
        });
      }
    },

    /** Sends a job inside `tx`: it exists only if the transaction commits. */
    async enqueue<N extends JobName>(tx: Db | Tx, name: N, data: JobData[N], options: EnqueueOptions = {}) {
      await boss.send(name, data, {
        db: bossExecutor(tx),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },

    async stop() {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
