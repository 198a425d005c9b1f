// The spec's dictionary calls (§7), served from the catalog cache.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { sendCached } from '../http/cached';
import type { AppEnv } from '../http/context';
import { json } from '../http/schemas';
import type { AppDeps } from '../services';
import { CategorySchema } from './catalog';

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const SocialSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    url: z.string(),
    type: z.enum(['social', 'messenger']),
  })
  .openapi('Social');
export const RegionSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    restaurant_id: z.number(),
    delivery_fee: z.number(),
    min_order: z.number(),
    free_delivery_from: z.number(),
    delivery_minutes: z.number(),
  })
  .openapi('Region');
export const RestaurantSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    lat: z.number(),
    lng: z.number(),
    opening_hours: z.array(
      z.object({ day: z.number().openapi({ description: '0 = Sunday' }), open: z.string(), close: z.string() }),
    ),
  })
  .openapi('Restaurant');
export const PaymentTypeSchema = z
  .object({
    id: z.number(),
    code: z.enum(['card_online', 'cash', 'card_courier']),
    name: z.string(),
    online: z.boolean(),
  })
  .openapi('PaymentType');
export const OrderTypeSchema = z
  .object({ id: z.number(), code: z.enum(['delivery', 'pickup']), name: z.string() })
  .openapi('OrderType');

export function dictionaryRoutes({ services }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { catalog } = services;
  const get = (path: string, summary: string, schema: z.ZodType) =>
    createRoute({ method: 'get', path, summary, responses: { 200: json(schema, summary) } });

  app.openapi(
    get('/api/get-options', 'Contact settings', z.object({ phone: z.string(), email_admin: z.string() })),
    async (c) => c.json(await catalog.options(), 200),
  );
  app.openapi(
    get(
      '/api/important-update-date',
      'Announcements',
      z.object({ alert_message: z.string().nullable(), alert_popup_message: z.string().nullable() }),
    ),
    async (c) => c.json(await catalog.alerts(c.get('locale')), 200),
  );
  app.openapi(get('/api/dictionaries/social-and-messenger', 'Socials and messengers', list(SocialSchema)), async (c) =>
    c.json({ data: await catalog.socials() }, 200),
  );
  app.openapi(get('/api/get-regions', 'Delivery areas', list(RegionSchema)), async (c) =>
    c.json({ data: await catalog.regions(c.get('locale')) }, 200),
  );
  app.openapi(get('/api/get-restaurants', 'Restaurants', list(RestaurantSchema)), async (c) =>
    c.json({ data: await catalog.restaurants(c.get('locale')) }, 200),
  );
  app.openapi(get('/api/dictionaries/payment-types', 'Payment types', list(PaymentTypeSchema)), async (c) =>
    c.json({ data: (await catalog.paymentTypes(c.get('locale'))) as z.infer<typeof PaymentTypeSchema>[] }, 200),
  );
  app.openapi(get('/api/dictionaries/order-types', 'Order types', list(OrderTypeSchema)), async (c) =>
    c.json({ data: (await catalog.orderTypes(c.get('locale'))) as z.infer<typeof OrderTypeSchema>[] }, 200),
  );
  app.openapi(
    get('/api/get-categories-without-products', 'Categories (a bare list)', z.array(CategorySchema)),
    async (c) => sendCached(c, await catalog.categories(c.get('locale'))),
  );
  return app;
}
