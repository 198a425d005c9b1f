// The HTTP application: middleware, error handling, the OpenAPI document and every route.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv } from './http/context';
import type { StreamSettings } from './http/eventStream';
import { ApiError, toErrorResponse, validationError } from './http/errors';
import { securityHeaders } from './http/security';
import { textGuard } from './http/textGuard';
import { localeFromHeader, translate } from './i18n';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { devRoutes } from './routes/dev';
import { devPayRoutes } from './routes/devPay';
import { faviconRoutes } from './routes/favicon';
import { imageRoutes } from './routes/images';
import { staffImageRoutes } from './routes/staffImages';
import { dictionaryRoutes } from './routes/dictionaries';
import { orderRoutes } from './routes/orders';
import { offerRoutes } from './routes/offers';
import { paymentRoutes } from './routes/payments';
import { vivaWebhookRoutes } from './routes/vivaWebhook';
import { profileRoutes } from './routes/profile';
import { staffAdminRoutes } from './routes/staffAdmin';
import { staffRoutes } from './routes/staff';
import { manageBusinessRoutes } from './routes/manageBusiness';
import { manageCatalogRoutes } from './routes/manageCatalog';
import { manageCatalogTransferRoutes } from './routes/manageCatalogTransfer';
import { manageOfferRoutes } from './routes/manageOffers';
import { streamRoutes } from './routes/streams';
import { generatedImagesDir } from './paths';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import type { AppDeps } from './services';

export const MAX_BODY_BYTES = 64 * 1024;
/** Staff uploads that need more than MAX_BODY_BYTES: a photo (with its multipart envelope) and a whole menu. */
export const LARGE_BODY_BYTES: Record<string, number> = {
  '/api/staff/images': CATALOG_LIMITS.photoBytes + 64 * 1024,
  '/api/staff/catalog/import': 4 * 1024 * 1024,
};

export function createApp(deps: AppDeps, options: { imagesDir?: string; streamSettings?: StreamSettings } = {}) {
  const { config, log } = deps;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });

  app.use('*', async (c, next) => {
    c.set('locale', localeFromHeader(c.req.header('accept-language')));
    c.set('user', null);
    const started = performance.now();
    await next();
    // Method, path and status only: no query string, headers or bodies, so no code or token is logged.
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  app.use('*', securityHeaders);
  const allowCors = cors({
    origin: (origin) => (config.corsOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Last-Event-ID: an EventSource reconnecting to a live stream sends it, and it is not CORS-safelisted.
    allowHeaders: [
      'Content-Type',
      'Authorization',
      'Accept-Language',
      'X-Request-Signature',
      'Idempotency-Key',
      'Last-Event-ID',
    ],
    exposeHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  });
  // The back office calls /api/staff/* with its session cookie: only from its own origins, credentials allowed.
  const allowStaffCors = cors({
    origin: (origin) => (config.staffOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept-Language', 'X-CSRF-Token', 'Last-Event-ID'],
    // The menu export's file name (Content-Disposition) is read by the back office's download.
    exposeHeaders: ['Retry-After', 'Content-Disposition'],
    credentials: true,
    maxAge: 600,
  });
  // Only browsers send Origin; server-side calls (the storefront's SSR) skip the CORS work.
  app.use('*', (c, next) =>
    !c.req.header('origin')
      ? next()
      : c.req.path.startsWith('/api/staff/')
        ? allowStaffCors(c, next)
        : allowCors(c, next),
  );
  const limiter = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'error.payloadTooLarge');
      },
    });
  const limitBody = limiter(MAX_BODY_BYTES);
  const largeLimits = new Map(Object.entries(LARGE_BODY_BYTES).map(([path, max]) => [path, limiter(max)]));
  // Only requests that carry a body: reading `body` makes the Node adapter build a full Request, which
  // would slow every GET down.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS'
      ? next()
      : (largeLimits.get(c.req.path) ?? limitBody)(c, next),
  );
  // No NUL byte or lone surrogate in any body or query string (a 422 naming the field): one rule for all.
  app.use('*', textGuard);

  app.onError((err, c) => toErrorResponse(c, err, c.get('locale'), log));
  app.notFound((c) =>
    c.json({ message: translate(c.get('locale'), 'error.routeNotFound', { path: c.req.path }) }, 404),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.route('/', faviconRoutes());
  app.route('/', imageRoutes({ ...deps, imagesDir: options.imagesDir ?? generatedImagesDir }));
  app.route('/', staffImageRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', dictionaryRoutes(deps));
  app.route('/', catalogRoutes(deps));
  app.route('/', orderRoutes(deps));
  app.route('/', offerRoutes(deps));
  app.route('/', paymentRoutes(deps));
  app.route('/', accountRoutes(deps));
  app.route('/', staffRoutes(deps));
  app.route('/', staffAdminRoutes(deps));
  app.route('/', manageBusinessRoutes(deps));
  app.route('/', manageCatalogRoutes(deps));
  app.route('/', manageCatalogTransferRoutes(deps));
  app.route('/', manageOfferRoutes(deps));
  app.route('/', streamRoutes(deps, options.streamSettings));
  if (deps.paymentProvider.name === 'viva') app.route('/', vivaWebhookRoutes(deps));
  if (config.devRoutes) app.route('/', devRoutes(deps));
  if (config.devRoutes && deps.paymentProvider.name === 'simulated') app.route('/', devPayRoutes(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Nori API',
      version: '1.0.0',
      description:
        'The storefront contract. Errors are `{ message, errors? }`; messages follow Accept-Language (ro, ru, en, uk). Money is MDL.',
    },
    servers: [{ url: config.publicApiUrl }],
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
