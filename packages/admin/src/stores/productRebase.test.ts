// A person's changes to a dish carried over onto someone else's newer save (a 409), part by part.
import { describe, expect, it } from 'vitest';
import { emptyForm, type ProductForm } from './productForm';
import { rebase } from './productRebase';

const filled = (): ProductForm => ({
  ...emptyForm(1),
  name: { ro: 'Rulou', ru: 'Ролл', en: 'Roll', uk: 'Рол' },
  price: 12_550,
  weight: 250,
});

describe('the dish form', () => {
  it('keeps what this person changed over a newer save, takes the rest, and names what both changed', () => {
    const loaded = filled();
    const draft = structuredClone(loaded);
    draft.name.ru = 'Мой ролл';
    draft.description.en = 'Mine';
    draft.tags = ['spicy'];
    const latest = structuredClone(loaded);
    latest.price = 19_900;
    latest.name.ru = 'Их ролл';
    latest.description.uk = 'Їхній';
    latest.tags = ['spicy'];
    const { form, overlapping } = rebase(loaded, draft, latest);
    expect(form.price).toBe(19_900);
    expect(form.description).toEqual({ ro: '', ru: '', en: 'Mine', uk: 'Їхній' });
    expect(form.name.ru).toBe('Мой ролл');
    // Both set the same tags: nothing to look at there.
    expect(overlapping).toEqual(['name.ru']);
  });
});
