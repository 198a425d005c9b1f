// Promo codes are short and printed on flyers: without a limit, anyone could try codes until one works.
// Every code a client sends that names no offer counts against its address (an hour's window, in the database
// so every API process shares it); past the limit, every code from there is refused for the rest of the hour —
// known ones too, or the refusals themselves would tell which codes exist. A shopper re-checking a real code
// as the cart changes counts nothing.
import { normalizeCode } from '@nori/core/offerCode';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Clock } from './clock';
import { hitRateLimit, peekRateLimit } from './rateLimit';

/** Codes naming no offer an address may send in an hour: a shopper mistypes a few; a guesser needs thousands. */
export const UNKNOWN_CODES_PER_IP_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

export function createCodeGuard(db: Db, clock: Clock, limit = UNKNOWN_CODES_PER_IP_PER_HOUR) {
  /** Refuses (429 on `promo_code`) a code from an address that has tried too many unknown ones this hour. */
  return async function guardCode(code: string | null | undefined, ip: string): Promise<void> {
    if (code === null || code === undefined) return;
    const normal = normalizeCode(code);
    if (normal === '') return;
    const bucket = `promo:ip:${ip}`;
    const now = clock.now();
    const [known] = await db.select({ id: offers.id }).from(offers).where(eq(offers.code, normal)).limit(1);
    const result = known
      ? await peekRateLimit(db, bucket, limit, HOUR_MS, now)
      : await hitRateLimit(db, bucket, limit, HOUR_MS, now);
    if (result.allowed) return;
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new ApiError(
      429,
      'offer.tooManyTries',
      { minutes },
      { promo_code: [{ key: 'offer.tooManyTries', params: { minutes } }] },
      {
        'retry-after': String(result.retryAfterSeconds),
      },
    );
  };
}
export type CodeGuard = ReturnType<typeof createCodeGuard>;
