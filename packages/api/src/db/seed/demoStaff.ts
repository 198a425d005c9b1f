// The demo staff, for trying the back office on a development machine: an operator (the orders board and
// the stop-list), a manager (also the menu, settings and reports) and an owner (also the team and the audit
// log), each for every restaurant. Created only when NODE_ENV is development — never in test or production,
// where the first owner comes from `npm run staff:create`.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Clock } from '../../services/clock';
import { createStaffService } from '../../services/staff';
import type { Db } from '../client';
import { restaurants, staff, type StaffRole } from '../schema';

export const DEMO_STAFF = [
  { role: 'operator', name: 'Demo operator', email: 'operator@nori.local', password: 'nori-demo-operator' },
  { role: 'manager', name: 'Demo manager', email: 'manager@nori.local', password: 'nori-demo-manager' },
  { role: 'owner', name: 'Demo owner', email: 'owner@nori.local', password: 'nori-demo-owner' },
] as const satisfies readonly { role: StaffRole; name: string; email: string; password: string }[];
export const DEMO_OPERATOR = DEMO_STAFF[0];

/** Creates the demo accounts that do not exist yet; returns the ones it created. */
export async function ensureDemoStaff(db: Db, clock: Clock, config: Config): Promise<(typeof DEMO_STAFF)[number][]> {
  if (config.env !== 'development') return [];
  const all = await db.select({ id: restaurants.id }).from(restaurants);
  const accounts = createStaffService(db, clock, config);
  const created: (typeof DEMO_STAFF)[number][] = [];
  for (const demo of DEMO_STAFF) {
    const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, demo.email));
    if (existing) continue;
    const made = await accounts
      .create({
        email: demo.email,
        name: demo.name,
        password: demo.password,
        role: demo.role,
        // An owner works for every restaurant by being an owner.
        restaurantIds: demo.role === 'owner' ? [] : all.map((r) => r.id),
      })
      // Another process created it at the same moment.
      .catch(() => null);
    if (made) created.push(demo);
  }
  return created;
}
