// Wires the services together. Tests build the same graph with their own clock, database and providers.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { httpSms } from '../providers/sms/http';
import { outboxSms } from '../providers/sms/outbox';
import type { SmsProvider } from '../providers/sms/types';
import { simulatedPayments } from '../providers/payments/simulated';
import type { PaymentProvider } from '../providers/payments/types';
import { vivaPayments } from '../providers/payments/viva';
import { createCatalogService } from './catalog';
import type { Clock } from './clock';
import { createAccountService } from './account';
import { createCodeService } from './codes';
import { createOrderService } from './orders';
import { createPaymentService } from './payments';
import { createJobHandlers } from './jobHandlers';
import type { JobQueue } from './jobs';
import { createLifecycleService } from './lifecycle';
import { createProfileService } from './profile';
import { createStaffService } from './staff';
import { createTokenService } from './tokens';

export type DepsInput = {
  config: Config;
  db: Db;
  clock: Clock;
  log: Logger;
  sms?: SmsProvider;
  paymentProvider?: PaymentProvider;
  fetch?: typeof fetch;
  /** The durable job queue (pg-boss); services only send jobs into it. */
  jobs: Pick<JobQueue, 'enqueue'>;
};

function defaultSms({ config, db, clock, log }: DepsInput): SmsProvider {
  if (config.sms.provider === 'http') {
    if (!config.sms.httpUrl) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
    return httpSms({ url: config.sms.httpUrl, token: config.sms.httpToken, sender: config.sms.sender });
  }
  return outboxSms(db, clock, log, config.env === 'development');
}

function defaultPayments({ config, db, clock, fetch: fetchImpl }: DepsInput): PaymentProvider {
  return config.payments.provider === 'viva'
    ? vivaPayments(config.payments.viva, config, fetchImpl)
    : simulatedPayments(db, config.publicApiUrl, clock);
}

export function createDeps(input: DepsInput) {
  const { config, db, clock, log, jobs } = input;
  const sms = input.sms ?? defaultSms(input);
  const paymentProvider = input.paymentProvider ?? defaultPayments(input);
  const tokens = createTokenService(db, clock, config.tokenTtlDays);
  const catalog = createCatalogService(db, clock, config.publicApiUrl, config.catalogCacheMs);
  const lifecycle = createLifecycleService(db, clock, config, jobs);
  const orders = createOrderService(db, clock, config, lifecycle);
  const payments = createPaymentService(db, clock, config, paymentProvider, log, lifecycle, jobs);
  const services = {
    tokens,
    catalog,
    codes: createCodeService({ db, clock, config, sms, log }),
    profile: createProfileService(db, clock),
    orders,
    lifecycle,
    payments,
    account: createAccountService(db, config),
    staff: createStaffService(db, clock, config),
  };
  const jobHandlers = createJobHandlers({ db, clock, config, log, sms, orders, lifecycle, payments });
  return { ...input, sms, paymentProvider, services, jobHandlers };
}

export type AppDeps = ReturnType<typeof createDeps>;
