// The back office's menu calls (issue 15): dishes, their order, the stop-list, categories, extras (modifiers)
// and promotions. Every signed-in staff member reads the menu; owners and managers change it; any role takes
// a dish off its own restaurants' stop-list or puts it back. Writes are validated (422 naming each field by
// its dotted path, unknown fields refused), audited and bump the catalog version, so the shop's menu and the
// order checks follow at once (services/catalogAdmin.ts). Writes need the `X-CSRF-Token` header.
import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ALLERGENS, CATALOG_LIMITS, PRODUCT_TAGS, SLUG_PATTERN, WEIGHT_UNITS } from '@nori/core/catalog';
import { errors, json, jsonBody } from '../http/schemas';
import { bodyId, data, id, localized, LocalizedSchema, money, Params, reads, writes } from '../http/manageSchemas';
import { actorOf, requireRole, staffAuth, type StaffEnv } from '../http/staffAuth';
import { ILLUSTRATIONS } from '../db/seed/catalog';
import type { AppDeps } from '../services';
import { createCatalogAdmin } from '../services/catalogAdmin';
import { ImageSchema } from './catalog';

const slug = z
  .string()
  .trim()
  .max(CATALOG_LIMITS.slug)
  .regex(SLUG_PATTERN, 'catalog.slug.format')
  .openapi({ description: 'default: made from the name', example: 'philadelphia-clasic' });
/** A draft's text: any language may be '' or left out; publishing needs all four. */
const draftText = (max: number) => {
  const t = z.string().trim().max(max).optional();
  return z.strictObject({ ro: t, ru: t, en: t, uk: t });
};
const unique = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'catalog.list.duplicate');
const imageHash = z
  .string()
  .nullable()
  .openapi({ description: 'the `hash` of POST /api/staff/images; null: the drawn illustration' });
const expectedUpdatedAt = z.iso.datetime({ offset: true, error: 'field.invalid' }).optional().openapi({
  description: 'the `updated_at` the editor loaded: a save over a newer change is refused (409)',
});
const { nutrition: N } = CATALOG_LIMITS;
const nutrient = (maxValue: number) =>
  z
    .number()
    .min(0)
    .max(maxValue)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, 'field.invalid');

export const ProductInputSchema = z.strictObject({
  slug: slug.optional(),
  category_id: bodyId,
  name: draftText(CATALOG_LIMITS.name),
  description: draftText(CATALOG_LIMITS.description).optional(),
  price: money.refine((v) => v >= CATALOG_LIMITS.price.min, 'field.invalid'),
  old_price: money.nullable().optional().openapi({ description: 'the price before a discount, shown struck through' }),
  weight: z.number().int().min(CATALOG_LIMITS.weight.min).max(CATALOG_LIMITS.weight.max),
  weight_unit: z.enum(WEIGHT_UNITS),
  tags: unique(z.enum(PRODUCT_TAGS), PRODUCT_TAGS.length).optional(),
  modifier_ids: unique(bodyId, CATALOG_LIMITS.modifiers).optional().openapi({ description: 'in the order offered' }),
  allergens: unique(z.enum(ALLERGENS), ALLERGENS.length)
    .optional()
    .openapi({ description: 'EU Regulation 1169/2011 Annex II codes' }),
  nutrition: z
    .strictObject({
      energy_kcal: nutrient(N.energy_kcal),
      protein: nutrient(N.protein),
      fat: nutrient(N.fat),
      carbohydrates: nutrient(N.carbohydrates),
    })
    .nullable()
    .optional()
    .openapi({ description: 'per 100 g, one decimal' }),
  image: imageHash.optional(),
  published: z.boolean().optional().openapi({ description: 'default false (a draft)' }),
});
export const ProductPatchSchema = ProductInputSchema.partial().extend({ expected_updated_at: expectedUpdatedAt });

const StaffImage = ImageSchema.extend({ hash: z.string() }).nullable().openapi('StaffImage');
export const StaffProductSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    old_slugs: z.array(z.string()).openapi({ description: 'earlier addresses, answered with a 301' }),
    legacy_id: z.number().nullable(),
    category_id: z.number(),
    position: z.number(),
    name: LocalizedSchema,
    description: LocalizedSchema,
    price: z.number(),
    old_price: z.number().nullable(),
    weight: z.number(),
    weight_unit: z.enum(WEIGHT_UNITS),
    tags: z.array(z.enum(PRODUCT_TAGS)),
    modifier_ids: z.array(z.number()),
    allergens: z.array(z.enum(ALLERGENS)),
    nutrition: z
      .object({ energy_kcal: z.number(), protein: z.number(), fat: z.number(), carbohydrates: z.number() })
      .nullable(),
    image: StaffImage,
    published: z.boolean(),
    stopped_at: z.array(z.number()).openapi({ description: 'restaurants whose stop-list holds it' }),
    updated_at: z.string(),
  })
  .openapi('StaffProduct');

export const CategoryInputSchema = z.strictObject({
  slug: slug.optional(),
  name: localized(CATALOG_LIMITS.name),
  illustration: z.enum(ILLUSTRATIONS).openapi({ description: 'the drawing its dishes show until they have a photo' }),
  image: imageHash.optional(),
});
export const StaffCategorySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    position: z.number(),
    name: LocalizedSchema,
    illustration: z.string(),
    image: StaffImage,
    products_count: z.number().openapi({ description: 'drafts included: a category with any cannot be deleted' }),
    updated_at: z.string(),
  })
  .openapi('StaffCategory');

export const ModifierInputSchema = z.strictObject({
  code: slug.optional().openapi({ description: 'default: made from the English name' }),
  name: localized(CATALOG_LIMITS.name),
  price: money,
});
export const StaffModifierSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    name: LocalizedSchema,
    price: z.number(),
    products_count: z.number(),
  })
  .openapi('StaffModifier');

/** For the menu's import (routes/manageCatalogTransfer.ts): its rows are checked with the same pieces. */
export { slug as SlugSchema, unique as uniqueList };

const isoDate = z.iso.date({ error: 'closedDate.invalid' });
export const PromotionInputSchema = z.strictObject({
  slug: slug.optional(),
  title: draftText(CATALOG_LIMITS.name),
  description: draftText(CATALOG_LIMITS.description).optional(),
  starts_at: isoDate.openapi({ description: 'the first day shown', example: '2026-12-01' }),
  ends_at: isoDate.nullable().optional().openapi({ description: 'the last day shown; null: until unpublished' }),
  image: imageHash.optional().openapi({ description: 'null: the drawn banner' }),
  product_ids: unique(bodyId, 100).optional().openapi({ description: 'the dishes it is about, in order' }),
  published: z.boolean().optional().openapi({ description: 'default false (a draft)' }),
});
export const PromotionPatchSchema = PromotionInputSchema.partial().extend({ expected_updated_at: expectedUpdatedAt });
export const StaffPromotionSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    position: z.number(),
    title: LocalizedSchema,
    description: LocalizedSchema,
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    image: StaffImage,
    product_ids: z.array(z.number()),
    published: z.boolean(),
    updated_at: z.string(),
  })
  .openapi('StaffPromotion');

export const OrderInput = z.strictObject({
  ids: z.array(bodyId).max(10_000).openapi({ description: 'every one of them, each once, in the new order' }),
});
const Done = json(z.object({ success: z.literal(true) }), 'Done');
export const StopEntry = z
  .object({ product_id: z.number(), restaurant_id: z.number(), staff_id: z.number().nullable(), since: z.string() })
  .openapi('StopListEntry');

export function manageCatalogRoutes({ services, config, manage }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const admin = createCatalogAdmin(manage, config.publicApiUrl);
  const signedIn = staffAuth(services.staff, config);
  const managers = requireRole('owner', 'manager');
  const base = '/api/staff/catalog';

  type Actor = ReturnType<typeof actorOf>;
  // The five calls below are the same for each kind of record; their routes are built from the kind's schemas
  // at run time, which the route typings cannot follow, so the handlers read the input the route's schema
  // has already validated (`valid`) and answer what the service returns (its view, checked by the tests).
  const register = (route: RouteConfig, handler: (c: Context<StaffEnv>) => Promise<Response>) =>
    app.openapi(route, handler as never);
  const valid = <T>(c: Context<StaffEnv>, target: 'json' | 'param') =>
    (c.req as unknown as { valid(target: string): T }).valid(target);
  const idOf = (c: Context<StaffEnv>) => valid<{ id: number }>(c, 'param').id;

  /** GET list, GET one, POST, PATCH, DELETE and PUT order of one kind of record. */
  function resource<I, P>(spec: {
    path: string;
    what: string;
    input: z.ZodType<I>;
    patch: z.ZodType<P>;
    view: z.ZodType;
    list?: () => Promise<unknown>;
    one?: (id: number) => Promise<unknown>;
    create: (actor: Actor, input: I) => Promise<unknown>;
    update: (actor: Actor, id: number, patch: P) => Promise<unknown>;
    remove: (actor: Actor, id: number) => Promise<unknown>;
    removeNote: string;
    reorder?: (actor: Actor, ids: number[]) => Promise<unknown>;
  }) {
    const path = `${base}/${spec.path}`;
    const { list, one, reorder } = spec;
    if (list)
      register(
        createRoute({
          method: 'get',
          path,
          summary: `All ${spec.what}s, drafts included, every language (any role)`,
          middleware: [signedIn],
          responses: { 200: data(z.array(spec.view), `${spec.what}s`), ...reads },
        }),
        async (c) => c.json({ data: await list() }, 200),
      );
    if (one)
      register(
        createRoute({
          method: 'get',
          path: `${path}/{id}`,
          summary: `One ${spec.what} (any role)`,
          middleware: [signedIn],
          request: { params: Params },
          responses: { 200: data(spec.view, spec.what), ...reads, 404: errors[404] },
        }),
        async (c) => c.json({ data: await one(idOf(c)) }, 200),
      );
    register(
      createRoute({
        method: 'post',
        path,
        summary: `Add a ${spec.what} (owner, manager)`,
        middleware: [signedIn, managers],
        request: { body: jsonBody(spec.input) },
        responses: { 201: data(spec.view, 'Added'), ...writes },
      }),
      async (c) => c.json({ data: await spec.create(actorOf(c, config), valid<I>(c, 'json')) }, 201),
    );
    register(
      createRoute({
        method: 'patch',
        path: `${path}/{id}`,
        summary: `Change a ${spec.what}: only the fields sent (owner, manager)`,
        middleware: [signedIn, managers],
        request: { params: Params, body: jsonBody(spec.patch) },
        responses: { 200: data(spec.view, 'Changed'), ...writes, 404: errors[404], 409: errors[409] },
      }),
      async (c) => c.json({ data: await spec.update(actorOf(c, config), idOf(c), valid<P>(c, 'json')) }, 200),
    );
    register(
      createRoute({
        method: 'delete',
        path: `${path}/{id}`,
        summary: `Delete a ${spec.what} (owner, manager)`,
        description: spec.removeNote,
        middleware: [signedIn, managers],
        request: { params: Params },
        responses: { 200: Done, ...reads, 404: errors[404], 409: errors[409] },
      }),
      async (c) => {
        await spec.remove(actorOf(c, config), idOf(c));
        return c.json({ success: true as const }, 200);
      },
    );
    if (reorder)
      register(
        createRoute({
          method: 'put',
          path: `${path}/order`,
          summary: `Put the ${spec.what}s in a new order (owner, manager)`,
          description: 'Names every one, each once (422 on `ids` otherwise).',
          middleware: [signedIn, managers],
          request: { body: jsonBody(OrderInput) },
          responses: { 200: Done, ...writes },
        }),
        async (c) => {
          await reorder(actorOf(c, config), valid<{ ids: number[] }>(c, 'json').ids);
          return c.json({ success: true as const }, 200);
        },
      );
  }

  // ----- dishes -----

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/products`,
      summary: 'Dishes, drafts included, in menu order, every language (any role)',
      middleware: [signedIn],
      request: {
        query: z.object({
          category_id: id.optional(),
          q: z.string().trim().max(100).optional().openapi({ description: 'in the slug or a name, any language' }),
          published: z
            .enum(['true', 'false'])
            .optional()
            .transform((v) => (v === undefined ? undefined : v === 'true')),
        }),
      },
      responses: { 200: data(z.array(StaffProductSchema), 'Dishes'), ...reads },
    }),
    async (c) => {
      const { category_id, q, published } = c.req.valid('query');
      return c.json({ data: await admin.listProducts({ category_id, q, published }) }, 200);
    },
  );
  resource({
    path: 'products',
    what: 'dish',
    input: ProductInputSchema,
    patch: ProductPatchSchema,
    view: StaffProductSchema,
    one: admin.product,
    create: admin.createProduct,
    update: admin.updateProduct,
    remove: admin.deleteProduct,
    removeNote:
      'A dish that is in any order is kept (the orders show it in their history): 409; unpublish it instead. ' +
      'Changing `slug` keeps the old one answering with a 301. Publishing needs `name` and `description` in ' +
      'all four languages (422 on `name.ru` and so on).',
  });

  app.openapi(
    createRoute({
      method: 'put',
      path: `${base}/categories/{id}/products/order`,
      summary: 'Put a category’s dishes in a new order (owner, manager)',
      description: 'Names every dish of the category, drafts included, each once (422 on `ids` otherwise).',
      middleware: [signedIn, managers],
      request: { params: Params, body: jsonBody(OrderInput) },
      responses: { 200: Done, ...writes, 404: errors[404] },
    }),
    async (c) => {
      await admin.reorderProducts(actorOf(c, config), c.req.valid('param').id, c.req.valid('json').ids);
      return c.json({ success: true as const }, 200);
    },
  );

  // ----- the stop-list -----

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/stop-list',
      summary: 'The dishes taken off the menu at the staff member’s restaurants (any role)',
      middleware: [signedIn],
      request: { query: z.object({ restaurant_id: id.optional() }) },
      responses: { 200: data(z.array(StopEntry), 'Stopped dishes'), ...reads },
    }),
    async (c) => c.json({ data: await admin.stopList(c.get('staff'), c.req.valid('query').restaurant_id) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/stop-list',
      summary: 'Take a dish off one restaurant’s menu, or put it back (any role, for their restaurants)',
      description:
        '`available: false` stops it: the shop shows it as unavailable there and orders with it for that restaurant ' +
        'are refused (422) at once; `available: true` puts it back. Either is idempotent.',
      middleware: [signedIn],
      request: {
        body: jsonBody(z.strictObject({ product_id: bodyId, restaurant_id: bodyId, available: z.boolean() })),
      },
      responses: {
        200: data(
          z.object({ product_id: z.number(), restaurant_id: z.number(), available: z.boolean() }),
          'The dish’s availability there',
        ),
        ...writes,
        404: errors[404],
      },
    }),
    async (c) => c.json({ data: await admin.setAvailability(actorOf(c, config), c.req.valid('json')) }, 200),
  );

  // ----- categories, extras, promotions -----

  resource({
    path: 'categories',
    what: 'category',
    input: CategoryInputSchema,
    patch: CategoryInputSchema.partial(),
    view: StaffCategorySchema,
    list: admin.categories,
    one: admin.category,
    create: admin.createCategory,
    update: admin.updateCategory,
    remove: admin.deleteCategory,
    removeNote: 'Only an empty category (no dishes, drafts included): 409 otherwise.',
    reorder: admin.reorderCategories,
  });

  resource({
    path: 'modifiers',
    what: 'extra',
    input: ModifierInputSchema,
    patch: ModifierInputSchema.partial(),
    view: StaffModifierSchema,
    list: admin.modifiers,
    create: admin.createModifier,
    update: admin.updateModifier,
    remove: admin.deleteModifier,
    removeNote:
      'Only an extra no dish offers (409 otherwise). It is archived: orders keep its name and price in their lines.',
  });

  resource({
    path: 'promotions',
    what: 'promotion',
    input: PromotionInputSchema,
    patch: PromotionPatchSchema,
    view: StaffPromotionSchema,
    list: admin.promotions,
    one: admin.promotion,
    create: admin.createPromotion,
    update: admin.updatePromotion,
    remove: admin.deletePromotion,
    removeNote: 'Deleted at once; unpublish it to keep it for later.',
    reorder: admin.reorderPromotions,
  });

  return app;
}
