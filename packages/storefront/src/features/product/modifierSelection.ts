/**
 * The modifiers a shopper picks on the product page (extra sauces, ginger, wasabi, chopsticks): how many
 * of each, and what that makes of the cart line and its price. Pure, so the rules are tested in Node.
 * (The line itself is `productLine`'s; its analytics variant, `analyticsItem`'s.)
 */
import type { ProductModifier } from '../../api';
import type { CartModifier } from '../../stores/cartLines';
import { toBani, toMdl } from '@nori/core/money';

/** Modifier id → how many; 0 or absent = not chosen. */
export type ModifierSelection = Readonly<Record<number, number>>;

/** At most this many of one modifier per portion. */
export const MAX_MODIFIER_QUANTITY = 10;

export function setModifierQuantity(selection: ModifierSelection, id: number, quantity: number): ModifierSelection {
  const q = Math.max(0, Math.min(MAX_MODIFIER_QUANTITY, Math.floor(quantity) || 0));
  const next = { ...selection };
  if (q === 0) delete next[id];
  else next[id] = q;
  return next;
}

/** The chosen modifiers as the cart keeps them, in the product's order, with today's prices. */
export function chosenModifiers(modifiers: readonly ProductModifier[], selection: ModifierSelection): CartModifier[] {
  return modifiers
    .filter((modifier) => (selection[modifier.id] ?? 0) > 0)
    .map((modifier) => ({ id: modifier.id, quantity: selection[modifier.id]!, currentPrice: modifier.price }));
}

/** (price + Σ modifier price × quantity) × quantity, in MDL, summed in bani (spec §9). */
export function portionTotal(price: number, modifiers: readonly CartModifier[], quantity = 1): number {
  const unit = toBani(price) + modifiers.reduce((sum, m) => sum + toBani(m.currentPrice) * m.quantity, 0);
  return toMdl(unit * quantity);
}
