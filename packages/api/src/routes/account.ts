// Bonuses, referral and favourites of the signed-in customer.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { auth } from '../http/auth';
import { currentUser, type AppEnv } from '../http/context';
import { bearer, bodyId, errors, json, jsonBody } from '../http/schemas';
import type { AppDeps } from '../services';

const FavoritesSchema = z.object({ ids: z.array(z.number()) }).openapi('Favorites');

export function accountRoutes({ services }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const { account, tokens } = services;
  const signedIn = [auth(tokens, 'required')];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/bonuses',
      summary: 'Bonus balance and ledger (MDL)',
      security: bearer,
      middleware: signedIn,
      responses: {
        200: json(
          z
            .object({
              balance: z.number(),
              transactions: z.array(
                z.object({
                  id: z.number(),
                  amount: z.number().openapi({ description: 'MDL; negative when spent' }),
                  kind: z.enum(['earn', 'spend', 'referral', 'refund']),
                  order_id: z.number().nullable(),
                  created_at: z.string(),
                }),
              ),
            })
            .openapi('Bonuses'),
          'Bonuses',
        ),
        401: errors[401],
      },
    }),
    async (c) => c.json(await account.bonuses(currentUser(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/referral',
      summary: 'Own referral code and link, people invited and bonuses earned',
      security: bearer,
      middleware: signedIn,
      responses: {
        200: json(
          z.object({ code: z.string(), link: z.string(), invited: z.number(), earned: z.number() }).openapi('Referral'),
          'Referral',
        ),
        401: errors[401],
      },
    }),
    async (c) => c.json(await account.referral(currentUser(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/favorites',
      summary: 'Favourite product ids',
      security: bearer,
      middleware: signedIn,
      responses: { 200: json(FavoritesSchema, 'Favourites'), 401: errors[401] },
    }),
    async (c) => c.json({ ids: await account.favorites(currentUser(c)) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/api/favorites',
      summary: 'Replace the favourite product ids',
      security: bearer,
      middleware: signedIn,
      request: {
        body: jsonBody(z.strictObject({ ids: z.array(bodyId).max(500) })),
      },
      responses: { 200: json(FavoritesSchema, 'Saved'), 401: errors[401], 422: errors[422] },
    }),
    async (c) => c.json({ ids: await account.setFavorites(currentUser(c), c.req.valid('json').ids) }, 200),
  );

  return app;
}
