// Bonuses, referral and favourites of the signed-in customer.
import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { bonusTransactions, favorites, products, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { User } from './users';
import { toMdl as mdl } from '@nori/core/money';

export function createAccountService(db: Db, config: Config) {
  return {
    async bonuses(user: User) {
      const [[fresh], list] = await Promise.all([
        db.select({ balance: users.bonusBalance }).from(users).where(eq(users.id, user.id)),
        db
          .select()
          .from(bonusTransactions)
          .where(eq(bonusTransactions.userId, user.id))
          .orderBy(desc(bonusTransactions.id))
          .limit(100),
      ]);
      return {
        balance: mdl(fresh?.balance ?? 0),
        transactions: list.map((t) => ({
          id: t.id,
          amount: mdl(t.amount),
          kind: t.kind,
          order_id: t.orderId,
          created_at: t.createdAt.toISOString(),
        })),
      };
    },

    async referral(user: User) {
      const [[invited], [earned]] = await Promise.all([
        db.select({ n: count() }).from(users).where(eq(users.referrerId, user.id)),
        db
          .select({ total: sum(bonusTransactions.amount) })
          .from(bonusTransactions)
          .where(and(eq(bonusTransactions.userId, user.id), eq(bonusTransactions.kind, 'referral'))),
      ]);
      return {
        code: user.referralCode,
        link: `${config.publicSiteUrl}/?referral=${user.referralCode}`,
        invited: invited?.n ?? 0,
        earned: mdl(Number(earned?.total ?? 0)),
      };
    },

    async favorites(user: User): Promise<number[]> {
      const rows = await db
        .select({ id: favorites.productId })
        .from(favorites)
        .where(eq(favorites.userId, user.id))
        .orderBy(asc(favorites.position));
      return rows.map((r) => r.id);
    },

    /** Replaces the whole list (the storefront keeps it and syncs it), keeping the given order. */
    async setFavorites(user: User, ids: number[]): Promise<number[]> {
      const unique = [...new Set(ids)];
      if (unique.length) {
        const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
        const knownIds = new Set(known.map((k) => k.id));
        const unknown = unique.findIndex((id) => !knownIds.has(id));
        if (unknown >= 0) {
          throw new ApiError(
            422,
            'error.validation',
            {},
            { [`ids.${ids.indexOf(unique[unknown] ?? 0)}`]: ['catalog.product.notFound'] },
          );
        }
      }
      await db.transaction(async (tx) => {
        await tx.delete(favorites).where(eq(favorites.userId, user.id));
        if (unique.length) {
          await tx
            .insert(favorites)
            .values(unique.map((productId, position) => ({ userId: user.id, productId, position })));
        }
      });
      return unique;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
