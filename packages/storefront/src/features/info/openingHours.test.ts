import { describe, expect, it } from 'vitest';
import { businessClock, dayName, formatDays, formatRange, formatTime, groupHours, openState } from './openingHours';

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
      { days: [1, 2, 3, 4, 5, 6, 0], open: '10:00', close: '23:00' },
    ]);
  });

  it('groups consecutive days Monday first', () => {
    expect(groupHours(botanica)).toEqual([
      { days: [1, 2, 3, 4], open: '10:00', close: '22:00' },
      { days: [5, 6], open: '10:00', close: '23:00' },
      { days: [0], open: '10:00', close: '22:00' },
    ]);
  });

  it('shows days without hours as closed', () => {
    const groups = groupHours(everyDay('10:00', '22:00').filter((h) => h.day !== 1));
    expect(groups[0]).toEqual({ days: [1], open: null, close: null });
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

describe('open now', () => {
  // Chișinău is UTC+2 in winter: 2026-01-15 is a Thursday.
  const at = (iso: string) => new Date(iso);

  it('reads the clock in Chișinău', () => {
    expect(businessClock(at('2026-01-15T21:30:00Z'))).toEqual({ day: 4, minutes: 23 * 60 + 30 });
    // Summer time (UTC+3): already past midnight, Thursday.
    expect(businessClock(at('2026-07-15T21:30:00Z'))).toEqual({ day: 4, minutes: 30 });
  });

  it('is open between opening and closing, until the closing time', () => {
    expect(openState(botanica, at('2026-01-15T10:00:00Z'))).toEqual({ open: true, closesAt: '22:00' });
    expect(openState(botanica, at('2026-01-16T20:30:00Z'))).toEqual({ open: true, closesAt: '23:00' });
  });

  it('says when it opens: later today, or the next day', () => {
    expect(openState(botanica, at('2026-01-15T06:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: 4, time: '10:00', today: true },
    });
    expect(openState(botanica, at('2026-01-15T20:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: 5, time: '10:00', today: false },
    });
  });

  it('runs hours past midnight into the next day', () => {
    const night = everyDay('18:00', '02:00');
    expect(openState(night, at('2026-01-15T23:30:00Z'))).toEqual({ open: true, closesAt: '02:00' });
    expect(openState(night, at('2026-01-16T01:00:00Z'))).toEqual({
      open: false,
      opensAt: { day: 5, time: '18:00', today: true },
    });
  });

  it('has no next opening without hours', () => {
    expect(openState([], at('2026-01-15T10:00:00Z'))).toEqual({ open: false, opensAt: null });
  });
});
