// Databases made before a migration, with rows of the old shape in them, upgraded by the next start: orders
// before the lifecycle (0001), and a catalog before catalog management (0003) on PGlite and PostgreSQL.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';
import { createPostgresDatabase, POSTGRES_AVAILABLE } from './postgres';

/**
 * Each test boots its own database and runs the migrations in it, twice: seconds on a quiet machine, past the
 * project's 30 s under a fresh-clone run's load (both PGlite tests timed out at a load average of 11, 2026-11-25).
 */
const MIGRATION_TIMEOUT = 90_000;

type Backend = 'pglite' | 'postgres';

/** The migrations folder as it was at `count` migrations. */
function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nori-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

it(
  'upgrades orders placed before the lifecycle: placed, released, with one history row, unreachable by link',
  async () => {
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
  },
  MIGRATION_TIMEOUT,
);

/** An empty database on either engine, migrated with drizzle's own migrator for that engine. */
async function emptyDatabase(backend: Backend) {
  if (backend === 'pglite') {
    const client = new PGlite();
    const db = drizzle(client);
    return {
      migrate: (migrationsFolder: string) => migrate(db, { migrationsFolder }),
      exec: async (text: string) => void (await client.exec(text)),
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      close: () => client.close(),
    };
  }
  const pg = await createPostgresDatabase();
  const client = postgres(pg.url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres(client);
  return {
    migrate: (migrationsFolder: string) => migratePostgres(db, { migrationsFolder }),
    exec: async (text: string) => void (await client.unsafe(text)),
    query: async <T>(text: string) => (await client.unsafe(text)) as unknown as T[],
    close: async () => {
      await client.end({ timeout: 2 });
      await pg.drop();
    },
  };
}

for (const backend of ['pglite', 'postgres'] as const) {
  const run = backend === 'postgres' && !POSTGRES_AVAILABLE ? it.skip : it;
  run(
    `moves dishes marked unavailable onto every restaurant's stop-list, keeps modifier order, publishes the catalog [${backend}]`,
    async () => {
      const database = await emptyDatabase(backend);
      try {
        await database.migrate(migrationsUpTo(3));
        // The shape before 0003: a global is_available flag, product_modifiers without a position. Modifier ids
        // are out of insertion order so that the position visibly comes from the id.
        await database.exec(`
        insert into restaurants (id, code, name, address, phone, lat, lng, opening_hours)
          values (1, 'centru', '{}', '{}', '+37322000001', 47, 28, '[]'),
                 (2, 'botanica', '{}', '{}', '+37322000002', 47, 28, '[]');
        insert into categories (id, slug, position, name, illustration) values (1, 'rolls', 1, '{}', 'rolls');
        insert into products (id, slug, legacy_id, category_id, position, name, description, price, weight, weight_unit, is_available)
          values (1, 'philadelphia', 101, 1, 1, '{}', '{}', 12900, 250, 'g', false),
                 (2, 'california', 102, 1, 2, '{}', '{}', 9900, 230, 'g', true),
                 (3, 'dragon', 103, 1, 3, '{}', '{}', 15900, 280, 'g', false);
        insert into modifiers (id, code, name, price)
          values (9, 'extra-ginger', '{}', 500), (4, 'extra-wasabi', '{}', 500), (7, 'sauce', '{}', 900);
        insert into product_modifiers (product_id, modifier_id) values (1, 9), (1, 4), (2, 7);
        insert into promotions (id, slug, position, title, description, starts_at)
          values (1, 'two-for-one', 1, '{}', '{}', '2026-11-01');
      `);

        await database.migrate(migrationsDir);

        // Nobody put them there: no staff, stamped at the migration.
        expect(
          await database.query(
            `select product_id, restaurant_id, staff_id, created_at > now() - interval '10 minutes' as stamped_now
               from stop_list order by product_id, restaurant_id`,
          ),
        ).toEqual([
          { product_id: 1, restaurant_id: 1, staff_id: null, stamped_now: true },
          { product_id: 1, restaurant_id: 2, staff_id: null, stamped_now: true },
          { product_id: 3, restaurant_id: 1, staff_id: null, stamped_now: true },
          { product_id: 3, restaurant_id: 2, staff_id: null, stamped_now: true },
        ]);

        const columns = await database.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_name = 'products'`,
        );
        expect(columns.map((c) => c.column_name)).not.toContain('is_available');

        expect(
          await database.query(
            'select product_id, modifier_id, position from product_modifiers order by product_id, position',
          ),
        ).toEqual([
          { product_id: 1, modifier_id: 4, position: 4 },
          { product_id: 1, modifier_id: 9, position: 9 },
          { product_id: 2, modifier_id: 7, position: 7 },
        ]);
        expect(await database.query('select id, published from products order by id')).toEqual([
          { id: 1, published: true },
          { id: 2, published: true },
          { id: 3, published: true },
        ]);
        expect(await database.query('select id, published from promotions')).toEqual([{ id: 1, published: true }]);
      } finally {
        await database.close();
      }
    },
    MIGRATION_TIMEOUT,
  );
}
