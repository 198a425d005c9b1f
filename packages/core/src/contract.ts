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
  /** Several intervals a day are several entries with the same `day`; a close at or before the open runs past midnight. */
  opening_hours: OpeningHoursDay[];
  /** Whole days closed (holidays), YYYY-MM-DD in Chișinău, today and later only. */
  closed_dates: string[];
  /** Ordering paused by the restaurant until this instant (ISO), or null. */
  paused_until: string | null;
  /** The kitchen is busy: minutes added to the usual delivery or preparation time (0 when not). */
  busy_minutes: number;
};
export type PaymentTypeCode = 'card_online' | 'cash' | 'card_courier';
export type PaymentType = { id: number; code: PaymentTypeCode; name: string; online: boolean };
export type OrderTypeCode = 'delivery' | 'pickup';
export type OrderType = { id: number; code: OrderTypeCode; name: string };
/**
 * GET /api/order-rules: the numbers the API checks an order against — its environment's, lead time, days
 * ahead and bonus shares overridable by the back office (`StaffOrderRules`) —, so the shop offers only what
 * the API accepts. Minimum order, fees and free delivery are per region (`Region`).
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
  /** An uploaded picture of the category, or null: the shop draws `illustration`. */
  image: ProductImage | null;
  products_count: number;
};
export type ImageVariant = { url: string; width: number; height: number };
/** The same variants in another format, for a `<picture>`'s `<source type srcset>`. */
export type ImageSource = { type: 'image/avif'; srcset: string };
/**
 * `url` is the 640 px variant (or the largest there is); `srcset` lists 320w, 640w and 960w. All 4:3 WebP.
 * `sources` holds AVIF for an uploaded photo (list them before the `<img>`), and is empty for a drawn one.
 */
export type ProductImage = ImageVariant & {
  alt: string;
  srcset: string;
  variants: ImageVariant[];
  sources: ImageSource[];
};
export type ProductModifier = { id: number; code: string; name: string; price: number };
export type ProductTag = 'spicy' | 'vegetarian' | 'new' | 'hit';
/** The 14 allergens of EU Regulation 1169/2011, Annex II (`ALLERGENS` in `@nori/core/catalog`). */
export type Allergen =
  | 'gluten'
  | 'crustaceans'
  | 'eggs'
  | 'fish'
  | 'peanuts'
  | 'soybeans'
  | 'milk'
  | 'nuts'
  | 'celery'
  | 'mustard'
  | 'sesame'
  | 'sulphites'
  | 'lupin'
  | 'molluscs';
/** Per 100 g (or 100 ml); energy in kcal (kJ is derived: `kilojoules`). */
export type Nutrition = { energy_kcal: number; protein: number; fat: number; carbohydrates: number };
export type Product = {
  id: number;
  slug: string;
  /** The Tilda-era numeric id; null for dishes added since. */
  legacy_id: number | null;
  category_id: number;
  category_slug: string;
  name: string;
  description: string;
  price: number;
  old_price: number | null;
  weight: number;
  weight_unit: 'g' | 'ml' | 'pcs';
  tags: string[];
  /** Orderable somewhere: not on the stop-list of every restaurant. */
  is_available: boolean;
  /** Restaurants whose stop-list holds the dish (an order from them refuses it). */
  unavailable_at: number[];
  image: ProductImage;
  modifiers: ProductModifier[];
  /** EU allergens (`@nori/core/catalog` ALLERGENS codes), in the Regulation's order. */
  allergens: Allergen[];
  /** Per 100 g, or null when not given. */
  nutrition: Nutrition | null;
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
  /** The promotion's own picture, or null: the shop then draws its banner. */
  image: ProductImage | null;
  /** Dishes the promotion is about, in its order. */
  product_ids: number[];
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
  /**
   * A promo code as the shopper typed it (case, spaces and look-alike letters do not count). One that does not
   * apply refuses the order: a 422 on `promo_code` saying why. The server prices every offer; a client never
   * sends a discount.
   */
  promo_code?: string | null;
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
  /** The fee the order would pay without offers (`delivery_discount` is taken off it). */
  delivery_fee: number;
  bonuses_spent: number;
  // The three below are always sent by this API; optional because a backend without offers (the business's own,
  // which the shop must work against unchanged) leaves them out: read absent as 0 and none.
  /** Taken off the goods by offers. */
  discount?: number;
  /** Taken off the delivery fee by offers. */
  delivery_discount?: number;
  /** The offers applied, in the order they applied, as priced when the order was placed. */
  offers?: OrderOffer[];
  /** subtotal − discount + delivery_fee − delivery_discount − bonuses_spent */
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
/** An offer an order got: its code (null: applied by itself), its title, what it took off. A gift is a line at 0. */
export type OrderOffer = { code: string | null; title: string; discount: number; delivery_discount: number };
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

// ----- offers: promo codes and automatic offers (priced by @nori/core/offers; money in MDL) -----

/** What a discount applies to: the whole order (`ids` empty), or the lines of these categories or dishes. */
export type OfferTargetView = { scope: 'order' | 'categories' | 'products'; ids: number[] };
/** An offer's benefit as the business sets it. */
export type OfferBenefitRequest =
  /** A share off what it targets (1–100), rounded down to the ban. */
  | { kind: 'percent'; percent: number; target: OfferTargetView }
  /** A sum off what it targets (MDL), never more than that is worth. */
  | { kind: 'amount'; amount: number; target: OfferTargetView }
  /** For every `every` dishes it targets, the cheapest one free. */
  | { kind: 'cheapest_free'; every: number; target: OfferTargetView }
  | { kind: 'free_delivery' }
  /** A dish added for free. */
  | { kind: 'gift'; product_id: number };
/** The benefit as the API shows it: a gift with `value`, the dish's price now (what offers are compared by). */
export type OfferBenefitView =
  Exclude<OfferBenefitRequest, { kind: 'gift' }> | { kind: 'gift'; product_id: number; value: number };
/** A weekly window on Chișinău's clock: weekdays (0 = Sunday), `from` included, `to` excluded (HH:MM); a `to` before `from` runs past midnight. */
export type OfferWindowView = { weekdays: number[]; from: string; to: string };
/** When an offer applies; null: no such condition. */
export type OfferConditionsView = {
  /** The least the goods must cost before offers (MDL). */
  min_subtotal: number | null;
  fulfilment: OrderTypeCode | null;
  restaurant_ids: number[] | null;
  /** `new`: a shopper's first order; `returning`: any later one. */
  customers: 'new' | 'returning' | null;
  window: OfferWindowView | null;
  /** ISO instants; `ends_at` excluded. */
  starts_at: string | null;
  ends_at: string | null;
};
/** Uses in all and per shopper (orders not cancelled); null: no limit. */
export type OfferLimitsView = { total_uses: number | null; uses_per_shopper: number | null };
/**
 * GET /api/offers: an automatic offer (one without a code) not paused and not over, for the shop to price the
 * cart with `@nori/core/offers` (`offerFromView`) as the API will. Whether a shopper is new, and the offers'
 * uses, only the API knows.
 */
export type PublicOffer = {
  id: number;
  title: string;
  benefit: OfferBenefitView;
  conditions: OfferConditionsView;
  combinable: boolean;
  with_bonuses: boolean;
};
/** Why a code does not apply: core's reasons, and the ones only the API can tell. */
export type OfferRefusalReason =
  | 'unknown'
  | 'paused'
  | 'giftUnavailable'
  | 'notYet'
  | 'expired'
  | 'usedUp'
  | 'alreadyUsed'
  | 'newOnly'
  | 'returningOnly'
  | 'restaurant'
  | 'fulfilment'
  | 'hours'
  | 'minimum'
  | 'nothingToDiscount'
  | 'betterOffer';
/** POST /api/offers/check (optional bearer): the cart as the order would be; lines the order would refuse are left out. */
export type OfferCheckRequest = {
  items: OrderLineRequest[];
  order_type: OrderTypeCode;
  /** delivery: the area (its fee and restaurant) */
  region_id?: number | null;
  /** pickup */
  restaurant_id?: number | null;
  promo_code?: string | null;
};
/** One applied offer in a check: `gift_product_id` for a gift (the order adds it as a line at 0). */
export type CheckedOffer = OrderOffer & { id: number; gift_product_id: number | null };
/** The check's answer: the order's sums with the offers it would get. */
export type OfferCheck = {
  subtotal: number;
  delivery_fee: number;
  discount: number;
  delivery_discount: number;
  offers: CheckedOffer[];
  /** The code given: applied, or why not (`message` in the request's language); null without a code. */
  promo_code: { code: string; applied: boolean; reason: OfferRefusalReason | null; message: string | null } | null;
  /** Automatic offers a little more would reach (the shop's "add 45 MDL for free delivery"), nearest first. */
  nudges: { offer_id: number; title: string; missing: number }[];
  /** False when an applied offer does not combine with bonuses. */
  bonuses_allowed: boolean;
  /** The most bonuses the order may spend (0 for a guest): the usual share of the goods after offers, the balance. */
  bonuses_max: number;
};
/** POST /api/offers/check */
export type OfferCheckResponse = { data: OfferCheck };

/** GET /api/staff/offers[/{id}] (owner, manager) */
export type StaffOffer = {
  id: number;
  /** Normalized; null: applies by itself. */
  code: string | null;
  title: LocalizedText;
  benefit: OfferBenefitView;
  conditions: OfferConditionsView;
  limits: OfferLimitsView;
  combinable: boolean;
  with_bonuses: boolean;
  /** false: paused. */
  active: boolean;
  /** Send it back with a change: a save over a newer version is a 409. */
  version: number;
  /** Orders not cancelled that got it. */
  uses: number;
  created_at: string;
  updated_at: string;
};
/** POST /api/staff/offers: conditions and limits left out are none; `combinable`, `with_bonuses` and `active` default true. */
export type StaffOfferRequest = {
  code?: string | null | undefined;
  title: LocalizedText;
  benefit: OfferBenefitRequest;
  conditions?: Partial<OfferConditionsView> | undefined;
  limits?: Partial<OfferLimitsView> | undefined;
  combinable?: boolean | undefined;
  with_bonuses?: boolean | undefined;
  active?: boolean | undefined;
};
/** PATCH /api/staff/offers/{id}: the fields sent replace the offer's (`conditions` and `limits` whole); `version` as loaded. */
export type StaffOfferPatch = Partial<StaffOfferRequest> & { version: number };
/** POST /api/staff/offers/{id}/copy: a paused copy, with this code (a code offer's copy gets a free one by default). */
export type StaffOfferCopyRequest = { code?: string | null | undefined };
/** GET /api/staff/reports/offers?from&to[&restaurant_id] (owner, manager): the offers used by orders placed in the range. */
export type StaffOfferReport = {
  from: string;
  to: string;
  offers: StaffOfferReportRow[];
  totals: Omit<StaffOfferReportRow, 'offer_id' | 'code' | 'title'>;
};
/** Orders not cancelled (a card order only once paid) that got the offer: how many, what it gave, what they paid. */
export type StaffOfferReportRow = {
  offer_id: number;
  code: string | null;
  title: string;
  uses: number;
  discount: number;
  delivery_discount: number;
  /** What those orders paid (MDL). */
  revenue: number;
  average_basket: number;
};

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

// ----- back office: the business's settings (cookie session + X-CSRF-Token; every answer is `{ data }`) -----

export type LocalizedText = { ro: string; ru: string; en: string; uk: string };
/** GET /api/staff/restaurants[/{id}], PATCH …/{id}, POST …/{id}/pause and …/{id}/busy. */
export type StaffRestaurant = Omit<Restaurant, 'name' | 'address'> & {
  name: LocalizedText;
  address: LocalizedText;
  /** Auto-accept: a placed order is accepted at once by the system with this promised time; null: off. */
  auto_accept_minutes: number | null;
};
/** PATCH /api/staff/restaurants/{id} (owner, manager): only the fields sent change; lists are replaced. */
export type RestaurantPatch = Partial<
  Pick<
    StaffRestaurant,
    'name' | 'address' | 'phone' | 'lat' | 'lng' | 'opening_hours' | 'closed_dates' | 'auto_accept_minutes'
  >
>;
/** POST /api/staff/restaurants/{id}/pause (any role): for some minutes, until an instant, or `until: null` to resume. */
export type PauseRequest = { minutes: number } | { until: string | null };
/** POST /api/staff/restaurants/{id}/busy (any role): minutes added to the earliest time; 0 ends it. */
export type BusyRequest = { minutes: number };
/** GET /api/staff/regions; an area with orders cannot be deleted (409). Money in MDL. */
export type StaffRegion = Omit<Region, 'name'> & { name: LocalizedText; position: number; orders_count: number };
/** POST /api/staff/regions, PATCH …/{id} (a part of it). */
export type RegionRequest = {
  code?: string | undefined;
  name: LocalizedText;
  restaurant_id: number;
  delivery_fee: number;
  min_order: number;
  free_delivery_from: number;
  delivery_minutes: number;
};
/** GET/PUT /api/staff/settings/options: "" is no announcement in that language; socials' urls are https. */
export type StaffOptions = {
  phone: string;
  email_admin: string;
  alert_message: LocalizedText;
  alert_popup_message: LocalizedText;
  socials: { code: string; name: string; url: string; kind: 'social' | 'messenger' }[];
};
/** What the back office set over the environment's order rules; null: the environment's. */
export type OrderRulesOverrides = {
  lead_minutes: number | null;
  max_days_ahead: number | null;
  bonus_spend_max_percent: number | null;
  bonus_earn_percent: number | null;
};
/** PUT /api/staff/settings/order-rules: a rule left out or null is the environment's again. */
export type OrderRulesRequest = { [K in keyof OrderRulesOverrides]?: OrderRulesOverrides[K] | undefined };
/** GET/PUT /api/staff/settings/order-rules: the rules in force (GET /api/order-rules), the overrides, the environment's. */
export type StaffOrderRules = { rules: OrderRules; overrides: OrderRulesOverrides; environment: OrderRules };

// ----- back office: the menu (cookie session + X-CSRF-Token; every answer is `{ data }`; money in MDL) -----

/** A text a draft may leave empty in some languages ('' or left out); publishing needs all four. */
export type DraftText = {
  ro?: string | undefined;
  ru?: string | undefined;
  en?: string | undefined;
  uk?: string | undefined;
};
/** An uploaded picture as the editors show it: the menu's image and its `hash` (POST /api/staff/images). */
export type StaffImage = ProductImage & { hash: string };
/** GET /api/staff/catalog/products[/{id}]: a dish, draft or not, in every language ('' where a draft has none). */
export type StaffProduct = {
  id: number;
  slug: string;
  /** Earlier slugs, answered with a 301. */
  old_slugs: string[];
  legacy_id: number | null;
  category_id: number;
  position: number;
  name: LocalizedText;
  description: LocalizedText;
  price: number;
  old_price: number | null;
  weight: number;
  weight_unit: Product['weight_unit'];
  tags: ProductTag[];
  /** In the order offered. */
  modifier_ids: number[];
  allergens: Allergen[];
  nutrition: Nutrition | null;
  /** null: the category's drawing. */
  image: StaffImage | null;
  published: boolean;
  /** Restaurants whose stop-list holds it. */
  stopped_at: number[];
  updated_at: string;
};
/** POST /api/staff/catalog/products: a draft unless `published`; `image` is an uploaded picture's hash. */
export type ProductRequest = {
  slug?: string | undefined;
  category_id: number;
  name: DraftText;
  description?: DraftText | undefined;
  price: number;
  old_price?: number | null | undefined;
  weight: number;
  weight_unit: Product['weight_unit'];
  tags?: ProductTag[] | undefined;
  modifier_ids?: number[] | undefined;
  allergens?: Allergen[] | undefined;
  nutrition?: Nutrition | null | undefined;
  image?: string | null | undefined;
  published?: boolean | undefined;
};
/** PATCH /api/staff/catalog/products/{id}: the fields sent; a save over a newer `updated_at` is a 409. */
export type ProductPatch = Partial<ProductRequest> & { expected_updated_at?: string | undefined };
/** GET /api/staff/catalog/categories[/{id}] */
export type StaffCategory = {
  id: number;
  slug: string;
  position: number;
  name: LocalizedText;
  illustration: string;
  image: StaffImage | null;
  /** Drafts included: a category with any cannot be deleted (409). */
  products_count: number;
  updated_at: string;
};
/** The drawings a category's dishes show until they have a photo. */
export type Illustration = 'roll' | 'set' | 'maki' | 'wok' | 'soup' | 'salad' | 'dessert' | 'drink';
/** POST /api/staff/catalog/categories, PATCH …/{id} (a part of it). */
export type CategoryRequest = {
  slug?: string | undefined;
  name: LocalizedText;
  illustration: Illustration;
  image?: string | null | undefined;
};
/** GET /api/staff/catalog/modifiers: the extras a dish may offer. */
export type StaffModifier = { id: number; code: string; name: LocalizedText; price: number; products_count: number };
/** POST /api/staff/catalog/modifiers, PATCH …/{id} (a part of it). */
export type ModifierRequest = { code?: string | undefined; name: LocalizedText; price: number };
/** GET /api/staff/catalog/promotions[/{id}] */
export type StaffPromotion = {
  id: number;
  slug: string;
  position: number;
  title: LocalizedText;
  description: LocalizedText;
  starts_at: string;
  ends_at: string | null;
  image: StaffImage | null;
  product_ids: number[];
  published: boolean;
  updated_at: string;
};
/** POST /api/staff/catalog/promotions: a draft unless `published`. */
export type PromotionRequest = {
  slug?: string | undefined;
  title: DraftText;
  description?: DraftText | undefined;
  starts_at: string;
  ends_at?: string | null | undefined;
  image?: string | null | undefined;
  product_ids?: number[] | undefined;
  published?: boolean | undefined;
};
/** PATCH /api/staff/catalog/promotions/{id} */
export type PromotionPatch = Partial<PromotionRequest> & { expected_updated_at?: string | undefined };
/** PUT …/categories/order, …/promotions/order, …/categories/{id}/products/order: every one, each once. */
export type ReorderRequest = { ids: number[] };
/** What an import does (or, with `dry_run=true`, would do) to a record: its slug (an extra's code) and the action. */
export type MenuImportAction = 'create' | 'update' | 'unchanged';
/**
 * POST /api/staff/catalog/import[?dry_run=true]: what was (would be) saved, all or nothing. A refusal is a 422
 * whose `errors` are keyed `lines.{line}.{column}` (CSV; the header is line 1), `products.{i}.{field}`,
 * `categories.{i}.{field}`, `modifiers.{i}.{field}` (JSON), or `file`.
 */
export type MenuImportResult = {
  /** Dishes. */
  created: number;
  updated: number;
  unchanged: number;
  dry_run: boolean;
  /** `line`: CSV (where the row starts); `index`: JSON (in `products`). */
  products: { line?: number; index?: number; slug: string; action: MenuImportAction }[];
  categories: { index: number; slug: string; action: MenuImportAction }[];
  modifiers: { index: number; code: string; action: MenuImportAction }[];
};
/** GET /api/staff/stop-list */
export type StopListEntry = { product_id: number; restaurant_id: number; staff_id: number | null; since: string };
/** POST /api/staff/stop-list: `available: false` takes the dish off that restaurant's menu. */
export type StopListRequest = { product_id: number; restaurant_id: number; available: boolean };

// ----- back office: staff and the orders board (cookie session + X-CSRF-Token on writes) -----

export type StaffRole = 'owner' | 'manager' | 'operator';
/** A staff member as the API shows them; `restaurant_ids` is empty for an owner (all restaurants). */
export type StaffMember = { id: number; email: string; name: string; role: StaffRole; restaurant_ids: number[] };
/** POST /api/staff/login and GET /api/staff/me: who is signed in and the CSRF token for writes. */
export type StaffSession = { staff: StaffMember; csrf_token: string };
/** One change in an order's history: who (a staff member, the shopper or the system), when, why. */
export type StaffOrderEvent = {
  id: number;
  type: 'status' | 'released';
  status: OrderStatus;
  from_status: OrderStatus | null;
  at: string;
  actor: 'staff' | 'shopper' | 'system';
  staff: { id: number; name: string } | null;
  reason: string | null;
  promised_at: string | null;
};
/** GET /api/staff/orders[/{id}]: an order with what the kitchen needs and its whole history. */
export type StaffOrder = Order & {
  /** The shopper's language (the SMS go out in it). */
  locale: string;
  /** When the kitchen should see it: a scheduled order's preparation time. */
  release_at: string;
  /** null: a scheduled order not yet due in the kitchen. */
  released_at: string | null;
  /** When a new order should be accepted by (then the restaurant is rung); null while a scheduled one is not due. */
  accept_by: string | null;
  alerted_at: string | null;
  updated_at: string;
  history: StaffOrderEvent[];
};
/** GET /api/staff/events: each `event: order` message's data. */
export type StaffStreamMessage = { event: StaffOrderEvent; order: StaffOrder };
/**
 * GET /api/staff/orders: `status` comma-separated states or `all` (default: the ones in progress); `from`/`to`
 * calendar days (YYYY-MM-DD, Chișinău, both included) of placing; `phone` any part of the shopper's number
 * (digits); `q` an order number; newest first, `before` an order id to page from. `next_before` is the
 * `before` of the next (older) page, null on the last.
 */
export type StaffOrderPage = { data: StaffOrder[]; next_before: number | null };

/** GET /api/staff/reports?from&to[&restaurant_id] (owner, manager): orders placed per Chișinău day. */
export type StaffReport = {
  from: string;
  to: string;
  /** Every day of the range, oldest first, days without orders included (zeros). */
  days: StaffReportDay[];
  totals: Omit<StaffReportDay, 'date'>;
  /** The ten dishes sold most (by quantity) in the range, cancelled orders left out. */
  top_dishes: { product_id: number; name: string; quantity: number; revenue: number }[];
};
/** One day: orders not cancelled, their revenue (MDL, what shoppers paid) and average; cancelled counted apart. */
export type StaffReportDay = {
  date: string;
  orders: number;
  revenue: number;
  average_basket: number;
  cancelled: number;
};

/** GET /api/staff/members (owner): everyone, disabled ones too. */
export type StaffMemberRow = StaffMember & { disabled: boolean; created_at: string };
/** POST /api/staff/members (owner): a password of 12 to 200 characters; `restaurant_ids` empty for an owner. */
export type StaffMemberRequest = {
  email: string;
  name: string;
  role: StaffRole;
  restaurant_ids: number[];
  password: string;
};
/**
 * PATCH /api/staff/members/{id} (owner): the fields sent. `disabled: true` signs them out everywhere; a new
 * `password` too. The last active owner cannot be disabled or demoted, nor can owners disable themselves (409).
 */
export type StaffMemberPatch = Partial<Omit<StaffMemberRequest, 'email'>> & { disabled?: boolean | undefined };

/** One staff action. `action` is a dotted code (`order.transition`, `product.update`, `staff.login`, …). */
export type AuditEntry = {
  id: number;
  at: string;
  staff: { id: number; name: string; email: string } | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
};
/** GET /api/staff/audit?staff_id&action&target_type&target_id&before&limit (owner): newest first. */
export type AuditPage = { data: AuditEntry[]; next_before: number | null };

/**
 * POST /api/staff/orders/{id}/transition: accepting needs `promised_minutes`, cancelling a `reason`; `from` is the
 * state the caller saw, so that a move someone else made first is answered with their name (409 `stale`).
 */
export type TransitionRequest = {
  to: OrderStatus;
  from?: OrderStatus | undefined;
  promised_minutes?: number | undefined;
  reason?: string | undefined;
};
