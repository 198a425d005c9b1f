// A migrated, seeded PGlite database for a test, copied from one made once per process: a new PGlite runs
// initdb and then every migration (about 3.8 s on a 2-core machine), where loading a copy of the result takes
// about 1.6 s. The API's tests, and the shop's and the back office's tests against the real API
// (storefront/src/testing/realApi.ts), open every embedded database here. Files of those projects share their
// worker's modules (`isolate: false`), so one worker makes the template once.
//
// The copy is the database as `migrate()` and `seed()` leave it: callers may still run both, which find
// everything done and change nothing.
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/db/seed/seed';

let template: Promise<Blob> | undefined;

async function makeTemplate(): Promise<Blob> {
  const database = openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await seed(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** A new in-memory PGlite database, migrated and seeded with the demo business. */
export async function openSeededPglite(): Promise<Database> {
  template ??= makeTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return openDatabase({ kind: 'pglite', loadDataDir: await template });
}
