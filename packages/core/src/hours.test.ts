import { describe, expect, it } from 'vitest';
import type { OpeningHoursDay } from './contract';
import { hoursOn, isOpenAt, isWithinHours, openState } from './hours';
import { wallTime } from './time';

const everyDay: OpeningHoursDay[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '23:00' }));
const closedSunday = everyDay.filter((h) => h.day !== 0);
const at = (iso: string) => new Date(iso);

const everyDayFrom = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
// Botanica in the demo data: 10–22 Sunday to Thursday, 10–23 on Friday and Saturday.
const botanica = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: '10:00',
  close: day === 5 || day === 6 ? '23:00' : '22:00',
}));

describe('opening hours', () => {
  it('is open from opening up to, not including, closing for as soon as possible', () => {
    expect(isOpenAt(everyDay, at('2026-01-15T07:59:00Z'))).toBe(false);
    expect(isOpenAt(everyDay, at('2026-01-15T08:00:00Z'))).toBe(true);
    expect(isOpenAt(everyDay, at('2026-01-15T21:00:00Z'))).toBe(false);
    expect(isOpenAt(closedSunday, at('2026-01-18T12:00:00Z'))).toBe(false);
  });

  it('accepts a scheduled time at closing time itself', () => {
    expect(isWithinHours(everyDay, at('2026-01-15T21:00:00Z'))).toBe(true);
    expect(isWithinHours(everyDay, at('2026-01-15T21:01:00Z'))).toBe(false);
  });

  it("describes a day's hours", () => {
    expect(hoursOn(everyDay, 3)).toEqual({ open: 600, close: 1380, text: '10:00–23:00' });
    expect(hoursOn(closedSunday, 0)).toBeNull();
  });
});

describe('open now', () => {
  // Chișinău is UTC+2 in winter: 2026-01-15 is a Thursday.
  const at = (iso: string) => new Date(iso);

  it('reads the clock in Chișinău', () => {
    expect(wallTime(at('2026-01-15T21:30:00Z'))).toMatchObject({ weekday: 4, minutes: 23 * 60 + 30 });
    // Summer time (UTC+3): already past midnight, Thursday.
    expect(wallTime(at('2026-07-15T21:30:00Z'))).toMatchObject({ weekday: 4, minutes: 30 });
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
    const night = everyDayFrom('18:00', '02:00');
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
