import { describe, expect, it } from 'vitest';
import { parsePage } from './pagination';

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
