// Live order status over Server-Sent Events: staff follow their restaurants, a shopper follows one order
// (signed in, or by its private read link). Every message is one row of `order_events` with the order's
// current view; reconnecting with Last-Event-ID replays what was missed (http/eventStream.ts).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { STREAM_HEARTBEAT_MS, STREAM_PING_EVENT } from '@nori/core/liveStream';
import { ORDER_STATES } from '@nori/core/orderLifecycle';
import { authFromHeaderOrQuery } from '../http/auth';
import { currentUser, type AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import {
  catalogStream,
  eventStream,
  lastEventIdOf,
  STREAM_SETTINGS,
  type Follow,
  type StreamSettings,
} from '../http/eventStream';
import { bearer, errors, id, Params } from '../http/schemas';
import { staffAuth, type StaffEnv } from '../http/staffAuth';
import { LOCALES, type Locale } from '../i18n';
import type { AppDeps } from '../services';
import { shopperSees, type FeedAudience, type FeedScope } from '../services/orderFeed';
import type { Order } from '../services/orders';
import { restaurantScope } from '../services/staff';
import { OrderSchema } from './orders';
import { StaffOrderSchema } from './staff';

const OrderEventSchema = z
  .object({
    id: z.number(),
    type: z.literal('status'),
    status: z.enum(ORDER_STATES),
    at: z.string(),
    promised_at: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .openapi('OrderEvent');
export const OrderStreamMessageSchema = z
  .object({ event: OrderEventSchema, order: OrderSchema })
  .openapi('OrderStreamMessage');
export const CatalogStreamMessageSchema = z
  .object({
    version: z.string().openapi({ description: '`settings.catalog_version`: an integer (as text) that only grows' }),
  })
  .openapi('CatalogStreamMessage');
export const StaffStreamMessageSchema = z
  .object({ event: StaffOrderSchema.shape.history.element, order: StaffOrderSchema })
  .openapi('StaffStreamMessage');

const Query = {
  last_event_id: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .openapi({ description: 'As the Last-Event-ID header, for clients that cannot send it; the header wins' }),
  lang: z
    .enum(LOCALES)
    .optional()
    .openapi({ description: 'Language of the views (EventSource cannot send Accept-Language); default: that header' }),
};
const Headers = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/, 'field.invalid')
    .optional()
    .openapi({ description: 'Sent by EventSource when it reconnects: the events after it are replayed first' }),
});

/** The heartbeat as both streams' descriptions say it. */
const HEARTBEAT =
  `\`event: ${STREAM_PING_EVENT}\` with \`data: {}\` and no \`id:\` every ${STREAM_HEARTBEAT_MS / 1000} s (it ` +
  'keeps proxies from closing the connection, and a client that hears nothing for two of them can take the ' +
  'connection for dead and reconnect; it leaves `Last-Event-ID` where it was)';

const DESCRIPTION =
  'A `text/event-stream`. It opens with `retry: 3000`, then each change is one message `event: order`, ' +
  '`id:` the event id, `data:` the JSON below; after any replay comes `event: ready` (`id:` where the stream ' +
  `stands, \`data: {"last_event_id"}\`), and ${HEARTBEAT}. Reconnect with ` +
  '`Last-Event-ID` (EventSource does it by itself) and the events missed are sent first, none twice; more ' +
  'than 1,000 behind (or from 0), `event: reset` comes instead: reload, then keep following.';
const stream = (schema: z.ZodType, what: string) => ({
  description: `${what}. Each message's data: this JSON.`,
  content: { 'text/event-stream': { schema } },
});

export function streamRoutes(
  { services, bus, feed, log, config }: AppDeps,
  settings: StreamSettings = STREAM_SETTINGS,
) {
  const app = new OpenAPIHono<AppEnv>();
  const staffApp = new OpenAPIHono<StaffEnv>();
  const { orders, staff, tokens } = services;

  /** What a stream of `audience` over `scope` sends, in `locale`. */
  const follow = (audience: FeedAudience, scope: FeedScope, locale: Locale, fresh: Follow['fresh']): Follow => ({
    scope,
    wants: (notice) => audience === 'staff' || shopperSees(notice.type),
    fresh,
    newestId: () => feed.lastEventId(),
    since: (after) => feed.since(audience, locale, scope, after),
    moreThan: (after, count) => feed.moreThan(scope, after, count),
    live: (notice) => feed.live(audience, locale, notice),
  });
  const deps = { bus, log, settings };
  /** A shopper's new stream starts with the order's latest change: its current state, at once. */
  const orderStream = (c: Parameters<typeof eventStream>[0], order: Order, locale: Locale, last: number | null) =>
    eventStream(
      c,
      deps,
      follow('shopper', { orderId: order.id }, locale, () => feed.beforeLatest(order.id)),
      last,
    );

  staffApp.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/events',
      summary: 'Live: every order event of the staff member’s restaurants (an owner: all)',
      description: `${DESCRIPTION} A new stream sends no backlog: load \`GET /api/staff/orders\` first, then follow. The session is checked again on every \`${STREAM_PING_EVENT}\` and at once when the member is changed (on any API process): signed out or disabled, the stream ends; given another role or other restaurants, it sends \`event: reset\` and ends, and the client reloads its list and reconnects with its new scope.`,
      middleware: [staffAuth(staff, config)],
      request: {
        query: z.object({
          ...Query,
          restaurant_id: id.optional(),
        }),
        headers: Headers,
      },
      responses: {
        200: stream(StaffStreamMessageSchema, 'Order events'),
        401: errors[401],
        403: errors[403],
        422: errors[422],
      },
    }),
    (c) => {
      const { restaurant_id, last_event_id, lang } = c.req.valid('query');
      const member = c.get('staff');
      const token = c.get('staffToken');
      const scope = restaurantScope(member);
      if (restaurant_id && scope !== 'all' && !scope.includes(restaurant_id))
        throw new ApiError(403, 'error.forbidden');
      const restaurantIds = restaurant_id ? [restaurant_id] : scope;
      return eventStream(
        c,
        deps,
        {
          ...follow('staff', { restaurantIds }, lang ?? c.get('locale'), async (newest) => newest),
          check: async () => {
            const now = await staff.authenticate(token);
            if (!now) return 'ended';
            return now.role === member.role && now.restaurantIds.join() === member.restaurantIds.join()
              ? 'allowed'
              : 'changed';
          },
          watch: (recheck) => bus.watchStaff(member.id, recheck),
        },
        lastEventIdOf(c.req.valid('header')['last-event-id'], last_event_id),
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/orders/{id}/events',
      summary: 'Live: the status of one own order',
      description: `${DESCRIPTION} A new stream first sends the order's latest change (its current state). The bearer token may come as \`?access_token=\` instead of the header, because EventSource cannot send headers (this call only; prefer a fetch-based client that sends the header, since URLs end up in histories and proxy logs).`,
      security: bearer,
      middleware: [authFromHeaderOrQuery(tokens)],
      request: {
        params: Params,
        query: z.object({ ...Query, access_token: z.string().optional() }),
        headers: Headers,
      },
      responses: { 200: stream(OrderStreamMessageSchema, 'The order’s changes'), 401: errors[401], 404: errors[404] },
    }),
    async (c) => {
      const { last_event_id, lang } = c.req.valid('query');
      const order = await orders.own(currentUser(c), c.req.valid('param').id);
      const last = lastEventIdOf(c.req.valid('header')['last-event-id'], last_event_id);
      return orderStream(c, order, lang ?? c.get('locale'), last);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/orders/track/{token}/events',
      summary: 'Live: the status of one order by its private read link',
      description: `${DESCRIPTION} A new stream first sends the order's latest change (its current state).`,
      request: { params: z.object({ token: z.string() }), query: z.object(Query), headers: Headers },
      responses: { 200: stream(OrderStreamMessageSchema, 'The order’s changes'), 404: errors[404] },
    }),
    async (c) => {
      const { last_event_id, lang } = c.req.valid('query');
      const order = await orders.tracked(c.req.valid('param').token);
      const last = lastEventIdOf(c.req.valid('header')['last-event-id'], last_event_id);
      return orderStream(c, order, lang ?? c.get('locale'), last);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/catalog/events',
      summary: 'Live: the catalog’s version, for caches in front of the API',
      description:
        'A `text/event-stream`. It opens with `retry: 3000` and `event: catalog` carrying the current version, ' +
        'then one such message after every change of the catalog, dictionaries, restaurants or rules (anything ' +
        'answered with `public, max-age`), by anyone — through the API or by SQL — on any API process; a burst ' +
        `of changes may come as one message, versions never go back; ${HEARTBEAT}. A ` +
        'cache that keeps those answers (the shop’s server) drops them when the version changes instead of ' +
        'waiting out their max-age. Holds nothing of anyone: no credentials, no replay.',
      responses: { 200: stream(CatalogStreamMessageSchema, 'The catalog’s version') },
    }),
    (c) => catalogStream(c, deps, () => services.catalog.version()),
  );

  app.route('/', staffApp);
  return app;
}
