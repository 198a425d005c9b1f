// GET /api/get-profile and POST /api/update-profile (spec §7).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { auth } from '../http/auth';
import { currentUser, type AppEnv } from '../http/context';
import { bearer, errors, json, jsonBody } from '../http/schemas';
import type { AppDeps } from '../services';
import { profileView } from '../services/profile';

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    birthday: z.string().nullable().openapi({ example: '1990-05-17' }),
    referral_code: z.string(),
    referrer_id: z.number().int().nullable(),
    bonus_balance: z.number().openapi({ description: 'MDL' }),
  })
  .openapi('Profile');

const personName = (key: 'profile.name.invalid' | 'profile.surname.invalid') =>
  z
    .string({ error: key })
    .trim()
    .min(2, key)
    .max(50, key)
    .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, key);

const ProfileUpdateSchema = z
  .strictObject({
    name: personName('profile.name.invalid'),
    surname: personName('profile.surname.invalid'),
    birthday: z.string({ error: 'profile.birthday.invalid' }).max(10, 'profile.birthday.invalid').nullable().optional(),
    referrer_id: z
      .union([z.string().max(40), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
      .nullable()
      .optional(),
  })
  .openapi('ProfileUpdate');

export function profileRoutes({ services }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const signedIn = [auth(services.tokens, 'required')];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/get-profile',
      summary: 'The signed-in customer',
      security: bearer,
      middleware: signedIn,
      responses: { 200: json(z.object({ data: ProfileSchema }), 'Profile'), 401: errors[401] },
    }),
    (c) => c.json({ data: profileView(currentUser(c)) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/update-profile',
      summary: 'Complete or update the profile',
      description:
        'Names 2–50 letters; birthday YYYY-MM-DD, a real date, age 18+, cannot change once set (null keeps it); ' +
        'referrer_id (a referral code or user id) is applied once, never oneself, and ignored when unknown.',
      security: bearer,
      middleware: signedIn,
      request: { body: jsonBody(ProfileUpdateSchema) },
      responses: { 200: json(z.object({ user: ProfileSchema }), 'Updated'), 401: errors[401], 422: errors[422] },
    }),
    async (c) => {
      const user = await services.profile.update(currentUser(c), c.req.valid('json'));
      return c.json({ user: profileView(user) }, 200);
    },
  );

  return app;
}
