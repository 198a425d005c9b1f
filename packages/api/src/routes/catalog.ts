// Menu, products, promotions and the legacy id map: the calls the spec leaves to us.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ALLERGENS } from '@nori/core/catalog';
import { sendCached, sendFresh, sendView } from '../http/cached';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { errors, json } from '../http/schemas';
import type { AppDeps } from '../services';

const ImageVariant = z.object({ url: z.string(), width: z.number(), height: z.number() });
export const ImageSchema = z
  .object({
    url: z.string().openapi({ description: 'The 640 px variant' }),
    width: z.number(),
    height: z.number(),
    alt: z.string(),
    srcset: z.string().openapi({ example: '…-320.webp 320w, …-640.webp 640w, …-960.webp 960w' }),
    variants: z.array(ImageVariant),
    sources: z.array(z.object({ type: z.literal('image/avif'), srcset: z.string() })).openapi({
      description:
        'Other formats of the same variants, for `<picture>` `<source>`s before the WebP `<img>`: AVIF for an uploaded photo; empty for a drawn one',
    }),
  })
  .openapi('Image');

export const ModifierSchema = z
  .object({ id: z.number(), code: z.string(), name: z.string(), price: z.number().openapi({ description: 'MDL' }) })
  .openapi('Modifier');

export const NutritionSchema = z
  .object({
    energy_kcal: z.number(),
    protein: z.number().openapi({ description: 'grams' }),
    fat: z.number().openapi({ description: 'grams' }),
    carbohydrates: z.number().openapi({ description: 'grams' }),
  })
  .openapi('Nutrition', { description: 'Per 100 g (or 100 ml); kJ = round(kcal × 4.184)' });

export const ProductSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    legacy_id: z.number().nullable().openapi({ description: 'The Tilda-era id; null for dishes added since' }),
    category_id: z.number(),
    category_slug: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number().openapi({ description: 'MDL' }),
    old_price: z.number().nullable(),
    weight: z.number(),
    weight_unit: z.enum(['g', 'ml', 'pcs']),
    tags: z.array(z.string()).openapi({ example: ['spicy', 'hit'] }),
    is_available: z.boolean().openapi({ description: 'Orderable somewhere: not stopped at every restaurant' }),
    unavailable_at: z
      .array(z.number())
      .openapi({ description: 'Restaurants whose stop-list holds the dish: an order from them refuses it' }),
    image: ImageSchema,
    modifiers: z.array(ModifierSchema),
    allergens: z
      .array(z.enum(ALLERGENS))
      .openapi({ description: 'EU Regulation 1169/2011 Annex II allergens, in its order' }),
    nutrition: NutritionSchema.nullable(),
  })
  .openapi('Product');

export const CategorySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    position: z.number(),
    illustration: z.string(),
    image: ImageSchema.nullable().openapi({ description: 'An uploaded picture; null: the shop draws `illustration`' }),
    products_count: z.number(),
  })
  .openapi('Category');

export const CategoryWithProductsSchema = CategorySchema.extend({ products: z.array(ProductSchema) }).openapi(
  'CategoryWithProducts',
);

export const PromotionSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    is_active: z.boolean(),
    image: ImageSchema.nullable().openapi({ description: 'The promotion’s picture; null: the shop draws its banner' }),
    product_ids: z.array(z.number()).openapi({ description: 'The dishes it is about, in order' }),
  })
  .openapi('Promotion');

const Slug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'field.invalid');
const csv = (item: z.ZodType) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((s, ctx) => {
      if (!s) return undefined;
      const parts = s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const parsed = z.array(item).safeParse(parts);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'field.invalid' });
        return z.NEVER;
      }
      return parsed.data as string[];
    });

const ProductsQuery = z.strictObject({
  ids: csv(z.string().regex(/^\d{1,9}$/)).openapi({ type: 'string', example: '1,2,3' }),
  tags: csv(z.enum(['spicy', 'vegetarian', 'new', 'hit'])).openapi({ type: 'string', example: 'spicy,new' }),
  q: z
    .string()
    .max(100)
    .optional()
    .openapi({
      description:
        'Words in a name (any language) or the description, in any case, accents or script (Latin or Cyrillic); ' +
        'the last word may be unfinished, and words of 5+ letters may hold one typo. Results come best match first.',
      example: 'filadelfia',
    }),
  category: Slug.optional(),
});

/** `{ data }` around a view, or null when the view found nothing. */
const wrap = <T>(data: T | null) => (data === null ? null : { data });

export function catalogRoutes({ services }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { catalog } = services;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/menu',
      summary: 'All categories with their products (ETag; 304 on If-None-Match)',
      responses: { 200: json(z.object({ data: z.array(CategoryWithProductsSchema) }), 'Menu') },
    }),
    async (c) => sendCached(c, await catalog.menu(c.get('locale')), catalog.maxAgeSeconds),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/menu/{categorySlug}',
      summary: 'One category with its products',
      request: { params: z.object({ categorySlug: Slug }) },
      responses: { 200: json(z.object({ data: CategoryWithProductsSchema }), 'Category'), 404: errors[404] },
    }),
    async (c) => {
      const slug = c.req.valid('param').categorySlug;
      const locale = c.get('locale');
      return sendView(
        c,
        catalog,
        `category:${slug}:${locale}`,
        async () => wrap(await catalog.category(slug, locale)),
        () => notFound('catalog.category.notFound'),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/products',
      summary: 'Products by ids, tags (all must match), category and text search (best match first)',
      request: { query: ProductsQuery },
      responses: { 200: json(z.object({ data: z.array(ProductSchema) }), 'Products'), 422: errors[422] },
    }),
    async (c) => {
      const { ids, tags, q, category } = c.req.valid('query');
      const data = await catalog.findProducts({ ids: ids?.map(Number), tags, q, category }, c.get('locale'));
      return sendFresh(c, { data }, catalog.maxAgeSeconds);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/products/{slug}',
      summary: 'One product by slug',
      request: { params: z.object({ slug: Slug }) },
      responses: { 200: json(z.object({ data: ProductSchema }), 'Product'), 404: errors[404] },
    }),
    async (c) => {
      const slug = c.req.valid('param').slug;
      const locale = c.get('locale');
      return sendView(
        c,
        catalog,
        `product:${slug}:${locale}`,
        async () => wrap(await catalog.product(slug, locale)),
        () => notFound('catalog.product.notFound'),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/promotions',
      summary: 'Promotions, with their periods',
      responses: { 200: json(z.object({ data: z.array(PromotionSchema) }), 'Promotions') },
    }),
    // Whether a promotion is active depends on the day in Chișinău: the day is part of the key.
    async (c) => {
      const locale = c.get('locale');
      return sendView(c, catalog, `promotions:${locale}:${catalog.today()}`, async () =>
        wrap(await catalog.promotions(locale)),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/promotions/{slug}',
      summary: 'One promotion',
      request: { params: z.object({ slug: Slug }) },
      responses: { 200: json(z.object({ data: PromotionSchema }), 'Promotion'), 404: errors[404] },
    }),
    async (c) => {
      const slug = c.req.valid('param').slug;
      const locale = c.get('locale');
      return sendView(
        c,
        catalog,
        `promotion:${slug}:${locale}:${catalog.today()}`,
        async () => wrap(await catalog.promotion(slug, locale)),
        () => notFound('catalog.promotion.notFound'),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/legacy-products',
      summary: 'Old numeric product ids and the slugs they now redirect to (several per product)',
      responses: {
        200: json(
          z.object({ data: z.array(z.object({ legacy_id: z.number(), slug: z.string() }).openapi('LegacyProduct')) }),
          'Legacy map',
        ),
      },
    }),
    async (c) => sendCached(c, await catalog.legacyProducts(), catalog.maxAgeSeconds),
  );

  return app;
}
