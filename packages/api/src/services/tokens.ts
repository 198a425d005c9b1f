// Sign-in tokens: 256 random bits handed out once, stored only as a SHA-256 hash, valid a year
// (TOKEN_TTL_DAYS), revoked by POST /api/logout.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import type { Clock } from './clock';
import { randomToken, sha256Hex } from './crypto';
import type { User } from './users';

export function createTokenService(db: Db, clock: Clock, ttlDays: number) {
  return {
    async issue(userId: number): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await db.insert(authTokens).values({
        userId,
        tokenHash: sha256Hex(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlDays * 24 * 60 * 60 * 1000),
      });
      return token;
    },

    /** The user behind a live token, or null for an unknown, expired or revoked one. */
    async authenticate(token: string): Promise<User | null> {
      const [row] = await db
        .select({ user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(
            eq(authTokens.tokenHash, sha256Hex(token)),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, clock.now()),
          ),
        );
      return row?.user ?? null;
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(authTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(authTokens.tokenHash, sha256Hex(token)), isNull(authTokens.revokedAt)));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
