// The API's contract: request and response types, nothing else (no runtime code, no imports), shared by
// the API, the storefront and the back office through `@nori/core/contract`.
// packages/api/test/contract.test.ts fails to compile if these drift from the server's zod schemas.
// Money is MDL (a number with up to two decimals). Dates are ISO strings.

export type Locale = 'ro' | 'ru' | 'en' | 'uk';

/** Every error: 401 (log out), 403, 404, 409, 413, 422 (`errors` maps a field to its messages), 429, 502. */
export type ApiErrorBody = { message: string; errors?: Record<string, string[]> };

export type ListResponse<T> = { data: T[] };
export type Success = { success: true };

// ----- sign-in and profile (spec §7) -----

/** POST /api/via-phone-number, with X-Request-Signature. */
export type PhoneRequest = { phone: string };
/** POST /api/sms-code-check */
export type CodeRequest = { phone: string; code: string | number };
export type TokenResponse = { token: string };

export type Profile = {
  id: number;
  phone: string;
  name: string | null;
  surname: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  referral_code: string;
  referrer_id: number | null;
  bonus_balance: number;
};
/** GET /api/get-profile */
export type ProfileResponse = { data: Profile };
/** POST /api/update-profile */
export type ProfileUpdate = {
  name: string;
  surname: string;
  birthday?: string | null;
  referrer_id?: string | number | null;
};
export type ProfileUpdateResponse = { user: Profile };

// ----- dictionaries (spec §7) -----

/** GET /api/get-options */
export type Options = { phone: string; email_admin: string };
/** GET /api/important-update-date */
export type ImportantUpdate = { alert_message: string | null; alert_popup_message: string | null };
export type Social = { id: number; code: string; name: string; url: string; type: 'social' | 'messenger' };
export type Region = {
  id: number;
  code: string;
  name: string;
  restaurant_id: number;
  delivery_fee: number;
  min_order: number;
  free_delivery_from: number;
  delivery_minutes: number;
};
/** day: 0 = Sunday … 6 = Saturday; times HH:MM in Europe/Chisinau. */
export type OpeningHoursDay = { day: number; open: string; close: string };
export type Restaurant = {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  opening_hours: OpeningHoursDay[];
};
export type PaymentTypeCode = 'card_online' | 'cash' | 'card_courier';
export type PaymentType = { id: number; code: PaymentTypeCode; name: string; online: boolean };
export type OrderTypeCode = 'delivery' | 'pickup';
export type OrderType = { id: number; code: OrderTypeCode; name: string };
/**
 * GET /api/order-rules: the numbers the API checks an order against, from its environment, so the shop
 * offers only what the API accepts. Minimum order, fees and free delivery are per region (`Region`).
 */
export type OrderRules = {
  /** ORDER_LEAD_MINUTES: a scheduled time is at least this far from now. */
  lead_minutes: number;
  /** ORDER_MAX_DAYS_AHEAD: and at most this many days ahead. */
  max_days_ahead: number;
  /** The step of the times offered (the API accepts any minute; shops offer :00, :15, …). */
  slot_step_minutes: number;
  /** BONUS_SPEND_MAX_PERCENT: bonuses pay at most this share of the goods. */
  bonus_spend_max_percent: number;
  /** BONUS_EARN_PERCENT: a paid order earns this share of what was paid. */
  bonus_earn_percent: number;
  /**
   * SMS_COUNTRY_CODES: the calling codes (digits, no plus) a phone may have, at sign-in and on an order;
   * the phone must also be a mobile number (`phoneProblem` in `@nori/core/phone`).
   */
  phone_country_codes: string[];
};

// ----- catalog -----

export type Category = {
  id: number;
  slug: string;
  name: string;
  position: number;
  illustration: string;
  products_count: number;
};
export type ImageVariant = { url: string; width: number; height: number };
/** `url` is the 640 px variant; `srcset` lists 320w, 640w and 960w. All 4:3 WebP. */
export type ProductImage = ImageVariant & { alt: string; srcset: string; variants: ImageVariant[] };
export type ProductModifier = { id: number; code: string; name: string; price: number };
export type ProductTag = 'spicy' | 'vegetarian' | 'new' | 'hit';
export type Product = {
  id: number;
  slug: string;
  legacy_id: number;
  category_id: number;
  category_slug: string;
  name: string;
  description: string;
  price: number;
  old_price: number | null;
  weight: number;
  weight_unit: 'g' | 'ml' | 'pcs';
  tags: string[];
  is_available: boolean;
  image: ProductImage;
  modifiers: ProductModifier[];
};
export type CategoryWithProducts = Category & { products: Product[] };
/** GET /api/menu */
export type MenuResponse = ListResponse<CategoryWithProducts>;
/** GET /api/menu/{categorySlug} */
export type CategoryResponse = { data: CategoryWithProducts };
/** GET /api/products?ids=&tags=&category=&q= */
export type ProductsResponse = ListResponse<Product>;
/** GET /api/products/{slug} */
export type ProductResponse = { data: Product };
export type Promotion = {
  id: number;
  slug: string;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string | null;
  is_active: boolean;
};
/** GET /api/legacy-products */
export type LegacyProduct = { legacy_id: number; slug: string };

// ----- orders and payments -----

export type Address = {
  street: string;
  house: string;
  apartment?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
};
export type OrderLineRequest = {
  product_id: number;
  quantity: number;
  modifiers?: { id: number; quantity: number }[];
};
/** POST /api/orders with an Idempotency-Key header (8–100 of A-Z a-z 0-9 _ -). */
export type OrderRequest = {
  items: OrderLineRequest[];
  order_type: OrderTypeCode;
  /** delivery */
  region_id?: number | null;
  /** delivery */
  address?: Address | null;
  /** pickup */
  restaurant_id?: number | null;
  /** ISO date-time with offset; null or absent = as soon as possible */
  scheduled_at?: string | null;
  payment_type: PaymentTypeCode;
  /** MDL of bonuses to spend (signed in only) */
  bonuses?: number;
  comment?: string | null;
  contact: { name: string; phone: string };
};
/** An order's state (`@nori/core/orderLifecycle` says which moves are allowed and who may make them). */
export type OrderStatus =
  | 'awaiting_payment'
  | 'placed'
  | 'accepted'
  | 'preparing'
  | 'ready'
  | 'out_for_delivery'
  | 'delivered'
  | 'picked_up'
  | 'cancelled';
/** One step of an order's history as the shopper sees it: what happened and when (who did it stays staff-side). */
export type OrderTimelineEntry = {
  status: OrderStatus;
  at: string;
  /** accepted: when the restaurant promised the order (delivered or ready for pickup) */
  promised_at: string | null;
  /** cancelled: the restaurant's reason */
  reason: string | null;
};
export type OrderLine = {
  product_id: number;
  slug: string;
  name: string;
  price: number;
  quantity: number;
  modifiers: { id: number; name: string; price: number; quantity: number }[];
  line_total: number;
};
export type Order = {
  id: number;
  status: OrderStatus;
  order_type: OrderTypeCode;
  payment_type: string;
  region_id: number | null;
  restaurant_id: number;
  address: Address | null;
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
  /** set on acceptance: when the order should arrive (delivery) or be ready (pickup) */
  promised_at: string | null;
  cancel_reason: string | null;
  /** oldest first; starts at `placed` (or `awaiting_payment` for a card order) */
  timeline: OrderTimelineEntry[];
  review: { rating: number; text: string | null } | null;
};
export type PaymentRedirect = { redirect_url: string };
/** 201 created, 200 replayed (same Idempotency-Key). */
export type CreateOrderResponse = { order: Order; payment: PaymentRedirect | null; tracking: OrderTracking };
/**
 * A private read link to one order: anyone holding the token sees that order and its live status, and
 * nothing else (a guest has no other way back to it). Given once, on creation; also sent in the SMS.
 */
export type OrderTracking = { token: string; url: string };
/** GET /api/orders/track/{token} */
export type TrackedOrderResponse = { data: Order };
/** POST /api/orders/{id}/cancel (signed in) and POST /api/orders/track/{token}/cancel: only while `placed`. */
export type CancelOrderResponse = { data: Order };
/** GET /api/orders?page=&per_page= */
export type OrdersPage = {
  data: Order[];
  meta: { page: number; per_page: number; total: number; last_page: number };
};
/** GET /api/orders/{id}, POST /api/orders/{id}/review */
export type OrderResponse = { data: Order };
export type ReviewRequest = { rating: number; text?: string | null };
/** POST /api/orders/{id}/pay */
export type RetryPaymentResponse = { payment: PaymentRedirect };
/** POST /api/payments/verify: `t` and `s` from the provider's return redirect. */
export type PaymentVerifyRequest = { t: string; s: string };
/** `retry_url`: the same checkout, payable again, while the order is unpaid (null once paid). */
export type PaymentVerification = { order_id: number; status: 'paid' | 'failed' | 'pending'; retry_url: string | null };

// ----- account -----

export type BonusTransaction = {
  id: number;
  /** negative when spent */
  amount: number;
  /** `refund`: bonuses spent on an order that was cancelled, given back */
  kind: 'earn' | 'spend' | 'referral' | 'refund';
  order_id: number | null;
  created_at: string;
};
/** GET /api/bonuses */
export type Bonuses = { balance: number; transactions: BonusTransaction[] };
/** GET /api/referral */
export type Referral = { code: string; link: string; invited: number; earned: number };
/** GET /api/favorites and PUT /api/favorites { ids } */
export type Favorites = { ids: number[] };
