// The shop's calls about offers (issue 33): the automatic offers in force, cached like the catalog, for the
// shop to price the cart with @nori/core/offers as the API will; and a cart checked as an order would be —
// what a promo code does to it, or why it does not apply. An order prices its offers again when placed.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { auth } from '../http/auth';
import { sendView } from '../http/cached';
import { clientIp, type AppEnv } from '../http/context';
import { bearer, errors, json, jsonBody } from '../http/schemas';
import type { AppDeps } from '../services';
import { OrderOfferSchema, OrderRequestSchema, PromoCodeSchema } from './orders';

const Money = z.number().openapi({ description: 'MDL' });
const Target = z.object({ scope: z.enum(['order', 'categories', 'products']), ids: z.array(z.number()) });
export const OfferBenefitSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), percent: z.number(), target: Target }),
    z.object({ kind: z.literal('amount'), amount: Money, target: Target }),
    z.object({ kind: z.literal('cheapest_free'), every: z.number(), target: Target }),
    z.object({ kind: z.literal('free_delivery') }),
    z.object({
      kind: z.literal('gift'),
      product_id: z.number(),
      value: Money.openapi({ description: 'MDL: the dish’s price now, what offers are compared by' }),
    }),
  ])
  .openapi('OfferBenefit');
export const OfferConditionsSchema = z
  .object({
    min_subtotal: Money.nullable().openapi({ description: 'MDL of goods before offers' }),
    fulfilment: z.enum(['delivery', 'pickup']).nullable(),
    restaurant_ids: z.array(z.number()).nullable(),
    customers: z.enum(['new', 'returning']).nullable(),
    window: z
      .object({ weekdays: z.array(z.number()), from: z.string(), to: z.string() })
      .nullable()
      .openapi({ description: 'Chișinău time, HH:MM, `to` excluded; weekdays 0 = Sunday' }),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable().openapi({ description: 'excluded' }),
  })
  .openapi('OfferConditions');
export const PublicOfferSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    benefit: OfferBenefitSchema,
    conditions: OfferConditionsSchema,
    combinable: z.boolean(),
    with_bonuses: z.boolean(),
  })
  .openapi('PublicOffer');

const REFUSALS = [
  'unknown',
  'paused',
  'giftUnavailable',
  'notYet',
  'expired',
  'usedUp',
  'alreadyUsed',
  'newOnly',
  'returningOnly',
  'restaurant',
  'fulfilment',
  'hours',
  'minimum',
  'nothingToDiscount',
  'betterOffer',
] as const;

const order = OrderRequestSchema.shape;
export const OfferCheckRequestSchema = z
  .strictObject({
    items: order.items,
    order_type: order.order_type,
    region_id: order.region_id,
    restaurant_id: order.restaurant_id,
    promo_code: PromoCodeSchema.nullable().optional(),
  })
  .openapi('OfferCheckRequest');
export const OfferCheckSchema = z
  .object({
    subtotal: Money,
    delivery_fee: Money,
    discount: Money,
    delivery_discount: Money,
    offers: z.array(OrderOfferSchema.extend({ id: z.number(), gift_product_id: z.number().nullable() })),
    promo_code: z
      .object({
        code: z.string().openapi({ description: 'normalized' }),
        applied: z.boolean(),
        reason: z.enum(REFUSALS).nullable(),
        message: z.string().nullable().openapi({ description: 'why not, in the request’s language' }),
      })
      .nullable(),
    nudges: z.array(z.object({ offer_id: z.number(), title: z.string(), missing: Money })),
    bonuses_allowed: z.boolean(),
    bonuses_max: Money,
  })
  .openapi('OfferCheck');

export function offerRoutes({ services, config }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { catalog, offers, tokens, codeGuard } = services;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/offers',
      summary: 'The automatic offers in force (no code), for the shop to price the cart with @nori/core/offers',
      description:
        'Cached like the catalog (ETag, follows every change of an offer at once). Codes are never listed. Whether a ' +
        'shopper is new, and the offers’ uses, only an order can tell.',
      responses: { 200: json(z.object({ data: z.array(PublicOfferSchema) }), 'Offers') },
    }),
    async (c) => {
      const locale = c.get('locale');
      return sendView(c, catalog, `offers:${locale}:${catalog.today()}`, async () => ({
        data: await offers.list(locale),
      }));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/offers/check',
      summary: 'What offers a cart gets, and what a promo code does to it (or why it does not apply)',
      description:
        'Priced as an order would be, without placing one; lines an order would refuse are left out. Signed in, the ' +
        'shopper’s own uses and history count and `bonuses_max` is what they may spend. `nudges`: automatic offers ' +
        'at most 150 MDL away. An address that sent 20 codes naming no offer within an hour gets 429 on `promo_code` ' +
        'for any code until the hour is over.',
      security: [{}, ...bearer],
      middleware: [auth(tokens, 'optional')],
      request: { body: jsonBody(OfferCheckRequestSchema) },
      responses: {
        200: json(z.object({ data: OfferCheckSchema }), 'The check'),
        401: errors[401],
        422: errors[422],
        429: errors[429],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await codeGuard(input.promo_code, clientIp(c, config.trustProxy));
      return c.json({ data: await offers.check(c.get('user'), input, c.get('locale')) }, 200);
    },
  );

  return app;
}
