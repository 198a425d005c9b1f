// The restaurant's people: accounts (email + scrypt password, a role, their restaurants), sign-in sessions
// kept in an HttpOnly cookie (the database holds only the token's hash; signing out or disabling an
// account ends them) and the audit log of what each of them did.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { auditLog, staff, staffSessions, type StaffRole } from '../db/schema';
import { ApiError, fieldError } from '../http/errors';
import type { Clock } from './clock';
import { hmacHex, randomToken, safeEqual, sha256Hex } from './crypto';
import { hashPassword, PASSWORD_LENGTH, verifyPassword } from './passwords';
import { hitRateLimit } from './rateLimit';

export type Staff = typeof staff.$inferSelect;
export const STAFF_ROLES = ['owner', 'manager', 'operator'] as const satisfies readonly StaffRole[];

const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed-or-not sign-in attempts allowed per account and per address in 15 minutes. */
export const LOGIN_LIMITS = { perAccount: 10, perIp: 30 } as const;

export type AuditEntry = {
  staffId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Appends to the audit log (inside the caller's transaction when given one). */
export async function writeAudit(db: Db | Tx, entry: AuditEntry, now: Date) {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
    createdAt: now,
  });
}

/** The NOTIFY channel of changes to a staff member's access; the payload is their id. */
export const STAFF_CHANNEL = 'nori_staff';

/**
 * Tells every API process, at commit, that a member's access may have changed (role, restaurants, disabled,
 * password, a session ended): their open live streams check again at once instead of at the next keep-alive.
 */
export async function announceStaffChange(db: Db | Tx, staffId: number) {
  await db.execute(sql`select pg_notify(${STAFF_CHANNEL}, ${String(staffId)})`);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function staffView(member: Staff) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    restaurant_ids: member.restaurantIds,
  };
}

/** The restaurants a staff member acts for: an owner, all of them. */
export const restaurantScope = (member: Staff): number[] | 'all' =>
  member.role === 'owner' ? 'all' : member.restaurantIds;

export function createStaffService(db: Db, clock: Clock, config: Config) {
  const ttlMs = config.staff.sessionHours * 3_600_000;
  // Compared against when the email is unknown, so that an unknown email takes as long as a wrong password.
  const decoy = hashPassword('decoy password, never matches', config.staff.passwordCost);

  async function limit(bucket: string, max: number) {
    const result = await hitRateLimit(db, bucket, max, LOGIN_WINDOW_MS, clock.now());
    if (!result.allowed)
      throw new ApiError(429, 'staff.login.tooMany', {}, undefined, {
        'retry-after': String(result.retryAfterSeconds),
      });
  }

  return {
    /** A new account (the `staff:create` command, and owners later). */
    async create(input: {
      email: string;
      name: string;
      password: string;
      role: StaffRole;
      restaurantIds?: number[];
    }): Promise<Staff> {
      const email = normalizeEmail(input.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw fieldError('email', 'field.invalid');
      if (input.password.length < PASSWORD_LENGTH.min || input.password.length > PASSWORD_LENGTH.max)
        throw fieldError('password', { key: 'staff.password.length', params: PASSWORD_LENGTH });
      const [created] = await db
        .insert(staff)
        .values({
          email,
          name: input.name.trim() || email,
          passwordHash: await hashPassword(input.password, config.staff.passwordCost),
          role: input.role,
          restaurantIds: input.restaurantIds ?? [],
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw fieldError('email', 'staff.email.taken');
      return created;
    },

    /** Checks the password and opens a session; returns the cookie's token. Limited per account and address. */
    async login(emailInput: string, password: string, meta: { ip: string; userAgent: string | null }) {
      const email = normalizeEmail(emailInput);
      await limit(`staff-login:ip:${meta.ip}`, LOGIN_LIMITS.perIp);
      await limit(`staff-login:account:${sha256Hex(email)}`, LOGIN_LIMITS.perAccount);
      const [member] = await db.select().from(staff).where(eq(staff.email, email));
      const valid = await verifyPassword(password, member?.passwordHash ?? (await decoy));
      const now = clock.now();
      if (!member || !valid || member.disabledAt) {
        await writeAudit(db, { staffId: member?.id ?? null, action: 'staff.login.failed', ip: meta.ip }, now);
        throw new ApiError(401, 'staff.login.invalid');
      }
      const token = randomToken();
      await db.insert(staffSessions).values({
        staffId: member.id,
        tokenHash: sha256Hex(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      await writeAudit(db, { staffId: member.id, action: 'staff.login', ip: meta.ip }, now);
      return { token, staff: member };
    },

    /** The staff member behind a live session token, or null. */
    async authenticate(token: string): Promise<Staff | null> {
      const [row] = await db
        .select({ staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, sha256Hex(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, clock.now()),
            isNull(staff.disabledAt),
          ),
        );
      return row?.staff ?? null;
    },

    async logout(token: string, member: Staff, ip: string) {
      const now = clock.now();
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.tokenHash, sha256Hex(token)), isNull(staffSessions.revokedAt)));
      await writeAudit(db, { staffId: member.id, action: 'staff.logout', ip }, now);
      await announceStaffChange(db, member.id);
    },

    /** The anti-CSRF token of a session: bound to it, so it is useless with any other cookie. */
    csrfToken: (sessionToken: string) => hmacHex(config.authSecret, `staff-csrf:${sessionToken}`),
    checkCsrf(sessionToken: string, header: string | undefined) {
      return Boolean(header) && safeEqual(header ?? '', hmacHex(config.authSecret, `staff-csrf:${sessionToken}`));
    },

    audit: (entry: AuditEntry) => writeAudit(db, entry, clock.now()),

    async namesOf(ids: number[]): Promise<{ id: number; name: string }[]> {
      if (!ids.length) return [];
      return db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, ids));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
