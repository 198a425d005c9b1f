// A person's changes to a dish carried over onto the newer version someone else saved first (a 409): the form
// in parts a person changes one at a time, the parts in which two forms differ, and the carrying over.
import { CATALOG_LOCALES } from '@nori/core/catalog';
import type { LocalizedText } from '@nori/core/contract';
import type { ProductForm } from './productForm';

/**
 * The parts a person changes one at a time: each language of each text on its own, so that two people who
 * translated different languages both keep their work.
 */
export const FORM_PARTS = [
  'slug',
  'category_id',
  ...CATALOG_LOCALES.map((l) => `name.${l}` as const),
  ...CATALOG_LOCALES.map((l) => `description.${l}` as const),
  'price',
  'old_price',
  'weight',
  'weight_unit',
  'tags',
  'modifier_ids',
  'allergens',
  'nutrition',
  'image',
  'published',
] as const;
export type FormPart = (typeof FORM_PARTS)[number];

function read(form: ProductForm, part: FormPart): unknown {
  const [field, locale] = part.split('.') as [keyof ProductForm, keyof LocalizedText | undefined];
  if (locale) return (form[field] as LocalizedText)[locale];
  if (field === 'image') return form.image?.hash ?? null;
  if (field === 'tags') return [...form.tags].sort();
  return form[field];
}

function write(target: ProductForm, source: ProductForm, part: FormPart) {
  const [field, locale] = part.split('.') as [keyof ProductForm, keyof LocalizedText | undefined];
  if (locale) (target[field] as LocalizedText)[locale] = (source[field] as LocalizedText)[locale];
  else (target as unknown as Record<string, unknown>)[field] = structuredClone(source[field]);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parts in which two forms differ. */
export function changedParts(a: ProductForm, b: ProductForm): FormPart[] {
  return FORM_PARTS.filter((part) => !same(read(a, part), read(b, part)));
}

/**
 * Carries a person's changes onto the newer version someone else saved: what they changed (draft against
 * what they had loaded) stays theirs, everything else becomes the newer version's. `overlapping` names the
 * parts both changed differently, which the person should look at before saving again.
 */
export function rebase(
  loaded: ProductForm,
  draft: ProductForm,
  latest: ProductForm,
): { form: ProductForm; overlapping: FormPart[] } {
  const form = structuredClone(latest);
  const mine = changedParts(loaded, draft);
  const theirs = new Set(changedParts(loaded, latest));
  for (const part of mine) write(form, draft, part);
  const overlapping = mine.filter((part) => theirs.has(part) && !same(read(draft, part), read(latest, part)));
  return { form, overlapping };
}
