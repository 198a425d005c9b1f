/**
 * Response and request shapes the storefront reads (spec §7 and the API's OpenAPI document). Written here
 * to match packages/api's schemas until its `@nori/api/contract` module exists; then these become
 * re-exports of it.
 */

/** GET /api/get-options — the shop's contact settings (spec §3 "settings"). */
export interface Settings {
  phone: string;
  email_admin: string;
}

/** GET /api/important-update-date — announcements in the request's language (spec §3 "options"). */
export interface Options {
  alert_message: string | null;
  alert_popup_message: string | null;
}

export interface Social {
  id: number;
  code: string;
  name: string;
  url: string;
  type: "social" | "messenger";
}

export interface Region {
  id: number;
  code: string;
  name: string;
  restaurant_id: number;
  /** MDL */
  delivery_fee: number;
  min_order: number;
  free_delivery_from: number;
  delivery_minutes: number;
}

export interface OpeningHours {
  /** 0 = Sunday */
  day: number;
  open: string;
  close: string;
}

export interface Restaurant {
  id: number;
  code: string;
  name: string;
  address: string;
  phone: string;
  lat: number;
  lng: number;
  opening_hours: OpeningHours[];
}

export interface PaymentType {
  id: number;
  code: string;
  name: string;
  online: boolean;
}

export interface OrderType {
  id: number;
  code: string;
  name: string;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  position: number;
  illustration: string;
  products_count: number;
}

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

export interface ProductImage extends ImageVariant {
  alt: string;
  srcset: string;
  variants: ImageVariant[];
}

export interface ProductModifier {
  id: number;
  code: string;
  name: string;
  /** MDL */
  price: number;
}

export type ProductTag = "spicy" | "vegetarian" | "new" | "hit";

export interface Product {
  id: number;
  slug: string;
  legacy_id: number;
  category_id: number;
  category_slug: string;
  name: string;
  description: string;
  /** MDL */
  price: number;
  old_price: number | null;
  weight: number;
  weight_unit: "g" | "ml" | "pcs";
  tags: string[];
  is_available: boolean;
  image: ProductImage;
  modifiers: ProductModifier[];
}

export interface CategoryWithProducts extends Category {
  products: Product[];
}

export interface Promotion {
  id: number;
  slug: string;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string | null;
  is_active: boolean;
}

export interface LegacyProduct {
  legacy_id: number;
  slug: string;
}

/** GET /api/get-profile `data`, POST /api/update-profile `user`. */
export interface Profile {
  id: number;
  phone: string;
  name: string | null;
  surname: string | null;
  /** YYYY-MM-DD */
  birthday: string | null;
  referral_code: string;
  referrer_id: number | null;
  /** MDL */
  bonus_balance: number;
}

/** POST /api/update-profile body. */
export interface ProfileUpdate {
  name: string;
  surname: string;
  /** YYYY-MM-DD, or null to leave it unset (or unchanged once set). */
  birthday: string | null;
  /** The referral code from the `referral` cookie, when there is one. */
  referrer_id: string | null;
}
