/**
 * Orders as the kitchen and the operators see them (packages/api/src/routes/staff.ts): the search, one order,
 * and moving it on. The board's live stream is `eventsUrl`.
 */
import type { StaffOrder, StaffOrderPage } from '@nori/core/contract';
import type { OrderState } from '@nori/core/orderLifecycle';
import type { ApiClient } from './client';
import { idPart, query } from './query';

export interface OrderSearch {
  /** Comma-separated states, or `all`; the API's default is the orders in progress. */
  status?: string;
  /** Days of placing in Chișinău, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  restaurantId?: number | null;
  /** Any part of the shopper's phone. */
  phone?: string;
  /** An order number. */
  number?: string;
  /** The order id the page starts after (older ones). */
  before?: number | null;
  limit?: number;
}

export interface TransitionRequest {
  to: OrderState;
  /** The state the caller saw: a 409 then names who moved it first. */
  from?: OrderState;
  promised_minutes?: number;
  reason?: string;
}

export function createOrdersApi(client: ApiClient) {
  return {
    search: (s: OrderSearch = {}) =>
      client.get<StaffOrderPage>(
        `/api/staff/orders${query({
          status: s.status,
          from: s.from,
          to: s.to,
          restaurant_id: s.restaurantId,
          phone: s.phone,
          q: s.number,
          before: s.before,
          limit: s.limit,
        })}`,
      ),
    get: async (id: number) => (await client.get<{ data: StaffOrder }>(`/api/staff/orders/${idPart(id)}`)).data,
    transition: async (id: number, request: TransitionRequest) =>
      (await client.post<{ data: StaffOrder }>(`/api/staff/orders/${idPart(id)}/transition`, request)).data,
    /** The live stream of the member's restaurants, in a language (EventSource cannot send Accept-Language). */
    eventsUrl: (lang: string) => `${client.baseUrl}/api/staff/events${query({ lang })}`,
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
