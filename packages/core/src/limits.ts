/**
 * The longest text each order and profile field takes, in characters after trimming: the API refuses
 * longer with 422 `field.too_long`-style messages, the shop says so before sending.
 */
export const TEXT_LIMITS = {
  name: 60,
  street: 120,
  house: 20,
  apartment: 20,
  entrance: 20,
  floor: 20,
  intercom: 20,
  comment: 500,
  reviewText: 1000,
} as const;

export type TextLimitField = keyof typeof TEXT_LIMITS;

/** Items in one order, a line's quantity, modifiers per line and a modifier's quantity. */
export const ORDER_LIMITS = {
  lines: 50,
  lineQuantity: 99,
  modifiersPerLine: 20,
  modifierQuantity: 20,
  /** MDL of bonuses one request may name at all (the real cap is the order's share). */
  bonusesMdl: 1_000_000,
} as const;

/** A staff member's new password, in characters: the API refuses others (422); the back office says so first. */
export const PASSWORD_LENGTH = { min: 12, max: 200 } as const;
