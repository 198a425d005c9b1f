import { describe, expect, it } from 'vitest';
import { pageItems, parsePage } from './pagination';

describe('parsePage', () => {
  it('reads a positive page number and falls back to 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('10000')).toBe(10000);
    expect(parsePage('10001')).toBe(1);
    expect(parsePage('999999')).toBe(1);
  });
});

describe('pageItems', () => {
  it('shows nothing for a single page', () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the current with its neighbours, with gaps between', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a lone left-out page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(40, 6)).toEqual([1, 'gap', 5, 6]);
  });
});
