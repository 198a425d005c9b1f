import { describe, expect, it } from 'vitest';
import { isLate, lateMinutes } from './lateness';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const order = (o: Partial<Parameters<typeof isLate>[0]>) => ({
  status: 'placed' as const,
  release_at: '2026-11-20T09:50:00Z',
  accept_by: '2026-11-20T09:55:00Z',
  promised_at: null,
  ...o,
});

describe('lateness', () => {
  it('marks a new order late once the API’s accept_by has passed, by the minutes since', () => {
    expect(isLate(order({}), NOW)).toBe(true);
    expect(lateMinutes(order({}), NOW)).toBe(5);
    expect(isLate(order({ accept_by: '2026-11-20T10:03:00Z' }), NOW)).toBe(false);
    // A scheduled order not yet in the kitchen is never late.
    expect(isLate(order({ accept_by: null }), NOW)).toBe(false);
  });

  it('marks an accepted one late once its promised time has passed, at least a minute', () => {
    const accepted = order({ status: 'accepted', promised_at: '2026-11-20T09:59:50Z' });
    expect(isLate(accepted, NOW)).toBe(true);
    expect(lateMinutes(accepted, NOW)).toBe(1);
    expect(isLate({ ...accepted, promised_at: '2026-11-20T10:20:00Z' }, NOW)).toBe(false);
    expect(isLate({ ...accepted, promised_at: null }, NOW)).toBe(false);
  });
});
