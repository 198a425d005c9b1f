/**
 * Placing an order and paying for it by card, and an order's private read link (its tracking token, which a
 * guest holds too): the calls the spec leaves to us (packages/api/src/routes/orders.ts, payments.ts). Their
 * live streams' addresses are `shared/order/streamUrls.ts`. A signed-in shopper's own orders and bonuses live
 * in `account.ts`.
 */
import type { ApiClient } from './client';
import type {
  CancelOrderResponse,
  CreateOrderResponse,
  Order,
  OrderRequest,
  PaymentVerification,
  RetryPaymentResponse,
  TrackedOrderResponse,
} from './types';

export function createOrdersApi(client: ApiClient) {
  const trackPath = (token: string) => `/api/orders/track/${encodeURIComponent(token)}`;
  return {
    /** Places an order; the same key replays the order it made (HTTP 200) instead of making another. */
    create: (body: OrderRequest, idempotencyKey: string) =>
      client.post<CreateOrderResponse>('/api/orders', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** A new card payment for an own unpaid order: the address of the hosted checkout. */
    pay: async (id: number) =>
      (await client.post<RetryPaymentResponse>(`/api/orders/${encodeURIComponent(String(id))}/pay`)).payment
        .redirect_url,
    /** The order of a private read link (`tracking.token`); any other token answers 404. */
    tracked: async (token: string): Promise<Order> => (await client.get<TrackedOrderResponse>(trackPath(token))).data,
    /** Cancels the order of a private read link while it is placed; later a 409 whose message names the phone. */
    cancelTracked: async (token: string): Promise<Order> =>
      (await client.post<CancelOrderResponse>(`${trackPath(token)}/cancel`)).data,
    /** Asks the API whether the provider's return redirect (`t`, `s`) is a real, paid transaction. */
    verifyPayment: (params: { t: string; s: string }) =>
      client.post<PaymentVerification>('/api/payments/verify', params),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
