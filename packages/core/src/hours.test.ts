import { describe, expect, it } from 'vitest';
import type { OpeningHoursDay } from './contract';
import {
  closedDateProblem,
  closedReason,
  hoursOn,
  hoursOnDate,
  hoursProblems,
  isOpenAt,
  isWithinHours,
  openState,
  pausedUntil,
} from './hours';
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
    expect(hoursOn(everyDay, 3)).toEqual({
      open: 600,
      close: 1380,
      intervals: [{ open: 600, close: 1380 }],
      text: '10:00–23:00',
    });
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
      reason: 'hours',
      opensAt: { day: 4, date: '2026-01-15', time: '10:00', today: true, inDays: 0 },
    });
    expect(openState(botanica, at('2026-01-15T20:00:00Z'))).toEqual({
      open: false,
      reason: 'hours',
      opensAt: { day: 5, date: '2026-01-16', time: '10:00', today: false, inDays: 1 },
    });
  });

  it('runs hours past midnight into the next day', () => {
    const night = everyDayFrom('18:00', '02:00');
    expect(openState(night, at('2026-01-15T23:30:00Z'))).toEqual({ open: true, closesAt: '02:00' });
    expect(openState(night, at('2026-01-16T01:00:00Z'))).toEqual({
      open: false,
      reason: 'hours',
      opensAt: { day: 5, date: '2026-01-16', time: '18:00', today: true, inDays: 0 },
    });
  });

  it('has no next opening without hours', () => {
    expect(openState([], at('2026-01-15T10:00:00Z'))).toEqual({ open: false, reason: 'hours', opensAt: null });
  });
});

describe('several intervals a day', () => {
  // Thursday 2026-01-15, Chișinău UTC+2: lunch 11–15, dinner 17–23.
  const split = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, open: '17:00', close: '23:00' },
    { day, open: '11:00', close: '15:00' },
  ]);
  const local = (hhmm: string) => at(`2026-01-15T${hhmm}:00+02:00`);

  it('is open in each interval and closed in the gap', () => {
    expect(isOpenAt(split, local('12:00'))).toBe(true);
    expect(isOpenAt(split, local('15:00'))).toBe(false);
    expect(isOpenAt(split, local('16:30'))).toBe(false);
    expect(isOpenAt(split, local('17:00'))).toBe(true);
    expect(isWithinHours(split, local('15:00'))).toBe(true);
    expect(isWithinHours(split, local('15:15'))).toBe(false);
  });

  it('says when the next interval opens, and until when the current one runs', () => {
    expect(openState(split, local('12:00'))).toEqual({ open: true, closesAt: '15:00' });
    expect(openState(split, local('16:00'))).toMatchObject({
      open: false,
      reason: 'hours',
      opensAt: { time: '17:00' },
    });
  });

  it('lists a day’s intervals in order, as text', () => {
    expect(hoursOn(split, 4)?.text).toBe('11:00–15:00, 17:00–23:00');
    expect(hoursOn(split, 4)?.intervals).toEqual([
      { open: 660, close: 900 },
      { open: 1020, close: 1380 },
    ]);
  });

  it('runs one opening on when an interval starts where the last ends', () => {
    const touching = [
      { day: 4, open: '11:00', close: '15:00' },
      { day: 4, open: '15:00', close: '23:00' },
    ];
    expect(openState(touching, local('14:00'))).toEqual({ open: true, closesAt: '23:00' });
  });
});

describe('past midnight', () => {
  const night = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '02:00' }));

  it('is open after midnight on the next day, until the close', () => {
    // Friday 01:00 in Chișinău: Thursday's night.
    expect(isOpenAt(night, at('2026-01-15T23:00:00Z'))).toBe(true);
    expect(isOpenAt(night, at('2026-01-16T00:00:00Z'))).toBe(false);
    expect(isWithinHours(night, at('2026-01-16T00:00:00Z'))).toBe(true);
    expect(isOpenAt(night, at('2026-01-15T12:00:00Z'))).toBe(false);
  });

  it('runs the night of a weekday with no hours of its own the next day', () => {
    const fridayNight = [{ day: 5, open: '20:00', close: '03:00' }];
    // Saturday 2026-01-17 02:30 in Chișinău.
    expect(isOpenAt(fridayNight, at('2026-01-17T00:30:00Z'))).toBe(true);
    expect(openState(fridayNight, at('2026-01-17T00:30:00Z'))).toEqual({ open: true, closesAt: '03:00' });
  });
});

describe('closed dates', () => {
  const closedThursday = { opening_hours: everyDay, closed_dates: ['2026-01-15'] };

  it('closes the whole day and says so', () => {
    expect(isOpenAt(closedThursday, at('2026-01-15T10:00:00Z'))).toBe(false);
    expect(isWithinHours(closedThursday, at('2026-01-15T10:00:00Z'))).toBe(false);
    expect(openState(closedThursday, at('2026-01-15T10:00:00Z'))).toEqual({
      open: false,
      reason: 'closedDate',
      opensAt: { day: 5, date: '2026-01-16', time: '10:00', today: false, inDays: 1 },
    });
    expect(closedReason(closedThursday, at('2026-01-15T10:00:00Z'), true)).toEqual({
      code: 'closedDate',
      date: '2026-01-15',
    });
    expect(hoursOnDate(closedThursday, '2026-01-15')).toBeNull();
    expect(hoursOnDate(closedThursday, '2026-01-16')?.text).toBe('10:00–23:00');
  });

  it('lets the evening before run on past midnight into a closed date, and opens nothing of its own', () => {
    const night = {
      opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '02:00' })),
      closed_dates: ['2026-01-01'],
    };
    // 1 January 01:00 in Chișinău: 31 December's night still serves.
    expect(isOpenAt(night, at('2025-12-31T23:00:00Z'))).toBe(true);
    // 1 January 19:00: the closed day's own evening does not open, nor does its night.
    expect(isOpenAt(night, at('2026-01-01T17:00:00Z'))).toBe(false);
    expect(isOpenAt(night, at('2026-01-01T23:30:00Z'))).toBe(false);
    expect(openState(night, at('2026-01-01T17:00:00Z'))).toMatchObject({
      reason: 'closedDate',
      opensAt: { date: '2026-01-02', time: '18:00' },
    });
  });
});

describe('pause', () => {
  const paused = (until: string) => ({ opening_hours: everyDay, paused_until: until });

  it('takes no order until the pause ends, then opens as usual', () => {
    const schedule = paused('2026-01-15T12:30:00Z'); // 14:30 in Chișinău
    expect(isOpenAt(schedule, at('2026-01-15T10:00:00Z'))).toBe(false);
    expect(isWithinHours(schedule, at('2026-01-15T12:29:00Z'))).toBe(false);
    expect(isOpenAt(schedule, at('2026-01-15T12:30:00Z'))).toBe(true);
    expect(openState(schedule, at('2026-01-15T10:00:00Z'))).toEqual({
      open: false,
      reason: 'paused',
      pausedUntil: { day: 4, date: '2026-01-15', time: '14:30', today: true, inDays: 0 },
      opensAt: { day: 4, date: '2026-01-15', time: '14:30', today: true, inDays: 0 },
    });
  });

  it('opens at the next opening when the pause ends after closing, and rounds a pause up to the minute', () => {
    const schedule = paused('2026-01-15T21:29:30Z'); // 23:29:30 in Chișinău, after closing
    expect(openState(schedule, at('2026-01-15T20:00:00Z'))).toMatchObject({
      reason: 'paused',
      pausedUntil: { time: '23:30', today: true },
      opensAt: { date: '2026-01-16', time: '10:00', inDays: 1 },
    });
  });

  it('is over once its time has passed', () => {
    expect(openState(paused('2026-01-15T09:00:00Z'), at('2026-01-15T10:00:00Z'))).toEqual({
      open: true,
      closesAt: '23:00',
    });
    expect(pausedUntil(paused('2026-01-15T09:00:00Z'), at('2026-01-15T10:00:00Z'))).toBeNull();
  });
});

describe('what the back office may set', () => {
  it('refuses a close equal to the open', () => {
    expect(hoursProblems([{ day: 1, open: '10:00', close: '10:00' }])).toEqual([
      { index: 0, field: 'close', code: 'sameAsOpen' },
    ]);
  });

  it('refuses overlapping intervals on one day, on the entry that opens later, and accepts touching ones', () => {
    const hours = [
      { day: 1, open: '17:00', close: '23:00' },
      { day: 1, open: '11:00', close: '17:30' },
      { day: 2, open: '11:00', close: '15:00' },
      { day: 2, open: '15:00', close: '23:00' },
    ];
    expect(hoursProblems(hours)).toEqual([
      { index: 0, field: 'open', code: 'overlap', with: { day: 1, open: '11:00', close: '17:30' } },
    ]);
  });

  it('refuses a night running into the next day’s first interval, Saturday’s into Sunday’s too', () => {
    expect(
      hoursProblems([
        { day: 1, open: '18:00', close: '02:00' },
        { day: 2, open: '01:00', close: '05:00' },
        { day: 6, open: '20:00', close: '04:00' },
        { day: 0, open: '03:00', close: '09:00' },
      ]),
    ).toEqual([
      { index: 1, field: 'open', code: 'overlap', with: { day: 1, open: '18:00', close: '02:00' } },
      { index: 3, field: 'open', code: 'overlap', with: { day: 6, open: '20:00', close: '04:00' } },
    ]);
    expect(
      hoursProblems([
        { day: 1, open: '18:00', close: '02:00' },
        { day: 2, open: '02:00', close: '05:00' },
      ]),
    ).toEqual([]);
  });

  it('refuses a closed date that is not a date or has passed', () => {
    expect(closedDateProblem('2026-02-30', '2026-01-15')).toBe('invalid');
    expect(closedDateProblem('2026-1-5', '2026-01-15')).toBe('invalid');
    expect(closedDateProblem('2026-01-14', '2026-01-15')).toBe('past');
    expect(closedDateProblem('2026-01-15', '2026-01-15')).toBeNull();
  });
});
