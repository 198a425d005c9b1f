// Development SMS provider: messages are kept in the database (so every API process sees them) and
// listed by GET /dev/sms-outbox. In development the code is also printed to the log for convenience;
// it never is in test or production.
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Clock } from '../../services/clock';
import type { SmsMessage, SmsProvider } from './types';

export function outboxSms(db: Db, clock: Clock, log: Logger, printCodes: boolean): SmsProvider {
  return {
    async send({ phone, text, code }: SmsMessage) {
      await db.insert(smsOutbox).values({ phone, code: code ?? null, text, sentAt: clock.now() });
      if (printCodes) log.info(code ? `SMS to +${phone} : code ${code}` : `SMS to +${phone} : ${text}`);
    },
  };
}
