// Wires the services together. Tests build the same graph with their own clock, database and providers.
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
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
import { createEventBus } from './eventBus';
import { createOrderService } from './orders';
import { createPaymentService } from './payments';
import { createJobHandlers } from './jobHandlers';
import type { JobQueue } from './jobs';
import { createLifecycleService } from './lifecycle';
import { createOrderFeed } from './orderFeed';
import { createProfileService } from './profile';
import { createReportService } from './reports';
import { createShopOffers } from './shopOffers';
import { createCodeGuard } from './codeGuesses';
import { createStaffAdminService } from './staffAdmin';
import { createStaffService } from './staff';
import { createTokenService } from './tokens';
import { manageContext } from './manage';

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
  /**
   * LISTEN on the database, for the event bus (`deps.bus.start()` after migrating). Without it this
   * process hears no order or catalog notices: its streams stay silent and its catalog follows the
   * periodic version check only.
   */
  listen?: Database['listen'];
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
    reports: createReportService(db),
    offers: createShopOffers(db, clock, config, catalog),
    codeGuard: createCodeGuard(db, clock),
  };
  const staffAdmin = createStaffAdminService(db, clock, config, services.staff);
  /** What management changes run in (services/manage.ts): audited, and bumping the catalog version. */
  const manage = manageContext(db, clock, catalog);
  const jobHandlers = createJobHandlers({ db, clock, config, log, sms, orders, lifecycle, payments });
  // One LISTEN per process, fanned out to its streams; the catalog drops its snapshot on a catalog notice.
  const bus = createEventBus(input.listen, log);
  bus.onCatalogChange(catalog.drop);
  const feed = createOrderFeed({ db, orders, staff: services.staff, acceptWithinMinutes: config.orderAlertMinutes });
  return { ...input, sms, paymentProvider, services: { ...services, staffAdmin }, manage, jobHandlers, bus, feed };
}

export type AppDeps = ReturnType<typeof createDeps>;
