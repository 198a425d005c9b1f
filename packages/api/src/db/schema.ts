// The whole database. Money is stored in bani (1 MDL = 100 bani) as integers; the API speaks MDL.
// Everything several API processes must agree on (codes, limits, tokens, idempotency keys, orders,
// payments, the bonus ledger) lives here; process memory holds caches only.
import type { Allergen, Nutrition } from '@nori/core/catalog';
import type { ProductTag } from '@nori/core/contract';
import type { OrderActor, OrderState } from '@nori/core/orderLifecycle';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text in the four storefront languages. */
export type Localized = { ro: string; ru: string; en: string; uk: string };

export type OpeningHours = { day: number; open: string; close: string }[];

export type Address = {
  street: string;
  house: string;
  apartment?: string | undefined;
  entrance?: string | undefined;
  floor?: string | undefined;
  intercom?: string | undefined;
};

/**
 * An uploaded picture (`images` row): its content hash names the files, so their URLs never change meaning.
 * `focus` is kept for future crops; today every variant is a 4:3 cover crop around the centre.
 */
export type ImageRef = { hash: string; width: number; height: number };

export type OrderItemModifier = { id: number; name: Localized; price: number; quantity: number };

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------------------------------------------------------------------------------------------
// Customers and sign-in

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name'),
    surname: text('surname'),
    birthday: date('birthday', { mode: 'string' }),
    referralCode: text('referral_code').notNull().unique(),
    referrerId: integer('referrer_id'),
    referralRewardedAt: ts('referral_rewarded_at'),
    bonusBalance: integer('bonus_balance').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_bonus_balance_non_negative', sql`${t.bonusBalance} >= 0`),
    index('users_referrer_idx').on(t.referrerId),
  ],
);

/** One live code per phone: a new code replaces the old one. */
export const smsCodes = pgTable('sms_codes', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Fixed-window counters, incremented atomically (`INSERT … ON CONFLICT … RETURNING count`). */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** The development SMS provider: messages land here instead of a phone. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** The one-time code of a sign-in SMS; null for order messages. */
    code: text('code'),
    text: text('text').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Catalog

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  illustration: text('illustration').notNull(),
  image: jsonb('image').$type<ImageRef>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The Tilda-era id; null for dishes added since. */
    legacyId: bigint('legacy_id', { mode: 'number' }).unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    weight: integer('weight').notNull(),
    weightUnit: text('weight_unit').$type<'g' | 'ml' | 'pcs'>().notNull(),
    tags: text('tags')
      .array()
      .$type<ProductTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A draft (false) is not on the menu and cannot be ordered; publishing needs all four languages. */
    published: boolean('published').notNull().default(true),
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    /** The uploaded photo; null: the drawn illustration of the category. */
    image: jsonb('image').$type<ImageRef>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    index('products_category_idx').on(t.categoryId, t.position),
  ],
);

/** A product's earlier slugs: the shop answers them with a 301 to the current one. */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('product_slug_redirects_product_idx').on(t.productId)],
);

/** The stop-list: a row takes a dish off one restaurant's menu until it is deleted. */
export const stopList = pgTable(
  'stop_list',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.productId] })],
);

/** Uploaded pictures, by the SHA-256 of their original bytes; the files are `{hash}-{width}.{avif|webp}`. */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  /** What the upload's bytes were (sniffed from the content, never the name). */
  sourceType: text('source_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  staffId: integer('staff_id'),
  createdAt: ts('created_at').notNull(),
});

export const modifiers = pgTable('modifiers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  price: integer('price').notNull(),
  /** A modifier no product offers any more is archived rather than deleted (orders name it). */
  archived: boolean('archived').notNull().default(false),
});

export const productModifiers = pgTable(
  'product_modifiers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.modifierId] })],
);

/** Old storefront ids (Tilda era) that must keep redirecting to the current product slug. */
export const legacyAliases = pgTable('legacy_aliases', {
  legacyId: bigint('legacy_id', { mode: 'number' }).primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  startsAt: date('starts_at', { mode: 'string' }).notNull(),
  endsAt: date('ends_at', { mode: 'string' }),
  published: boolean('published').notNull().default(true),
  image: jsonb('image').$type<ImageRef>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The dishes a promotion is about, in its order. */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Dictionaries

export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  address: jsonb('address').$type<Localized>().notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** Several entries with one `day` are several intervals; a close at or before the open runs past midnight. */
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  /** Whole days closed (YYYY-MM-DD, Chișinău). */
  closedDates: date('closed_dates', { mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'::date[]`),
  /** Ordering paused until then (the restaurant's "pause" switch). */
  pausedUntil: ts('paused_until'),
  /** Busy kitchen: minutes added to every promise and estimate. */
  busyMinutes: integer('busy_minutes').notNull().default(0),
  /** Auto-accept: a placed order is accepted at once by the system, promising this many minutes; null: off. */
  autoAcceptMinutes: integer('auto_accept_minutes'),
});

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id),
  deliveryFee: integer('delivery_fee').notNull(),
  minOrder: integer('min_order').notNull(),
  freeDeliveryFrom: integer('free_delivery_from').notNull(),
  deliveryMinutes: integer('delivery_minutes').notNull(),
});

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  online: boolean('online').notNull(),
});

export const orderTypes = pgTable('order_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const socials = pgTable('socials', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  kind: text('kind').$type<'social' | 'messenger'>().notNull(),
});

/**
 * Key/value settings: `phone`, `email_admin`, `alert_message` and `alert_popup_message` (per language),
 * `order_rules` (what the back office set over the environment's defaults), `catalog_version`.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Orders, payments, bonuses

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** `@nori/core/orderLifecycle`; moved only by the lifecycle service's compare-and-set updates. */
    status: text('status').$type<OrderState>().notNull(),
    orderType: text('order_type').$type<'delivery' | 'pickup'>().notNull(),
    paymentType: text('payment_type').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    address: jsonb('address').$type<Address>(),
    scheduledAt: ts('scheduled_at'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    comment: text('comment'),
    locale: text('locale').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    bonusesSpent: integer('bonuses_spent').notNull(),
    /** Taken off the goods by offers (`order_offers` holds each offer's share). */
    discount: integer('discount').notNull().default(0),
    /** Taken off `delivery_fee` by offers; `delivery_fee` stays the fee the order would have paid. */
    deliveryDiscount: integer('delivery_discount').notNull().default(0),
    /** subtotal − discount + delivery_fee − delivery_discount − bonuses_spent */
    total: integer('total').notNull(),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
    /** When the kitchen should see the order: placing (or payment) time, or a scheduled order's preparation time. */
    releaseAt: ts('release_at').notNull(),
    /** Set by the release job (or at once for an order due now); the board shows unreleased orders apart. */
    releasedAt: ts('released_at'),
    promisedAt: ts('promised_at'),
    cancelReason: text('cancel_reason'),
    /** When the restaurant was alerted that this order waits to be accepted (once per order). */
    alertedAt: ts('alerted_at'),
    /**
     * The private read link: its token is HMAC(AUTH_SECRET, salt), so the server can write it into an SMS
     * or an Idempotency-Key replay at any time, yet the database alone does not give it away; orders are
     * found by the token's SHA-256.
     */
    trackSalt: text('track_salt').notNull(),
    trackTokenHash: text('track_token_hash').notNull().unique(),
    updatedAt: ts('updated_at').notNull(),
    reviewRating: integer('review_rating'),
    reviewText: text('review_text'),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.status),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // Whether a shopper has ordered before (offers for new or returning shoppers), by the phone of a guest.
    index('orders_contact_phone_idx').on(t.contactPhone),
  ],
);

/** An order row (services call it `Order`). */
export type OrderRow = typeof orders.$inferSelect;

/**
 * Every change of every order, in commit order: the order's history (who, when, why) and the event log
 * that the live streams replay from (`id` is the Server-Sent Events id; `Last-Event-ID` resumes after it).
 * Rows are only ever appended, under a transaction-scoped advisory lock, so ids become visible in order.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').notNull(),
    /** `status`: the order moved to `status`; `released`: a scheduled order reached the kitchen. */
    type: text('type').$type<'status' | 'released'>().notNull(),
    status: text('status').$type<OrderState>().notNull(),
    fromStatus: text('from_status').$type<OrderState>(),
    actor: text('actor').$type<OrderActor>().notNull(),
    staffId: integer('staff_id'),
    reason: text('reason'),
    promisedAt: ts('promised_at'),
    createdAt: ts('created_at').notNull(),
    /** When the shopper was told of this change by SMS (the job that tells them sets it). */
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    index('order_events_restaurant_idx').on(t.restaurantId, t.id),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    modifiers: jsonb('modifiers').$type<OrderItemModifier[]>().notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** `POST /api/orders` keys: the first request wins; the same key later replays its order. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull(),
});

/** One row per payment order created at the provider (a retry makes a new one). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    orderCode: text('order_code').notNull().unique(),
    redirectUrl: text('redirect_url').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    transactionId: text('transaction_id'),
    amount: integer('amount').notNull(),
    /** A paid payment of a cancelled order: `requested` when cancelled, `refunded` once the provider confirmed. */
    refundStatus: text('refund_status').$type<'requested' | 'refunded'>(),
    refundTransactionId: text('refund_transaction_id'),
    refundedAt: ts('refunded_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** The simulated provider's own books (what Viva would hold on its side). */
export const simulatedTransactions = pgTable('simulated_transactions', {
  id: text('id').primaryKey(),
  orderCode: text('order_code').notNull(),
  statusId: text('status_id').$type<'F' | 'E'>().notNull(),
  amount: integer('amount').notNull(),
  /** A refund: the payment transaction it returns money from (its amount is what was returned). */
  refundOf: text('refund_of'),
  createdAt: ts('created_at').notNull(),
});

export const bonusTransactions = pgTable(
  'bonus_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** `refund`: bonuses spent on an order that was cancelled, given back. */
    kind: text('kind').$type<'earn' | 'spend' | 'referral' | 'refund'>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('bonus_transactions_user_idx').on(t.userId, t.id),
    // Earning and spending happen at most once per order and user, whatever the races.
    uniqueIndex('bonus_transactions_once').on(t.userId, t.kind, t.orderId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Staff (the restaurant's people: not customers, never signed in by phone)

export type StaffRole = 'owner' | 'manager' | 'operator';

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** `scrypt$N$r$p$salt$hash` (base64url), node:crypto's scrypt. */
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** Restaurants an operator or manager works for; an owner works for all. */
  restaurantIds: integer('restaurant_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: ts('created_at').notNull(),
  disabledAt: ts('disabled_at'),
});

/** Staff sign-in sessions: the cookie holds 256 random bits, the row only their SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff action: who did what to which thing, from where. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('audit_log_staff_idx').on(t.staffId, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Offers: promo codes and automatic offers (issue 33), priced by @nori/core/offers

export type OfferKind = 'percent' | 'amount' | 'cheapest_free' | 'free_delivery' | 'gift';
export type OfferScope = 'order' | 'categories' | 'products';

/**
 * One offer, its benefit, conditions and limits as typed columns rather than one JSON document: CHECK
 * constraints hold every offer to a shape core can price (a percent within 1–100, a window within the day,
 * dates in order), the gift dish is a foreign key (it cannot be deleted from under the offer), and the
 * back office's lists and reports filter on them in SQL. Money in bani. `services/offers.ts` maps a row to
 * core's `Offer` and to the API's view, in one place each.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** What the shopper types, normalized (`normalizeCode`); null: the offer applies by itself. */
    code: text('code'),
    title: jsonb('title').$type<Localized>().notNull(),
    kind: text('kind').$type<OfferKind>().notNull(),
    /** percent: the share off, 1–100. */
    percent: integer('percent'),
    /** amount: bani off. */
    amount: integer('amount'),
    /** cheapest_free: the cheapest of every this many dishes is free. */
    every: integer('every'),
    /** percent, amount, cheapest_free: what they apply to; `target_ids` are categories or dishes. */
    targetScope: text('target_scope').$type<OfferScope>(),
    targetIds: integer('target_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** gift: the dish given. */
    giftProductId: integer('gift_product_id').references(() => products.id),
    /** The least the goods must cost, bani, before offers. */
    minSubtotal: integer('min_subtotal'),
    fulfilment: text('fulfilment').$type<'delivery' | 'pickup'>(),
    /** Only orders of these restaurants; null: every restaurant. */
    restaurantIds: integer('restaurant_ids').array(),
    customers: text('customers').$type<'new' | 'returning'>(),
    /** Weekdays (0 = Sunday) and minutes since midnight in Chișinău, `to` excluded; all three or none. */
    windowWeekdays: integer('window_weekdays').array(),
    windowFrom: integer('window_from'),
    windowTo: integer('window_to'),
    startsAt: ts('starts_at'),
    /** Excluded. */
    endsAt: ts('ends_at'),
    /** Uses in all and per shopper, counted from `order_offers` of orders not cancelled. */
    totalUses: integer('total_uses'),
    usesPerShopper: integer('uses_per_shopper'),
    combinable: boolean('combinable').notNull().default(true),
    withBonuses: boolean('with_bonuses').notNull().default(true),
    /** false: paused by the back office (applies to nothing, a code is refused). */
    active: boolean('active').notNull().default(true),
    /** Bumped by every change: a save that names an older one is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // NULLs are distinct: any number of automatic offers, each code once.
    uniqueIndex('offers_code_unique').on(t.code),
    check(
      'offers_benefit',
      sql`case ${t.kind}
        when 'percent' then ${t.percent} between 1 and 100 and ${t.targetScope} is not null
        when 'amount' then ${t.amount} > 0 and ${t.targetScope} is not null
        when 'cheapest_free' then ${t.every} >= 1 and ${t.targetScope} is not null
        when 'free_delivery' then true
        when 'gift' then ${t.giftProductId} is not null
        else false end`,
    ),
    check(
      'offers_target_scope',
      sql`${t.targetScope} is null or ${t.targetScope} in ('order', 'categories', 'products')`,
    ),
    check('offers_fulfilment', sql`${t.fulfilment} is null or ${t.fulfilment} in ('delivery', 'pickup')`),
    check('offers_customers', sql`${t.customers} is null or ${t.customers} in ('new', 'returning')`),
    check(
      'offers_window',
      sql`(${t.windowWeekdays} is null and ${t.windowFrom} is null and ${t.windowTo} is null) or
        (${t.windowWeekdays} is not null and ${t.windowFrom} between 0 and 1439 and ${t.windowTo} between 0 and 1439)`,
    ),
    check('offers_dates', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check(
      'offers_limits',
      sql`coalesce(${t.totalUses}, 1) >= 1 and coalesce(${t.usesPerShopper}, 1) >= 1 and coalesce(${t.minSubtotal}, 0) >= 0`,
    ),
  ],
);

export type OfferRow = typeof offers.$inferSelect;

/**
 * The offers an order got, each with what it took off, as priced when the order was placed: the order keeps
 * these whatever the offer becomes. An offer's uses are these rows of orders not cancelled, so a cancelled
 * order gives its use back by itself.
 */
export const orderOffers = pgTable(
  'order_offers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    /** In the order they applied (core's stable order). */
    position: integer('position').notNull(),
    /** The code as the offer had it (null: automatic) and its title then. */
    code: text('code'),
    title: jsonb('title').$type<Localized>().notNull(),
    /** Bani off the goods and off the delivery fee. */
    discount: integer('discount').notNull(),
    deliveryDiscount: integer('delivery_discount').notNull(),
    /** The dish given (also a line of the order at price 0). */
    giftProductId: integer('gift_product_id').references(() => products.id),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.offerId] }),
    index('order_offers_offer_idx').on(t.offerId),
    check('order_offers_amounts', sql`${t.discount} >= 0 and ${t.deliveryDiscount} >= 0`),
  ],
);
