/**
 * Placing an order and paying for it by card: the calls the spec leaves to us
 * (packages/api/src/routes/orders.ts, payments.ts). Reading orders and bonuses lives in `account.ts`.
 */
import type { ApiClient } from './client';
import type { CreateOrderResponse, OrderRequest, PaymentVerification, RetryPaymentResponse } from './types';

export function createOrdersApi(client: ApiClient) {
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
    /** Asks the API whether the provider's return redirect (`t`, `s`) is a real, paid transaction. */
    verifyPayment: (params: { t: string; s: string }) =>
      client.post<PaymentVerification>('/api/payments/verify', params),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
