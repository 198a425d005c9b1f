import { describe, expect, it } from 'vitest';
import { latestBirthday, parseIsoDate } from './birthday';

describe('birthday', () => {
  it('allows people who are 18 today at the latest', () => {
    expect(latestBirthday(new Date(2026, 10, 21))).toEqual(new Date(2008, 10, 21));
  });

  it('reads the API date as a local day and refuses impossible ones', () => {
    expect(parseIsoDate('1990-02-28')).toEqual(new Date(1990, 1, 28));
    expect(parseIsoDate('1990-02-30')).toBeNull();
    expect(parseIsoDate('28.02.90')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});
