import { describe, expect, it } from 'vitest';
import { instantOf } from './instant';
import { chisinauIsoDate, chisinauSignatureDate, wallTime } from './time';

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

  it('dates a moment by the day in Chișinău, not UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Chișinău.
    expect(chisinauIsoDate(at('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(chisinauSignatureDate(at('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
    expect(chisinauIsoDate(at('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
    // Summer time (UTC+3): 21:00 UTC on 30 June is already 1 July.
    expect(chisinauSignatureDate(at('2026-06-30T21:00:00Z'))).toBe('01/07/2026');
    expect(chisinauSignatureDate(at('2026-06-30T20:59:59Z'))).toBe('30/06/2026');
  });

  it('reads the hour repeated when clocks go back, and the skipped one moved forward', () => {
    // Moldova's switches: 25 October 2026, 03:00 EEST becomes 02:00 EET, so 02:30 happens twice.
    expect(wallTime(at('2026-10-24T23:30:00Z')).minutes).toBe(2 * 60 + 30);
    expect(wallTime(at('2026-10-25T00:30:00Z')).minutes).toBe(2 * 60 + 30);
    // 29 March 2026, 02:00 EET becomes 03:00 EEST: 02:30 does not exist and reads as 03:30.
    expect(instantOf(2026, 3, 29, 2 * 60 + 30).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(wallTime(instantOf(2026, 3, 29, 2 * 60 + 30)).minutes).toBe(3 * 60 + 30);
  });
});
