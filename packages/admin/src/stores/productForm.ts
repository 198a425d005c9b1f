// The dish editor's form as plain data: what the editor holds while a person types (prices in bani, empty
// numbers as null), how a saved dish becomes one and one becomes the API's request. How a person's changes
// are carried over onto a newer version after someone else saved first (a 409) is productRebase.ts.
import { CATALOG_LOCALES, sortAllergens, type WeightUnit } from '@nori/core/catalog';
import type {
  Allergen,
  LocalizedText,
  Nutrition,
  ProductRequest,
  ProductTag,
  StaffImage,
  StaffProduct,
} from '@nori/core/contract';
import { toBani, toMdl } from '@nori/core/money';

export type NutritionDraft = { [K in keyof Nutrition]: number | null };

export interface ProductForm {
  /** '' lets the API make one from the name. */
  slug: string;
  category_id: number | null;
  name: LocalizedText;
  description: LocalizedText;
  /** Bani, as the kit's MoneyField holds money. */
  price: number | null;
  old_price: number | null;
  weight: number | null;
  weight_unit: WeightUnit;
  tags: ProductTag[];
  /** In the order the shop offers them. */
  modifier_ids: number[];
  allergens: Allergen[];
  /** All four null: no nutrition table. */
  nutrition: NutritionDraft;
  image: StaffImage | null;
  published: boolean;
}

export const NUTRIENTS = [
  'energy_kcal',
  'protein',
  'fat',
  'carbohydrates',
] as const satisfies readonly (keyof Nutrition)[];

const emptyText = (): LocalizedText => ({ ro: '', ru: '', en: '', uk: '' });
const noNutrition = (): NutritionDraft => ({ energy_kcal: null, protein: null, fat: null, carbohydrates: null });

/** A new dish's form: a draft in the category it was started from. */
export function emptyForm(categoryId: number | null): ProductForm {
  return {
    slug: '',
    category_id: categoryId,
    name: emptyText(),
    description: emptyText(),
    price: null,
    old_price: null,
    weight: null,
    weight_unit: 'g',
    tags: [],
    modifier_ids: [],
    allergens: [],
    nutrition: noNutrition(),
    image: null,
    published: false,
  };
}

export function formOf(product: StaffProduct): ProductForm {
  return {
    slug: product.slug,
    category_id: product.category_id,
    name: { ...product.name },
    description: { ...product.description },
    price: toBani(product.price),
    old_price: product.old_price === null ? null : toBani(product.old_price),
    weight: product.weight,
    weight_unit: product.weight_unit,
    tags: [...product.tags],
    modifier_ids: [...product.modifier_ids],
    allergens: sortAllergens(product.allergens),
    nutrition: product.nutrition ? { ...product.nutrition } : noNutrition(),
    image: product.image,
    published: product.published,
  };
}

/** What the form cannot send at all, by field (the API checks everything else and answers per field). */
export type MissingField = 'name' | 'category_id' | 'price' | 'weight' | 'nutrition';

export function missingFields(form: ProductForm): MissingField[] {
  const missing: MissingField[] = [];
  // Even a draft needs a name in some language (the API says the same, after the checks below).
  if (CATALOG_LOCALES.every((l) => !form.name[l].trim())) missing.push('name');
  if (form.category_id === null) missing.push('category_id');
  if (form.price === null) missing.push('price');
  if (form.weight === null) missing.push('weight');
  const filled = NUTRIENTS.filter((n) => form.nutrition[n] !== null).length;
  if (filled > 0 && filled < NUTRIENTS.length) missing.push('nutrition');
  return missing;
}

/** The API's request for a form that has no missing field (`missingFields` is empty). */
export function requestOf(form: ProductForm): ProductRequest {
  if (missingFields(form).length) throw new Error('requestOf: the form misses fields');
  const { nutrition } = form;
  const slug = form.slug.trim();
  return {
    ...(slug && { slug }),
    category_id: form.category_id!,
    name: { ...form.name },
    description: { ...form.description },
    price: toMdl(form.price!),
    old_price: form.old_price === null ? null : toMdl(form.old_price),
    weight: form.weight!,
    weight_unit: form.weight_unit,
    tags: [...form.tags],
    modifier_ids: [...form.modifier_ids],
    allergens: [...form.allergens],
    nutrition: NUTRIENTS.every((n) => nutrition[n] === null)
      ? null
      : {
          energy_kcal: nutrition.energy_kcal!,
          protein: nutrition.protein!,
          fat: nutrition.fat!,
          carbohydrates: nutrition.carbohydrates!,
        },
    image: form.image?.hash ?? null,
    published: form.published,
  };
}
