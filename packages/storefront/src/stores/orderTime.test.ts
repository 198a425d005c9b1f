import { describe, expect, it } from 'vitest';
import { fromPickerDate, toPickerDate } from './orderTime';

const at = (iso: string) => new Date(iso);

describe('the picker date', () => {
  it("round-trips through the picker's local date", () => {
    for (const iso of ['2026-01-15T16:15:00.000Z', '2026-07-01T20:45:00.000Z', '2026-12-31T21:30:00.000Z']) {
      const picked = toPickerDate(at(iso));
      expect(fromPickerDate(picked).toISOString()).toBe(iso);
    }
    const local = toPickerDate(at('2026-01-15T16:15:00Z'));
    expect([local.getHours(), local.getMinutes()]).toEqual([18, 15]);
  });
});
