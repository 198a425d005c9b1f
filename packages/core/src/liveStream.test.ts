// The follower's back-off (a table of delays, drawn with jitter), the address of a stream from its last event, and
// the silence after which a stream counts as dead.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jitteredRetryDelay,
  retryDelay,
  STREAM_HEARTBEAT_MS,
  STREAM_RETRY_JITTER,
  STREAM_RETRY_MS,
  STREAM_SILENCE_MS,
  withLastEventId,
} from './liveStream';

const LONGEST = Math.max(...STREAM_RETRY_MS);

describe('retryDelay', () => {
  it.each([
    [0, 1_000],
    [1, 3_000],
    [2, 10_000],
    [3, 30_000],
    [4, 30_000],
    [100, 30_000],
  ])('waits, before attempt %i, %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });
});

describe('jitteredRetryDelay', () => {
  it.each([
    // attempt, random, ms: the table's delay less up to half of it.
    [0, 0, 1_000],
    [0, 0.5, 750],
    [0, 0.99, 505],
    [1, 0.2, 2_700],
    [3, 0.999, 15_015],
    [9, 0, 30_000],
  ])('attempt %i with random() = %f waits %i ms', (attempt, random, ms) => {
    expect(jitteredRetryDelay(attempt, { random: () => random })).toBe(ms);
  });

  it('is bounded: within [delay × (1 − jitter), delay] of its attempt, and never past the table’s longest', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        (attempt, random, jitter) => {
          const delay = retryDelay(attempt);
          const drawn = jitteredRetryDelay(attempt, { random: () => random, jitter });
          expect(drawn).toBeGreaterThanOrEqual(Math.round(delay * (1 - (jitter ?? STREAM_RETRY_JITTER))));
          expect(drawn).toBeLessThanOrEqual(delay);
          expect(drawn).toBeLessThanOrEqual(LONGEST);
          expect(Number.isInteger(drawn)).toBe(true);
        },
      ),
    );
  });

  it('spreads many pages’ returns over its range instead of one instant', () => {
    // The API restarts under 1,000 open pages: their first attempts do not all come in the same 100 ms.
    let seed = 42;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const draws = Array.from({ length: 1_000 }, () => jitteredRetryDelay(0, { random }));
    const buckets = new Set(draws.map((ms) => Math.floor(ms / 100)));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...draws)).toBeLessThanOrEqual(1_000);
    expect(buckets.size).toBeGreaterThanOrEqual(5);
  });

  it('keeps out-of-range draws and shares within bounds', () => {
    expect(jitteredRetryDelay(0, { random: () => 7 })).toBe(500);
    expect(jitteredRetryDelay(0, { random: () => -1 })).toBe(1_000);
    expect(jitteredRetryDelay(1, { random: () => 0.5, jitter: 3 })).toBe(1_500);
    expect(jitteredRetryDelay(1, { random: () => 0.5, jitter: 0 })).toBe(3_000);
    expect(jitteredRetryDelay(0, { delays: [] })).toBe(0);
  });
});

describe('withLastEventId', () => {
  it.each([
    ['https://api.test/api/staff/events', '', 'https://api.test/api/staff/events'],
    ['https://api.test/api/staff/events', '12', 'https://api.test/api/staff/events?last_event_id=12'],
    ['https://api.test/api/staff/events?lang=ro', '12', 'https://api.test/api/staff/events?lang=ro&last_event_id=12'],
    ['https://api.test/e?lang=ro', 'a b', 'https://api.test/e?lang=ro&last_event_id=a%20b'],
  ])('%s from %j is %s', (url, id, expected) => {
    expect(withLastEventId(url, id)).toBe(expected);
  });
});

describe('STREAM_SILENCE_MS', () => {
  it('outlasts two heartbeats with room to spare, so one late ping is never taken for a dead stream', () => {
    // Changing the heartbeat alone must not leave the limit at or under two of them.
    expect(STREAM_SILENCE_MS - 2 * STREAM_HEARTBEAT_MS).toBeGreaterThanOrEqual(5_000);
  });
});
