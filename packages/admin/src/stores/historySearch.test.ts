/**
 * The order search in the address: a shared link is the same search, and what is missing or malformed in one
 * is the search a person starts from.
 */
import { describe, expect, it } from 'vitest';
import { filtersOf, searchOf } from './historySearch';

describe('the order search’s address', () => {
  it('keeps the filters and the page in the address', () => {
    const filters = {
      from: '2026-11-01',
      to: '2026-11-07',
      status: 'cancelled' as const,
      restaurantId: 2,
      phone: '069',
      number: '',
    };
    const search = searchOf(filters, 120);
    expect(filtersOf(new URLSearchParams(search))).toEqual({ filters, before: 120 });
    const now = new Date('2026-11-24T22:30:00Z'); // 00:30 on the 25th in Chișinău
    expect(filtersOf(new URLSearchParams('?status=nonsense&from=yesterday'), now)).toEqual({
      filters: { from: '2026-11-19', to: '2026-11-25', status: 'all', restaurantId: null, phone: '', number: '' },
      before: null,
    });
  });
});
