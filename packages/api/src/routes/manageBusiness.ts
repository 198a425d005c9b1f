// The back office's business settings (issue 15): restaurants (details, opening hours, closed days), their
// pause and busy switches, delivery areas, contacts with announcements and socials, and the order rules.
// Owner: everything; manager: the global settings, and restaurants and areas of their restaurants;
// operator: only the pause and busy switches of theirs. Every write is validated (422 naming each field by its
// dotted path, unknown fields refused), audited, and bumps the catalog version, so the public calls show it
// at once (services/business.ts on services/manage.ts). Writes need the `X-CSRF-Token` header.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { HHMM } from '@nori/core';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { PROMISE_MINUTES } from '@nori/core/orderLifecycle';
import { errors, json, jsonBody } from '../http/schemas';
import {
  data,
  bodyId,
  localized,
  LocalizedSchema,
  money,
  optionalLocalized,
  Params,
  reads,
  text,
  writes,
} from '../http/manageSchemas';
import { actorOf, requireRole, staffAuth, type StaffEnv } from '../http/staffAuth';
import type { AppDeps } from '../services';
import { createBusinessService, PAUSE_MAX_DAYS } from '../services/business';
import { ADJUSTABLE_RULES } from '../services/orderRules';
import { OrderRulesSchema } from './dictionaries';

const phone = z
  .string()
  .trim()
  .regex(/^\+?\d{6,15}$/, 'settings.phone.format')
  .openapi({ example: '+37322211126' });
const time = z.string().regex(HHMM, 'hours.time.format').openapi({ example: '10:00' });
const OpeningHoursInput = z
  .array(z.strictObject({ day: z.number().int().min(0).max(6), open: time, close: time }))
  .max(7 * 6)
  .openapi({
    description:
      'Several entries for one day are several intervals (11:00–15:00 and 17:00–23:00); a close before the open ' +
      'runs past midnight (18:00–02:00). Refused: a close equal to the open, intervals that overlap (on one day, ' +
      'or a night running into the next day’s first interval).',
  });
const ClosedDatesInput = z
  .array(z.string())
  .max(366)
  .openapi({
    description:
      'Whole days closed, YYYY-MM-DD in Chișinău, today or later: the day’s own intervals do not open; the night ' +
      'before still runs past midnight into it. Replaces the list.',
    example: ['2026-12-31', '2027-01-01'],
  });

export const RestaurantPatchInput = z.strictObject({
  name: localized(CATALOG_LIMITS.name).optional(),
  address: localized(200).optional(),
  phone: phone.optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  opening_hours: OpeningHoursInput.optional(),
  closed_dates: ClosedDatesInput.optional(),
  auto_accept_minutes: z
    .number()
    .int()
    .min(PROMISE_MINUTES.min)
    .max(PROMISE_MINUTES.max)
    .nullable()
    .optional()
    .openapi({
      description:
        'Auto-accept: every placed order is accepted at once by the system, promising this many minutes; null: off',
    }),
});

export const StaffRestaurantSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    name: LocalizedSchema,
    address: LocalizedSchema,
    phone: z.string(),
    lat: z.number(),
    lng: z.number(),
    opening_hours: z.array(z.object({ day: z.number(), open: z.string(), close: z.string() })),
    closed_dates: z.array(z.string()).openapi({ description: 'today and later' }),
    paused_until: z.string().nullable().openapi({ description: 'while paused: when ordering resumes' }),
    busy_minutes: z.number(),
    auto_accept_minutes: z.number().nullable().openapi({ description: 'null: orders wait for someone to accept' }),
  })
  .openapi('StaffRestaurant');

export const RegionInput = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'field.invalid')
    .max(60)
    .optional()
    .openapi({ description: 'default: made from the Romanian name' }),
  name: localized(CATALOG_LIMITS.name),
  restaurant_id: bodyId,
  delivery_fee: money,
  min_order: money,
  free_delivery_from: money.openapi({ description: 'MDL; 0: always free' }),
  delivery_minutes: z.number().int().min(1).max(600),
});
export const StaffRegionSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    position: z.number(),
    name: LocalizedSchema,
    restaurant_id: z.number(),
    delivery_fee: z.number(),
    min_order: z.number(),
    free_delivery_from: z.number(),
    delivery_minutes: z.number(),
    orders_count: z.number().openapi({ description: 'orders ever placed in the area: with any, it cannot be deleted' }),
  })
  .openapi('StaffRegion');

/** The app links a messenger's button may open instead of a web address (the demo's Viber chat is one). */
const MESSENGER_SCHEMES = ['viber:', 'tg:', 'whatsapp:'];
/** Whether `v` is a link a shop's button may carry: a full https address, or (messengers) the app's own. */
function socialUrlOk(v: string, kind: 'social' | 'messenger') {
  try {
    const u = new URL(v);
    if (u.protocol === 'https:') return Boolean(u.hostname);
    return kind === 'messenger' && MESSENGER_SCHEMES.includes(u.protocol) && v.length > u.protocol.length + 2;
  } catch {
    return false;
  }
}
const SocialInput = z
  .strictObject({
    code: z
      .string()
      .regex(/^[a-z0-9_-]{1,30}$/, 'field.invalid')
      .openapi({ example: 'instagram' }),
    name: text(60),
    url: z
      .string()
      .trim()
      .max(500)
      .openapi({ description: 'https://…; a messenger may also use its app link (viber://, tg://, whatsapp://)' }),
    kind: z.enum(['social', 'messenger']),
  })
  .superRefine((social, ctx) => {
    if (!socialUrlOk(social.url, social.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: social.kind === 'messenger' ? 'settings.url.messenger' : 'settings.url.https',
      });
  });
export const OptionsInput = z.strictObject({
  phone,
  email_admin: z.email({ error: 'field.invalid' }).max(200),
  alert_message: optionalLocalized(CATALOG_LIMITS.alert).openapi({ description: 'the strip on every page; ""=none' }),
  alert_popup_message: optionalLocalized(CATALOG_LIMITS.alert).openapi({
    description: 'the popup shown once per 4 hours; "" = none',
  }),
  socials: z.array(SocialInput).max(20).openapi({ description: 'in the order shown; replaces the list' }),
});
export const OptionsSchema = z
  .object({
    phone: z.string(),
    email_admin: z.string(),
    alert_message: LocalizedSchema,
    alert_popup_message: LocalizedSchema,
    socials: z.array(
      z.object({ code: z.string(), name: z.string(), url: z.string(), kind: z.enum(['social', 'messenger']) }),
    ),
  })
  .openapi('StaffOptions');

const rule = (key: keyof typeof ADJUSTABLE_RULES) =>
  z.number().int().min(ADJUSTABLE_RULES[key].min).max(ADJUSTABLE_RULES[key].max).nullable().optional();
export const RulesInput = z.strictObject({
  lead_minutes: rule('lead_minutes'),
  max_days_ahead: rule('max_days_ahead'),
  bonus_spend_max_percent: rule('bonus_spend_max_percent'),
  bonus_earn_percent: rule('bonus_earn_percent'),
});
const Overrides = z.object({
  lead_minutes: z.number().nullable(),
  max_days_ahead: z.number().nullable(),
  bonus_spend_max_percent: z.number().nullable(),
  bonus_earn_percent: z.number().nullable(),
});
export const RulesSchema = z
  .object({
    rules: OrderRulesSchema.openapi({
      description: 'in force: what GET /api/order-rules serves and orders are checked against',
    }),
    overrides: Overrides.openapi({ description: 'what the back office set; null: the environment’s' }),
    environment: OrderRulesSchema.openapi({ description: 'ORDER_LEAD_MINUTES, ORDER_MAX_DAYS_AHEAD, BONUS_*_PERCENT' }),
  })
  .openapi('StaffOrderRules');

export function manageBusinessRoutes({ services, config, manage }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const business = createBusinessService(manage, config);
  const signedIn = staffAuth(services.staff, config);
  const managers = requireRole('owner', 'manager');

  // ----- restaurants -----

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/restaurants',
      summary: 'The staff member’s restaurants with their schedule and switches',
      middleware: [signedIn],
      responses: { 200: data(z.array(StaffRestaurantSchema), 'Restaurants'), ...reads },
    }),
    async (c) => c.json({ data: await business.restaurants(c.get('staff')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/restaurants/{id}',
      summary: 'One restaurant of the staff member’s, in every language',
      middleware: [signedIn],
      request: { params: Params },
      responses: { 200: data(StaffRestaurantSchema, 'Restaurant'), ...reads, 404: errors[404] },
    }),
    async (c) => c.json({ data: await business.restaurant(c.get('staff'), c.req.valid('param').id) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/api/staff/restaurants/{id}',
      summary: 'Change a restaurant’s name, address, phone, place, opening hours or closed days (owner, manager)',
      description: 'Only the fields sent change; `opening_hours` and `closed_dates` replace the whole list.',
      middleware: [signedIn, managers],
      request: {
        params: Params,
        body: jsonBody(RestaurantPatchInput),
      },
      responses: { 200: data(StaffRestaurantSchema, 'Changed'), ...writes, 404: errors[404] },
    }),
    async (c) => {
      const patch = c.req.valid('json');
      return c.json({ data: await business.updateRestaurant(actorOf(c, config), c.req.valid('param').id, patch) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/restaurants/{id}/pause',
      summary: 'Pause ordering for some minutes or until a time, or resume it (any role, for their restaurants)',
      description:
        `\`{ "minutes": 30 }\`, \`{ "until": "…" }\` (at most ${PAUSE_MAX_DAYS} days ahead; rounded up to the minute) ` +
        'or `{ "until": null }` to resume. While paused the shop takes no order due before the end (422 ' +
        '`order.restaurant.paused` naming the time); later ones are taken.',
      middleware: [signedIn],
      request: {
        params: Params,
        body: jsonBody(
          z
            .strictObject({
              minutes: z
                .number()
                .int()
                .min(1)
                .max(PAUSE_MAX_DAYS * 24 * 60)
                .optional(),
              until: z.iso.datetime({ offset: true, error: 'field.invalid' }).nullable().optional(),
            })
            .refine((v) => (v.minutes === undefined) !== (v.until === undefined), 'pause.oneOf'),
        ),
      },
      responses: { 200: data(StaffRestaurantSchema, 'Paused or resumed'), ...writes, 404: errors[404] },
    }),
    async (c) => {
      const { minutes, until } = c.req.valid('json');
      const input = minutes !== undefined ? { minutes } : { until: until ?? null };
      return c.json({ data: await business.pause(actorOf(c, config), c.req.valid('param').id, input) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/restaurants/{id}/busy',
      summary: 'The kitchen is busy: minutes added to the earliest time offered (any role, for their restaurants)',
      description: '`{ "minutes": 0 }` ends it.',
      middleware: [signedIn],
      request: {
        params: Params,
        body: jsonBody(z.strictObject({ minutes: z.number().int().min(0).max(240) })),
      },
      responses: { 200: data(StaffRestaurantSchema, 'Set'), ...writes, 404: errors[404] },
    }),
    async (c) =>
      c.json(
        {
          data: await business.busy(actorOf(c, config), c.req.valid('param').id, c.req.valid('json').minutes),
        },
        200,
      ),
  );

  // ----- delivery areas -----

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/regions',
      summary: 'Delivery areas of the staff member’s restaurants (owner, manager)',
      middleware: [signedIn, managers],
      responses: { 200: data(z.array(StaffRegionSchema), 'Areas'), ...reads },
    }),
    async (c) => c.json({ data: await business.regions(c.get('staff')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/regions',
      summary: 'Add a delivery area (owner, manager of its restaurant)',
      middleware: [signedIn, managers],
      request: { body: jsonBody(RegionInput) },
      responses: { 201: data(StaffRegionSchema, 'Added'), ...writes },
    }),
    async (c) => c.json({ data: await business.createRegion(actorOf(c, config), c.req.valid('json')) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/api/staff/regions/{id}',
      summary: 'Change a delivery area (owner, manager of its restaurant and of the one it moves to)',
      middleware: [signedIn, managers],
      request: { params: Params, body: jsonBody(RegionInput.partial()) },
      responses: { 200: data(StaffRegionSchema, 'Changed'), ...writes, 404: errors[404] },
    }),
    async (c) =>
      c.json(
        { data: await business.updateRegion(actorOf(c, config), c.req.valid('param').id, c.req.valid('json')) },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/api/staff/regions/{id}',
      summary: 'Delete a delivery area no order was placed in (owner, manager of its restaurant)',
      description:
        'An area with orders is kept (its orders show it in their history): 409 naming how many; change its terms instead.',
      middleware: [signedIn, managers],
      request: { params: Params },
      responses: {
        200: json(z.object({ success: z.literal(true) }), 'Deleted'),
        ...reads,
        404: errors[404],
        409: errors[409],
      },
    }),
    async (c) => {
      await business.deleteRegion(actorOf(c, config), c.req.valid('param').id);
      return c.json({ success: true as const }, 200);
    },
  );

  // ----- contacts, announcements, socials; order rules -----

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/settings/options',
      summary: 'Contacts, announcements in every language and socials (owner, manager)',
      middleware: [signedIn, managers],
      responses: { 200: data(OptionsSchema, 'Options'), ...reads },
    }),
    async (c) => c.json({ data: await business.options() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/staff/settings/options',
      summary: 'Replace the contacts, announcements and socials (owner, manager)',
      description: `Announcements: at most ${CATALOG_LIMITS.alert} characters, "" for none in a language. Socials: https addresses (a messenger may use its app link), codes unique.`,
      middleware: [signedIn, managers],
      request: { body: jsonBody(OptionsInput) },
      responses: { 200: data(OptionsSchema, 'Replaced'), ...writes },
    }),
    async (c) => c.json({ data: await business.updateOptions(actorOf(c, config), c.req.valid('json')) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/settings/order-rules',
      summary: 'The order rules in force, what the back office set, and the environment’s (owner, manager)',
      middleware: [signedIn, managers],
      responses: { 200: data(RulesSchema, 'Order rules'), ...reads },
    }),
    async (c) => c.json({ data: await business.orderRules() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/staff/settings/order-rules',
      summary: 'Set lead time, days ahead and bonus shares over the environment’s (owner, manager)',
      description:
        'Replaces what the back office set: a rule left out or null is the environment’s again. Phone countries ' +
        'and the slot step stay the environment’s. Orders are checked against the new rules at once.',
      middleware: [signedIn, managers],
      request: { body: jsonBody(RulesInput) },
      responses: { 200: data(RulesSchema, 'Set'), ...writes },
    }),
    async (c) => c.json({ data: await business.updateOrderRules(actorOf(c, config), c.req.valid('json')) }, 200),
  );

  return app;
}
