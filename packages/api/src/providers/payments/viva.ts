// Viva Smart Checkout (developer.viva.com):
// - OAuth2 client credentials: POST {accounts}/connect/token (Basic client_id:client_secret)
// - create a payment order: POST {api}/checkout/v2/orders { amount (cents), customerTrns, customer, … } → { orderCode }
// - send the shopper to {checkout}/web/checkout?ref={orderCode}
// - verify: GET {api}/checkout/v2/transactions/{transactionId} → { statusId, amount (units), orderCode, … }
// - webhook key: GET {checkout}/api/messages/config/token (Basic merchant_id:api_key) → { Key }
import type { Config } from '../../config';
import type { Locale } from '../../i18n';
import type { PaymentProvider, ProviderTransaction } from './types';

export type VivaConfig = Config['payments']['viva'];

const REQUEST_LANG: Record<Locale, string> = { ro: 'ro-RO', ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA' };

type TokenResponse = { access_token: string; expires_in: number };
type OrderResponse = { orderCode: unknown };
type TransactionResponse = { orderCode: unknown; statusId: string; amount: number };

/**
 * Viva sends orderCode as a JSON number of 16 digits, which can exceed 2^53 and lose digits in
 * JSON.parse: read the digits from the raw text instead.
 */
export function rawOrderCode(json: string): string | null {
  return /"orderCode"\s*:\s*"?(\d+)/i.exec(json)?.[1] ?? null;
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

  async function call<T>(url: string, init: RequestInit): Promise<{ body: T | null; orderCode: string | null }> {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) });
    if (response.status === 404) return { body: null, orderCode: null };
    if (!response.ok)
      throw new Error(`Viva answered ${response.status} to ${init.method ?? 'GET'} ${new URL(url).pathname}`);
    const text = await response.text();
    return { body: JSON.parse(text) as T, orderCode: rawOrderCode(text) };
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
        amount: Math.round(body.amount * 100),
      };
    },

    async webhookKey() {
      if (webhookKey) return webhookKey;
      const { body } = await call<{ Key: string }>(`${viva.checkoutUrl}/api/messages/config/token`, {
        method: 'GET',
        headers: { authorization: basic(viva.merchantId, viva.apiKey) },
      });
      if (!body?.Key) throw new Error('Viva returned no webhook key');
      webhookKey = body.Key;
      return webhookKey;
    },
  };
}
