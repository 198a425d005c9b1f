// Phone sign-in (spec §7): request a code, exchange it for a token, and log out.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps } from '../services';
import { auth, bearerToken } from '../http/auth';
import { clientIp, type AppEnv } from '../http/context';
import { ApiError, fieldError } from '../http/errors';
import { PhoneSchema, phoneRefusal } from '../http/phone';
import { bearer, errors, json, jsonBody } from '../http/schemas';
import { verifyPhoneSignature } from '../services/signature';

const PhoneRequest = z.strictObject({ phone: PhoneSchema }).openapi('PhoneRequest');
const CodeRequest = z
  .strictObject({
    phone: PhoneSchema,
    code: z.union([z.string().max(20), z.number().int().nonnegative().max(99_999_999)], {
      error: 'field.invalid',
    }),
  })
  .openapi('CodeRequest');

export function authRoutes({ config, clock, services }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/via-phone-number',
      summary: 'Send a one-time sign-in code by SMS',
      description:
        'X-Request-Signature = SHA-256 hex of phone + SIGNATURE_SUFFIX + today as DD/MM/YYYY (Europe/Chisinau; ±1 day). ' +
        'Same answer whether the phone belongs to a customer or not.',
      request: {
        headers: z.object({ 'x-request-signature': z.string().max(128).optional() }),
        body: jsonBody(PhoneRequest),
      },
      responses: {
        200: json(z.object({ success: z.literal(true) }), 'Code sent'),
        403: json(z.object({ message: z.string() }), 'Bad request signature'),
        422: errors[422],
        429: errors[429],
        502: errors[502],
      },
    }),
    async (c) => {
      const { phone } = c.req.valid('json');
      const signature = c.req.valid('header')['x-request-signature'] ?? '';
      if (!verifyPhoneSignature(phone, signature, config.signatureSuffix, clock.now())) {
        throw new ApiError(403, 'auth.signature.invalid');
      }
      const refusal = phoneRefusal(phone, config.sms.countryCodes);
      if (refusal) throw fieldError('phone', refusal);
      await services.codes.send(phone, clientIp(c, config.trustProxy), c.get('locale'));
      return c.json({ success: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/sms-code-check',
      summary: 'Exchange a one-time code for a token',
      request: { body: jsonBody(CodeRequest) },
      responses: {
        200: json(z.object({ token: z.string() }).openapi('TokenResponse'), 'Signed in'),
        404: errors[404],
        422: errors[422],
      },
    }),
    async (c) => {
      const { phone, code } = c.req.valid('json');
      const length = config.codes.length;
      // A client that sends the code as a number loses leading zeros: put them back.
      const digits = typeof code === 'number' ? String(code).padStart(length, '0') : code.trim();
      if (!new RegExp(`^\\d{${length}}$`).test(digits)) {
        throw fieldError('code', { key: 'auth.code.invalid', params: { length } });
      }
      const user = await services.codes.verify(phone, digits);
      return c.json({ token: await services.tokens.issue(user.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/logout',
      summary: 'Revoke the current token',
      security: bearer,
      middleware: [auth(services.tokens, 'required')],
      responses: { 200: json(z.object({ success: z.literal(true) }), 'Token revoked'), 401: errors[401] },
    }),
    async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      if (token) await services.tokens.revoke(token);
      return c.json({ success: true as const }, 200);
    },
  );

  return app;
}
