// Verifying the card provider's return redirect.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { errors, json, jsonBody } from '../http/schemas';
import type { AppDeps } from '../services';

export function paymentRoutes({ services }: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/payments/verify',
      summary: 'Check a return redirect (`t` transaction id, `s` payment order code) with the provider',
      description:
        'The order is marked paid only when the provider confirms the transaction. `failed` is not final: the order stays payable.',
      request: {
        body: jsonBody(
          z.strictObject({
            t: z.uuid({ error: 'field.invalid' }).openapi({ description: 'Transaction id from the redirect' }),
            s: z
              .string()
              .regex(/^\d{6,20}$/, 'field.invalid')
              .openapi({ description: 'Payment order code from the redirect' }),
          }),
        ),
      },
      responses: {
        200: json(
          z
            .object({
              order_id: z.number(),
              status: z.enum(['paid', 'failed', 'pending']),
              retry_url: z.string().nullable().openapi({ description: 'Checkout address to try again while unpaid' }),
            })
            .openapi('PaymentVerification'),
          'Verified',
        ),
        404: errors[404],
        422: errors[422],
        502: errors[502],
      },
    }),
    async (c) => {
      const { t, s } = c.req.valid('json');
      return c.json(await services.payments.verify(t, s), 200);
    },
  );

  return app;
}
