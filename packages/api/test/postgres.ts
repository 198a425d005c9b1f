// The PostgreSQL server the API tests use when it is reachable (TEST_DATABASE_URL, or the local default;
// TEST_POSTGRES=0 turns it off): one fresh database per test file or per test. Apart from helpers.ts so that
// tests of the database alone (migrations) need not load the app.
import postgres from 'postgres';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  if (process.env.TEST_POSTGRES === '0') return false;
  const probe = postgres(PG_URL, { connect_timeout: 2, max: 1, onnotice: () => {} });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 }).catch(() => {});
  }
}

export const POSTGRES_AVAILABLE = await postgresReachable();
if (!POSTGRES_AVAILABLE) {
  console.warn(
    `[api tests] PostgreSQL not reachable at ${PG_URL.replace(/\/\/[^@]*@/, '//')}: PostgreSQL runs skipped.`,
  );
}

/** A fresh database on the PostgreSQL server for one test file, dropped afterwards. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nori_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 2 });
    },
  };
}
