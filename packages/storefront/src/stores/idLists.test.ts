import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIdList, pushViewed, toggleId, VIEWED_CAPACITY } from './idLists';

describe('toggleId', () => {
  it('adds an absent id and removes a present one', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('toggling twice gives the list back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat()), fc.nat(), (list, id) => {
        const twice = toggleId(toggleId(list, id), id);
        expect(new Set(twice)).toEqual(new Set(list));
      }),
    );
  });
});

describe('pushViewed', () => {
  it('puts a new id in front and moves an existing one there', () => {
    expect(pushViewed([1, 2, 3], 4)).toEqual([4, 1, 2, 3]);
    expect(pushViewed([1, 2, 3], 3)).toEqual([3, 1, 2]);
  });

  it('drops the oldest when 8 are held', () => {
    const full = [8, 7, 6, 5, 4, 3, 2, 1];
    expect(pushViewed(full, 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
    expect(pushViewed(full, 1)).toEqual([1, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('never holds more than 8, never repeats, always starts with the last viewed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 50 }), (views) => {
        const list = views.reduce<number[]>((l, id) => pushViewed(l, id), []);
        expect(list.length).toBeLessThanOrEqual(VIEWED_CAPACITY);
        expect(new Set(list).size).toBe(list.length);
        if (views.length) expect(list[0]).toBe(views.at(-1));
      }),
    );
  });
});

describe('parseIdList', () => {
  it('reads a list of ids, dropping repeats and cutting to capacity', () => {
    expect(parseIdList([3, 1, 3, 2])).toEqual([3, 1, 2]);
    expect(parseIdList([1, 2, 3], 2)).toEqual([1, 2]);
  });

  it.each([[null], [{}], ['1,2'], [[1, '2']], [[1, -2]], [[1.5]], [[Number.NaN]]])('%j is malformed → empty', (v) => {
    expect(parseIdList(v)).toEqual([]);
  });
});
