// The simulated provider's hosted checkout page (development only). Like Viva Smart Checkout it sends the
// shopper back to the storefront's return pages with `t`, `s`, `lang`, `eventId` and `eci`.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { simulatedTransactions } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { localeFromHeader, translate, type Locale } from '../i18n';
import type { AppDeps } from '../services';
import { toMdl } from '@nori/core/money';

const LANG_TAG: Record<Locale, string> = { ro: 'ro-RO', ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA' };
/** Viva's event ids: 0 is success, 10051 is "insufficient funds". */
const DECLINED_EVENT_ID = '10051';

export function devPayRoutes({ db, clock, config, services }: AppDeps) {
  const app = new Hono<AppEnv>();

  const load = async (orderCode: string) => {
    if (!/^\d{6,20}$/.test(orderCode)) throw notFound('payment.notFound');
    const payment = await services.payments.byOrderCode(orderCode);
    if (!payment) throw notFound('payment.notFound');
    const order = await services.orders.byId(payment.orderId);
    return { payment, paid: Boolean(order?.paidAt) };
  };

  app.get('/dev/pay/:orderCode', async (c) => {
    const locale = localeFromHeader(c.req.query('lang') ?? c.req.header('accept-language'));
    const { payment, paid } = await load(c.req.param('orderCode'));
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
      translate(locale, key, params);
    const amount = new Intl.NumberFormat(LANG_TAG[locale], { style: 'currency', currency: 'MDL' }).format(
      toMdl(payment.amount),
    );
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="${locale}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>${t('pay.title')}</title>
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <style>
              body {
                font:
                  16px/1.5 system-ui,
                  sans-serif;
                margin: 0;
                background: #f4f4f5;
                color: #18181b;
              }
              main {
                max-width: 26rem;
                margin: 3rem auto;
                padding: 2rem;
                background: #fff;
                border-radius: 1rem;
                box-shadow: 0 1px 4px #0002;
              }
              h1 {
                font-size: 1.5rem;
                margin: 0 0 0.5rem;
              }
              dl {
                display: grid;
                grid-template-columns: 1fr auto;
                gap: 0.25rem 1rem;
                margin: 1.5rem 0;
              }
              dd {
                margin: 0;
                font-weight: 600;
                text-align: right;
              }
              .actions {
                display: flex;
                gap: 0.75rem;
              }
              button {
                flex: 1;
                font: inherit;
                font-weight: 600;
                padding: 0.75rem 1rem;
                border-radius: 0.5rem;
                border: 2px solid #18181b;
                cursor: pointer;
              }
              button[value='pay'] {
                background: #18181b;
                color: #fff;
              }
              button[value='decline'] {
                background: #fff;
                color: #18181b;
              }
              button:focus-visible {
                outline: 3px solid #2563eb;
                outline-offset: 2px;
              }
            </style>
          </head>
          <body>
            <main>
              <h1>${t('pay.title')}</h1>
              <p>${t('pay.intro')}</p>
              <dl>
                <dt>${t('pay.order', { order: payment.orderId })}</dt>
                <dd></dd>
                <dt>${t('pay.amount')}</dt>
                <dd>${amount}</dd>
              </dl>
              ${
                paid
                  ? html`<p role="status">${t('pay.done')}</p>`
                  : html`<form method="post" class="actions">
                      <input type="hidden" name="lang" value="${locale}" />
                      <button type="submit" name="action" value="pay">${t('pay.pay')}</button>
                      <button type="submit" name="action" value="decline">${t('pay.decline')}</button>
                    </form>`
              }
            </main>
          </body>
        </html>`,
    );
  });

  app.post('/dev/pay/:orderCode', async (c) => {
    const { payment } = await load(c.req.param('orderCode'));
    const form = await c.req.parseBody();
    const approved = form.action === 'pay';
    const locale = localeFromHeader(typeof form.lang === 'string' ? form.lang : undefined);
    const id = randomUUID();
    await db.insert(simulatedTransactions).values({
      id,
      orderCode: payment.orderCode,
      statusId: approved ? 'F' : 'E',
      amount: payment.amount,
      createdAt: clock.now(),
    });
    const target = new URL(`${config.publicSiteUrl}/api/${approved ? 'success' : 'fail'}-viva-redirect-url`);
    target.search = new URLSearchParams({
      t: id,
      s: payment.orderCode,
      lang: LANG_TAG[locale],
      eventId: approved ? '0' : DECLINED_EVENT_ID,
      eci: approved ? '1' : '0',
    }).toString();
    return c.redirect(target.toString(), 303);
  });

  return app;
}
