// The demo operator, for trying the back office on a development machine. Created only when NODE_ENV is
// development (never in test or production, where the first owner comes from `npm run staff:create`).
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Clock } from '../../services/clock';
import { createStaffService } from '../../services/staff';
import type { Db } from '../client';
import { restaurants, staff } from '../schema';

export const DEMO_OPERATOR = { email: 'operator@nori.local', password: 'nori-demo-operator' } as const;

/** Creates the demo operator (all restaurants) unless it exists; returns whether it did. */
export async function ensureDemoOperator(db: Db, clock: Clock, config: Config): Promise<boolean> {
  if (config.env !== 'development') return false;
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_OPERATOR.email));
  if (existing) return false;
  const all = await db.select({ id: restaurants.id }).from(restaurants);
  await createStaffService(db, clock, config)
    .create({
      email: DEMO_OPERATOR.email,
      name: 'Demo operator',
      password: DEMO_OPERATOR.password,
      role: 'operator',
      restaurantIds: all.map((r) => r.id),
    })
    // Another process created it at the same moment.
    .catch(() => undefined);
  return true;
}
