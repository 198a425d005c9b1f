import { describe, expect, it } from 'vitest';
import type { OpeningHoursDay } from './contract';
import { DEFAULT_ORDER_RULES } from './orderRules';
import { checkSlot, earliestSlot, latestSlot } from './slots';

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
