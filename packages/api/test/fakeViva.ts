// A local stand-in for Viva's documented endpoints (OAuth token, create payment order, retrieve
// transaction, webhook key, and the Payment API's cancel/refund and transactions of an order), listening on
// a loopback port. Tests play the shopper with `pay()`.
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

/** Viva's TransactionTypeId: 5 CardCharge (a payment), 4 CardRefund (a reversal of one). */
type FakeTransaction = {
  orderCode: string;
  statusId: string;
  /** cents; negative for a refund, like Viva's */
  amount: number;
  parentId: string | null;
  typeId: 4 | 5;
  insDate: string;
};

export async function startFakeViva() {
  const orders = new Map<string, { amount: number; body: Record<string, unknown> }>();
  const transactions = new Map<string, FakeTransaction>();
  const calls = { token: 0, createOrder: 0, retrieve: 0, refund: 0, listTransactions: 0 };
  const tokens = new Set<string>();
  let failNextCreate = false;
  let loseNextRefundAnswer = false;
  // Viva's InsDate: local time without a zone, one second apart so "latest" is unambiguous.
  let clock = Date.parse('2026-11-20T10:00:00Z');
  const insDate = () => new Date((clock += 1000)).toISOString().replace('Z', '');
  const refundsOf = (id: string) => [...transactions.values()].filter((t) => t.parentId === id && t.statusId === 'F');
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
      transactionTypeId: tx.typeId,
    });
    return c.body(json.replace('"__ORDER_CODE__"', tx.orderCode), 200, { 'content-type': 'application/json' });
  });

  const merchant = (header: string | undefined) =>
    header === basic(VIVA_CREDENTIALS.VIVA_MERCHANT_ID, VIVA_CREDENTIALS.VIVA_API_KEY);

  app.get('/api/messages/config/token', (c) => {
    if (!merchant(c.req.header('authorization'))) return c.body(null, 401);
    return c.json({ Key: webhookKey });
  });

  /** A query parameter whatever its case (Viva's samples write both `amount` and `Amount`). */
  const queryParam = (url: string, name: string) =>
    [...new URL(url).searchParams].find(([key]) => key.toLowerCase() === name)?.[1];

  // Cancel / refund (Payment API, Basic auth): a reversal of `amount` cents, never more than is left of
  // the payment. A refused one answers 400 with Viva's error body (StatusId E, Success false), as reported
  // for PaymentsInvalidAmountForVoid ("Refund amount exceeds payment amount") in VivaPayments/API#361.
  app.delete('/api/transactions/:id', (c) => {
    calls.refund += 1;
    if (!merchant(c.req.header('authorization'))) return c.body(null, 401);
    const refused = (status: 400 | 404, errorText: string) =>
      c.json(
        {
          Emv: null,
          Amount: null,
          StatusId: 'E',
          CurrencyCode: null,
          TransactionId: null,
          ReferenceNumber: null,
          AuthorizationId: null,
          RetrievalReferenceNumber: null,
          ErrorCode: status,
          ErrorText: errorText,
          TimeStamp: new Date().toISOString(),
          CorrelationId: null,
          EventId: 0,
          Success: false,
        },
        status,
      );
    const id = c.req.param('id');
    const payment = transactions.get(id);
    // Viva does not document its answer for an id it does not know: an error body with 404 here.
    if (!payment || payment.amount <= 0) return refused(404, 'Transaction not found');
    const amount = Number(queryParam(c.req.url, 'amount'));
    if (!Number.isInteger(amount) || amount <= 0) return refused(400, 'Negative or zero amount in reversal');
    if (payment.statusId !== 'F' && payment.statusId !== 'R') return refused(400, 'PaymentsNonReversibleTransaction');
    const left = payment.amount + refundsOf(id).reduce((sum, t) => sum + t.amount, 0);
    if (amount > left) return refused(400, 'PaymentsInvalidAmountForVoid');
    const refundId = randomUUID();
    transactions.set(refundId, {
      orderCode: payment.orderCode,
      statusId: 'F',
      amount: -amount,
      parentId: id,
      typeId: 4,
      insDate: insDate(),
    });
    payment.statusId = 'R';
    if (loseNextRefundAnswer) {
      loseNextRefundAnswer = false;
      return c.html('<html><body>502 Bad Gateway</body></html>', 502);
    }
    return c.json({
      Emv: null,
      Amount: -amount / 100,
      StatusId: 'F',
      CurrencyCode: '498',
      TransactionId: refundId,
      ReferenceNumber: 104809,
      AuthorizationId: null,
      RetrievalReferenceNumber: null,
      ErrorCode: 0,
      ErrorText: null,
      TimeStamp: new Date().toISOString(),
      CorrelationId: null,
      EventId: 0,
      Success: true,
    });
  });

  // Retrieve transactions of a payment order (Payment API, Basic auth): GET /api/transactions/?ordercode=…
  app.get('/api/transactions/', (c) => {
    calls.listTransactions += 1;
    if (!merchant(c.req.header('authorization'))) return c.body(null, 401);
    const orderCode = queryParam(c.req.url, 'ordercode');
    if (!orderCode) return c.json({ ErrorCode: 400, ErrorText: 'ordercode missing', Success: false }, 400);
    const list = [...transactions]
      .filter(([, t]) => t.orderCode === orderCode)
      .map(([id, t]) => ({
        TransactionId: id,
        MerchantId: VIVA_CREDENTIALS.VIVA_MERCHANT_ID,
        StatusId: t.statusId,
        ParentId: t.parentId,
        Amount: t.amount / 100,
        InsDate: t.insDate,
        SourceCode: 'Default',
        CurrencyCode: '498',
        ClearanceDate: null,
        Order: { OrderCode: '__ORDER_CODE__', SourceCode: 'Default', Tags: [], RequestLang: 'en-GB' },
        TransactionType: { TransactionTypeId: t.typeId, Name: t.typeId === 4 ? 'CardRefund' : 'CardCharge' },
      }));
    const json = JSON.stringify({
      Transactions: list,
      ErrorCode: 0,
      ErrorText: null,
      TimeStamp: new Date().toISOString(),
      CorrelationId: null,
      EventId: 0,
      Success: true,
    });
    // Like Viva: OrderCode as a bare 16-digit JSON number.
    return c.body(json.replaceAll('"__ORDER_CODE__"', orderCode), 200, { 'content-type': 'application/json' });
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
      transactions.set(id, {
        orderCode,
        statusId,
        amount: amount ?? order.amount,
        parentId: null,
        typeId: 5,
        insDate: insDate(),
      });
      return id;
    },
    /** The refunds Viva holds for a payment transaction, in cents (positive). */
    refunds(transactionId: string) {
      return refundsOf(transactionId).map((t) => -t.amount);
    },
    failNextCreate() {
      failNextCreate = true;
    },
    /** The next refund goes through at Viva, but its answer is lost on the way (a 502 from a proxy). */
    loseNextRefundAnswer() {
      loseNextRefundAnswer = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
