// Development-only helpers (absent when NODE_ENV=production).
import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { smsOutbox } from '../db/schema';
import type { AppEnv } from '../http/context';
import { validationError } from '../http/errors';
import type { AppDeps } from '../services';

const OutboxQuery = z.strictObject({
  phone: z
    .string()
    .regex(/^\d{8,15}$/, 'auth.phone.invalid')
    .optional(),
});

export function devRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  /** The SMS outbox, newest first: `{ data: [{ phone, code, text, sent_at }] }`. */
  app.get('/dev/sms-outbox', async (c) => {
    const parsed = OutboxQuery.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    const { phone } = parsed.data;
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(phone ? eq(smsOutbox.phone, phone) : undefined)
      .orderBy(desc(smsOutbox.id))
      .limit(50);
    return c.json({
      data: rows.map((r) => ({ phone: r.phone, code: r.code, text: r.text, sent_at: r.sentAt.toISOString() })),
    });
  });

  return app;
}
