// Reading pg-boss's queue in tests: what was enqueued, for when.
import { sql } from 'drizzle-orm';
import type { TestContext } from './helpers';

/** The jobs in one pg-boss queue (each queue is a partition of pgboss.job), oldest first. */
export async function queued(t: TestContext, name: string, columns: 'data' | 'full' = 'data') {
  const result = (await t.db.execute(
    sql`select data, start_after, state from pgboss.job where name = ${name} order by created_on`,
  )) as unknown as { rows?: Row[] } & Row[];
  const rows: Row[] = result.rows ?? [...result];
  return columns === 'data' ? rows.map((r) => r.data) : rows;
}
type Row = { data: unknown; start_after: Date | string; state: string };
