import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampToBounds,
  formatSelectionText,
  isOrderedRange,
  parseSelectionText,
  periodInBounds,
  sameSelection,
  selectionToIso,
  selectRangeDay,
  toggleMultipleDay,
  yearPageStart,
  YEARS_PER_PAGE,
  type DateRangeValue,
} from './dateSelection';
import { compareDays, type DateTextPattern } from './dateText';

const now = new Date(2025, 5, 15);
const day = (m: number, d: number, h = 0, mi = 0) => new Date(2025, m - 1, d, h, mi);
const yy: DateTextPattern = { date: 'dd.mm.yy' };

describe('range clicks (spec §5)', () => {
  it('first click sets the start, a later click the end', () => {
    const start = selectRangeDay(null, day(3, 10));
    expect(start).toEqual({ from: day(3, 10) });
    expect(selectRangeDay(start, day(3, 14))).toEqual({ from: day(3, 10), to: day(3, 14) });
  });

  it('a second click on the start day makes a one-day range', () => {
    expect(selectRangeDay({ from: day(3, 10) }, day(3, 10))).toEqual({ from: day(3, 10), to: day(3, 10) });
  });

  it('a click before the start restarts the range from that day', () => {
    expect(selectRangeDay({ from: day(3, 10) }, day(3, 4))).toEqual({ from: day(3, 4) });
  });

  it('after a complete range the next click starts a new one', () => {
    expect(selectRangeDay({ from: day(3, 10), to: day(3, 12) }, day(3, 20))).toEqual({ from: day(3, 20) });
  });

  it('never produces a range that ends before it starts, whatever the clicks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 365 }), { maxLength: 30 }), (offsets) => {
        let range: DateRangeValue | null = null;
        for (const offset of offsets) {
          range = selectRangeDay(range, new Date(2025, 0, 1 + offset));
          expect(isOrderedRange(range)).toBe(true);
        }
      }),
    );
  });
});

describe('multiple with a cap', () => {
  it('adds days in date order and removes a chosen day', () => {
    let value = toggleMultipleDay([], day(3, 12)).value;
    value = toggleMultipleDay(value, day(3, 5)).value;
    expect(value).toEqual([day(3, 5), day(3, 12)]);
    expect(toggleMultipleDay(value, day(3, 12, 15)).value).toEqual([day(3, 5)]);
  });

  it('refuses a further pick at the cap but still lets a chosen day go', () => {
    const full = [day(3, 1), day(3, 2), day(3, 3)];
    expect(toggleMultipleDay(full, day(3, 4), 3)).toEqual({ value: full, refused: true });
    expect(toggleMultipleDay(full, day(3, 2), 3)).toEqual({ value: [day(3, 1), day(3, 3)], refused: false });
  });

  it('never holds more than the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(fc.integer({ min: 1, max: 20 })), (cap, clicks) => {
        let value: Date[] = [];
        for (const d of clicks) {
          value = toggleMultipleDay(value, day(4, d), cap).value;
          expect(value.length).toBeLessThanOrEqual(cap);
        }
      }),
    );
  });
});

describe('typed values per mode', () => {
  const options = { now, rangeSeparator: '–' };

  it('formats each mode', () => {
    expect(formatSelectionText('single', day(3, 7), yy)).toBe('07.03.25');
    expect(formatSelectionText('single', null, yy)).toBe('');
    expect(formatSelectionText('multiple', [day(3, 7), day(3, 9)], yy)).toBe('07.03.25, 09.03.25');
    expect(formatSelectionText('range', { from: day(3, 7), to: day(3, 9) }, yy)).toBe('07.03.25 – 09.03.25');
    expect(formatSelectionText('range', { from: day(3, 7) }, yy)).toBe('07.03.25 – ');
  });

  it('reads each mode back and clears on empty text', () => {
    expect(parseSelectionText('single', '', yy, options)).toEqual({ ok: true, value: null });
    expect(parseSelectionText('multiple', '09.03.25, 07.03.25; 09.03.25', yy, options)).toEqual({
      ok: true,
      value: [day(3, 7), day(3, 9)],
    });
    expect(parseSelectionText('range', '07.03.25 - 09.03.25', yy, options)).toEqual({
      ok: true,
      value: { from: day(3, 7), to: day(3, 9) },
    });
    expect(parseSelectionText('range', '07.03.25 –', yy, options)).toEqual({ ok: true, value: { from: day(3, 7) } });
  });

  it('refuses a range that ends before it starts, and too many days', () => {
    expect(parseSelectionText('range', '09.03.25 – 07.03.25', yy, options)).toEqual({
      ok: false,
      reason: 'rangeOrder',
    });
    expect(parseSelectionText('multiple', '01.03.25, 02.03.25, 03.03.25', yy, { ...options, maxCount: 2 })).toEqual({
      ok: false,
      reason: 'maxCount',
    });
    expect(parseSelectionText('range', '01.03.25 – 02.03.25 – 03.03.25', yy, options)).toEqual({
      ok: false,
      reason: 'format',
    });
  });

  it('refuses any typed day outside the bounds in every mode', () => {
    const bounds = { ...options, min: day(3, 5), max: day(3, 25) };
    expect(parseSelectionText('single', '04.03.25', yy, bounds)).toEqual({ ok: false, reason: 'beforeMin' });
    expect(parseSelectionText('multiple', '06.03.25, 26.03.25', yy, bounds)).toEqual({ ok: false, reason: 'afterMax' });
    expect(parseSelectionText('range', '06.03.25 – 31.02.25', yy, bounds)).toEqual({ ok: false, reason: 'date' });
  });

  it('never accepts a typed range that ends before it starts', () => {
    const anyDay = fc.integer({ min: 0, max: 800 }).map((n) => new Date(2024, 0, 1 + n));
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const text = formatSelectionText('range', { from: a, to: b }, yy);
        const result = parseSelectionText('range', text, yy, options);
        if (result.ok) {
          expect(result.value && isOrderedRange(result.value)).toBe(true);
        } else {
          expect(compareDays(b, a)).toBeLessThan(0);
        }
      }),
    );
  });

  it('round-trips each mode', () => {
    const values = {
      single: day(5, 1),
      multiple: [day(5, 1), day(5, 3)],
      range: { from: day(5, 1), to: day(5, 8) },
    } as const;
    for (const mode of ['single', 'multiple', 'range'] as const) {
      const result = parseSelectionText(mode, formatSelectionText(mode, values[mode] as never, yy), yy, options);
      expect(result.ok && sameSelection(mode, result.value as never, values[mode] as never)).toBe(true);
    }
  });
});

describe('clampToBounds', () => {
  it('moves a moment before min to the first slot on the step after it', () => {
    expect(clampToBounds(day(3, 7, 0, 0), day(3, 7, 14, 37), undefined, 15)).toEqual(day(3, 7, 14, 45));
    expect(clampToBounds(day(3, 7, 0, 0), day(3, 7, 14, 45), undefined, 15)).toEqual(day(3, 7, 14, 45));
  });

  it('moves a moment after max to the last slot before it', () => {
    expect(clampToBounds(day(3, 7, 23, 0), undefined, day(3, 7, 20, 10), 15)).toEqual(day(3, 7, 20, 0));
  });

  it('leaves a moment inside alone', () => {
    expect(clampToBounds(day(3, 7, 12, 3), day(3, 7, 10), day(3, 7, 14), 15)).toEqual(day(3, 7, 12, 3));
  });

  it('always ends inside [min, max]', () => {
    const moment = fc.integer({ min: 0, max: 60 * 24 * 10 }).map((minutes) => new Date(2025, 2, 1, 0, minutes));
    fc.assert(
      fc.property(moment, moment, moment, fc.constantFrom(1, 5, 15, 30, 60), (date, a, b, step) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const clamped = clampToBounds(date, min, max, step);
        expect(clamped.getTime()).toBeGreaterThanOrEqual(min.getTime());
        expect(clamped.getTime()).toBeLessThanOrEqual(max.getTime());
      }),
    );
  });
});

describe('year and month views', () => {
  it('pages ten years at a time', () => {
    expect(yearPageStart(2025)).toBe(2020);
    expect(yearPageStart(2020)).toBe(2020);
    expect(yearPageStart(2029)).toBe(2020);
    expect(yearPageStart(1999)).toBe(1990);
    expect(YEARS_PER_PAGE).toBe(10);
  });

  it('offers a year or a month when any of its days is within bounds', () => {
    const min = new Date(2007, 5, 15);
    const max = new Date(2025, 2, 3);
    expect(periodInBounds(min, max, 2006)).toBe(false);
    expect(periodInBounds(min, max, 2007)).toBe(true);
    expect(periodInBounds(min, max, 2007, 4)).toBe(false);
    expect(periodInBounds(min, max, 2007, 5)).toBe(true);
    expect(periodInBounds(min, max, 2025, 2)).toBe(true);
    expect(periodInBounds(min, max, 2025, 3)).toBe(false);
    expect(periodInBounds(undefined, undefined, 1800, 0)).toBe(true);
  });
});

describe('selectionToIso', () => {
  it('gives form data per mode', () => {
    expect(selectionToIso('single', day(3, 7))).toBe('2025-03-07');
    expect(selectionToIso('single', day(3, 7, 18, 5), true)).toBe('2025-03-07T18:05');
    expect(selectionToIso('single', null)).toBe('');
    expect(selectionToIso('multiple', [day(3, 7), day(3, 9)])).toBe('2025-03-07,2025-03-09');
    expect(selectionToIso('range', { from: day(3, 7), to: day(3, 9) })).toBe('2025-03-07/2025-03-09');
    expect(selectionToIso('range', { from: day(3, 7) })).toBe('2025-03-07/');
  });
});
