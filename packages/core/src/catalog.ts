/**
 * What a dish is made of and what the menu may say about it: the 14 allergens EU law (Regulation
 * 1169/2011, Annex II) asks a distance seller to name before purchase, nutrition per 100 g, tags, and the
 * limits the management API checks a product against. The API, the shop and the back office read these.
 */
import type { Allergen, Illustration, Locale, Nutrition, ProductTag } from './contract';

export type { Allergen, Illustration, Nutrition };

/** Annex II's 14 allergens, in the Regulation's order. Their names live in each app's messages. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const satisfies readonly Allergen[];
// Every code of the contract's union is listed (this line fails to compile otherwise).
const allListed: Exclude<Allergen, (typeof ALLERGENS)[number]> extends never ? true : never = true;
void allListed;

export const isAllergen = (code: string): code is Allergen => (ALLERGENS as readonly string[]).includes(code);

/** Sorts and de-duplicates allergen codes into the Regulation's order. */
export const sortAllergens = (codes: readonly Allergen[]): Allergen[] => ALLERGENS.filter((a) => codes.includes(a));

export const PRODUCT_TAGS = ['new', 'spicy', 'vegetarian', 'hit'] as const satisfies readonly ProductTag[];

/** The drawings a category's dishes show until they have a photo (the API draws them). */
export const ILLUSTRATIONS = [
  'roll',
  'set',
  'maki',
  'wok',
  'soup',
  'salad',
  'dessert',
  'drink',
] as const satisfies readonly Illustration[];
const allDrawn: Exclude<Illustration, (typeof ILLUSTRATIONS)[number]> extends never ? true : never = true;
void allDrawn;

export const WEIGHT_UNITS = ['g', 'ml', 'pcs'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** 1 kcal = 4.184 kJ, rounded to a whole kJ as labels print it. */
export const kilojoules = (kcal: number) => Math.round(kcal * 4.184);

export const CATALOG_LOCALES = ['ro', 'ru', 'en', 'uk'] as const satisfies readonly Locale[];

/** Lengths and ranges the management API accepts (it answers 422 per field beyond them). */
export const CATALOG_LIMITS = {
  name: 120,
  description: 1000,
  slug: 100,
  /** MDL */
  price: { min: 0.01, max: 100_000 },
  weight: { min: 1, max: 100_000 },
  /** grams (or kcal) per 100 g: at most 900 kcal (pure fat), 100 g of anything. */
  nutrition: { energy_kcal: 900, protein: 100, fat: 100, carbohydrates: 100 },
  modifiers: 30,
  alert: 500,
  /** Uploaded photos: bytes and pixels per side. */
  photoBytes: 10 * 1024 * 1024,
  photoMinSide: 320,
  photoMaxSide: 8000,
} as const;

/** A URL slug: lower-case Latin letters, digits and single hyphens (`philadelphia-clasic`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TRANSLIT: Record<string, string> = {
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ş: 's',
  ț: 't',
  ţ: 't',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** A slug from a name (Romanian or Cyrillic letters transliterated): "Filadelfia cu somon" → "filadelfia-cu-somon". */
export function slugify(name: string): string {
  return [...name.toLowerCase().normalize('NFC')]
    .map((ch) => TRANSLIT[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOG_LIMITS.slug)
    .replace(/-+$/, '');
}
