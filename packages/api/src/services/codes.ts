// One-time sign-in codes. The spec fixes 4 digits, so safety comes from the limits around them:
// codes are random, stored as an HMAC, live 5 minutes, are single-use, die after 5 wrong tries, a new
// one replaces the old, a resend waits 60 s, and each phone and IP may ask for only so many an hour.
// The answer never depends on whether the phone belongs to a customer.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import { ApiError } from '../http/errors';
import { translate, type Locale } from '../i18n';
import { loggableError, type Logger } from '../logger';
import type { SmsProvider } from '../providers/sms/types';
import type { Clock } from './clock';
import { hmacHex, randomDigits, safeEqual } from './crypto';
import { hitRateLimit } from './rateLimit';
import { findOrCreateUser, type User } from './users';

const HOUR_MS = 60 * 60 * 1000;

export type CodeDeps = { db: Db; clock: Clock; config: Config; sms: SmsProvider; log: Logger };

export function createCodeService({ db, clock, config, sms, log }: CodeDeps) {
  const limits = config.codes;
  const hash = (phone: string, code: string) => hmacHex(config.authSecret, `${phone}:${code}`);

  const resendWait = (seconds: number) =>
    new ApiError(429, 'auth.code.resendWait', { seconds }, undefined, { 'retry-after': String(seconds) });
  const tooMany = (seconds: number) =>
    new ApiError(429, 'auth.code.tooMany', {}, undefined, { 'retry-after': String(seconds) });

  async function send(phone: string, ip: string, locale: Locale): Promise<void> {
    const now = clock.now();
    const resendMs = limits.resendSeconds * 1000;
    const [current] = await db.select({ sentAt: smsCodes.sentAt }).from(smsCodes).where(eq(smsCodes.phone, phone));
    if (current && now.getTime() - current.sentAt.getTime() < resendMs) {
      throw resendWait(Math.ceil((current.sentAt.getTime() + resendMs - now.getTime()) / 1000));
    }
    for (const [bucket, limit] of [
      [`code:ip:${ip}`, limits.perIpPerHour],
      [`code:phone:${phone}`, limits.perPhonePerHour],
    ] as const) {
      const result = await hitRateLimit(db, bucket, limit, HOUR_MS, now);
      if (!result.allowed) throw tooMany(result.retryAfterSeconds);
    }

    const code = randomDigits(limits.length);
    const values = {
      phone,
      codeHash: hash(phone, code),
      attempts: 0,
      sentAt: now,
      expiresAt: new Date(now.getTime() + limits.ttlSeconds * 1000),
      usedAt: null,
    };
    // The WHERE makes two simultaneous requests for one phone produce one code, not two.
    const [stored] = await db
      .insert(smsCodes)
      .values(values)
      .onConflictDoUpdate({
        target: smsCodes.phone,
        set: values,
        setWhere: lte(smsCodes.sentAt, new Date(now.getTime() - resendMs)),
      })
      .returning({ phone: smsCodes.phone });
    if (!stored) throw resendWait(limits.resendSeconds);

    try {
      await sms.send({ phone, code, text: translate(locale, 'auth.sms.text', { code }) });
    } catch (err) {
      // The shopper never got this code: drop it so asking again is not held up by the resend wait.
      await db.delete(smsCodes).where(and(eq(smsCodes.phone, phone), eq(smsCodes.sentAt, now)));
      log.error({ err: loggableError(err) }, 'SMS provider failed');
      throw new ApiError(502, 'auth.sms.failed');
    }
  }

  /** The customer signed in by this code, or a 404 for a wrong, used, expired or exhausted code. */
  async function verify(phone: string, code: string): Promise<User> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(smsCodes).where(eq(smsCodes.phone, phone)).for('update');
      const live = row && !row.usedAt && row.expiresAt > now && row.attempts < limits.maxAttempts;
      // Compare even when there is nothing live, so timing says nothing about the phone.
      const matches = safeEqual(hash(phone, code), row?.codeHash ?? '') && live;
      if (!row || !live) return { ok: false as const };
      if (!matches) {
        await tx
          .update(smsCodes)
          .set({ attempts: sql`${smsCodes.attempts} + 1` })
          .where(eq(smsCodes.phone, phone));
        return { ok: false as const };
      }
      const [used] = await tx
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.phone, phone), sql`${smsCodes.usedAt} is null`))
        .returning({ phone: smsCodes.phone });
      if (!used) return { ok: false as const };
      return { ok: true as const, user: await findOrCreateUser(tx, phone, now) };
    });
    if (!outcome.ok) throw new ApiError(404, 'auth.code.notFound');
    return outcome.user;
  }

  return { send, verify };
}

export type CodeService = ReturnType<typeof createCodeService>;
