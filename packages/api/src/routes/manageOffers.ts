// The back office's offers (issue 33): promo codes and automatic offers, listed, created, changed (with the
// version loaded: a save over a newer one is a 409), paused, resumed and copied, by owners and managers (a
// manager only offers limited to restaurants of theirs). Writes are validated (422 naming each field by its dotted
// path, unknown fields refused), audited, and bump the catalog version, so GET /api/offers and every order follow
// at once (services/offerAdmin.ts). Writes need the `X-CSRF-Token` header. The usage report is next to the others
// (routes/staffAdmin.ts).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { MAX_CODE_LENGTH } from '@nori/core/offerCode';
import { errors, jsonBody, MAX_ID } from '../http/schemas';
import { bodyId, data, localized, LocalizedSchema, money, Params, reads, writes } from '../http/manageSchemas';
import { actorOf, requireRole, staffAuth, type StaffEnv } from '../http/staffAuth';
import type { AppDeps } from '../services';
import { createOfferAdmin } from '../services/offerAdmin';
import { OfferBenefitSchema, OfferConditionsSchema } from './offers';

const uniqueIds = (max: number) =>
  z
    .array(bodyId)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'catalog.list.duplicate');
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'field.invalid')
  .openapi({ description: 'HH:MM, Chișinău time', example: '12:00' });
const instant = z.iso.datetime({ offset: true, error: 'field.invalid' });
const code = z
  .string()
  .trim()
  .max(64)
  .nullable()
  .openapi({
    description: `3–${MAX_CODE_LENGTH} letters or digits once case, spaces, dashes and look-alike letters are set aside; null: the offer applies by itself`,
    example: 'SUSHI10',
  });

const Target = z
  .strictObject({
    scope: z.enum(['order', 'categories', 'products']),
    ids: uniqueIds(100).openapi({ description: 'categories or dishes; empty for the whole order' }),
  })
  .superRefine((target, issues) => {
    if (target.scope === 'order' ? target.ids.length > 0 : target.ids.length === 0)
      issues.addIssue({
        code: 'custom',
        path: ['ids'],
        message: target.scope === 'order' ? 'field.invalid' : 'field.required',
      });
  });
export const OfferBenefitInput = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('percent'), percent: z.number().int().min(1).max(100), target: Target }),
  z.strictObject({
    kind: z.literal('amount'),
    amount: money.refine((v) => v >= 0.01, 'field.invalid'),
    target: Target,
  }),
  z.strictObject({ kind: z.literal('cheapest_free'), every: z.number().int().min(2).max(20), target: Target }),
  z.strictObject({ kind: z.literal('free_delivery') }),
  z.strictObject({ kind: z.literal('gift'), product_id: bodyId }),
]);
const ConditionsInput = z.strictObject({
  min_subtotal: money.nullable().optional().openapi({ description: 'MDL of goods before offers' }),
  fulfilment: z.enum(['delivery', 'pickup']).nullable().optional(),
  restaurant_ids: uniqueIds(100).min(1).nullable().optional().openapi({ description: 'null: every restaurant' }),
  customers: z.enum(['new', 'returning']).nullable().optional(),
  window: z
    .strictObject({
      weekdays: z
        .array(z.number().int().min(0).max(6))
        .min(1)
        .max(7)
        .refine((list) => new Set(list).size === list.length, 'catalog.list.duplicate')
        .openapi({ description: '0 = Sunday' }),
      from: clock,
      to: clock.openapi({ description: 'excluded; before `from`: past midnight' }),
    })
    .nullable()
    .optional(),
  starts_at: instant.nullable().optional(),
  ends_at: instant.nullable().optional().openapi({ description: 'excluded' }),
});
const LimitsInput = z.strictObject({
  total_uses: z.number().int().min(1).max(1_000_000).nullable().optional(),
  uses_per_shopper: z.number().int().min(1).max(1_000).nullable().optional(),
});

export const StaffOfferInput = z
  .strictObject({
    code: code.optional(),
    title: localized(CATALOG_LIMITS.name),
    benefit: OfferBenefitInput,
    conditions: ConditionsInput.optional().openapi({ description: 'left out: none' }),
    limits: LimitsInput.optional().openapi({ description: 'left out: none' }),
    combinable: z.boolean().optional().openapi({ description: 'default true: applies with other offers' }),
    with_bonuses: z.boolean().optional().openapi({ description: 'default true: bonuses may be spent with it' }),
    active: z.boolean().optional().openapi({ description: 'default true; false: paused' }),
  })
  .openapi('StaffOfferRequest');
export const StaffOfferPatchInput = StaffOfferInput.partial()
  .extend({
    version: z
      .number()
      .int()
      .min(1)
      .max(MAX_ID)
      .openapi({ description: 'the `version` loaded: a save over a newer one is refused (409)' }),
  })
  .openapi('StaffOfferPatch');
export const StaffOfferCopyInput = z.strictObject({
  code: code.optional().openapi({ description: 'default: the original’s with a number after it (null: none)' }),
});

export const StaffOfferSchema = z
  .object({
    id: z.number(),
    code: z.string().nullable(),
    title: LocalizedSchema,
    benefit: OfferBenefitSchema,
    conditions: OfferConditionsSchema,
    limits: z.object({ total_uses: z.number().nullable(), uses_per_shopper: z.number().nullable() }),
    combinable: z.boolean(),
    with_bonuses: z.boolean(),
    active: z.boolean(),
    version: z.number(),
    uses: z.number().openapi({ description: 'orders not cancelled that got it' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('StaffOffer');

export function manageOfferRoutes({ services, config, manage }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const admin = createOfferAdmin(manage);
  const signedIn = staffAuth(services.staff, config);
  const managers = requireRole('owner', 'manager');
  const base = '/api/staff/offers';
  const changed = { ...writes, 404: errors[404] };

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      summary: 'Every offer, paused ones too, newest first, with its uses (owners, managers)',
      middleware: [signedIn, managers],
      responses: { 200: data(z.array(StaffOfferSchema), 'Offers'), ...reads },
    }),
    async (c) => c.json({ data: await admin.list() }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      summary: 'One offer (owners, managers)',
      middleware: [signedIn, managers],
      request: { params: Params },
      responses: { 200: data(StaffOfferSchema, 'Offer'), ...reads, 404: errors[404] },
    }),
    async (c) => c.json({ data: await admin.one(c.req.valid('param').id) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      summary: 'Add an offer: a promo code, or one that applies by itself (owners; managers for their restaurants)',
      description:
        'A code is kept normalized and must be free (422 on `code`). Dishes, categories, the gift and restaurants ' +
        'must exist (422 naming the one). A manager must limit it to restaurants of theirs (403 otherwise).',
      middleware: [signedIn, managers],
      request: { body: jsonBody(StaffOfferInput) },
      responses: { 201: data(StaffOfferSchema, 'Added'), ...writes },
    }),
    async (c) => c.json({ data: await admin.create(actorOf(c, config), c.req.valid('json')) }, 201),
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{id}`,
      summary: 'Change an offer: the fields sent replace its own (`conditions` and `limits` whole)',
      description:
        'With the `version` loaded: someone else’s save since is a 409. Orders already placed keep what they were ' +
        'priced at.',
      middleware: [signedIn, managers],
      request: { params: Params, body: jsonBody(StaffOfferPatchInput) },
      responses: { 200: data(StaffOfferSchema, 'Changed'), ...changed, 409: errors[409] },
    }),
    async (c) =>
      c.json({ data: await admin.update(actorOf(c, config), c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  for (const [action, summary] of [
    ['pause', 'Pause an offer: it applies to nothing and its code is refused, until resumed'],
    ['resume', 'Resume a paused offer'],
  ] as const)
    app.openapi(
      createRoute({
        method: 'post',
        path: `${base}/{id}/${action}`,
        summary: `${summary} (owners, managers)`,
        middleware: [signedIn, managers],
        request: { params: Params },
        responses: { 200: data(StaffOfferSchema, 'The offer'), ...changed },
      }),
      async (c) => c.json({ data: await admin[action](actorOf(c, config), c.req.valid('param').id) }, 200),
    );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/copy`,
      summary: 'Copy an offer, paused, to change and resume (owners, managers)',
      middleware: [signedIn, managers],
      request: { params: Params, body: jsonBody(StaffOfferCopyInput) },
      responses: { 201: data(StaffOfferSchema, 'The copy'), ...changed },
    }),
    async (c) =>
      c.json({ data: await admin.copy(actorOf(c, config), c.req.valid('param').id, c.req.valid('json')) }, 201),
  );

  return app;
}
