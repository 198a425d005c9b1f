import { describe, expect, it } from 'vitest';
import { detailLines, valueText } from './auditDetails';

describe('an audit entry’s details in words', () => {
  it('lists an update’s changed fields with before and after, texts in the UI’s language', () => {
    expect(
      detailLines(
        {
          price: [120, 135],
          name: [
            { ro: 'Supă', ru: 'Суп', en: 'Soup', uk: 'Суп' },
            { ro: 'Supă miso', ru: 'Мисо-суп', en: 'Miso soup', uk: 'Місо-суп' },
          ],
          password: 'changed',
        },
        'en',
        'catalog.product.update',
      ),
    ).toEqual([
      { field: 'price', before: '120', value: '135' },
      { field: 'name', before: 'Soup', value: 'Miso soup' },
      { field: 'password', value: 'changed' },
    ]);
    expect(detailLines({ restaurant_ids: [[1], [1, 2]] }, 'ro', 'staff.update')).toEqual([
      { field: 'restaurant_ids', before: '1', value: '1, 2' },
    ]);
  });

  it('says plain facts as field and value, a list of ids as a list', () => {
    expect(detailLines({ ids: [3, 1], slug: 'maki' }, 'ro', 'catalog.category.reorder')).toEqual([
      { field: 'ids', value: '3, 1' },
      { field: 'slug', value: 'maki' },
    ]);
    expect(detailLines({ restaurant_ids: [1, 2] }, 'ro', 'staff.create')).toEqual([
      { field: 'restaurant_ids', value: '1, 2' },
    ]);
    expect(detailLines(null, 'ro')).toEqual([]);
  });

  it('leaves out empty facts and shows instants as the screen formats them', () => {
    expect(
      detailLines(
        { from: 'accepted', to: 'preparing', reason: null, promised_at: '2026-11-24T22:49:26.898Z' },
        'ro',
        'order.transition',
        (iso) => `at ${iso.slice(11, 16)}`,
      ),
    ).toEqual([
      { field: 'from', value: 'accepted' },
      { field: 'to', value: 'preparing' },
      { field: 'promised_at', value: 'at 22:49' },
    ]);
  });

  it('shortens empty values and nested objects', () => {
    expect(valueText(null, 'ro')).toBe('—');
    expect(valueText({ from: 'placed', to: 'accepted' }, 'ro')).toBe('from: placed; to: accepted');
    expect(valueText(false, 'ro')).toBe('false');
  });
});
