/**
 * The kit's labels come in parts, so that an app loads first only what its first screens say: the core
 * (`intl/<locale>.json`: buttons, dialogs, notices, fields, tags, prices) and, each in its own files
 * (`intl/<part>/<locale>.json`), the labels of components that come with particular screens — a shop's cards
 * (products', promotions', categories', with their badges and quantity stepper), a form's date picker, the back
 * office's fields and tables — by the ids' prefixes. An app loads a part with the screens that render its
 * components (`loadKitMessages`), or everything at once (`kitCatalogs`, `loadKitMessages(locale)`); the
 * catalogs' test holds every id to its part.
 */
export const KIT_MESSAGE_PARTS = {
  /**
   * A shop's cards and what they hold: `ProductCard`, `ProductBadge`, `QuantityStepper`, `PromotionCard`,
   * `CategoryCard`.
   */
  cards: ['productCard.', 'quantityStepper.', 'badge.', 'promotionCard.', 'categoryCard.'],
  /** `DatePicker`: its calendar, month and year views, time panel and typed dates' problems (~1,350 characters). */
  datePicker: ['datepicker.'],
  /** A form's other fields: `TimeField`, `NumberField` and `MoneyField`, `FileDrop` and `ImageInput`. */
  fields: ['timeField.', 'numberField.', 'moneyField.', 'fileDrop.', 'imageInput.'],
  /** Figures and lists of records: `Table`, `Stat`. */
  data: ['table.', 'stat.'],
  /** `Pagination`. */
  pagination: ['pagination.'],
  /** `Timeline`. */
  timeline: ['timeline.'],
  /** `Rating` and `RatingDisplay`. */
  rating: ['rating.'],
  /** `ErrorPage`. */
  errorPage: ['errorPage.'],
  /** Signing in by phone: `PhoneInput` and `CodeInput` (the code the phone is sent). */
  phoneInput: ['phoneInput.', 'codeInput.'],
  /** `PromoCodeField`: a cart's and a checkout's code. */
  promoCode: ['promoCode.'],
} as const satisfies Record<string, readonly string[]>;

/** A part of the kit's labels beyond the core. */
export type KitMessagePart = keyof typeof KIT_MESSAGE_PARTS;

/** Every part of the kit's labels, the core first. */
export const kitMessageParts = ['core', ...(Object.keys(KIT_MESSAGE_PARTS) as KitMessagePart[])] as const;

/** The part a label belongs to (by its id's prefix), or `core`. */
export function kitMessagePartOf(id: string): KitMessagePart | 'core' {
  for (const [part, prefixes] of Object.entries(KIT_MESSAGE_PARTS)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return part as KitMessagePart;
  }
  return 'core';
}
