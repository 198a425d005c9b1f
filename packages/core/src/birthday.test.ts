import { describe, expect, it } from 'vitest';
import { earliestBirthday, isAdult, latestBirthday } from './birthday';

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('birthday', () => {
  it('takes people who are 18 today at the latest', () => {
    expect(latestBirthday(new Date(2026, 10, 21))).toEqual(new Date(2008, 10, 21));
    expect(isAdult('2008-11-21', '2026-11-21')).toBe(true);
    expect(isAdult('2008-11-22', '2026-11-21')).toBe(false);
  });

  it('on 29 February offers 28 February, not 1 March of a common year', () => {
    expect(latestBirthday(new Date(2028, 1, 29))).toEqual(new Date(2010, 1, 28));
    expect(isAdult('2010-03-01', '2028-02-29')).toBe(false);
  });

  it('counts someone born on 29 February as 18 from 1 March of a common year', () => {
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('the picker and the server agree on every day of a leap and a common year', () => {
    for (const start of [new Date(2028, 0, 1), new Date(2026, 0, 1)]) {
      for (let day = new Date(start); day.getFullYear() === start.getFullYear(); day.setDate(day.getDate() + 1)) {
        const latest = latestBirthday(day);
        const after = new Date(latest.getFullYear(), latest.getMonth(), latest.getDate() + 1);
        expect(isAdult(iso(latest), iso(day))).toBe(true);
        expect(isAdult(iso(after), iso(day))).toBe(false);
      }
    }
  });

  it('starts at 1 January 1900', () => {
    expect(earliestBirthday()).toEqual(new Date(1900, 0, 1));
  });
});
