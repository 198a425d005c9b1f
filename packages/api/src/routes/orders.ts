// Orders: create (with Idempotency-Key), history, one order, review, and paying again.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { ORDER_STATES } from '@nori/core/orderLifecycle';
import { auth } from '../http/auth';
import { clientIp, currentUser, type AppEnv } from '../http/context';
import { PhoneSchema } from '../http/phone';
import { bearer, errors, json, jsonBody, Params } from '../http/schemas';
import type { AppDeps } from '../services';
import type { Locale } from '../i18n';
import { orderView, type Order, type OrderService } from '../services/orders';
import { isWholeBani } from '@nori/core/money';

const text = (max: number) => z.string().trim().max(max);
/** A promo code as typed: the API compares it normalized (@nori/core/offerCode). */
export const PromoCodeSchema = z.string().max(64).openapi({
  description: 'as typed: case, spaces, dashes and Cyrillic look-alike letters do not count',
  example: 'SUSHI10',
});
const id = z.number({ error: 'field.invalid' }).int().positive().max(2_147_483_647);

export const AddressSchema = z
  .strictObject({
    street: text(120).min(1),
    house: text(20).min(1),
    apartment: text(20).optional(),
    entrance: text(20).optional(),
    floor: text(20).optional(),
    intercom: text(20).optional(),
  })
  .openapi('Address');

export const OrderRequestSchema = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          product_id: id,
          quantity: z.number().int().min(1).max(99),
          modifiers: z
            .array(z.strictObject({ id, quantity: z.number().int().min(1).max(20) }))
            .max(20)
            .default([]),
        }),
      )
      .min(1)
      .max(50),
    order_type: z.enum(['delivery', 'pickup']),
    region_id: id.nullable().optional(),
    address: AddressSchema.nullable().optional(),
    restaurant_id: id.nullable().optional(),
    scheduled_at: z.iso
      .datetime({ offset: true, error: 'field.invalid' })
      .nullable()
      .optional()
      .openapi({ description: 'null or absent: as soon as possible' }),
    payment_type: z.enum(['card_online', 'cash', 'card_courier']),
    bonuses: z
      .number()
      .min(0)
      .max(1_000_000)
      .refine(isWholeBani, 'field.invalid')
      .default(0)
      .openapi({ description: 'MDL of bonuses to spend (signed-in only; at most 30% of the goods)' }),
    comment: text(500).nullable().optional(),
    contact: z.strictObject({
      name: text(60).min(1),
      phone: PhoneSchema,
    }),
    promo_code: PromoCodeSchema.nullable().optional(),
  })
  .openapi('OrderRequest');

const Money = z.number().openapi({ description: 'MDL' });
export const OrderOfferSchema = z
  .object({
    code: z.string().nullable().openapi({ description: 'null: an offer that applied by itself' }),
    title: z.string(),
    discount: Money,
    delivery_discount: Money,
  })
  .openapi('OrderOffer', { description: 'An offer the order got, as priced when it was placed' });
export const OrderSchema = z
  .object({
    id: z.number(),
    status: z.enum(ORDER_STATES),
    order_type: z.enum(['delivery', 'pickup']),
    payment_type: z.string(),
    region_id: z.number().nullable(),
    restaurant_id: z.number(),
    address: AddressSchema.nullable(),
    scheduled_at: z.string().nullable(),
    contact: z.object({ name: z.string(), phone: z.string() }),
    comment: z.string().nullable(),
    items: z.array(
      z.object({
        product_id: z.number(),
        slug: z.string(),
        name: z.string(),
        price: Money,
        quantity: z.number(),
        modifiers: z.array(z.object({ id: z.number(), name: z.string(), price: Money, quantity: z.number() })),
        line_total: Money,
      }),
    ),
    subtotal: Money,
    delivery_fee: Money.openapi({ description: 'MDL: the fee without offers (`delivery_discount` comes off it)' }),
    bonuses_spent: Money,
    // Always sent; optional in the contract for backends without offers (@nori/core/contract's Order).
    discount: Money.optional().openapi({ description: 'MDL taken off the goods by offers (always sent by this API)' }),
    delivery_discount: Money.optional().openapi({
      description: 'MDL taken off the delivery fee by offers (always sent by this API)',
    }),
    offers: z
      .array(OrderOfferSchema)
      .optional()
      .openapi({ description: 'In the order they applied (always sent by this API)' }),
    total: Money.openapi({
      description: 'MDL: subtotal − discount + delivery_fee − delivery_discount − bonuses_spent',
    }),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    promised_at: z
      .string()
      .nullable()
      .openapi({ description: 'Set on acceptance: arrival (delivery) or ready (pickup)' }),
    cancel_reason: z.string().nullable(),
    timeline: z
      .array(
        z.object({
          status: z.enum(ORDER_STATES),
          at: z.string(),
          promised_at: z.string().nullable(),
          reason: z.string().nullable(),
        }),
      )
      .openapi({ description: 'Every change of state, oldest first' }),
    review: z.object({ rating: z.number(), text: z.string().nullable() }).nullable(),
  })
  .openapi('Order');

export const TrackingSchema = z
  .object({ token: z.string(), url: z.string() })
  .openapi('OrderTracking', { description: 'A private read link to this order (also in the shopper’s SMS)' });

/** Views of several orders, with their items and history read in two queries. */
export async function orderViews(orders: OrderService, list: Order[], locale: Locale) {
  const { items, events, offers } = await orders.details(list.map((o) => o.id));
  return list.map((o) => orderView(o, items.get(o.id) ?? [], events.get(o.id) ?? [], offers.get(o.id) ?? [], locale));
}

const PaymentRedirect = z.object({ redirect_url: z.string() }).openapi('PaymentRedirect');

export function orderRoutes({ services, config }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { orders, payments, tokens, lifecycle, codeGuard } = services;
  const view = async (order: Order, locale: Locale) => (await orderViews(orders, [order], locale))[0]!;

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/orders',
      summary: 'Place an order (guest or signed in); the server prices it',
      description:
        'Idempotency-Key: the same key replays the first order (200); the same key with another body is a 422. ' +
        'Card orders come with `payment.redirect_url` to the hosted checkout.',
      security: [{}, ...bearer],
      middleware: [auth(tokens, 'optional')],
      request: {
        headers: z.object({
          'idempotency-key': z
            .string({ error: 'order.idempotencyKey.required' })
            .regex(/^[A-Za-z0-9_-]{8,100}$/, 'order.idempotencyKey.required'),
        }),
        body: jsonBody(OrderRequestSchema),
      },
      responses: {
        201: json(
          z.object({ order: OrderSchema, payment: PaymentRedirect.nullable(), tracking: TrackingSchema }),
          'Order created',
        ),
        200: json(
          z.object({ order: OrderSchema, payment: PaymentRedirect.nullable(), tracking: TrackingSchema }),
          'Replayed: this key already made the order',
        ),
        401: errors[401],
        422: errors[422],
        429: errors[429],
        502: errors[502],
      },
    }),
    async (c) => {
      const locale = c.get('locale');
      await codeGuard(c.req.valid('json').promo_code, clientIp(c, config.trustProxy));
      const { order, replayed, items, events, offers } = await orders.create(
        c.get('user'),
        c.req.valid('json'),
        c.req.valid('header')['idempotency-key'],
        locale,
      );
      const redirect = await payments.redirectFor(order, locale);
      const body = {
        // A new order's items and first event are in hand; a replay reads them.
        order: items && events && offers ? orderView(order, items, events, offers, locale) : await view(order, locale),
        payment: redirect ? { redirect_url: redirect } : null,
        tracking: orders.tracking(order),
      };
      return replayed ? c.json(body, 200) : c.json(body, 201);
    },
  );

  const signedIn = [auth(tokens, 'required')];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/orders',
      summary: 'Own order history, newest first',
      security: bearer,
      middleware: signedIn,
      request: {
        query: z.strictObject({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
      responses: {
        200: json(
          z.object({
            data: z.array(OrderSchema),
            meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
          }),
          'Orders',
        ),
        401: errors[401],
        422: errors[422],
      },
    }),
    async (c) => {
      const { page, per_page } = c.req.valid('query');
      const locale = c.get('locale');
      const { list, total } = await orders.history(currentUser(c), page, per_page);
      return c.json(
        {
          data: await orderViews(orders, list, locale),
          meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/orders/{id}',
      summary: 'One own order (anyone else’s is a 404)',
      security: bearer,
      middleware: signedIn,
      request: { params: Params },
      responses: { 200: json(z.object({ data: OrderSchema }), 'Order'), 401: errors[401], 404: errors[404] },
    }),
    async (c) => {
      const order = await orders.own(currentUser(c), c.req.valid('param').id);
      return c.json({ data: await view(order, c.get('locale')) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/orders/{id}/review',
      summary: 'Rate an own paid or accepted order, once',
      security: bearer,
      middleware: signedIn,
      request: {
        params: Params,
        body: jsonBody(
          z.strictObject({ rating: z.number().int().min(1).max(5), text: text(1000).nullable().optional() }),
        ),
      },
      responses: {
        200: json(z.object({ data: OrderSchema }), 'Reviewed'),
        401: errors[401],
        404: errors[404],
        409: errors[409],
        422: errors[422],
      },
    }),
    async (c) => {
      const { rating, text: review } = c.req.valid('json');
      const order = await orders.review(currentUser(c), c.req.valid('param').id, rating, review);
      return c.json({ data: await view(order, c.get('locale')) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/orders/{id}/pay',
      summary: 'Start another card payment for an own unpaid order',
      security: bearer,
      middleware: signedIn,
      request: { params: Params },
      responses: {
        200: json(z.object({ payment: PaymentRedirect }), 'New checkout address'),
        401: errors[401],
        404: errors[404],
        409: errors[409],
        502: errors[502],
      },
    }),
    async (c) => {
      const order = await orders.own(currentUser(c), c.req.valid('param').id);
      return c.json({ payment: { redirect_url: await payments.retry(order, c.get('locale')) } }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/orders/{id}/cancel',
      summary: 'Cancel an own order while it is still placed (not yet accepted by the restaurant)',
      description: 'Bonuses spent come back; a paid card order is refunded. Later, a 409 names the restaurant’s phone.',
      security: bearer,
      middleware: signedIn,
      request: { params: Params },
      responses: {
        200: json(z.object({ data: OrderSchema }), 'Cancelled'),
        401: errors[401],
        404: errors[404],
        409: errors[409],
      },
    }),
    async (c) => {
      const own = await orders.own(currentUser(c), c.req.valid('param').id);
      const order = await lifecycle.transition(own.id, 'cancelled', { actor: 'shopper' });
      return c.json({ data: await view(order, c.get('locale')) }, 200);
    },
  );

  // Any malformed token is simply not found: the link's shape is nobody's business.
  const TrackToken = z.object({ token: z.string() });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/orders/track/{token}',
      summary: 'One order by its private read link (guests and signed-in shoppers alike)',
      request: { params: TrackToken },
      responses: { 200: json(z.object({ data: OrderSchema }), 'Order'), 404: errors[404] },
    }),
    async (c) => {
      const order = await orders.tracked(c.req.valid('param').token);
      c.header('cache-control', 'private, no-store');
      return c.json({ data: await view(order, c.get('locale')) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/orders/track/{token}/cancel',
      summary: 'Cancel an order by its private read link while it is still placed',
      request: { params: TrackToken },
      responses: { 200: json(z.object({ data: OrderSchema }), 'Cancelled'), 404: errors[404], 409: errors[409] },
    }),
    async (c) => {
      const tracked = await orders.tracked(c.req.valid('param').token);
      const order = await lifecycle.transition(tracked.id, 'cancelled', { actor: 'shopper' });
      return c.json({ data: await view(order, c.get('locale')) }, 200);
    },
  );

  return app;
}
