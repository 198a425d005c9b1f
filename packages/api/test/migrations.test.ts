// A database made before the order lifecycle, with orders in it, upgraded by the next start.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';

/** The migrations folder as it was at `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nori-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

it('upgrades orders placed before the lifecycle: placed, released, with one history row, unreachable by link', async () => {
  const client = new PGlite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsUpTo(1) });
  await client.exec(`
    insert into restaurants (code, name, address, phone, lat, lng, opening_hours)
      values ('r', '{}', '{}', '+37322000000', 47, 28, '[]');
    insert into orders (status, order_type, payment_type, restaurant_id, contact_name, contact_phone, locale,
                        subtotal, delivery_fee, bonuses_spent, total, created_at, paid_at)
      values ('accepted', 'pickup', 'cash', 1, 'Ana', '37369123456', 'ro', 100, 0, 0, 100, '2026-11-01T10:00:00Z', null),
             ('paid', 'pickup', 'card_online', 1, 'Ion', '37369123457', 'ru', 200, 0, 0, 200, '2026-11-02T10:00:00Z', '2026-11-02T10:05:00Z'),
             ('awaiting_payment', 'pickup', 'card_online', 1, 'Dan', '37369123458', 'en', 300, 0, 0, 300, '2026-11-03T10:00:00Z', null);
  `);

  await migrate(db, { migrationsFolder: migrationsDir });

  const { rows } = await client.query<Record<string, unknown>>(
    'select status, release_at, released_at, updated_at, track_token_hash from orders order by id',
  );
  expect(rows.map((r) => [r.status, r.release_at, r.released_at, r.track_token_hash])).toEqual([
    ['placed', new Date('2026-11-01T10:00:00Z'), new Date('2026-11-01T10:00:00Z'), 'none:1'],
    ['placed', new Date('2026-11-02T10:05:00Z'), new Date('2026-11-02T10:05:00Z'), 'none:2'],
    ['awaiting_payment', new Date('2026-11-03T10:00:00Z'), null, 'none:3'],
  ]);
  const events = await client.query<Record<string, unknown>>(
    'select order_id, type, status, actor from order_events order by id',
  );
  expect(events.rows).toEqual([
    { order_id: 1, type: 'status', status: 'placed', actor: 'system' },
    { order_id: 2, type: 'status', status: 'placed', actor: 'system' },
    { order_id: 3, type: 'status', status: 'awaiting_payment', actor: 'system' },
  ]);
  await client.close();
});
