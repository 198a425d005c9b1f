import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../api/types';
import {
  checkSlot,
  earliestSlot,
  fromPickerDate,
  hoursOn,
  instantOf,
  isOpenAt,
  isWithinHours,
  latestSlot,
  toPickerDate,
  wallTime,
} from './orderTime';

const everyDay: OpeningHours[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '23:00' }));
const closedSunday = everyDay.filter((h) => h.day !== 0);
const at = (iso: string) => new Date(iso);

describe('Chișinău wall-clock time', () => {
  it('is UTC+2 in winter and UTC+3 in summer', () => {
    expect(wallTime(at('2026-01-15T08:00:00Z'))).toMatchObject({ day: 15, weekday: 4, minutes: 600 });
    expect(instantOf(2026, 1, 15, 18 * 60).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(instantOf(2026, 7, 1, 18 * 60).toISOString()).toBe('2026-07-01T15:00:00.000Z');
  });

  it('finds the instant on the day clocks go forward and past midnight', () => {
    expect(instantOf(2026, 3, 29, 12 * 60).toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(instantOf(2026, 1, 15, 24 * 60).toISOString()).toBe('2026-01-15T22:00:00.000Z');
  });

  it("round-trips through the picker's local date", () => {
    for (const iso of ['2026-01-15T16:15:00.000Z', '2026-07-01T20:45:00.000Z', '2026-12-31T21:30:00.000Z']) {
      const picked = toPickerDate(at(iso));
      expect(fromPickerDate(picked).toISOString()).toBe(iso);
    }
    const local = toPickerDate(at('2026-01-15T16:15:00Z'));
    expect([local.getHours(), local.getMinutes()]).toEqual([18, 15]);
  });
});

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

describe('checkSlot mirrors the API', () => {
  const now = at('2026-01-15T10:00:00Z'); // 12:00 in Chișinău
  it.each([
    ['2026-01-15T10:44:00Z', { code: 'tooSoon', minutes: 45 }],
    ['2026-01-15T10:45:00Z', null],
    ['2026-01-22T10:00:00Z', null],
    ['2026-01-22T10:01:00Z', { code: 'tooLate', days: 7 }],
    ['2026-01-15T21:30:00Z', { code: 'closed' }],
    ['2026-01-16T07:45:00Z', { code: 'closed' }],
  ])('%s → %j', (iso, problem) => {
    expect(checkSlot(everyDay, at(iso), now)).toEqual(problem);
  });

  it('puts the latest slot a week ahead', () => {
    expect(latestSlot(now).toISOString()).toBe('2026-01-22T10:00:00.000Z');
  });
});

describe('earliestSlot', () => {
  it('is the lead time from now, on the next quarter hour', () => {
    expect(earliestSlot(everyDay, at('2026-01-15T10:07:00Z'))?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
  });

  it('moves to the next opening when the lead time ends after closing, skipping closed days', () => {
    // Saturday 22:50 in Chișinău: Sunday is closed, so Monday 10:00.
    expect(earliestSlot(closedSunday, at('2026-01-17T20:50:00Z'))?.toISOString()).toBe('2026-01-19T08:00:00.000Z');
    // Before opening in the morning: opening time.
    expect(earliestSlot(everyDay, at('2026-01-15T05:00:00Z'))?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it('is accepted by checkSlot, and is null when nothing opens within the week', () => {
    const now = at('2026-01-15T20:20:00Z');
    const slot = earliestSlot(everyDay, now)!;
    expect(checkSlot(everyDay, slot, now)).toBeNull();
    expect(earliestSlot([], now)).toBeNull();
  });
});
