import { describe, expect, it } from 'vitest';
import type { OpeningHoursDay } from './contract';
import { hhmmOf } from './hours';
import { DEFAULT_ORDER_RULES } from './orderRules';
import { checkNow, checkSlot, earliestSlot, latestSlot, slotsOn } from './slots';
import { wallTime } from './time';

const everyDay: OpeningHoursDay[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '23:00' }));
const closedSunday = everyDay.filter((h) => h.day !== 0);
const at = (iso: string) => new Date(iso);

describe('checkSlot', () => {
  const now = at('2026-01-15T10:00:00Z'); // 12:00 in Chișinău
  it.each([
    ['2026-01-15T10:44:00Z', { code: 'tooSoon', minutes: 45 }],
    ['2026-01-15T10:45:00Z', null],
    ['2026-01-22T10:00:00Z', null],
    ['2026-01-22T10:01:00Z', { code: 'tooLate', days: 7 }],
    ['2026-01-15T21:30:00Z', { code: 'closed' }],
    ['2026-01-16T07:45:00Z', { code: 'closed' }],
  ])('%s → %j', (iso, problem) => {
    expect(checkSlot(everyDay, at(iso), now, DEFAULT_ORDER_RULES)).toEqual(problem);
  });

  it('puts the latest slot a week ahead', () => {
    expect(latestSlot(now, DEFAULT_ORDER_RULES).toISOString()).toBe('2026-01-22T10:00:00.000Z');
  });
});

describe('earliestSlot', () => {
  it('is the lead time from now, on the next quarter hour', () => {
    expect(earliestSlot(everyDay, at('2026-01-15T10:07:00Z'), DEFAULT_ORDER_RULES)?.toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
  });

  it('moves to the next opening when the lead time ends after closing, skipping closed days', () => {
    // Saturday 22:50 in Chișinău: Sunday is closed, so Monday 10:00.
    expect(earliestSlot(closedSunday, at('2026-01-17T20:50:00Z'), DEFAULT_ORDER_RULES)?.toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
    // Before opening in the morning: opening time.
    expect(earliestSlot(everyDay, at('2026-01-15T05:00:00Z'), DEFAULT_ORDER_RULES)?.toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
  });

  it('is accepted by checkSlot, and is null when nothing opens within the week', () => {
    const now = at('2026-01-15T20:20:00Z');
    const slot = earliestSlot(everyDay, now, DEFAULT_ORDER_RULES)!;
    expect(checkSlot(everyDay, slot, now, DEFAULT_ORDER_RULES)).toBeNull();
    expect(earliestSlot([], now, DEFAULT_ORDER_RULES)).toBeNull();
  });
});

describe('rules from the API', () => {
  it('offers nothing sooner than a longer lead time', () => {
    const now = at('2026-01-15T10:07:00Z');
    const rules = { ...DEFAULT_ORDER_RULES, lead_minutes: 90 };
    expect(earliestSlot(everyDay, now, rules)?.toISOString()).toBe('2026-01-15T11:45:00.000Z');
    expect(checkSlot(everyDay, at('2026-01-15T11:30:00Z'), now, rules)).toEqual({ code: 'tooSoon', minutes: 90 });
  });

  it('keeps a shorter horizon and a coarser step', () => {
    const now = at('2026-01-15T10:07:00Z');
    const rules = { ...DEFAULT_ORDER_RULES, max_days_ahead: 1, slot_step_minutes: 30 };
    expect(earliestSlot(everyDay, now, rules)?.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(checkSlot(everyDay, at('2026-01-16T10:30:00Z'), now, rules)).toEqual({ code: 'tooLate', days: 1 });
  });
});

describe('the restaurant’s schedule', () => {
  const now = at('2026-01-15T10:07:00Z'); // Thursday 12:07 in Chișinău
  const split = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, open: '11:00', close: '15:00' },
    { day, open: '17:00', close: '23:00' },
  ]);

  it('adds the busy minutes to the lead time of the earliest slot and of every check', () => {
    const busy = { opening_hours: everyDay, busy_minutes: 30 };
    expect(earliestSlot(busy, now, DEFAULT_ORDER_RULES)?.toISOString()).toBe('2026-01-15T11:30:00.000Z');
    expect(checkSlot(busy, at('2026-01-15T11:15:00Z'), now, DEFAULT_ORDER_RULES)).toEqual({
      code: 'tooSoon',
      minutes: 75,
    });
    expect(checkSlot(busy, at('2026-01-15T11:30:00Z'), now, DEFAULT_ORDER_RULES)).toBeNull();
  });

  it('skips the gap between intervals', () => {
    // 14:30 + 45 min = 15:15, in the afternoon gap: 17:00.
    expect(earliestSlot(split, at('2026-01-15T12:30:00Z'), DEFAULT_ORDER_RULES)?.toISOString()).toBe(
      '2026-01-15T15:00:00.000Z',
    );
    expect(checkSlot(split, at('2026-01-15T14:00:00Z'), now, DEFAULT_ORDER_RULES)).toEqual({ code: 'closed' });
  });

  it('skips a closed date and says it is one', () => {
    const holiday = { opening_hours: everyDay, closed_dates: ['2026-01-16'] };
    // Thursday 22:30: Friday is closed, so Saturday 10:00.
    expect(earliestSlot(holiday, at('2026-01-15T20:30:00Z'), DEFAULT_ORDER_RULES)?.toISOString()).toBe(
      '2026-01-17T08:00:00.000Z',
    );
    expect(checkSlot(holiday, at('2026-01-16T10:00:00Z'), now, DEFAULT_ORDER_RULES)).toEqual({
      code: 'closedDate',
      date: '2026-01-16',
    });
    expect(checkNow(holiday, at('2026-01-16T10:00:00Z'))).toEqual({ code: 'closedDate', date: '2026-01-16' });
  });

  it('offers nothing before a pause ends, and says until when', () => {
    const paused = { opening_hours: everyDay, paused_until: '2026-01-15T13:20:00Z' }; // 15:20 in Chișinău
    expect(earliestSlot(paused, now, DEFAULT_ORDER_RULES)?.toISOString()).toBe('2026-01-15T13:30:00.000Z');
    expect(checkSlot(paused, at('2026-01-15T13:00:00Z'), now, DEFAULT_ORDER_RULES)).toEqual({
      code: 'paused',
      until: new Date('2026-01-15T13:20:00Z'),
    });
    expect(checkNow(paused, now)).toEqual({ code: 'paused', until: new Date('2026-01-15T13:20:00Z') });
    expect(checkNow(paused, at('2026-01-15T13:20:00Z'))).toBeNull();
  });

  it('says closed now outside the hours, and nothing while open', () => {
    expect(checkNow(everyDay, at('2026-01-15T22:00:00Z'))).toEqual({ code: 'closedNow' });
    expect(checkNow(everyDay, now)).toBeNull();
  });
});

describe('slotsOn', () => {
  const now = at('2026-01-15T10:07:00Z'); // Thursday 12:07 in Chișinău

  it('offers a day’s times from the earliest slot, in each interval, closing time included', () => {
    const split = [
      { day: 4, open: '11:00', close: '15:00' },
      { day: 4, open: '17:00', close: '18:00' },
    ];
    // In Chișinău: 12:07 + 45 minutes → 13:00 to 15:00, then 17:00 to 18:00.
    const local = (d: Date) => hhmmOf(wallTime(d).minutes);
    expect(slotsOn(split, '2026-01-15', now, DEFAULT_ORDER_RULES).map(local).join(' ')).toBe(
      '13:00 13:15 13:30 13:45 14:00 14:15 14:30 14:45 15:00 17:00 17:15 17:30 17:45 18:00',
    );
  });

  it('offers the night of the day before after midnight, nothing on a closed date’s hours or in a pause', () => {
    const night = {
      opening_hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '22:00', close: '01:00' })),
      closed_dates: ['2026-01-17'],
    };
    // Saturday 17 January is closed: only Friday's night, 00:00–01:00.
    expect(slotsOn(night, '2026-01-17', now, DEFAULT_ORDER_RULES).map((d) => d.toISOString())).toEqual([
      '2026-01-16T22:00:00.000Z',
      '2026-01-16T22:15:00.000Z',
      '2026-01-16T22:30:00.000Z',
      '2026-01-16T22:45:00.000Z',
      '2026-01-16T23:00:00.000Z',
    ]);
    const paused = { opening_hours: everyDay, paused_until: '2026-01-15T19:50:00Z' };
    expect(slotsOn(paused, '2026-01-15', now, DEFAULT_ORDER_RULES).map((d) => d.toISOString())).toEqual([
      '2026-01-15T20:00:00.000Z',
      '2026-01-15T20:15:00.000Z',
      '2026-01-15T20:30:00.000Z',
      '2026-01-15T20:45:00.000Z',
      '2026-01-15T21:00:00.000Z',
    ]);
  });

  it('passes checkSlot with every time it offers, and offers nothing past the horizon', () => {
    const schedule = { opening_hours: everyDay, busy_minutes: 20, closed_dates: ['2026-01-18'] };
    for (const date of ['2026-01-15', '2026-01-16', '2026-01-18', '2026-01-22', '2026-01-23']) {
      for (const slot of slotsOn(schedule, date, now, DEFAULT_ORDER_RULES))
        expect(checkSlot(schedule, slot, now, DEFAULT_ORDER_RULES)).toBeNull();
    }
    expect(slotsOn(schedule, '2026-01-18', now, DEFAULT_ORDER_RULES)).toEqual([]);
    expect(slotsOn(schedule, '2026-01-23', now, DEFAULT_ORDER_RULES)).toEqual([]);
    expect(slotsOn(schedule, '2026-01-22', now, DEFAULT_ORDER_RULES).at(-1)?.toISOString()).toBe(
      '2026-01-22T10:00:00.000Z',
    );
  });
});
