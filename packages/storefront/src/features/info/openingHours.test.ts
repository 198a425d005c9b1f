import { describe, expect, it } from 'vitest';
import { dayName, formatDays, formatRange, formatTime, groupHours } from './openingHours';

const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
// Botanica in the demo data: 10–22 Sunday to Thursday, 10–23 on Friday and Saturday.
const botanica = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: '10:00',
  close: day === 5 || day === 6 ? '23:00' : '22:00',
}));

describe('grouping', () => {
  it('makes one group of a week with the same hours', () => {
    expect(groupHours(everyDay('10:00', '23:00'))).toEqual([
      { days: [1, 2, 3, 4, 5, 6, 0], ranges: [{ open: '10:00', close: '23:00' }] },
    ]);
  });

  it('groups consecutive days Monday first', () => {
    expect(groupHours(botanica)).toEqual([
      { days: [1, 2, 3, 4], ranges: [{ open: '10:00', close: '22:00' }] },
      { days: [5, 6], ranges: [{ open: '10:00', close: '23:00' }] },
      { days: [0], ranges: [{ open: '10:00', close: '22:00' }] },
    ]);
  });

  it('shows days without hours as closed', () => {
    const groups = groupHours(everyDay('10:00', '22:00').filter((h) => h.day !== 1));
    expect(groups[0]).toEqual({ days: [1], ranges: [] });
  });

  it('lists a day’s intervals in opening order, and groups days by all of them', () => {
    const split = [1, 2].flatMap((day) => [
      { day, open: '17:00', close: '02:00' },
      { day, open: '11:00', close: '15:00' },
    ]);
    expect(groupHours(split).slice(0, 2)).toEqual([
      {
        days: [1, 2],
        ranges: [
          { open: '11:00', close: '15:00' },
          { open: '17:00', close: '02:00' },
        ],
      },
      { days: [3, 4, 5, 6, 0], ranges: [] },
    ]);
  });
});

describe('formatting per locale', () => {
  it('names days in the language', () => {
    expect(dayName(1, 'en-US')).toBe('Mon');
    expect(dayName(0, 'ru-RU')).toBe('вс');
    expect(dayName(5, 'uk-UA')).toBe('пт');
    expect(dayName(6, 'ro-MD', 'long')).toBe('sâmbătă');
  });

  it('writes times the local way', () => {
    expect(formatTime('09:05', 'ru-RU')).toBe('09:05');
    expect(formatTime('23:00', 'en-US')).toBe('11:00 PM');
    expect(formatRange('10:00', '22:00', 'ro-MD')).toBe('10:00–22:00');
  });

  it('writes a range of days, or null for the whole week', () => {
    expect(formatDays([1, 2, 3, 4], 'en-US')).toBe('Mon–Thu');
    expect(formatDays([0], 'en-US')).toBe('Sun');
    expect(formatDays([1, 2, 3, 4, 5, 6, 0], 'en-US')).toBeNull();
  });
});
