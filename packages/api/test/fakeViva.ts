// A local stand-in for Viva's documented endpoints (OAuth token, create payment order, retrieve
// transaction, webhook key), listening on a loopback port. Tests play the shopper with `pay()`.
import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export const VIVA_CREDENTIALS = {
  VIVA_CLIENT_ID: 'nori-test.apps.vivapayments.com',
  VIVA_CLIENT_SECRET: 'client-secret',
  VIVA_MERCHANT_ID: '0b0b0b0b-1111-2222-3333-444444444444',
  VIVA_API_KEY: 'api-key',
};

export async function startFakeViva() {
  const orders = new Map<string, { amount: number; body: Record<string, unknown> }>();
  const transactions = new Map<string, { orderCode: string; statusId: string; amount: number }>();
  const calls = { token: 0, createOrder: 0, retrieve: 0 };
  const tokens = new Set<string>();
  let failNextCreate = false;
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const webhookKey = 'CB0567F3B4FCFC5141F72F7A5352004529941706';

  const app = new Hono();
  app.post('/connect/token', async (c) => {
    calls.token += 1;
    if (c.req.header('authorization') !== basic(VIVA_CREDENTIALS.VIVA_CLIENT_ID, VIVA_CREDENTIALS.VIVA_CLIENT_SECRET)) {
      return c.json({ error: 'invalid_client' }, 400);
    }
    const form = await c.req.parseBody();
    if (form.grant_type !== 'client_credentials') return c.json({ error: 'unsupported_grant_type' }, 400);
    const token = randomUUID();
    tokens.add(token);
    return c.json({
      access_token: token,
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'urn:viva:payments:core:api:redirectcheckout',
    });
  });

  const authorized = (header: string | undefined) => tokens.has(header?.replace(/^Bearer /, '') ?? '');

  app.post('/checkout/v2/orders', async (c) => {
    calls.createOrder += 1;
    if (!authorized(c.req.header('authorization'))) return c.body(null, 401);
    if (failNextCreate) {
      failNextCreate = false;
      return c.json({ message: 'temporarily unavailable' }, 503);
    }
    const body = await c.req.json<Record<string, unknown>>();
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 30)
      return c.json({ message: 'bad amount' }, 400);
    // Always 16 digits starting with 9: above 2^53, as real codes can be.
    const orderCode = `9${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
    orders.set(orderCode, { amount: body.amount, body });
    // Like Viva: a bare 16-digit JSON number (beyond 2^53 for some codes).
    return c.body(`{"orderCode":${orderCode}}`, 200, { 'content-type': 'application/json' });
  });

  app.get('/checkout/v2/transactions/:id', (c) => {
    calls.retrieve += 1;
    if (!authorized(c.req.header('authorization'))) return c.body(null, 401);
    const tx = transactions.get(c.req.param('id'));
    if (!tx) return c.json({ message: 'not found' }, 404);
    const json = JSON.stringify({
      email: 'someone@example.com',
      amount: tx.amount / 100,
      orderCode: '__ORDER_CODE__',
      statusId: tx.statusId,
      fullName: 'Ion Test',
      insDate: new Date().toISOString(),
      cardNumber: '414141XXXXXX1111',
      currencyCode: '498',
      transactionTypeId: 5,
    });
    return c.body(json.replace('"__ORDER_CODE__"', tx.orderCode), 200, { 'content-type': 'application/json' });
  });

  app.get('/api/messages/config/token', (c) => {
    if (c.req.header('authorization') !== basic(VIVA_CREDENTIALS.VIVA_MERCHANT_ID, VIVA_CREDENTIALS.VIVA_API_KEY)) {
      return c.body(null, 401);
    }
    return c.json({ Key: webhookKey });
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    webhookKey,
    orders,
    env: {
      ...VIVA_CREDENTIALS,
      PAYMENT_PROVIDER: 'viva',
      VIVA_ACCOUNTS_URL: url,
      VIVA_API_URL: url,
      VIVA_CHECKOUT_URL: url,
    },
    /** The shopper finishes Smart Checkout: F (paid) or E (failed). Returns the transaction id. */
    pay(orderCode: string, statusId: 'F' | 'E' = 'F', amount?: number) {
      const order = orders.get(orderCode);
      if (!order) throw new Error(`fake Viva has no order ${orderCode}`);
      const id = randomUUID();
      transactions.set(id, { orderCode, statusId, amount: amount ?? order.amount });
      return id;
    },
    failNextCreate() {
      failNextCreate = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
