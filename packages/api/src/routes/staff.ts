// The restaurant's calls: staff sign-in (cookie session + CSRF token), their restaurants' orders, and
// moving an order through the kitchen. Every write is audited (sign-in, sign-out, each transition).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CANCEL_REASON_MAX, ORDER_STATES, PROMISE_MINUTES, type OrderState } from '@nori/core/orderLifecycle';
import { instantOf } from '@nori/core';
import { SEARCH_DAY_RANGE } from '@nori/core/time';
import { clientIp } from '../http/context';
import { ApiError, fieldError } from '../http/errors';
import { errors, id, json, jsonBody, Params } from '../http/schemas';
import { clearStaffCookie, setStaffCookie, staffAuth, type StaffEnv } from '../http/staffAuth';
import type { Locale } from '../i18n';
import type { AppDeps } from '../services';
import type { Order } from '../services/orders';
import { staffOrderViews } from '../services/staffOrderView';
import { restaurantScope, staffView, STAFF_ROLES, type Staff } from '../services/staff';
import { OrderSchema } from './orders';

export const StaffSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    restaurant_ids: z.array(z.number()).openapi({ description: 'empty for an owner: all restaurants' }),
  })
  .openapi('Staff');
export const Session = z.object({ staff: StaffSchema, csrf_token: z.string() }).openapi('StaffSession');

const HistoryEntry = z.object({
  id: z.number(),
  type: z.enum(['status', 'released']),
  status: z.enum(ORDER_STATES),
  from_status: z.enum(ORDER_STATES).nullable(),
  at: z.string(),
  actor: z.enum(['staff', 'shopper', 'system']),
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  promised_at: z.string().nullable(),
});
export const StaffOrderSchema = OrderSchema.extend({
  locale: z.string(),
  release_at: z
    .string()
    .openapi({ description: 'When the kitchen should see it (a scheduled order: its preparation time)' }),
  released_at: z.string().nullable().openapi({ description: 'null: a scheduled order not yet due in the kitchen' }),
  accept_by: z.string().nullable().openapi({
    description:
      'When a new order should be accepted by: `released_at` + ORDER_ALERT_MINUTES, when the restaurant is rung (null while a scheduled order is not due)',
  }),
  alerted_at: z.string().nullable(),
  updated_at: z.string(),
  history: z.array(HistoryEntry),
}).openapi('StaffOrder');

/**
 * A calendar day in Chișinău, YYYY-MM-DD, within core's SEARCH_DAY_RANGE (9999-12-31's next day is not a date
 * the API computes with), which the back office's date pickers offer too.
 */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'field.invalid',
  )
  .refine((d) => d >= SEARCH_DAY_RANGE.min && d <= SEARCH_DAY_RANGE.max, {
    message: 'field.dayRange',
    params: SEARCH_DAY_RANGE,
  })
  .openapi({ example: '2026-11-24', description: `${SEARCH_DAY_RANGE.min} to ${SEARCH_DAY_RANGE.max}` });
/** The instant a Chișinău day begins. */
export const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return instantOf(y, m, d, 0);
};
/** The day after, YYYY-MM-DD. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const ACTIVE: OrderState[] = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'];

export function staffRoutes({ services, config, clock }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const { staff, orders, lifecycle } = services;
  const signedIn = staffAuth(staff, config);

  const views = (list: Order[], locale: Locale) =>
    staffOrderViews({ orders, staff, acceptWithinMinutes: config.orderAlertMinutes }, list, locale);

  const inScope = (member: Staff, order: Order) => {
    const scope = restaurantScope(member);
    return scope === 'all' || scope.includes(order.restaurantId);
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/login',
      summary: 'Staff sign-in: sets the HttpOnly session cookie and returns the CSRF token for writes',
      description: `At most 10 attempts per account and 30 per address in 15 minutes (then 429 with Retry-After).`,
      request: {
        body: jsonBody(
          z.strictObject({ email: z.string().trim().min(3).max(200), password: z.string().min(1).max(200) }),
        ),
      },
      responses: { 200: json(Session, 'Signed in'), 401: errors[401], 422: errors[422], 429: errors[429] },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const { token, staff: member } = await staff.login(email, password, {
        ip: clientIp(c, config.trustProxy),
        userAgent: c.req.header('user-agent') ?? null,
      });
      setStaffCookie(c, config, token);
      return c.json({ staff: staffView(member), csrf_token: staff.csrfToken(token) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/me',
      summary: 'The signed-in staff member and the session’s CSRF token',
      middleware: [signedIn],
      responses: { 200: json(Session, 'Signed in'), 401: errors[401] },
    }),
    async (c) => c.json({ staff: staffView(c.get('staff')), csrf_token: staff.csrfToken(c.get('staffToken')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/logout',
      summary: 'Ends the session (the cookie stops working everywhere) and clears the cookie',
      middleware: [signedIn],
      responses: {
        200: json(z.object({ success: z.literal(true) }), 'Signed out'),
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      await staff.logout(c.get('staffToken'), c.get('staff'), clientIp(c, config.trustProxy));
      clearStaffCookie(c, config);
      return c.json({ success: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/orders',
      summary: 'Orders of the staff member’s restaurants, newest first (by default the ones still in progress)',
      description:
        'Search and history: `status=all` or a list of states, `from`/`to` days of placing (Chișinău, both ' +
        'included), `phone` any part of the shopper’s number (a leading 0 of a local number is dropped), `q` an ' +
        'order number. `next_before` pages to older orders (null on the last page).',
      middleware: [signedIn],
      request: {
        query: z
          .strictObject({
            status: z
              .string()
              .optional()
              .transform((v, ctx) => {
                if (v === 'all') return [...ORDER_STATES];
                const list = v ? v.split(',').map((s) => s.trim()) : ACTIVE;
                if (list.some((s) => !(ORDER_STATES as readonly string[]).includes(s))) {
                  ctx.addIssue({ code: 'custom', message: 'field.invalid' });
                  return z.NEVER;
                }
                return list as OrderState[];
              })
              .openapi({
                description:
                  'comma-separated states, or `all`; default placed,accepted,preparing,ready,out_for_delivery',
              }),
            restaurant_id: id.optional(),
            from: isoDay.optional(),
            to: isoDay.optional(),
            phone: z
              .string()
              .trim()
              .regex(/^[\d\s()+-]{3,20}$/, 'field.invalid')
              .optional()
              .openapi({ description: 'digits of the shopper’s phone, at least 3', example: '69123' }),
            q: id.optional(),
            before: id.optional().openapi({ description: 'order id to page from' }),
            limit: z.coerce.number().int().min(1).max(200).default(100),
          })
          .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'staff.orders.range' }),
      },
      responses: {
        200: json(
          z.object({ data: z.array(StaffOrderSchema), next_before: z.number().nullable() }),
          'Orders, and where the next page starts',
        ),
        401: errors[401],
        422: errors[422],
      },
    }),
    async (c) => {
      const { status, restaurant_id, before, limit, from, to, phone, q } = c.req.valid('query');
      const scope = restaurantScope(c.get('staff'));
      const restaurants = restaurant_id ? [restaurant_id] : scope === 'all' ? null : scope;
      if (restaurant_id && scope !== 'all' && !scope.includes(restaurant_id))
        return c.json({ data: [], next_before: null }, 200);
      const digits = phone?.replace(/\D/g, '').replace(/^0/, '');
      if (phone !== undefined && (digits?.length ?? 0) < 3) throw fieldError('phone', 'field.invalid');
      // One more than asked: whether an older page exists, without counting.
      const list = await orders.list({
        statuses: status,
        restaurantIds: restaurants,
        before,
        limit: limit + 1,
        from: from ? dayStart(from) : undefined,
        to: to ? dayStart(nextDay(to)) : undefined,
        phoneDigits: digits,
        id: q,
      });
      const page = list.slice(0, limit);
      const next_before = list.length > limit ? page[page.length - 1]!.id : null;
      return c.json({ data: await views(page, c.get('locale')), next_before }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/orders/{id}',
      summary: 'One order with its full history (who did what, when)',
      middleware: [signedIn],
      request: { params: Params },
      responses: { 200: json(z.object({ data: StaffOrderSchema }), 'Order'), 401: errors[401], 404: errors[404] },
    }),
    async (c) => {
      const order = await orders.byId(c.req.valid('param').id);
      if (!order || !inScope(c.get('staff'), order)) throw new ApiError(404, 'order.notFound');
      return c.json({ data: (await views([order], c.get('locale')))[0]! }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/orders/{id}/transition',
      summary: 'Move an order one step on (accept with a promised time, …) or cancel it with a reason',
      description:
        '409 when the move is not allowed from the order’s state, or when someone else moved it first (`order.transition.stale`: ' +
        'the message names who, when the caller sends the state it saw as `from`; reload and look). ' +
        'Needs the `X-CSRF-Token` header.',
      middleware: [signedIn],
      request: {
        params: Params,
        body: jsonBody(
          z.strictObject({
            to: z.enum(ORDER_STATES),
            from: z.enum(ORDER_STATES).optional().openapi({
              description:
                'the state the caller saw the order in; when it has moved on since, 409 `order.transition.stale` naming who moved it',
            }),
            promised_minutes: z
              .number()
              .int()
              .min(PROMISE_MINUTES.min)
              .max(PROMISE_MINUTES.max)
              .optional()
              .openapi({ description: 'accepting: minutes from now until delivery (or ready for pickup)' }),
            reason: z
              .string()
              .trim()
              .min(1)
              .max(CANCEL_REASON_MAX)
              .optional()
              .openapi({ description: 'cancelling: told to the shopper' }),
          }),
        ),
      },
      responses: {
        200: json(z.object({ data: StaffOrderSchema }), 'Moved'),
        401: errors[401],
        403: errors[403],
        404: errors[404],
        409: errors[409],
        422: errors[422],
      },
    }),
    async (c) => {
      const { to, from, promised_minutes, reason } = c.req.valid('json');
      if (to === 'accepted' && promised_minutes === undefined) throw fieldError('promised_minutes', 'field.required');
      if (to === 'cancelled' && !reason) throw fieldError('reason', 'field.required');
      const member = c.get('staff');
      const now = clock.now();
      const order = await lifecycle.transition(
        c.req.valid('param').id,
        to,
        {
          actor: 'staff',
          staffId: member.id,
          restaurantIds: restaurantScope(member),
          ip: clientIp(c, config.trustProxy),
        },
        {
          ...(promised_minutes !== undefined
            ? { promisedAt: new Date(now.getTime() + promised_minutes * 60_000) }
            : {}),
          ...(to === 'cancelled' ? { reason: reason ?? null } : {}),
        },
        from,
      );
      return c.json({ data: (await views([order], c.get('locale')))[0]! }, 200);
    },
  );

  return app;
}
