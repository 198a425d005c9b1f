/**
 * The signed-in customer's account: order history and one order, the review, bonuses, referral and the
 * favourites kept on the server (packages/api/src/routes/orders.ts and account.ts). Every call needs the
 * bearer token; a 401 signs the shopper out through the client.
 */
import type { ApiClient } from './client';

export type OrderStatus = 'awaiting_payment' | 'accepted' | 'paid';
export type OrderType = 'delivery' | 'pickup';

export interface OrderAddress {
  street: string;
  house: string;
  apartment?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
}

export interface OrderLineModifier {
  id: number;
  name: string;
  /** MDL per unit, as charged. */
  price: number;
  quantity: number;
}

export interface OrderLine {
  product_id: number;
  slug: string;
  name: string;
  /** MDL per unit without modifiers, as charged. */
  price: number;
  quantity: number;
  modifiers: OrderLineModifier[];
  /** MDL */
  line_total: number;
}

export interface OrderReview {
  rating: number;
  text: string | null;
}

/** GET /api/orders/{id} `data`; every amount in MDL, priced by the server. */
export interface Order {
  id: number;
  status: OrderStatus;
  order_type: OrderType;
  /** A payment type code: `card_online`, `cash`, `card_courier`. */
  payment_type: string;
  region_id: number | null;
  restaurant_id: number;
  address: OrderAddress | null;
  /** ISO date-time; null means as soon as possible. */
  scheduled_at: string | null;
  contact: { name: string; phone: string };
  comment: string | null;
  items: OrderLine[];
  subtotal: number;
  delivery_fee: number;
  bonuses_spent: number;
  total: number;
  created_at: string;
  paid_at: string | null;
  review: OrderReview | null;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** GET /api/orders: newest first. */
export interface OrderHistoryPage {
  data: Order[];
  meta: PageMeta;
}

export interface BonusTransaction {
  id: number;
  /** MDL; negative when spent. */
  amount: number;
  kind: 'earn' | 'spend' | 'referral';
  order_id: number | null;
  created_at: string;
}

export interface Bonuses {
  /** MDL */
  balance: number;
  /** Newest first (the last 100). */
  transactions: BonusTransaction[];
}

export interface Referral {
  code: string;
  /** The shop's address with `?referral={code}`. */
  link: string;
  invited: number;
  /** MDL earned by invitations. */
  earned: number;
}

export interface ReviewInput {
  /** 1–5 */
  rating: number;
  text: string | null;
}

/** Orders per page of the history. */
export const ORDERS_PER_PAGE = 10;

export function createAccountApi(client: ApiClient) {
  const orderPath = (id: number) => `/api/orders/${encodeURIComponent(String(id))}`;
  return {
    getOrders: (page = 1, perPage = ORDERS_PER_PAGE) =>
      client.get<OrderHistoryPage>('/api/orders', {
        query: { page, per_page: perPage },
      }),
    /** One own order; anyone else's answers 404. */
    getOrder: async (id: number): Promise<Order> => (await client.get<{ data: Order }>(orderPath(id))).data,
    /** Rates an accepted or paid order once (409 when already reviewed or not yet payable). */
    reviewOrder: async (id: number, review: ReviewInput): Promise<Order> =>
      (
        await client.post<{ data: Order }>(`${orderPath(id)}/review`, {
          rating: review.rating,
          text: review.text,
        })
      ).data,
    getBonuses: () => client.get<Bonuses>('/api/bonuses'),
    getReferral: () => client.get<Referral>('/api/referral'),
    getFavorites: async (): Promise<number[]> => (await client.get<{ ids: number[] }>('/api/favorites')).ids,
    /** Replaces the whole list; the server answers with what it kept (duplicates dropped). */
    putFavorites: async (ids: readonly number[]): Promise<number[]> =>
      (
        await client.request<{ ids: number[] }>('PUT', '/api/favorites', {
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
