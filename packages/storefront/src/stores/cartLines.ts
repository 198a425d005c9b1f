/**
 * Cart rules of spec §4 and formulas of §9 as pure functions over plain lines; CartStore wraps them in
 * MobX. Money is summed in bani by @nori/core's pricing, the API's own, so totals do not collect
 * floating-point dust and match what the API charges.
 */
import { toBani, toMdl } from '@nori/core/money';
import { lineTotal as coreLineTotal, subtotalOf, unitTotal, type LineInput } from '@nori/core/pricing';

export interface CartModifier {
  id: number;
  quantity: number;
  /** MDL, per unit. */
  currentPrice: number;
}

export interface CartItem {
  /** Product id. */
  id: number;
  quantity: number;
  /** MDL, per unit, without modifiers. */
  currentPrice: number;
  modifiers: CartModifier[];
  /** Display fields kept so the cart renders before the catalog loads. */
  name?: string;
  slug?: string;
  image?: string;
  /** The product's `category_slug`, which analytics names from the catalog's categories. */
  categorySlug?: string;
}

/** What `add` takes: quantity defaults to 1, modifiers to none. */
export type CartItemInput = Omit<CartItem, 'quantity' | 'modifiers'> & {
  quantity?: number;
  modifiers?: readonly CartModifier[];
};

/** The part of an item that identifies its line: the product and its whole modifier set. */
export type LineIdentity = Pick<CartItem, 'id'> & {
  modifiers?: readonly Pick<CartModifier, 'id' | 'quantity'>[];
};

const modifierKey = (modifiers: LineIdentity['modifiers'] = []) =>
  modifiers
    .map((m) => `${m.id}x${m.quantity}`)
    .sort()
    .join(',');

/** Same product and the same modifiers with the same quantities, in any order. */
export function sameLine(a: LineIdentity, b: LineIdentity): boolean {
  return a.id === b.id && modifierKey(a.modifiers) === modifierKey(b.modifiers);
}

/** A stable key for React lists. */
export const lineKey = (item: LineIdentity) => `${item.id}|${modifierKey(item.modifiers)}`;

/** What the cart needs of a product: the catalog's product, or a card's cut of it (`CatalogProduct`). */
export interface LineProduct {
  id: number;
  slug: string;
  name: string;
  /** MDL */
  price: number;
  category_slug: string;
  image: { url: string };
}

/**
 * The one way a product becomes a cart line — the product page, a card's quick add, the favourites, a
 * repeated order: today's price, the fields the cart shows before the catalog loads, the category for
 * analytics, and the chosen modifiers at their prices (none for a card).
 */
export function productLine(
  product: LineProduct,
  { quantity = 1, modifiers = [] }: { quantity?: number; modifiers?: readonly CartModifier[] } = {},
): CartItem {
  return {
    id: product.id,
    quantity,
    currentPrice: product.price,
    modifiers: modifiers.map(({ id, quantity: count, currentPrice }) => ({ id, quantity: count, currentPrice })),
    name: product.name,
    slug: product.slug,
    image: product.image.url,
    categorySlug: product.category_slug,
  };
}

/** A cart line in @nori/core's terms: bani, as the API prices it. */
const priced = (line: CartItem): LineInput => ({
  price: toBani(line.currentPrice),
  quantity: line.quantity,
  modifiers: line.modifiers.map((m) => ({ price: toBani(m.currentPrice), quantity: m.quantity })),
});

/** The price of one unit of a line: product + Σ modifier price × modifier quantity, MDL. */
export const unitPrice = (line: CartItem): number => toMdl(unitTotal(priced(line)));

/** (price + Σ modifier price × modifier quantity) × quantity, in MDL. */
export const lineTotal = (line: CartItem): number => toMdl(coreLineTotal(priced(line)));

export const cartTotal = (lines: readonly CartItem[]): number => toMdl(subtotalOf(lines.map(priced)));

export const cartCount = (lines: readonly CartItem[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 1;
const isPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** Adds to the matching line or appends a new one; a quantity below 1 adds nothing. Returns new lines. */
export function addLine(lines: readonly CartItem[], input: CartItemInput): CartItem[] {
  const quantity = input.quantity ?? 1;
  if (!isCount(quantity)) return [...lines];
  const modifiers = (input.modifiers ?? []).map((m) => ({
    id: m.id,
    quantity: m.quantity,
    currentPrice: m.currentPrice,
  }));
  const index = lines.findIndex((line) => sameLine(line, { id: input.id, modifiers }));
  const existing = lines[index];
  if (!existing) return [...lines, { ...input, quantity, modifiers }];
  // The latest price and display fields win: they come from the catalog as it is now.
  const merged: CartItem = {
    ...existing,
    ...input,
    modifiers,
    quantity: existing.quantity + quantity,
  };
  return lines.map((line, i) => (i === index ? merged : line));
}

/**
 * Spec §4: a matching line with quantity above 1 loses `quantity` when that is above 0; otherwise the
 * line is deleted (so `quantity` 0 deletes it, as does taking the last one). A line never drops below 1.
 */
export function removeLine(lines: readonly CartItem[], item: LineIdentity, quantity: number): CartItem[] {
  const index = lines.findIndex((line) => sameLine(line, item));
  const line = lines[index];
  if (!line) return [...lines];
  const q = Math.floor(quantity);
  const remaining = line.quantity - q;
  if (line.quantity > 1 && q > 0 && remaining >= 1) {
    return lines.map((l, i) => (i === index ? { ...l, quantity: remaining } : l));
  }
  return lines.filter((_, i) => i !== index);
}

/** Sets a line's quantity; below 1 deletes it. */
export function setLineQuantity(lines: readonly CartItem[], item: LineIdentity, quantity: number): CartItem[] {
  const q = Math.floor(quantity);
  if (!(q >= 1)) return lines.filter((line) => !sameLine(line, item));
  return lines.map((line) => (sameLine(line, item) ? { ...line, quantity: q } : line));
}

function isModifier(value: unknown): value is CartModifier {
  const m = value as CartModifier;
  return typeof m === 'object' && m !== null && isCount(m.id) && isCount(m.quantity) && isPrice(m.currentPrice);
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    isCount(item.id) &&
    isCount(item.quantity) &&
    isPrice(item.currentPrice) &&
    Array.isArray(item.modifiers) &&
    item.modifiers.every(isModifier) &&
    optionalString(item.name) &&
    optionalString(item.slug) &&
    optionalString(item.image) &&
    optionalString(item.categorySlug)
  );
}

/** Lines from storage: anything malformed gives an empty cart (spec §8); duplicate lines are merged. */
export function parseCart(value: unknown): CartItem[] {
  if (!Array.isArray(value) || !value.every(isCartItem)) return [];
  return value.reduce<CartItem[]>((lines, item) => addLine(lines, item), []);
}
