/**
 * Re-pricing the cart against the catalog as it is now. The cart keeps the prices it was filled with;
 * whenever it is shown, the products are fetched again and every difference is pointed out to the
 * shopper (a changed price, or a product or extra that is no longer sold), never applied silently.
 * CartStore loads this module with its first re-pricing (the cart drawer, the checkout), not at start-up.
 */
import { toBani } from '@nori/core/money';
import type { Product } from '../api/types';
import { lineKey, productLine, unitPrice, type CartItem } from './cartLines';

export type LineIssue =
  /** The unit price (modifiers included) moved from `oldUnit` to `newUnit`, MDL. */
  | { kind: 'price'; oldUnit: number; newUnit: number }
  /**
   * The line cannot be ordered: the product, or one of the line's extras, is no longer sold; or, with
   * `restaurantId`, the restaurant that would cook the order has the dish on its stop-list.
   */
  | { kind: 'unavailable'; restaurantId?: number };

export interface Repriced {
  /** The lines with today's prices and names; unavailable lines are returned unchanged. */
  lines: CartItem[];
  /** What changed, by `lineKey`: only lines that differ from what the cart held. */
  issues: Map<string, LineIssue>;
}

/** Compares the lines with the products as the catalog sells them now. */
export function repriceLines(lines: readonly CartItem[], products: readonly Product[]): Repriced {
  const byId = new Map(products.map((product) => [product.id, product]));
  const issues = new Map<string, LineIssue>();
  const next = lines.map((line) => {
    const product = byId.get(line.id);
    const offered = new Map(product?.modifiers.map((m) => [m.id, m]));
    if (!product || !product.is_available || line.modifiers.some((m) => !offered.has(m.id))) {
      issues.set(lineKey(line), { kind: 'unavailable' });
      return line;
    }
    // The line as the product would make it today: the same quantity and modifiers at today's prices.
    const updated = productLine(product, {
      quantity: line.quantity,
      modifiers: line.modifiers.map((m) => ({ ...m, currentPrice: offered.get(m.id)?.price ?? m.currentPrice })),
    });
    const oldUnit = unitPrice(line);
    const newUnit = unitPrice(updated);
    if (toBani(oldUnit) !== toBani(newUnit)) {
      issues.set(lineKey(line), { kind: 'price', oldUnit, newUnit });
    }
    return updated;
  });
  return { lines: next, issues };
}

/**
 * The notices after another re-pricing: a price change keeps the price the shopper first saw (so two
 * changes in a row read "was 100, now 120", not "was 110"), and disappears when the price is back;
 * a line that is sold again loses its notice. Notices of lines no longer in the cart are dropped.
 */
export function mergeIssues(
  previous: ReadonlyMap<string, LineIssue>,
  fresh: ReadonlyMap<string, LineIssue>,
  lines: readonly CartItem[],
): Map<string, LineIssue> {
  const merged = new Map<string, LineIssue>();
  for (const line of lines) {
    const key = lineKey(line);
    const before = previous.get(key);
    const now = fresh.get(key);
    if (now?.kind === 'unavailable') {
      merged.set(key, now);
    } else if (now?.kind === 'price') {
      const oldUnit = before?.kind === 'price' ? before.oldUnit : now.oldUnit;
      if (toBani(oldUnit) !== toBani(now.newUnit)) merged.set(key, { kind: 'price', oldUnit, newUnit: now.newUnit });
    } else if (before?.kind === 'price') {
      merged.set(key, before);
    }
  }
  return merged;
}
