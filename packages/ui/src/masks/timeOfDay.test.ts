import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorToStep, stepHours, stepMinutes, to12Hour, to24Hour, togglePeriod, withTimeOfDay } from './timeOfDay';

describe('12- and 24-hour clocks', () => {
  it('converts the edges of the day', () => {
    expect(to12Hour(0)).toEqual({ hour: 12, period: 'am' });
    expect(to12Hour(11)).toEqual({ hour: 11, period: 'am' });
    expect(to12Hour(12)).toEqual({ hour: 12, period: 'pm' });
    expect(to12Hour(23)).toEqual({ hour: 11, period: 'pm' });
    expect(to24Hour(12, 'am')).toBe(0);
    expect(to24Hour(12, 'pm')).toBe(12);
    expect(to24Hour(7, 'pm')).toBe(19);
  });

  it('round-trips every hour', () => {
    for (let hours = 0; hours < 24; hours++) {
      const { hour, period } = to12Hour(hours);
      expect(hour).toBeGreaterThanOrEqual(1);
      expect(hour).toBeLessThanOrEqual(12);
      expect(to24Hour(hour, period)).toBe(hours);
    }
  });

  it('toggles AM and PM keeping the clock face', () => {
    expect(togglePeriod(9)).toBe(21);
    expect(togglePeriod(21)).toBe(9);
    expect(togglePeriod(0)).toBe(12);
  });
});

describe('stepping', () => {
  it('wraps hours around the day, also past noon in 12-hour display', () => {
    expect(stepHours(23, 1)).toBe(0);
    expect(stepHours(0, -1)).toBe(23);
    expect(stepHours(11, 1)).toBe(12); // 11 AM → 12 PM, not midnight
    expect(stepHours(5, 30)).toBe(11);
  });

  it('wraps minutes within the hour by the minute step', () => {
    expect(stepMinutes(58, 1)).toBe(59);
    expect(stepMinutes(59, 1)).toBe(0);
    expect(stepMinutes(0, -1)).toBe(59);
    expect(stepMinutes(45, 1, 15)).toBe(0);
    expect(stepMinutes(0, -1, 15)).toBe(45);
    expect(stepMinutes(30, 2, 15)).toBe(0);
  });

  it('snaps minutes that are off the step', () => {
    expect(stepMinutes(7, 1, 15)).toBe(15);
    expect(stepMinutes(7, -1, 15)).toBe(0);
    expect(stepMinutes(7, 2, 15)).toBe(30);
    expect(stepMinutes(52, 1, 15)).toBe(0);
    expect(floorToStep(52, 15)).toBe(45);
  });

  it('falls back to a step of 1 for nonsense steps', () => {
    expect(stepMinutes(10, 1, 0)).toBe(11);
    expect(stepMinutes(10, 1, 2.5)).toBe(11);
  });

  it('always lands on the step and inside the hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: -200, max: 200 }),
        fc.constantFrom(1, 5, 10, 15, 30),
        (m, steps, step) => {
          const next = stepMinutes(m, steps, step);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(60);
          if (steps !== 0) expect(next % step).toBe(0);
        },
      ),
    );
  });

  it('steps back exactly where it came from on the step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 5, 15, 30),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: -50, max: 50 }),
        (step, slot, steps) => {
          const m = (slot * step) % 60;
          expect(stepMinutes(stepMinutes(m, steps, step), -steps, step)).toBe(m);
        },
      ),
    );
  });

  it('sets a time on the same day', () => {
    const date = withTimeOfDay(new Date(2025, 2, 7, 3, 4, 5, 6), { hours: 18, minutes: 30 });
    expect(date).toEqual(new Date(2025, 2, 7, 18, 30));
  });
});
