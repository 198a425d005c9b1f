// Viva webhooks. GET answers the verification with `{ Key }`; POST receives "Transaction Payment Created"
// (1796) and "Transaction Failed" (1798). The payload is never trusted: the transaction is retrieved
// from Viva before anything changes.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import type { AppDeps } from '../services';

export const VIVA_EVENTS = { paymentCreated: 1796, transactionFailed: 1798 } as const;

const Notification = z
  .object({
    EventTypeId: z.number(),
    EventData: z
      .object({ TransactionId: z.string().max(100), OrderCode: z.union([z.number(), z.string()]).optional() })
      .loose(),
  })
  .loose();

export function vivaWebhookRoutes({ paymentProvider, services, log }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get('/api/payments/viva/webhook', async (c) => {
    const key = await paymentProvider.webhookKey?.();
    return c.json({ Key: key ?? '' });
  });

  app.post('/api/payments/viva/webhook', async (c) => {
    const parsed = Notification.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ ok: false }, 400);
    const { EventTypeId, EventData } = parsed.data;
    if (EventTypeId === VIVA_EVENTS.paymentCreated || EventTypeId === VIVA_EVENTS.transactionFailed) {
      const result = await services.payments.confirmFromWebhook(EventData.TransactionId);
      log.info({ event: EventTypeId, orderId: result?.order_id, status: result?.status }, 'viva webhook');
    }
    // 200 tells Viva to stop retrying; failures above throw and get a 5xx, so Viva retries later.
    return c.json({ ok: true });
  });

  return app;
}
