/**
 * Placing an order and paying for it by card: the calls the spec leaves to us
 * (packages/api/src/routes/orders.ts, payments.ts). Reading orders and bonuses lives in `account.ts`.
 */
import type { Order, OrderAddress, OrderType } from './account';
import type { ApiClient } from './client';

export type PaymentTypeCode = 'card_online' | 'cash' | 'card_courier';

/** POST /api/orders body. The server prices it; the client sends ids and quantities only. */
export interface OrderRequest {
  items: {
    product_id: number;
    quantity: number;
    modifiers: { id: number; quantity: number }[];
  }[];
  order_type: OrderType;
  region_id?: number | null;
  address?: OrderAddress | null;
  restaurant_id?: number | null;
  /** ISO date-time with offset; null: as soon as possible. */
  scheduled_at?: string | null;
  payment_type: PaymentTypeCode;
  /** MDL of bonuses to spend (signed in only). */
  bonuses: number;
  comment?: string | null;
  contact: { name: string; phone: string };
}

export interface PlacedOrder {
  order: Order;
  /** The hosted checkout of a card order; null for cash, card to the courier, or a paid order. */
  payment: { redirect_url: string } | null;
}

export interface PaymentVerification {
  order_id: number;
  status: 'paid' | 'failed' | 'pending';
  /** The order's checkout address to try again while it is unpaid (null once paid). */
  retry_url?: string | null;
}

export function createOrdersApi(client: ApiClient) {
  return {
    /** Places an order; the same key replays the order it made (HTTP 200) instead of making another. */
    create: (body: OrderRequest, idempotencyKey: string) =>
      client.post<PlacedOrder>('/api/orders', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** A new card payment for an own unpaid order: the address of the hosted checkout. */
    pay: async (id: number) =>
      (await client.post<{ payment: { redirect_url: string } }>(`/api/orders/${encodeURIComponent(String(id))}/pay`))
        .payment.redirect_url,
    /** Asks the API whether the provider's return redirect (`t`, `s`) is a real, paid transaction. */
    verifyPayment: (params: { t: string; s: string }) =>
      client.post<PaymentVerification>('/api/payments/verify', params),
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
