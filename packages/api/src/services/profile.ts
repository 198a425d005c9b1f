// The customer's profile and its rules: names required, birthday a real date at least 18 years ago and
// fixed once set (the age and the earliest day are @nori/core's, the shop's date picker reads them too),
// referrer applied once and never oneself.
import { chisinauIsoDate, EARLIEST_BIRTHDAY, isAdult } from '@nori/core';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ApiError, type FieldErrors } from '../http/errors';
import type { Clock } from './clock';
import type { User } from './users';
import { toMdl } from '@nori/core/money';

export type ProfileUpdate = {
  name: string;
  surname: string;
  birthday?: string | null | undefined;
  referrer_id?: string | number | null | undefined;
};

/** A YYYY-MM-DD string naming a day that exists (no 2001-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function createProfileService(db: Db, clock: Clock) {
  async function findReferrer(user: User, ref: string | number): Promise<number | null> {
    const text = String(ref).trim();
    if (!text) return null;
    const byId = /^\d{1,9}$/.test(text) ? eq(users.id, Number(text)) : undefined;
    const [referrer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(or(eq(users.referralCode, text.toUpperCase()), byId), ne(users.id, user.id)));
    return referrer?.id ?? null;
  }

  return {
    async update(user: User, input: ProfileUpdate): Promise<User> {
      const fields: FieldErrors = {};
      const today = chisinauIsoDate(clock.now());
      let birthday = user.birthday;
      if (input.birthday && input.birthday !== user.birthday) {
        if (user.birthday) fields.birthday = ['profile.birthday.locked'];
        else if (!isRealDate(input.birthday) || input.birthday < EARLIEST_BIRTHDAY)
          fields.birthday = ['profile.birthday.invalid'];
        else if (!isAdult(input.birthday, today)) fields.birthday = ['profile.birthday.tooYoung'];
        else birthday = input.birthday;
      }
      if (Object.keys(fields).length) throw new ApiError(422, 'error.validation', {}, fields);

      const now = clock.now();
      const [updated] = await db
        .update(users)
        .set({ name: input.name, surname: input.surname, birthday, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new Error('user vanished');

      // A referral code the storefront kept from a link: applied once, silently ignored when it is
      // unknown or the customer's own (the customer cannot fix a stale cookie).
      if (input.referrer_id !== undefined && input.referrer_id !== null && !updated.referrerId) {
        const referrerId = await findReferrer(updated, input.referrer_id);
        if (referrerId) {
          const [withReferrer] = await db
            .update(users)
            .set({ referrerId })
            .where(and(eq(users.id, user.id), isNull(users.referrerId), sql`${users.id} <> ${referrerId}`))
            .returning();
          if (withReferrer) return withReferrer;
        }
      }
      return updated;
    },
  };
}

export function profileView(user: User) {
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    surname: user.surname,
    birthday: user.birthday,
    referral_code: user.referralCode,
    referrer_id: user.referrerId,
    bonus_balance: toMdl(user.bonusBalance),
  };
}
