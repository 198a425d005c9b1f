// Owners' and managers' calls about the business itself: the team (accounts, roles, restaurants, disabling,
// new passwords — owners only), the audit log (owners only) and the daily reports (owners, and managers for
// their restaurants). Writes need the `X-CSRF-Token` header and are audited.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { PASSWORD_LENGTH } from '../services/passwords';
import { bodyId, data, id, Params, reads, text, writes } from '../http/manageSchemas';
import { errors, json, jsonBody } from '../http/schemas';
import { actorOf, requireRole, staffAuth, type StaffEnv } from '../http/staffAuth';
import type { AppDeps } from '../services';
import { restaurantScope, STAFF_ROLES } from '../services/staff';
import { dayStart, isoDay, nextDay, StaffSchema } from './staff';

/** Longest report, in days. */
export const REPORT_MAX_DAYS = 366;

export const MemberRowSchema = StaffSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
}).openapi('StaffMemberRow');

const password = z
  .string()
  .min(PASSWORD_LENGTH.min, 'staff.password.length')
  .max(PASSWORD_LENGTH.max, 'staff.password.length')
  .openapi({ description: `${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} characters` });
const restaurantIds = z.array(bodyId).max(100).openapi({ description: 'empty for an owner' });

export const MemberInput = z.strictObject({
  email: z.string().trim().max(200).email('field.invalid'),
  name: text(100),
  role: z.enum(STAFF_ROLES),
  restaurant_ids: restaurantIds,
  password,
});
export const MemberPatchInput = z.strictObject({
  name: text(100).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  restaurant_ids: restaurantIds.optional(),
  password: password.optional(),
  disabled: z.boolean().optional(),
});

export const AuditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    staff: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
  })
  .openapi('AuditEntry');

const ReportDaySchema = z.object({
  date: z.string(),
  orders: z.number(),
  revenue: z.number(),
  average_basket: z.number(),
  cancelled: z.number(),
});
export const ReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.array(ReportDaySchema),
    totals: ReportDaySchema.omit({ date: true }),
    top_dishes: z.array(
      z.object({ product_id: z.number(), name: z.string(), quantity: z.number(), revenue: z.number() }),
    ),
  })
  .openapi('StaffReport');

export function staffAdminRoutes({ services, config }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const signedIn = staffAuth(services.staff, config);
  const owners = requireRole('owner');
  const managers = requireRole('owner', 'manager');
  const admin = services.staffAdmin;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/members',
      summary: 'Everyone on the team, disabled accounts too (owners)',
      middleware: [signedIn, owners],
      responses: { 200: data(z.array(MemberRowSchema), 'Team'), ...reads },
    }),
    async (c) => c.json({ data: await admin.list() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/members',
      summary: 'Add a member of the team (owners)',
      middleware: [signedIn, owners],
      request: { body: jsonBody(MemberInput) },
      responses: { 201: data(MemberRowSchema, 'Added'), ...writes },
    }),
    async (c) => c.json({ data: await admin.create(actorOf(c, config), c.req.valid('json')) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/api/staff/members/{id}',
      summary: 'Change a member’s name, role, restaurants or password, or disable them (owners)',
      description:
        'Disabling or a new password ends all their sessions at once. 409: disabling oneself, or leaving the ' +
        'business without an active owner.',
      middleware: [signedIn, owners],
      request: { params: Params, body: jsonBody(MemberPatchInput) },
      responses: { 200: data(MemberRowSchema, 'Changed'), ...writes, 404: errors[404], 409: errors[409] },
    }),
    async (c) =>
      c.json({ data: await admin.update(actorOf(c, config), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/audit',
      summary: 'The audit log: who did what, newest first (owners)',
      middleware: [signedIn, owners],
      request: {
        query: z.strictObject({
          staff_id: id.optional(),
          action: z.string().max(100).optional().openapi({ example: 'order.transition' }),
          target_type: z.string().max(50).optional(),
          target_id: z.string().max(100).optional(),
          before: id.optional().openapi({ description: 'entry id to page from' }),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
      responses: {
        200: json(z.object({ data: z.array(AuditEntrySchema), next_before: z.number().nullable() }), 'Entries'),
        ...reads,
        422: errors[422],
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await admin.audit({
          staffId: q.staff_id,
          action: q.action,
          targetType: q.target_type,
          targetId: q.target_id,
          before: q.before,
          limit: q.limit,
        }),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/reports',
      summary: 'Orders, revenue, average basket and cancellations per day, and the top dishes (owners, managers)',
      description:
        `Days are Chișinău days, both ends included, at most ${REPORT_MAX_DAYS}. A manager sees their ` +
        'restaurants only. Revenue is what shoppers paid (MDL); cancelled orders count only as cancelled; a card ' +
        'order never paid counts nowhere. Dish names in the request’s language.',
      middleware: [signedIn, managers],
      request: {
        query: z
          .strictObject({ from: isoDay, to: isoDay, restaurant_id: id.optional() })
          .refine(
            (q) =>
              q.from <= q.to &&
              (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < REPORT_MAX_DAYS,
            { path: ['to'], message: 'staff.reports.range' },
          ),
      },
      responses: { 200: json(z.object({ data: ReportSchema }), 'Report'), ...reads, 422: errors[422] },
    }),
    async (c) => {
      const { from, to, restaurant_id } = c.req.valid('query');
      const scope = restaurantScope(c.get('staff'));
      const restaurantIds = restaurant_id
        ? scope === 'all' || scope.includes(restaurant_id)
          ? [restaurant_id]
          : []
        : scope === 'all'
          ? null
          : scope;
      const report = await services.reports.daily({
        from,
        to,
        start: dayStart(from),
        end: dayStart(nextDay(to)),
        restaurantIds,
        locale: c.get('locale'),
      });
      return c.json({ data: report }, 200);
    },
  );

  return app;
}
