// Viva Smart Checkout (developer.viva.com):
// - OAuth2 client credentials: POST {accounts}/connect/token (Basic client_id:client_secret)
// - create a payment order: POST {api}/checkout/v2/orders { amount (cents), customerTrns, customer, … } → { orderCode }
// - send the shopper to {checkout}/web/checkout?ref={orderCode}
// - verify: GET {api}/checkout/v2/transactions/{transactionId} → { statusId, amount (units), orderCode, … }
// - webhook key: GET {checkout}/api/messages/config/token (Basic merchant_id:api_key) → { Key }
// Payment API ("legacy", Basic merchant_id:api_key on the checkout host; developer.viva.com → Payment API):
// - cancel / refund: DELETE {checkout}/api/transactions/{transactionId}?amount={cents}[&sourceCode=…]
//   → { TransactionId (the new reversal), StatusId, ErrorCode (0 when it worked), ErrorText, Success }
// - transactions of a payment order: GET {checkout}/api/transactions/?ordercode={orderCode}
//   → { Transactions: [{ TransactionId, StatusId, ParentId, Amount (units), InsDate, Order: { OrderCode } }],
//   ErrorCode, ErrorText }. "Transactions that reverse previous payments have always a negative amount",
//   with the reversed payment's id as ParentId; the payment itself turns R (refunded) or X (cancelled)
//   (developer.vivawallet.com/web-api-integration/transaction-parameters).
import type { Config } from '../../config';
import type { Locale } from '../../i18n';
import type { PaymentProvider, ProviderTransaction, RefundResult } from './types';
import { toBani } from '@nori/core/money';

export type VivaConfig = Config['payments']['viva'];

const REQUEST_LANG: Record<Locale, string> = { ro: 'ro-RO', ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA' };

type TokenResponse = { access_token: string; expires_in: number };
type OrderResponse = { orderCode: unknown };
type TransactionResponse = { orderCode: unknown; statusId: string; amount: number };
type ReversalResponse = {
  TransactionId?: string | null;
  StatusId?: string | null;
  ErrorCode?: number;
  ErrorText?: string | null;
  Success?: boolean;
};
type LegacyTransaction = {
  TransactionId: string;
  StatusId: string;
  ParentId?: string | null;
  /** currency units; negative for a refund or a cancellation */
  Amount: number;
  InsDate?: string;
};
type TransactionsResponse = { Transactions?: unknown; ErrorCode?: number; ErrorText?: string | null };

/** Viva's amounts in currency units (454.5) as bani (45450): core's conversion. */
export { toBani };

/**
 * Viva sends orderCode as a JSON number of 16 digits, which can exceed 2^53 and lose digits in
 * JSON.parse: read the digits from the raw text instead.
 */
export function rawOrderCode(json: string): string | null {
  return /"orderCode"\s*:\s*"?(\d+)/i.exec(json)?.[1] ?? null;
}

/** Every order code in a raw JSON answer, read like `rawOrderCode`. */
export function rawOrderCodes(json: string): string[] {
  return Array.from(json.matchAll(/"orderCode"\s*:\s*"?(\d+)/gi), (match) => match[1] ?? '');
}

/** Viva's transaction statuses: F finalized (paid), A active (in progress); the rest did not pay. */
export function vivaStatus(statusId: string): ProviderTransaction['status'] {
  if (statusId === 'F') return 'paid';
  if (statusId === 'A') return 'pending';
  return 'failed';
}

export function vivaPayments(viva: VivaConfig, config: Config, fetchImpl: typeof fetch = fetch): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;
  let webhookKey: string | null = null;
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  const merchantAuth = () => ({ authorization: basic(viva.merchantId, viva.apiKey) });
  const isOk = (status: number) => status >= 200 && status < 300;
  const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const failure = (status: number, init: RequestInit, url: string) =>
    new Error(`Viva answered ${status} to ${init.method ?? 'GET'} ${new URL(url).pathname}`);

  async function send(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, text: await response.text() };
  }

  async function call<T>(url: string, init: RequestInit): Promise<{ body: T | null; orderCode: string | null }> {
    const { status, text } = await send(url, init);
    if (status === 404) return { body: null, orderCode: null };
    if (!isOk(status)) throw failure(status, init, url);
    return { body: JSON.parse(text) as T, orderCode: rawOrderCode(text) };
  }

  /**
   * Every transaction of a payment order, reversals included. Anything but a list of this order's
   * transactions throws: an empty answer must mean "nobody paid", never "Viva did not answer".
   */
  async function orderTransactions(orderCode: string): Promise<LegacyTransaction[]> {
    if (!/^\d{1,20}$/.test(orderCode)) throw new Error(`not a Viva order code: ${orderCode}`);
    const url = `${viva.checkoutUrl}/api/transactions/?${new URLSearchParams({ ordercode: orderCode })}`;
    const init = { method: 'GET', headers: merchantAuth() };
    const { status, text } = await send(url, init);
    if (!isOk(status)) throw failure(status, init, url);
    const body = parseJson<TransactionsResponse>(text);
    const list = body?.Transactions;
    if (!body || (body.ErrorCode ?? 0) !== 0 || !Array.isArray(list) || !list.every(isLegacyTransaction)) {
      throw new Error(`Viva gave no transaction list for order ${orderCode}: ${body?.ErrorCode} ${body?.ErrorText}`);
    }
    if (rawOrderCodes(text).some((code) => code !== orderCode)) {
      throw new Error(`Viva listed transactions of another payment order than ${orderCode}`);
    }
    return list;
  }

  /** An OAuth access token, reused until a minute before it expires (a cache: any process can get its own). */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const { body } = await call<TokenResponse>(`${viva.accountsUrl}/connect/token`, {
      method: 'POST',
      headers: {
        authorization: basic(viva.clientId, viva.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    if (!body?.access_token) throw new Error('Viva returned no access token');
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  return {
    name: 'viva',

    async createPayment(input) {
      const { body, orderCode } = await call<OrderResponse>(`${viva.apiUrl}/checkout/v2/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: input.amount,
          customerTrns: input.description,
          customer: { fullName: input.customerName, phone: input.phone, requestLang: REQUEST_LANG[input.locale] },
          paymentTimeout: 1800,
          merchantTrns: `order:${input.orderId}`,
          ...(viva.sourceCode ? { sourceCode: viva.sourceCode } : {}),
          tags: ['nori', config.env],
        }),
      });
      if (!body || !orderCode) throw new Error('Viva returned no orderCode');
      return { orderCode, redirectUrl: `${viva.checkoutUrl}/web/checkout?ref=${orderCode}` };
    },

    async retrieveTransaction(transactionId) {
      const { body, orderCode } = await call<TransactionResponse>(
        `${viva.apiUrl}/checkout/v2/transactions/${encodeURIComponent(transactionId)}`,
        { method: 'GET', headers: { authorization: `Bearer ${await accessToken()}` } },
      );
      if (!body) return null;
      return {
        transactionId,
        orderCode: orderCode ?? String(body.orderCode),
        status: vivaStatus(body.statusId),
        amount: toBani(body.amount),
      };
    },

    /*
     * Viva's Payment API takes no idempotency key for a refund, and a retry must not return the money twice.
     * A refund Viva takes (ErrorCode 0, StatusId F, a new TransactionId) is `refunded`. Anything else is
     * checked against Viva's books for the order before it is believed: above all the refusal of an amount
     * above what is left to refund — HTTP 400 with ErrorCode 400, ErrorText "PaymentsInvalidAmountForVoid",
     * Success false (VivaPayments/API#361, #1957), which Viva's docs give for "Refund amount exceeds payment
     * amount" but also for "Partial refund for non-cleared transaction" (#2333) — and the "non reversible
     * transaction" answer a cancelled payment gets (#1307, #1896). When the finalized reversals of this
     * transaction (negative amounts with it as ParentId) cover its whole amount, or the payment itself is
     * cancelled (X), an earlier attempt went through: `already_refunded`. Otherwise the refusal throws, as
     * does a transaction the order does not hold, and the job retries. A retried *partial* refund stays
     * unsafe: Viva would take it again while money is left on the payment.
     */
    async refund({ transactionId, orderCode, amount }): Promise<RefundResult> {
      if (!Number.isInteger(amount) || amount <= 0) throw new Error(`refund amount must be positive bani: ${amount}`);
      const query = new URLSearchParams({ amount: String(amount) });
      if (viva.sourceCode) query.set('sourceCode', viva.sourceCode);
      const url = `${viva.checkoutUrl}/api/transactions/${encodeURIComponent(transactionId)}?${query}`;
      const init = { method: 'DELETE', headers: merchantAuth() };
      const { status, text } = await send(url, init);
      const answer = parseJson<ReversalResponse>(text);
      if (!answer) throw failure(status, init, url);
      if (isOk(status) && answer.ErrorCode === 0 && answer.Success !== false && answer.TransactionId) {
        if (answer.StatusId !== 'F') throw new Error(`Viva's refund ${answer.TransactionId} is ${answer.StatusId}`);
        return { status: 'refunded', refundTransactionId: answer.TransactionId };
      }
      const refusal = `${status} ${answer.ErrorCode ?? '-'} ${answer.ErrorText ?? ''}`.trim();
      const books = await orderTransactions(orderCode);
      const payment = books.find((t) => sameId(t.TransactionId, transactionId) && t.Amount > 0);
      if (!payment) throw new Error(`Viva has no transaction ${transactionId} in order ${orderCode} (${refusal})`);
      const refunded = books
        .filter((t) => t.ParentId && sameId(t.ParentId, transactionId) && t.Amount < 0 && t.StatusId === 'F')
        .reduce((sum, t) => sum + toBani(-t.Amount), 0);
      if (payment.StatusId === 'X' || refunded >= toBani(payment.Amount)) return { status: 'already_refunded' };
      throw new Error(`Viva refused to refund ${amount} bani of ${transactionId} (${refusal})`);
    },

    async findTransaction(orderCode) {
      // Reversals (negative amounts) are the merchant's doing, not the shopper's tries.
      const tries = (await orderTransactions(orderCode)).filter((t) => t.Amount > 0);
      const paid = tries.filter((t) => vivaStatus(t.StatusId) === 'paid');
      const latest = latestOf(paid.length > 0 ? paid : tries);
      if (!latest) return null;
      return {
        transactionId: latest.TransactionId,
        // The list answers for the order asked about (checked above): its code keeps every digit.
        orderCode,
        status: vivaStatus(latest.StatusId),
        amount: toBani(latest.Amount),
      };
    },

    async webhookKey() {
      if (webhookKey) return webhookKey;
      const { body } = await call<{ Key: string }>(`${viva.checkoutUrl}/api/messages/config/token`, {
        method: 'GET',
        headers: merchantAuth(),
      });
      if (!body?.Key) throw new Error('Viva returned no webhook key');
      webhookKey = body.Key;
      return webhookKey;
    },
  };
}

function parseJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

function isLegacyTransaction(value: unknown): value is LegacyTransaction {
  const t = value as Partial<LegacyTransaction> | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.TransactionId === 'string' &&
    typeof t.StatusId === 'string' &&
    typeof t.Amount === 'number'
  );
}

/** The transaction Viva inserted last (InsDate); on a tie, the later one in Viva's list. */
function latestOf(transactions: LegacyTransaction[]): LegacyTransaction | undefined {
  const time = (t: LegacyTransaction) => Date.parse(t.InsDate ?? '') || 0;
  return transactions.reduce<LegacyTransaction | undefined>(
    (latest, t) => (!latest || time(t) >= time(latest) ? t : latest),
    undefined,
  );
}
