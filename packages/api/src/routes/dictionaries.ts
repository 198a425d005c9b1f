// The spec's dictionary calls (§7), served from the catalog cache.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { sendCached, sendView } from '../http/cached';
import type { AppEnv } from '../http/context';
import type { Locale } from '../i18n';
import { json } from '../http/schemas';
import type { AppDeps } from '../services';
import { effectiveRules, ORDER_RULES_KEY } from '../services/orderRules';
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
    opening_hours: z
      .array(z.object({ day: z.number().openapi({ description: '0 = Sunday' }), open: z.string(), close: z.string() }))
      .openapi({
        description:
          'Several entries for one day are several intervals; a close at or before the open runs past midnight',
      }),
    closed_dates: z.array(z.string()).openapi({ description: 'Whole days closed, YYYY-MM-DD, from today on' }),
    paused_until: z.string().nullable().openapi({ description: 'Ordering paused until then' }),
    busy_minutes: z.number().openapi({ description: 'Minutes added to the usual delivery or preparation time' }),
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

export const OrderRulesSchema = z
  .object({
    lead_minutes: z
      .number()
      .int()
      .openapi({ description: 'A scheduled time is at least this far from now (ORDER_LEAD_MINUTES)' }),
    max_days_ahead: z
      .number()
      .int()
      .openapi({ description: 'and at most this many days ahead (ORDER_MAX_DAYS_AHEAD)' }),
    slot_step_minutes: z.number().int().openapi({ description: 'The step of the times a shop offers' }),
    bonus_spend_max_percent: z
      .number()
      .int()
      .openapi({ description: 'Bonuses pay at most this share of the goods (BONUS_SPEND_MAX_PERCENT)' }),
    bonus_earn_percent: z
      .number()
      .int()
      .openapi({ description: 'A paid order earns this share of what was paid (BONUS_EARN_PERCENT)' }),
    phone_country_codes: z.array(z.string()).openapi({
      description:
        'Calling codes, digits only, a phone may have at sign-in and on an order (SMS_COUNTRY_CODES); ' +
        'the phone must also be a mobile number',
      example: ['373'],
    }),
  })
  .openapi('OrderRules');

export function dictionaryRoutes({ services, config }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { catalog } = services;
  const get = (path: string, summary: string, schema: z.ZodType) =>
    createRoute({ method: 'get', path, summary, responses: { 200: json(schema, summary) } });

  // Each is rendered once per locale until the catalog changes, and sent with an ETag like the menu.
  const cached = (path: string, summary: string, schema: z.ZodType, view: (locale: Locale) => Promise<unknown>) =>
    app.openapi(get(path, summary, schema), async (c) => {
      const locale = c.get('locale');
      return sendView(c, catalog, `${path}:${locale}`, () => view(locale));
    });
  const data = async <T>(list: Promise<T>) => ({ data: await list });

  cached('/api/get-options', 'Contact settings', z.object({ phone: z.string(), email_admin: z.string() }), () =>
    catalog.options(),
  );
  cached(
    '/api/important-update-date',
    'Announcements',
    z.object({ alert_message: z.string().nullable(), alert_popup_message: z.string().nullable() }),
    (locale) => catalog.alerts(locale),
  );
  cached('/api/dictionaries/social-and-messenger', 'Socials and messengers', list(SocialSchema), () =>
    data(catalog.socials()),
  );
  cached('/api/get-regions', 'Delivery areas', list(RegionSchema), (locale) => data(catalog.regions(locale)));
  // Rendered again when a day begins or a pause ends, not only when the catalog changes (`restaurantsMoment`).
  app.openapi(get('/api/get-restaurants', 'Restaurants', list(RestaurantSchema)), async (c) => {
    const locale = c.get('locale');
    const key = `/api/get-restaurants:${locale}:${await catalog.restaurantsMoment()}`;
    return sendView(c, catalog, key, () => data(catalog.restaurants(locale)));
  });
  cached('/api/dictionaries/payment-types', 'Payment types', list(PaymentTypeSchema), (locale) =>
    data(catalog.paymentTypes(locale)),
  );
  cached('/api/dictionaries/order-types', 'Order types', list(OrderTypeSchema), (locale) =>
    data(catalog.orderTypes(locale)),
  );
  // The numbers orders are checked against, so a shop offers only what will be accepted. Minimum order, fees
  // and free delivery are the regions'. The environment's with the back office's `order_rules` over them
  // (services/orderRules.ts), from the catalog snapshot: a change drops it at once, like the dictionaries.
  cached('/api/order-rules', 'Order rules', OrderRulesSchema, async () =>
    effectiveRules(config.orderRules, (await catalog.get()).settings.get(ORDER_RULES_KEY)),
  );
  app.openapi(
    get('/api/get-categories-without-products', 'Categories (a bare list)', z.array(CategorySchema)),
    async (c) => sendCached(c, await catalog.categories(c.get('locale')), catalog.maxAgeSeconds),
  );
  return app;
}
