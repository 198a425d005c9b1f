// What owners manage about the restaurant's people: the accounts (role, restaurants, disabled or not, a new
// password) and the audit log of what everyone did. A disabled account or a new password ends every session
// of that person at once; the business always keeps one active owner, and nobody locks themselves out.
import { and, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { auditLog, restaurants, staff, staffSessions, type StaffRole } from '../db/schema';
import { ApiError, fieldError } from '../http/errors';
import type { Clock } from './clock';
import { hashPassword, PASSWORD_LENGTH } from './passwords';
import { announceStaffChange, writeAudit, type Staff, type StaffService } from './staff';
import type { StaffMemberPatch, StaffMemberRequest } from '@nori/core/contract';

/** The contract's (@nori/core/contract), declared once there. */
export type MemberInput = StaffMemberRequest;
export type MemberPatch = StaffMemberPatch;
export type AuditQuery = {
  staffId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  before?: number | undefined;
  limit: number;
};

type Actor = { staff: Staff; ip: string };

export function memberView(member: Staff) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    restaurant_ids: member.restaurantIds,
    disabled: member.disabledAt !== null,
    created_at: member.createdAt.toISOString(),
  };
}

export function createStaffAdminService(db: Db, clock: Clock, config: Config, accounts: StaffService) {
  /** An owner works for all restaurants (an empty list); anyone else for at least one that exists. */
  async function checkRestaurants(role: StaffRole, ids: number[]) {
    if (role === 'owner') {
      if (ids.length) throw fieldError('restaurant_ids', 'staff.members.ownerRestaurants');
      return;
    }
    if (!ids.length) throw fieldError('restaurant_ids', 'staff.members.restaurantsRequired');
    const found = await db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, ids));
    if (found.length !== new Set(ids).size) throw fieldError('restaurant_ids', 'field.invalid');
  }

  async function memberRow(id: number): Promise<Staff> {
    const [member] = await db.select().from(staff).where(eq(staff.id, id));
    if (!member) throw new ApiError(404, 'staff.members.notFound');
    return member;
  }

  /** Whether another active owner than `id` exists. */
  async function anotherOwner(id: number) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), ne(staff.id, id)));
    return (row?.n ?? 0) > 0;
  }

  return {
    async list() {
      const rows = await db.select().from(staff).orderBy(staff.id);
      return rows.map(memberView);
    },

    async create(actor: Actor, input: MemberInput) {
      await checkRestaurants(input.role, input.restaurant_ids);
      const created = await accounts.create({
        email: input.email,
        name: input.name,
        password: input.password,
        role: input.role,
        restaurantIds: [...new Set(input.restaurant_ids)].sort((a, b) => a - b),
      });
      await writeAudit(
        db,
        {
          staffId: actor.staff.id,
          action: 'staff.create',
          targetType: 'staff',
          targetId: created.id,
          details: { email: created.email, role: created.role, restaurant_ids: created.restaurantIds },
          ip: actor.ip,
        },
        clock.now(),
      );
      return memberView(created);
    },

    async update(actor: Actor, id: number, patch: MemberPatch) {
      const before = await memberRow(id);
      const role = patch.role ?? before.role;
      const restaurantIds =
        patch.restaurant_ids !== undefined
          ? [...new Set(patch.restaurant_ids)].sort((a, b) => a - b)
          : role === 'owner'
            ? []
            : before.restaurantIds;
      if (patch.role !== undefined || patch.restaurant_ids !== undefined) await checkRestaurants(role, restaurantIds);
      if (patch.disabled && id === actor.staff.id) throw new ApiError(409, 'staff.members.self');
      const losesOwner = before.role === 'owner' && !before.disabledAt && (role !== 'owner' || patch.disabled);
      if (losesOwner && !(await anotherOwner(id))) throw new ApiError(409, 'staff.members.lastOwner');
      if (
        patch.password !== undefined &&
        (patch.password.length < PASSWORD_LENGTH.min || patch.password.length > PASSWORD_LENGTH.max)
      )
        throw fieldError('password', { key: 'staff.password.length', params: PASSWORD_LENGTH });

      const now = clock.now();
      const next: Partial<typeof staff.$inferInsert> = {};
      if (patch.name !== undefined) next.name = patch.name.trim() || before.email;
      if (patch.role !== undefined) next.role = role;
      if (patch.role !== undefined || patch.restaurant_ids !== undefined) next.restaurantIds = restaurantIds;
      if (patch.disabled !== undefined) next.disabledAt = patch.disabled ? (before.disabledAt ?? now) : null;
      if (patch.password !== undefined)
        next.passwordHash = await hashPassword(patch.password, config.staff.passwordCost);

      const changed = await db.transaction(async (tx) => {
        const [row] = Object.keys(next).length
          ? await tx.update(staff).set(next).where(eq(staff.id, id)).returning()
          : [before];
        // Disabled, or a new password: every open session of theirs ends now.
        if (patch.disabled || patch.password !== undefined)
          await tx
            .update(staffSessions)
            .set({ revokedAt: now })
            .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
        const details: Record<string, unknown> = {};
        if (next.name !== undefined && next.name !== before.name) details.name = [before.name, next.name];
        if (next.role !== undefined && next.role !== before.role) details.role = [before.role, next.role];
        if (next.restaurantIds && next.restaurantIds.join() !== before.restaurantIds.join())
          details.restaurant_ids = [before.restaurantIds, next.restaurantIds];
        if (patch.disabled !== undefined && patch.disabled !== (before.disabledAt !== null))
          details.disabled = [before.disabledAt !== null, patch.disabled];
        if (patch.password !== undefined) details.password = 'changed';
        if (details.role || details.restaurant_ids || details.disabled || details.password)
          await announceStaffChange(tx, id);
        await writeAudit(
          tx,
          { staffId: actor.staff.id, action: 'staff.update', targetType: 'staff', targetId: id, details, ip: actor.ip },
          now,
        );
        return row ?? before;
      });
      return memberView(changed);
    },

    /** The audit log, newest first, one page past `before`, with who acted. */
    async audit(q: AuditQuery) {
      const where: SQL[] = [];
      if (q.staffId) where.push(eq(auditLog.staffId, q.staffId));
      if (q.action) where.push(eq(auditLog.action, q.action));
      if (q.targetType) where.push(eq(auditLog.targetType, q.targetType));
      if (q.targetId) where.push(eq(auditLog.targetId, q.targetId));
      if (q.before) where.push(lt(auditLog.id, q.before));
      const rows = await db
        .select({ entry: auditLog, name: staff.name, email: staff.email })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        data: page.map(({ entry, name, email }) => ({
          id: entry.id,
          at: entry.createdAt.toISOString(),
          staff: entry.staffId !== null && name !== null ? { id: entry.staffId, name, email: email ?? '' } : null,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          details: entry.details,
          ip: entry.ip,
        })),
        next_before: rows.length > q.limit ? page[page.length - 1]!.entry.id : null,
      };
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
