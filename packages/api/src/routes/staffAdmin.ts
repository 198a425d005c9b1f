// Owners' and managers' calls about the business itself: the team (accounts, roles, restaurants, disabling,
// new passwords — owners only), the audit log (owners only) and the reports — daily, and the offers' — (owners,
// and managers for their restaurants). Writes need the `X-CSRF-Token` header and are audited.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
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

const OfferReportTotals = z.object({
  uses: z.number(),
  discount: z.number(),
  delivery_discount: z.number(),
  revenue: z.number(),
  average_basket: z.number(),
});
export const OfferReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    offers: z.array(OfferReportTotals.extend({ offer_id: z.number(), code: z.string().nullable(), title: z.string() })),
    totals: OfferReportTotals,
  })
  .openapi('StaffOfferReport');

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

  const ReportQuery = z
    .strictObject({ from: isoDay, to: isoDay, restaurant_id: id.optional() })
    .refine(
      (q) =>
        q.from <= q.to &&
        (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < REPORT_MAX_DAYS,
      { path: ['to'], message: 'staff.reports.range' },
    );
  /** A report's range and restaurants: a manager's own only (another restaurant's id gives nothing). */
  const reportQuery = (c: Context<StaffEnv>, q: z.infer<typeof ReportQuery>) => {
    const scope = restaurantScope(c.get('staff'));
    const restaurantIds = q.restaurant_id
      ? scope === 'all' || scope.includes(q.restaurant_id)
        ? [q.restaurant_id]
        : []
      : scope === 'all'
        ? null
        : scope;
    return {
      from: q.from,
      to: q.to,
      start: dayStart(q.from),
      end: dayStart(nextDay(q.to)),
      restaurantIds,
      locale: c.get('locale'),
    };
  };

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
      request: { query: ReportQuery },
      responses: { 200: json(z.object({ data: ReportSchema }), 'Report'), ...reads, 422: errors[422] },
    }),
    async (c) => c.json({ data: await services.reports.daily(reportQuery(c, c.req.valid('query'))) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/reports/offers',
      summary: 'The offers used: uses, discount given, revenue of the orders with each (owners, managers)',
      description:
        'The orders the daily report counts, cancelled ones left out (a cancelled order gave its use back): per ' +
        'offer, most used first, its uses, what it took off the goods and off delivery, and what those orders paid ' +
        '(MDL); the totals count each order with any offer once. A manager sees their restaurants only. Titles in ' +
        'the request’s language.',
      middleware: [signedIn, managers],
      request: { query: ReportQuery },
      responses: { 200: json(z.object({ data: OfferReportSchema }), 'Report'), ...reads, 422: errors[422] },
    }),
    async (c) => c.json({ data: await services.reports.offers(reportQuery(c, c.req.valid('query'))) }, 200),
  );

  return app;
}
