import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { randomReferralCode } from './crypto';

export type User = typeof users.$inferSelect;

/** The customer with this phone, created on first sign-in with a fresh referral code. */
export async function findOrCreateUser(db: Db | Tx, phone: string, now: Date): Promise<User> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(users).where(eq(users.phone, phone));
    if (existing) return existing;
    const [created] = await db
      .insert(users)
      .values({ phone, referralCode: randomReferralCode(), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Lost a race on the phone (someone else created it) or, rarely, on the referral code: look again.
  }
  throw new Error('could not create user');
}
