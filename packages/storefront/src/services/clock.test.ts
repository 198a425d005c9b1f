import { describe, expect, it } from 'vitest';
import { createFixedClock, systemClock } from './clock';

describe('clocks', () => {
  it('a fixed clock stands still until set or advanced', () => {
    const clock = createFixedClock('2026-11-21T22:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-21T22:30:00.000Z');
    clock.advance(90 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-11-22T00:00:00.000Z');
    clock.set(0);
    expect(clock.now().getTime()).toBe(0);
  });

  it('hands out copies, so a caller mutating a Date cannot move the clock', () => {
    const clock = createFixedClock(1000);
    clock.now().setTime(5);
    expect(clock.now().getTime()).toBe(1000);
  });

  it('the system clock tells the current time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
