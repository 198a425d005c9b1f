// One Drizzle handle over either PGlite (embedded; a folder, or memory for tests) or PostgreSQL.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL's connection string (for the job queue's and the event listener's own connections). */
  url?: string;
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (a dedicated connection on PostgreSQL; in process on PGlite); resolves to unlisten.
   * `onListen` runs each time the LISTEN is in place: at first, and on PostgreSQL again after the listening
   * connection was lost and re-established — notices sent in between were missed, so callers catch up then.
   */
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** `loadDataDir`: start from a copy of another PGlite's data (its `dumpDataDir()`), in memory. */
  | { kind: 'pglite'; dataDir?: string | undefined; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; max?: number };

/**
 * The postgres.js client with every query prepared. Drizzle asks postgres.js not to prepare unnamed queries,
 * and postgres.js then describes each query with parameters before running it: a second round trip for
 * every statement. Prepared, a statement is parsed and described once per connection and then only bound
 * and run. Transactions (and savepoints) hand their callbacks a client wrapped the same way.
 */
function alwaysPrepared<T extends postgres.Sql>(client: T): T {
  const wrapCallback =
    (method: 'begin' | 'savepoint') =>
    (...args: unknown[]) => {
      const callback = args.at(-1) as (inner: postgres.Sql) => unknown;
      const run = (client as unknown as Record<typeof method, (...a: unknown[]) => unknown>)[method];
      return run.call(client, ...args.slice(0, -1), (inner: postgres.Sql) => callback(alwaysPrepared(inner)));
    };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe')
        return (query: string, params?: unknown[], queryOptions?: object) =>
          target.unsafe(query, params as postgres.ParameterOrJSON<never>[], { ...queryOptions, prepare: true });
      if (property === 'begin' || property === 'savepoint') return wrapCallback(property);
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'postgres') {
    const client = postgres(options.url, { max: options.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(alwaysPrepared(client), { schema });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      url: options.url,
      // Several processes may start together: an advisory lock makes them migrate one at a time.
      migrate: async () => {
        const reserved = await client.reserve();
        try {
          await reserved`select pg_advisory_lock(4004)`;
          await migratePostgres(db, { migrationsFolder: migrationsDir });
        } finally {
          await reserved`select pg_advisory_unlock(4004)`;
          reserved.release();
        }
      },
      listen: async (channel, onNotify, onListen) => {
        const { unlisten } = await client.listen(channel, onNotify, onListen);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return unlisten;
    },
    close: () => client.close(),
  };
}
