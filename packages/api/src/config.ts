// Configuration from environment variables, with safe defaults. Every variable is listed in README.md.
import path from 'node:path';
import { DEFAULT_ORDER_RULES, type OrderRules } from '@nori/core';
import { z } from 'zod';
import { packageRoot } from './paths';
import { toBani } from '@nori/core/money';

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);
const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  PUBLIC_API_URL: z.string().url().optional(),
  PUBLIC_SITE_URL: z.string().url().default('http://127.0.0.1:3000'),
  CORS_ORIGINS: csv.optional(),
  STAFF_ORIGINS: csv.default(() => ['http://127.0.0.1:3001', 'http://localhost:3001']),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),

  AUTH_SECRET: z.string().min(16).default('nori-development-secret-change-me'),
  SIGNATURE_SUFFIX: z.string().default('nori'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('Nori'),
  SMS_COUNTRY_CODES: csv.default(() => [...DEFAULT_ORDER_RULES.phone_country_codes]),
  CODE_LENGTH: z.coerce.number().int().min(4).max(8).default(4),
  CODE_TTL_SECONDS: int(300),
  CODE_MAX_ATTEMPTS: int(5),
  CODE_RESEND_SECONDS: int(60),
  CODE_PER_PHONE_PER_HOUR: int(5),
  CODE_PER_IP_PER_HOUR: int(20),
  TOKEN_TTL_DAYS: int(365),

  PAYMENT_PROVIDER: z.enum(['simulated', 'viva']).default('simulated'),
  VIVA_ACCOUNTS_URL: z.string().url().default('https://demo-accounts.vivapayments.com'),
  VIVA_API_URL: z.string().url().default('https://demo-api.vivapayments.com'),
  VIVA_CHECKOUT_URL: z.string().url().default('https://demo.vivapayments.com'),
  VIVA_CLIENT_ID: z.string().default(''),
  VIVA_CLIENT_SECRET: z.string().default(''),
  VIVA_MERCHANT_ID: z.string().default(''),
  VIVA_API_KEY: z.string().default(''),
  VIVA_SOURCE_CODE: z.string().optional(),

  BONUS_EARN_PERCENT: int(DEFAULT_ORDER_RULES.bonus_earn_percent),
  BONUS_SPEND_MAX_PERCENT: int(DEFAULT_ORDER_RULES.bonus_spend_max_percent),
  BONUS_REFERRAL_MDL: int(50),
  ORDER_LEAD_MINUTES: int(DEFAULT_ORDER_RULES.lead_minutes),
  ORDER_MAX_DAYS_AHEAD: int(DEFAULT_ORDER_RULES.max_days_ahead),
  CATALOG_CACHE_SECONDS: int(5),

  ORDER_ALERT_MINUTES: int(5),
  ORDER_PREP_MINUTES: int(30),
  PAYMENT_TIMEOUT_MINUTES: int(35),
  JOB_WORKERS: z.enum(['0', '1']).default('1'),
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  STAFF_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(15),
});

export type Env = z.input<typeof envSchema>;

/**
 * A URL's origin; on this machine also its other loopback spelling, because a shop started on another
 * port (`PORT=3600 npm start`) is as likely to be opened at localhost:3600 as at the 127.0.0.1:3600 it prints.
 */
function loopbackSpellings(url: string): string[] {
  const { protocol, hostname, port, origin } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') return [origin];
  return ['127.0.0.1', 'localhost'].map((host) => `${protocol}//${host}${port ? `:${port}` : ''}`);
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')));
  const repoRoot = path.resolve(packageRoot, '..', '..');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    /** Development-only routes (`/dev/...`) exist unless NODE_ENV=production. */
    devRoutes: e.NODE_ENV !== 'production',
    host: e.API_HOST,
    port: e.API_PORT,
    publicApiUrl: (e.PUBLIC_API_URL ?? `http://127.0.0.1:${e.API_PORT}`).replace(/\/$/, ''),
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/$/, ''),
    /** Browser origins allowed to call: CORS_ORIGINS, or the local storefront and PUBLIC_SITE_URL's origin(s). */
    corsOrigins: e.CORS_ORIGINS ?? [
      ...new Set(['http://127.0.0.1:3000', 'http://localhost:3000', ...loopbackSpellings(e.PUBLIC_SITE_URL)]),
    ],
    /** The back office's origins: the only ones allowed to call /api/staff/* from a browser, with its cookie. */
    staffOrigins: e.STAFF_ORIGINS,
    trustProxy: e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ?? path.join(repoRoot, '.data', 'pglite'),
    /** Uploaded photos' variants (`{hash}-{width}.{avif|webp}`), beside the embedded database's folder. */
    uploadsDir: e.UPLOADS_DIR ?? path.join(repoRoot, '.data', 'uploads'),
    authSecret: e.AUTH_SECRET,
    signatureSuffix: e.SIGNATURE_SUFFIX,
    sms: {
      provider: e.SMS_PROVIDER,
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      sender: e.SMS_SENDER,
      countryCodes: e.SMS_COUNTRY_CODES,
    },
    codes: {
      length: e.CODE_LENGTH,
      ttlSeconds: e.CODE_TTL_SECONDS,
      maxAttempts: e.CODE_MAX_ATTEMPTS,
      resendSeconds: e.CODE_RESEND_SECONDS,
      perPhonePerHour: e.CODE_PER_PHONE_PER_HOUR,
      perIpPerHour: e.CODE_PER_IP_PER_HOUR,
    },
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      viva: {
        accountsUrl: e.VIVA_ACCOUNTS_URL.replace(/\/$/, ''),
        apiUrl: e.VIVA_API_URL.replace(/\/$/, ''),
        checkoutUrl: e.VIVA_CHECKOUT_URL.replace(/\/$/, ''),
        clientId: e.VIVA_CLIENT_ID,
        clientSecret: e.VIVA_CLIENT_SECRET,
        merchantId: e.VIVA_MERCHANT_ID,
        apiKey: e.VIVA_API_KEY,
        sourceCode: e.VIVA_SOURCE_CODE,
      },
    },
    bonus: { referralBani: toBani(e.BONUS_REFERRAL_MDL) },
    /** What an order is checked against; served to shops at GET /api/order-rules. */
    orderRules: {
      lead_minutes: e.ORDER_LEAD_MINUTES,
      max_days_ahead: e.ORDER_MAX_DAYS_AHEAD,
      slot_step_minutes: DEFAULT_ORDER_RULES.slot_step_minutes,
      bonus_spend_max_percent: e.BONUS_SPEND_MAX_PERCENT,
      bonus_earn_percent: e.BONUS_EARN_PERCENT,
      phone_country_codes: e.SMS_COUNTRY_CODES,
    } satisfies OrderRules,
    catalogCacheMs: e.CATALOG_CACHE_SECONDS * 1000,
    /** Minutes a released order may wait to be accepted before the restaurant gets an SMS. */
    orderAlertMinutes: e.ORDER_ALERT_MINUTES,
    /** Minutes the kitchen needs: a scheduled order reaches it this long (plus the area's delivery time) ahead. */
    kitchenPrepMinutes: e.ORDER_PREP_MINUTES,
    /** Minutes after which an unpaid card order is cancelled (the provider's checkout lasts 30). */
    paymentTimeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    /** Whether this process runs background jobs (any number of processes may). */
    jobWorkers: e.JOB_WORKERS === '1',
    staff: {
      sessionHours: e.STAFF_SESSION_HOURS,
      /** log2 of scrypt's N for new staff passwords. */
      passwordCost: e.STAFF_PASSWORD_COST,
      /** Secure cookies (and the __Host- prefix) when the API is served over https. */
      secureCookie: (e.PUBLIC_API_URL ?? '').startsWith('https://'),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
