/**
 * GA4 ecommerce events for the data layer (`stores.analytics.push(...)`): one builder per event the shop
 * sends (the checkout's own in `checkoutEvents.ts`), all over one item builder (`analyticsItem`), so the
 * menu, the product page, the cart and the checkout describe a product the same way. Shapes follow GA4's
 * recommended events:
 * `{ event: 'add_to_cart', ecommerce: { currency: 'MDL', value, items: [{ item_id, item_name, … }] } }`.
 */
import type { Category } from '../api/types';
import { unitPrice, type CartItem } from '../stores/cartLines';
import type { AnalyticsEvent } from './analytics';
import { roundMdl, toBani, toMdl } from '@nori/core/money';

export const ECOMMERCE_CURRENCY = 'MDL';

/** Anything that becomes an item: a product, a cart line, an order line. */
export interface EcommerceItemInput {
  /** Product id (sent as a string, GA4's `item_id`). */
  id: number | string;
  name?: string;
  /** Unit price in MDL, modifiers included when the line has any. */
  price: number;
  /** @default 1 */
  quantity?: number;
  /** The category's name, from the catalog's categories (`analyticsItem`). */
  category?: string;
  /** What sets this line apart from others of the product, e.g. its modifiers: "Wasabi ×1, Ginger ×2". */
  variant?: string;
  /** Position in the list it was shown in, from 0. */
  index?: number;
  /** Money off per unit, MDL. */
  discount?: number;
}

/** GA4's item. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_category?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  discount?: number;
}

export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'add_to_wishlist'
  | 'view_promotion'
  | 'select_promotion';

export interface EcommerceEvent extends AnalyticsEvent {
  event: EcommerceEventName;
  ecommerce: { items: EcommerceItem[] } & Record<string, unknown>;
}

/** A list the items were shown in: `{ id: 'menu', name: 'Menu' }`, `{ id: 'rulouri', name: 'Rolls' }`. */
export interface ItemList {
  id: string;
  name: string;
}

export function toEcommerceItem(input: EcommerceItemInput, list?: ItemList): EcommerceItem {
  const item: EcommerceItem = {
    item_id: String(input.id),
    item_name: input.name ?? String(input.id),
    price: roundMdl(input.price),
    quantity: input.quantity ?? 1,
  };
  if (input.category) item.item_category = input.category;
  if (input.variant) item.item_variant = input.variant;
  if (list) {
    item.item_list_id = list.id;
    item.item_list_name = list.name;
  }
  if (input.index !== undefined) item.index = input.index;
  if (input.discount) item.discount = roundMdl(input.discount);
  return item;
}

/** Σ price × quantity in MDL, summed in bani so it carries no floating-point dust. */
export function itemsValue(items: readonly EcommerceItem[]): number {
  return toMdl(items.reduce((sum, item) => sum + toBani(item.price) * item.quantity, 0));
}

/**
 * Any ecommerce event: `withValue` adds `currency` and `value` (Σ of the items unless `extra.value` says
 * otherwise, e.g. a purchase's total with delivery); `extra` carries the event's own fields.
 */
export function ecommerceEvent(
  event: EcommerceEventName,
  inputs: readonly EcommerceItemInput[],
  {
    withValue = true,
    list,
    extra = {},
  }: { withValue?: boolean; list?: ItemList; extra?: Record<string, unknown> } = {},
): EcommerceEvent {
  const items = inputs.map((input) => toEcommerceItem(input, list));
  const money = withValue ? { currency: ECOMMERCE_CURRENCY, value: itemsValue(items) } : {};
  return { event, ecommerce: { ...money, ...extra, items } };
}

/** The catalog's categories (`DictionaryStore.categories`): the one place an item's category is named from. */
export type CategoryNames = readonly Pick<Category, 'slug' | 'name'>[];

/** What is known of a line's product besides the line: its category, its modifiers' names. */
export interface ItemProduct {
  category_slug?: string;
  modifiers?: readonly { id: number; name: string }[];
}

/**
 * The shop's one analytics item, for every ecommerce event. It starts from a cart line (a product becomes
 * one through `productLine`, an order line through the same fields): the unit price with its modifiers
 * (spec §9), the modifiers named as the variant ("Wasabi ×1, Ginger ×2") when `product` knows their names,
 * and the category named from the catalog's categories by the product's `category_slug` (the line's, else
 * `product`'s). An unknown slug gives no category: a slug among names would split the reports.
 */
export function analyticsItem(line: CartItem, categories: CategoryNames, product?: ItemProduct): EcommerceItemInput {
  const slug = line.categorySlug ?? product?.category_slug;
  const category = categories.find((c) => c.slug === slug)?.name;
  const names = new Map(product?.modifiers?.map((m) => [m.id, m.name]));
  const variant = line.modifiers
    .filter((m) => names.has(m.id))
    .map((m) => `${names.get(m.id)} ×${m.quantity}`)
    .join(', ');
  return {
    id: line.id,
    name: line.name,
    price: unitPrice(line),
    quantity: line.quantity,
    ...(category && { category }),
    ...(variant && { variant }),
  };
}

/** `analyticsItem` for each line, with what `products` knows of each line's product. */
export const analyticsItems = (
  lines: readonly CartItem[],
  categories: CategoryNames,
  products?: ReadonlyMap<number, ItemProduct>,
): EcommerceItemInput[] => lines.map((line) => analyticsItem(line, categories, products?.get(line.id)));

// ----- the events -----

/** A list of products was shown (menu, category, related, favourites). Items get their position. */
export const viewItemList = (list: ItemList, items: readonly EcommerceItemInput[]) =>
  ecommerceEvent(
    'view_item_list',
    items.map((item, index) => ({ ...item, index: item.index ?? index })),
    { withValue: false, list, extra: { item_list_id: list.id, item_list_name: list.name } },
  );

/** A product was opened from a list. */
export const selectItem = (list: ItemList, item: EcommerceItemInput) =>
  ecommerceEvent('select_item', [item], {
    withValue: false,
    list,
    extra: { item_list_id: list.id, item_list_name: list.name },
  });

export const viewItem = (item: EcommerceItemInput) => ecommerceEvent('view_item', [item]);

/** One item, or several added at once (a repeated order). */
export const addToCart = (items: EcommerceItemInput | readonly EcommerceItemInput[]) =>
  ecommerceEvent('add_to_cart', Array.isArray(items) ? items : [items]);

export const removeFromCart = (item: EcommerceItemInput) => ecommerceEvent('remove_from_cart', [item]);

export const addToWishlist = (item: EcommerceItemInput) => ecommerceEvent('add_to_wishlist', [item]);

export const viewCart = (items: readonly EcommerceItemInput[]) => ecommerceEvent('view_cart', items);

export interface PromotionInput {
  id: number | string;
  name: string;
  /** Where it was shown: `home`, `promotions`. */
  location?: string;
  /** Its position there, from 0. */
  slot?: number;
}

const promotionFields = (promotion: PromotionInput) => ({
  promotion_id: String(promotion.id),
  promotion_name: promotion.name,
  ...(promotion.location && { location_id: promotion.location }),
  ...(promotion.slot !== undefined && { creative_slot: String(promotion.slot) }),
});

export const selectPromotion = (promotion: PromotionInput) =>
  ecommerceEvent('select_promotion', [], { withValue: false, extra: promotionFields(promotion) });
