import { describe, expect, it } from 'vitest';
import { nextSort, selectAllState, sortRows, toggleAll, toggleRow } from './tableLogic';

describe('nextSort', () => {
  it('starts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'total')).toEqual({ key: 'total', direction: 'ascending' });
    expect(nextSort({ key: 'total', direction: 'ascending' }, 'total')).toEqual({
      key: 'total',
      direction: 'descending',
    });
    expect(nextSort({ key: 'total', direction: 'descending' }, 'total')).toEqual({
      key: 'total',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'total', direction: 'descending' }, 'date')).toEqual({
      key: 'date',
      direction: 'ascending',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, total: 300 },
    { id: 2, total: 100 },
    { id: 3, total: 300 },
    { id: 4, total: 200 },
  ];
  const byTotal = (a: { total: number }, b: { total: number }) => a.total - b.total;

  it('keeps the given order without a sort or a comparator: the app sorted', () => {
    expect(sortRows(rows, null, byTotal)).toBe(rows);
    expect(sortRows(rows, { key: 'total', direction: 'descending' }, undefined)).toBe(rows);
  });

  it('sorts stably both ways, equal rows keeping their order', () => {
    expect(sortRows(rows, { key: 'total', direction: 'ascending' }, byTotal).map((r) => r.id)).toEqual([2, 4, 1, 3]);
    expect(sortRows(rows, { key: 'total', direction: 'descending' }, byTotal).map((r) => r.id)).toEqual([1, 3, 4, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('selection', () => {
  it('tells none, some and all of the rows on screen', () => {
    expect(selectAllState([1, 2, 3], [])).toBe('none');
    expect(selectAllState([1, 2, 3], [2, 9])).toBe('some');
    expect(selectAllState([1, 2, 3], [3, 1, 2])).toBe('all');
    expect(selectAllState([], [1])).toBe('none');
  });

  it('selects all from none or some, clears from all, and keeps keys of other pages', () => {
    expect(toggleAll([1, 2], [])).toEqual([1, 2]);
    expect(toggleAll([1, 2], [9, 2])).toEqual([9, 1, 2]);
    expect(toggleAll([1, 2], [9, 1, 2])).toEqual([9]);
  });

  it('adds and removes one row', () => {
    expect(toggleRow(2, [1], true)).toEqual([1, 2]);
    expect(toggleRow(2, [1, 2], true)).toEqual([1, 2]);
    expect(toggleRow(1, [1, 2], false)).toEqual([2]);
  });
});
