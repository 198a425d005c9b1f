/**
 * The signed-in customer's account: order history and one order, the review, bonuses, referral and the
 * favourites kept on the server (packages/api/src/routes/orders.ts and account.ts). Every call needs the
 * bearer token; a 401 signs the shopper out through the client.
 */
import type { ApiClient } from './client';
import type {
  Bonuses,
  CancelOrderResponse,
  Favorites,
  Order,
  OrderResponse,
  OrdersPage,
  Referral,
  ReviewRequest,
} from './types';

/** Orders per page of the history. */
export const ORDERS_PER_PAGE = 10;

export function createAccountApi(client: ApiClient) {
  const orderPath = (id: number) => `/api/orders/${encodeURIComponent(String(id))}`;
  return {
    getOrders: (page = 1, perPage = ORDERS_PER_PAGE) =>
      client.get<OrdersPage>('/api/orders', {
        query: { page, per_page: perPage },
      }),
    /** One own order; anyone else's answers 404. */
    getOrder: async (id: number): Promise<Order> => (await client.get<OrderResponse>(orderPath(id))).data,
    /** Rates an accepted or paid order once (409 when already reviewed or not yet payable). */
    reviewOrder: async (id: number, review: ReviewRequest): Promise<Order> =>
      (
        await client.post<OrderResponse>(`${orderPath(id)}/review`, {
          rating: review.rating,
          text: review.text,
        })
      ).data,
    /** Cancels an own order while the restaurant has not accepted it; later a 409 whose message names its phone. */
    cancelOrder: async (id: number): Promise<Order> =>
      (await client.post<CancelOrderResponse>(`${orderPath(id)}/cancel`)).data,
    getBonuses: () => client.get<Bonuses>('/api/bonuses'),
    getReferral: () => client.get<Referral>('/api/referral'),
    getFavorites: async (): Promise<number[]> => (await client.get<Favorites>('/api/favorites')).ids,
    /** Replaces the whole list; the server answers with what it kept (duplicates dropped). */
    putFavorites: async (ids: readonly number[]): Promise<number[]> =>
      (
        await client.request<Favorites>('PUT', '/api/favorites', {
          body: { ids },
        })
      ).ids,
    /** Revokes the token on the server (the same call as `auth.logout`). */
    logout: async (): Promise<void> => {
      await client.post('/api/logout');
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
