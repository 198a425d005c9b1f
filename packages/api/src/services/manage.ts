// How every management change is made: in one transaction that also appends to the audit log and bumps
// `settings.catalog_version`, so the change, its record and the notice to every API process's cache
// (the trigger's NOTIFY fires at commit) happen together or not at all. After the commit this process
// drops its own snapshot at once, so the caller's next read already sees the change.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { settings } from '../db/schema';
import type { Clock } from './clock';
import { restaurantScope, writeAudit, type Staff } from './staff';
import { ApiError } from '../http/errors';

/** Who makes a change, and from where (the audit log's `staff_id` and `ip`). */
export type Actor = { staff: Staff; ip: string | null };

/** What a change records: `catalog.product.update` on `product` 12, with the fields it touched. */
export type ChangeRecord = {
  action: string;
  targetType: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
};

export type ManageContext = { db: Db; clock: Clock; dropCatalog: () => void };

/** Bumps the shared catalog version inside `tx` (one statement, so concurrent bumps both count). */
export async function bumpCatalogVersion(tx: Tx) {
  await tx
    .update(settings)
    .set({ value: sql`to_jsonb(coalesce((${settings.value} #>> '{}')::bigint, 0) + 1)` })
    .where(eq(settings.key, 'catalog_version'));
}

/**
 * Runs `work` in a transaction with the audit entry and (unless `catalog: false`) the catalog bump. `work`
 * may add to the record what it learns on the way (`note({ targetId, details })`: an inserted row's id,
 * the fields that changed).
 */
export async function change<T>(
  ctx: ManageContext,
  actor: Actor,
  record: ChangeRecord,
  work: (tx: Tx, now: Date, note: (more: Partial<ChangeRecord>) => void) => Promise<T>,
  options: { catalog?: boolean } = {},
): Promise<T> {
  const now = ctx.clock.now();
  const entry: ChangeRecord = { ...record };
  const result = await ctx.db.transaction(async (tx) => {
    const out = await work(tx, now, (more) => {
      Object.assign(entry, { ...more, details: { ...entry.details, ...more.details } });
    });
    await writeAudit(tx, { staffId: actor.staff.id, ...entry, ip: actor.ip }, now);
    if (options.catalog !== false) await bumpCatalogVersion(tx);
    return out;
  });
  if (options.catalog !== false) ctx.dropCatalog();
  return result;
}

/** The management context of a process's services. */
export const manageContext = (db: Db, clock: Clock, catalog: { drop: () => void }): ManageContext => ({
  db,
  clock,
  dropCatalog: catalog.drop,
});

/** Refuses (403) a staff member who does not work for `restaurantId`. */
export function requireRestaurant(staff: Staff, restaurantId: number) {
  const scope = restaurantScope(staff);
  if (scope !== 'all' && !scope.includes(restaurantId)) throw new ApiError(403, 'staff.forbidden');
}

/** The fields of `next` that differ from `before` (for the audit log): `{ price: [13900, 14900] }`. */
export function diff(
  before: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) out[key] = [before[key] ?? null, value];
  }
  return out;
}
