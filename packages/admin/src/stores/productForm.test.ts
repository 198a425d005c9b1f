// The dish editor's form as data: what cannot be sent, and the request a form becomes (bani to MDL, an empty
// nutrition table as none). A person's changes carried over onto someone else's newer save: productRebase.test.ts.
import { describe, expect, it } from 'vitest';
import { emptyForm, missingFields, requestOf, type ProductForm } from './productForm';

const filled = (): ProductForm => ({
  ...emptyForm(1),
  name: { ro: 'Rulou', ru: 'Ролл', en: 'Roll', uk: 'Рол' },
  price: 12_550,
  weight: 250,
});

describe('the dish form', () => {
  it('names what it cannot send: a name in no language, no category, price or weight, half a nutrition table', () => {
    expect(missingFields(emptyForm(null))).toEqual(['name', 'category_id', 'price', 'weight']);
    const half = filled();
    half.nutrition.protein = 8;
    expect(missingFields(half)).toEqual(['nutrition']);
    expect(missingFields(filled())).toEqual([]);
  });

  it('becomes the API’s request: MDL from bani, no nutrition when all four are empty, the slug left to the API when empty', () => {
    const form = filled();
    form.old_price = 15_000;
    form.image = { hash: 'h', url: 'u', width: 1, height: 1, alt: '', srcset: '', variants: [], sources: [] };
    const request = requestOf(form);
    expect(request).toMatchObject({ price: 125.5, old_price: 150, nutrition: null, image: 'h', category_id: 1 });
    expect(request).not.toHaveProperty('slug');
    form.slug = ' rulou-nou ';
    form.nutrition = { energy_kcal: 180, protein: 8.5, fat: 4, carbohydrates: 26 };
    expect(requestOf(form)).toMatchObject({ slug: 'rulou-nou', nutrition: form.nutrition });
    expect(() => requestOf(emptyForm(1))).toThrow();
  });
});
