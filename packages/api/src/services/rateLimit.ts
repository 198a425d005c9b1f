// Fixed-window counters kept in the database, so every API process shares them. One atomic upsert both
// counts and tells the new count; there is no read-then-write race.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** Seconds until the window that started at `windowStart` is over (at least 1). */
const secondsLeft = (windowStart: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));

export async function hitRateLimit(
  db: Db,
  bucket: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateResult> {
  const cutoff = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { allowed: row.count <= limit, retryAfterSeconds: secondsLeft(row.windowStart, windowMs, now) };
}

/** Whether `bucket` is still under `limit` now, without counting this look (a request that is not a try). */
export async function peekRateLimit(
  db: Db,
  bucket: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateResult> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.bucket, bucket));
  if (!row || row.windowStart.getTime() <= now.getTime() - windowMs) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: row.count <= limit, retryAfterSeconds: secondsLeft(row.windowStart, windowMs, now) };
}
