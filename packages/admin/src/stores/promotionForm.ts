// The promotion editor's form as plain data: made from a promotion, turned into the API's request, and
// carried over onto someone else's newer version after a 409 (this person's changes kept, field by field).
import type { LocalizedText, PromotionRequest, StaffImage, StaffPromotion } from '@nori/core/contract';

export type PromotionForm = {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  /** `YYYY-MM-DD`; '' until chosen. */
  starts_at: string;
  /** `YYYY-MM-DD`, or null: until unpublished. */
  ends_at: string | null;
  image: StaffImage | null;
  product_ids: number[];
  published: boolean;
};

const LOCALES = ['ro', 'ru', 'en', 'uk'] as const;
const blank = (): LocalizedText => ({ ro: '', ru: '', en: '', uk: '' });

export const emptyPromotionForm = (today: string): PromotionForm => ({
  slug: '',
  title: blank(),
  description: blank(),
  starts_at: today,
  ends_at: null,
  image: null,
  product_ids: [],
  published: false,
});

export const promotionFormOf = (p: StaffPromotion): PromotionForm => ({
  slug: p.slug,
  title: { ...p.title },
  description: { ...p.description },
  starts_at: p.starts_at,
  ends_at: p.ends_at,
  image: p.image,
  product_ids: [...p.product_ids],
  published: p.published,
});

export function promotionRequestOf(form: PromotionForm): PromotionRequest {
  const request: PromotionRequest = {
    title: { ...form.title },
    description: { ...form.description },
    starts_at: form.starts_at,
    ends_at: form.ends_at,
    image: form.image?.hash ?? null,
    product_ids: [...form.product_ids],
    published: form.published,
  };
  if (form.slug.trim()) request.slug = form.slug.trim();
  return request;
}

/** The form's parts a person changes one at a time: each text in each language, and the other fields. */
type Part = { name: string; get: (f: PromotionForm) => unknown; set: (f: PromotionForm, from: PromotionForm) => void };
const PARTS: Part[] = [
  ...(['title', 'description'] as const).flatMap((field) =>
    LOCALES.map<Part>((locale) => ({
      name: `${field}.${locale}`,
      get: (f) => f[field][locale],
      set: (f, from) => (f[field] = { ...f[field], [locale]: from[field][locale] }),
    })),
  ),
  ...(['slug', 'starts_at', 'ends_at', 'image', 'product_ids', 'published'] as const).map<Part>((field) => ({
    name: field,
    get: (f) => f[field],
    set: (f, from) => Object.assign(f, { [field]: from[field] }),
  })),
];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Someone saved a newer version (`latest`) over the one this person loaded (`base`) and changed (`mine`):
 * their version with this person's changes on top. `overlapping` names the parts both changed differently,
 * where this person's words were kept (the screen says so, to be looked at before saving again).
 */
export function rebasePromotion(base: PromotionForm, mine: PromotionForm, latest: PromotionForm) {
  const form: PromotionForm = { ...latest, title: { ...latest.title }, description: { ...latest.description } };
  const overlapping: string[] = [];
  for (const part of PARTS) {
    if (same(part.get(mine), part.get(base))) continue;
    part.set(form, mine);
    if (!same(part.get(latest), part.get(base)) && !same(part.get(latest), part.get(mine))) overlapping.push(part.name);
  }
  return { form, overlapping };
}

/** The parts of two forms that differ (`title.ru`, `starts_at`, …). */
export const changedPromotionParts = (a: PromotionForm, b: PromotionForm): string[] =>
  PARTS.filter((p) => !same(p.get(a), p.get(b))).map((p) => p.name);

export const formChanged = (a: PromotionForm, b: PromotionForm) => changedPromotionParts(a, b).length > 0;
