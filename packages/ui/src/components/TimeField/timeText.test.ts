import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTime, isTimeText, parseTimeText, segmentAt, stepTime } from './timeText';

const ok = (value: string | null) => ({ ok: true, value });
const bad = { ok: false, reason: 'format' };

describe('parseTimeText', () => {
  it('reads the ways people type a time', () => {
    expect(parseTimeText('09:30')).toEqual(ok('09:30'));
    expect(parseTimeText('9:30')).toEqual(ok('09:30'));
    expect(parseTimeText('9.30')).toEqual(ok('09:30'));
    expect(parseTimeText('9,30')).toEqual(ok('09:30'));
    expect(parseTimeText('9 30')).toEqual(ok('09:30'));
    expect(parseTimeText('21h15')).toEqual(ok('21:15'));
    expect(parseTimeText('930')).toEqual(ok('09:30'));
    expect(parseTimeText('2115')).toEqual(ok('21:15'));
    expect(parseTimeText('9')).toEqual(ok('09:00'));
    expect(parseTimeText(' 23 ')).toEqual(ok('23:00'));
    expect(parseTimeText('0')).toEqual(ok('00:00'));
  });

  it('reads an empty field as no time', () => {
    expect(parseTimeText('')).toEqual(ok(null));
    expect(parseTimeText('  ')).toEqual(ok(null));
  });

  it('refuses times the clock does not have and half-typed ones', () => {
    for (const text of ['24:00', '25', '12:60', '9:5', '12345', 'noon', '9:30 PM', '-1', '12:3a', ':30']) {
      expect(parseTimeText(text), text).toEqual(bad);
    }
  });

  it('gives back every real time as it was written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(parseTimeText(text)).toEqual(ok(text));
        expect(isTimeText(text)).toBe(true);
      }),
    );
  });
});

describe('checkTime', () => {
  const hours = { min: '10:00', max: '22:30' };
  it('checks min and max, inclusive', () => {
    expect(checkTime('09:59', hours)).toBe('beforeMin');
    expect(checkTime('10:00', hours)).toBeNull();
    expect(checkTime('22:30', hours)).toBeNull();
    expect(checkTime('22:31', hours)).toBe('afterMax');
    expect(checkTime(null, hours)).toBeNull();
  });

  it('checks the minute step', () => {
    expect(checkTime('10:07', { minuteStep: 15 })).toBe('minuteStep');
    expect(checkTime('10:45', { minuteStep: 15 })).toBeNull();
    // A step that does not make sense is ignored, as the time mask does.
    expect(checkTime('10:07', { minuteStep: 0 })).toBeNull();
  });
});

describe('stepping', () => {
  it('steps the segment under the caret', () => {
    expect(segmentAt('09:30', 0)).toBe('hours');
    expect(segmentAt('09:30', 2)).toBe('hours');
    expect(segmentAt('09:30', 3)).toBe('minutes');
    expect(segmentAt('09:30', 5)).toBe('minutes');
    expect(stepTime('09:30', 'hours', 1)).toBe('10:30');
    expect(stepTime('09:30', 'minutes', -1)).toBe('09:29');
  });

  it('wraps hours around the day and minutes around the hour, on the step', () => {
    expect(stepTime('23:00', 'hours', 1)).toBe('00:00');
    expect(stepTime('00:15', 'hours', -1)).toBe('23:15');
    expect(stepTime('09:45', 'minutes', 1, { minuteStep: 15 })).toBe('09:00');
    expect(stepTime('09:07', 'minutes', 1, { minuteStep: 15 })).toBe('09:15');
    expect(stepTime('09:07', 'minutes', -1, { minuteStep: 15 })).toBe('09:00');
  });

  it('starts an empty field at its start time', () => {
    expect(stepTime(null, 'hours', 1)).toBe('00:00');
    expect(stepTime(null, 'minutes', -1, { start: '10:00' })).toBe('10:00');
  });
});
