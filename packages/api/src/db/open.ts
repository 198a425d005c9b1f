// Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
// An embedded database is one process's alone (two PGlite instances on one folder would corrupt it), so
// the process that opens it leaves its pid in `nori.pid` there, and a second one refuses to start.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function openConfiguredDatabase(config: Config): Database {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const lock = path.join(config.dataDir, 'nori.pid');
  const holder = Number(
    (() => {
      try {
        return readFileSync(lock, 'utf8');
      } catch {
        return '';
      }
    })(),
  );
  if (holder && holder !== process.pid && alive(holder)) {
    throw new Error(
      `The embedded database in ${config.dataDir} is in use by process ${holder} (the API?). Stop it first, or use DATABASE_URL.`,
    );
  }
  const database = openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  writeFileSync(lock, String(process.pid));
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(lock, { force: true });
    },
  };
}
