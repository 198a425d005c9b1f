// Server-side pricing, in bani (integers), as pure functions so properties can be tested on their own.
// Line = (price + Σ modifier price × modifier quantity) × quantity (spec §9).

export type LineInput = { price: number; quantity: number; modifiers: { price: number; quantity: number }[] };

export type DeliveryTerms = { fee: number; freeFrom: number; minOrder: number } | null;

export function lineTotal(line: LineInput): number {
  const unit = line.price + line.modifiers.reduce((sum, m) => sum + m.price * m.quantity, 0);
  return unit * line.quantity;
}

export function subtotalOf(lines: LineInput[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** The delivery fee: none for pickup, none from the free-delivery threshold up. */
export function deliveryFeeFor(subtotal: number, delivery: DeliveryTerms): number {
  if (!delivery) return 0;
  return subtotal >= delivery.freeFrom ? 0 : delivery.fee;
}

/** The most bonuses (bani) an order may spend: a share of the goods, never more than the balance. */
export function maxBonusesFor(subtotal: number, spendMaxPercent: number, balance: number): number {
  return Math.max(0, Math.min(Math.floor((subtotal * spendMaxPercent) / 100), balance));
}

/** Bonuses earned on a paid order: a share of what was actually paid, rounded down. */
export function bonusesEarnedFor(total: number, earnPercent: number): number {
  return Math.floor((total * earnPercent) / 100);
}

export type Quote = { subtotal: number; deliveryFee: number; bonuses: number; total: number };

export function quote(lines: LineInput[], delivery: DeliveryTerms, bonuses: number): Quote {
  const subtotal = subtotalOf(lines);
  const deliveryFee = deliveryFeeFor(subtotal, delivery);
  return { subtotal, deliveryFee, bonuses, total: subtotal + deliveryFee - bonuses };
}
