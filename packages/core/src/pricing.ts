/**
 * Order pricing, in bani, the same on both sides of HTTP: the API charges with it, the shop shows it.
 * Line = (price + Σ modifier price × modifier quantity) × quantity (spec §9). The order's sums on top of the
 * goods (delivery, bonuses, the total) are quote.ts: the shop's cart, in every page's first load, needs
 * only these.
 */

export interface LineInput {
  /** bani per unit, without modifiers */
  price: number;
  quantity: number;
  /** bani per unit of each modifier */
  modifiers: readonly { price: number; quantity: number }[];
}

/** One unit of a line: the product and its modifiers. */
export function unitTotal(line: Omit<LineInput, 'quantity'>): number {
  return line.price + line.modifiers.reduce((sum, m) => sum + m.price * m.quantity, 0);
}

export function lineTotal(line: LineInput): number {
  return unitTotal(line) * line.quantity;
}

export function subtotalOf(lines: readonly LineInput[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}
