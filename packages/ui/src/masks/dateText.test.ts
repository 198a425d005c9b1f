import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDate,
  expandShortYear,
  formatDateText,
  fromIsoDate,
  parseDateText,
  patternText,
  readDateText,
  toIsoDate,
  type DateTextPattern,
} from './dateText';

const now = new Date(2025, 5, 15, 10, 30); // 15 June 2025
const day = (y: number, m: number, d: number, h = 0, mi = 0) => new Date(y, m - 1, d, h, mi);
const yy: DateTextPattern = { date: 'dd.mm.yy' };
const yyyy: DateTextPattern = { date: 'dd.mm.yyyy' };

function parsed(text: string, pattern: DateTextPattern, minuteStep?: number) {
  const result = parseDateText(text, pattern, { now, minuteStep });
  return result.ok ? result.date : result.reason;
}

describe('the short-year cutoff (+10)', () => {
  it('reads years up to the current year + 10 as this century and later ones as the last', () => {
    expect(expandShortYear(35, now)).toBe(2035);
    expect(expandShortYear(36, now)).toBe(1936);
    expect(expandShortYear(0, now)).toBe(2000);
    expect(expandShortYear(99, now)).toBe(1999);
    expect(expandShortYear(25, now)).toBe(2025);
  });

  it('moves with the clock: in 2030 the cutoff is 40', () => {
    expect(expandShortYear(40, day(2030, 1, 1))).toBe(2040);
    expect(expandShortYear(41, day(2030, 1, 1))).toBe(1941);
  });

  it('keeps a 100-year window across a century boundary', () => {
    expect(expandShortYear(5, day(2095, 1, 1))).toBe(2105);
    expect(expandShortYear(6, day(2095, 1, 1))).toBe(2006);
  });

  it('applies to typed text', () => {
    expect(parsed('01.02.35', yy)).toEqual(day(2035, 2, 1));
    expect(parsed('01.02.36', yy)).toEqual(day(1936, 2, 1));
  });
});

describe('formatDateText', () => {
  it('pads to the pattern', () => {
    expect(formatDateText(day(2025, 3, 7), yy)).toBe('07.03.25');
    expect(formatDateText(day(2005, 3, 7), yyyy)).toBe('07.03.2005');
    expect(formatDateText(day(1999, 12, 31), yy)).toBe('31.12.99');
  });

  it('adds the time in 24 or 12 hours', () => {
    expect(formatDateText(day(2025, 3, 7, 0, 5), { date: 'dd.mm.yy', time: 24 })).toBe('07.03.25 00:05');
    expect(formatDateText(day(2025, 3, 7, 0, 5), { date: 'dd.mm.yy', time: 12 })).toBe('07.03.25 12:05 AM');
    expect(formatDateText(day(2025, 3, 7, 12, 0), { date: 'dd.mm.yy', time: 12 })).toBe('07.03.25 12:00 PM');
    expect(formatDateText(day(2025, 3, 7, 23, 59), { date: 'dd.mm.yyyy', time: 12 })).toBe('07.03.2025 11:59 PM');
  });

  it('names the pattern for the hint', () => {
    expect(patternText(yy)).toBe('dd.mm.yy');
    expect(patternText({ date: 'dd.mm.yyyy', time: 24 })).toBe('dd.mm.yyyy HH:mm');
    expect(patternText({ date: 'dd.mm.yy', time: 12 })).toBe('dd.mm.yy hh:mm a');
  });
});

describe('parseDateText', () => {
  it('reads the configured format and forgiving variants of it', () => {
    expect(parsed('07.03.25', yy)).toEqual(day(2025, 3, 7));
    expect(parsed(' 7.3.25 ', yy)).toEqual(day(2025, 3, 7));
    expect(parsed('07/03/25', yy)).toEqual(day(2025, 3, 7));
    expect(parsed('07.03.1990', yy)).toEqual(day(1990, 3, 7));
    expect(parsed('07.03.2025', yyyy)).toEqual(day(2025, 3, 7));
    expect(parsed('07.03.90', yyyy)).toEqual(day(1990, 3, 7));
  });

  it('tells a wrong shape from a day that does not exist', () => {
    expect(parsed('', yy)).toBe('format');
    expect(parsed('7 March', yy)).toBe('format');
    expect(parsed('07.03.202', yy)).toBe('format');
    expect(parsed('07.03.25 10:00', yy)).toBe('format');
    expect(parsed('31.02.25', yy)).toBe('date');
    expect(parsed('29.02.25', yy)).toBe('date');
    expect(parsed('29.02.24', yy)).toEqual(day(2024, 2, 29));
    expect(parsed('00.01.25', yy)).toBe('date');
    expect(parsed('01.13.25', yy)).toBe('date');
    expect(parsed('31.04.2025', yyyy)).toBe('date');
  });

  it('reads 24-hour times and refuses impossible ones', () => {
    const p: DateTextPattern = { date: 'dd.mm.yy', time: 24 };
    expect(parsed('07.03.25 18:45', p)).toEqual(day(2025, 3, 7, 18, 45));
    expect(parsed('07.03.25 8:05', p)).toEqual(day(2025, 3, 7, 8, 5));
    expect(parsed('07.03.25 24:00', p)).toBe('time');
    expect(parsed('07.03.25 12:60', p)).toBe('time');
    expect(parsed('07.03.25 6:00 PM', p)).toBe('time');
    expect(parsed('07.03.25', p)).toBe('time');
    expect(parsed('07.03.25 noon', p)).toBe('time');
    expect(parsed('31.02.25 10:00', p)).toBe('date');
  });

  it('reads 12-hour times with AM/PM', () => {
    const p: DateTextPattern = { date: 'dd.mm.yy', time: 12 };
    expect(parsed('07.03.25 12:00 AM', p)).toEqual(day(2025, 3, 7, 0, 0));
    expect(parsed('07.03.25 12:30 pm', p)).toEqual(day(2025, 3, 7, 12, 30));
    expect(parsed('07.03.25 6:15pm', p)).toEqual(day(2025, 3, 7, 18, 15));
    expect(parsed('07.03.25 6:15 p.m.', p)).toEqual(day(2025, 3, 7, 18, 15));
    expect(parsed('07.03.25 13:00 PM', p)).toBe('time');
    expect(parsed('07.03.25 0:10 AM', p)).toBe('time');
    expect(parsed('07.03.25 18:00', p)).toBe('time');
  });

  it('refuses minutes off the minute step', () => {
    const p: DateTextPattern = { date: 'dd.mm.yy', time: 24 };
    expect(parsed('07.03.25 10:07', p, 15)).toBe('minuteStep');
    expect(parsed('07.03.25 10:45', p, 15)).toEqual(day(2025, 3, 7, 10, 45));
  });
});

describe('checkDate', () => {
  const min = day(2025, 3, 10);
  const max = day(2025, 3, 20);

  it('compares days, not moments, without time', () => {
    expect(checkDate(day(2025, 3, 10, 0, 0), { min, max })).toBeNull();
    expect(checkDate(day(2025, 3, 20, 23, 59), { min, max })).toBeNull();
    expect(checkDate(day(2025, 3, 9, 23, 59), { min, max })).toBe('beforeMin');
    expect(checkDate(day(2025, 3, 21), { min, max })).toBe('afterMax');
  });

  it('compares moments with time', () => {
    const minMoment = day(2025, 3, 10, 12, 0);
    expect(checkDate(day(2025, 3, 10, 11, 59), { min: minMoment, withTime: true })).toBe('beforeMin');
    expect(checkDate(day(2025, 3, 10, 12, 0), { min: minMoment, withTime: true })).toBeNull();
  });

  it('refuses disabled dates and weekdays', () => {
    expect(checkDate(day(2025, 3, 15), { disabledWeekdays: [0, 6] })).toBe('unavailable'); // a Saturday
    expect(checkDate(day(2025, 3, 17), { disabledWeekdays: [0, 6] })).toBeNull();
    expect(checkDate(day(2025, 3, 17, 15), { disabledDates: [day(2025, 3, 17)] })).toBe('unavailable');
    expect(checkDate(day(2025, 3, 18), { disabledDates: (d) => d.getDate() === 18 })).toBe('unavailable');
  });

  it('is applied to typed text by readDateText', () => {
    expect(readDateText('09.03.25', yy, { now, min, max })).toEqual({ ok: false, reason: 'beforeMin' });
    expect(readDateText('12.03.25', yy, { now, min, max })).toEqual({ ok: true, date: day(2025, 3, 12) });
  });
});

describe('ISO days for the API', () => {
  it('converts both ways on the local calendar', () => {
    expect(toIsoDate(day(2001, 9, 3, 23, 30))).toBe('2001-09-03');
    expect(fromIsoDate('2001-09-03')).toEqual(day(2001, 9, 3));
    expect(fromIsoDate('2001-02-30')).toBeNull();
    expect(fromIsoDate('03.09.2001')).toBeNull();
  });
});

// Properties --------------------------------------------------------------------------------------

const wholeMinutes = (date: Date) => {
  const copy = new Date(date.getTime());
  copy.setSeconds(0, 0);
  return copy;
};
const anyDay = fc
  .date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true })
  .map(wholeMinutes);
/** The years a two-digit year can name today: the 100 ending at now + 10. */
const shortYearDay = fc
  .date({
    min: new Date(now.getFullYear() + 10 - 99, 0, 1),
    max: new Date(now.getFullYear() + 10, 11, 31),
    noInvalidDate: true,
  })
  .map(wholeMinutes);
const anyPattern = fc.record({
  date: fc.constantFrom<DateTextPattern['date']>('dd.mm.yy', 'dd.mm.yyyy'),
  time: fc.constantFrom<DateTextPattern['time']>(undefined, 12, 24),
});

describe('properties', () => {
  it('format then parse gives the same day back (and the same minute with time)', () => {
    fc.assert(
      fc.property(anyPattern, anyDay, shortYearDay, (pattern, longDay, shortDay) => {
        const date = pattern.date === 'dd.mm.yy' ? shortDay : longDay;
        const result = parseDateText(formatDateText(date, pattern), pattern, { now });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(toIsoDate(result.date)).toBe(toIsoDate(date));
        if (pattern.time) expect(result.date.getTime()).toBe(date.getTime());
      }),
    );
  });

  it('no typed date outside [min, max] is ever accepted', () => {
    fc.assert(
      fc.property(anyPattern, shortYearDay, shortYearDay, fc.string(), shortYearDay, (pattern, a, b, noise, typed) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        for (const text of [formatDateText(typed, pattern), noise]) {
          const result = readDateText(text, pattern, { now, min, max });
          if (!result.ok) continue;
          if (pattern.time) {
            expect(result.date.getTime()).toBeGreaterThanOrEqual(min.getTime());
            expect(result.date.getTime()).toBeLessThanOrEqual(max.getTime());
          } else {
            expect(toIsoDate(result.date) >= toIsoDate(min)).toBe(true);
            expect(toIsoDate(result.date) <= toIsoDate(max)).toBe(true);
          }
        }
      }),
    );
  });

  it('every accepted text names a real day: typed numbers match the parsed date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 99 }),
        (d, m, y) => {
          const text = `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${String(y).padStart(2, '0')}`;
          const result = parseDateText(text, yy, { now });
          if (result.ok) {
            expect(result.date.getDate()).toBe(d);
            expect(result.date.getMonth() + 1).toBe(m);
          } else {
            expect(result.reason).toBe('date');
          }
        },
      ),
    );
  });
});
