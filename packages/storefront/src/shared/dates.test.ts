import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, formatShortDay, formatTime, formatTimeOn } from './dates';

const intl = (locale: string) => createIntl({ locale, messages: {}, onError: () => undefined });

describe('dates in Chișinău time', () => {
  // 22:30 UTC on 31 December is already 00:30 on 1 January in Chișinău (UTC+2).
  const lateNight = '2026-12-31T22:30:00.000Z';

  it('shows days in Chișinău’s time zone, whatever the server’s', () => {
    expect(formatShortDay(intl('ro-MD'), lateNight)).toBe('01.01.2027');
    expect(formatDay(intl('en-US'), lateNight)).toBe('January 1, 2027');
  });

  it('formats per locale, with the time in 24 hours where the language uses it', () => {
    expect(formatDayTime(intl('ru-RU'), '2026-06-15T09:05:00.000Z')).toMatch(/15 июня 2026.*12:05/);
    expect(formatDay(intl('uk-UA'), '2026-06-15T09:05:00.000Z')).toMatch(/15 червня 2026/);
  });

  it('gives the time alone on the same Chișinău day, the day too on another', () => {
    expect(formatTime(intl('ro-MD'), lateNight)).toBe('00:30');
    // 21:50 UTC on 31 December is 23:50 that day in Chișinău; 22:30 UTC is the next day there.
    expect(formatTimeOn(intl('ro-MD'), '2026-12-31T21:50:00.000Z', '2026-12-31T21:00:00.000Z')).toBe('23:50');
    expect(formatTimeOn(intl('ro-MD'), lateNight, '2026-12-31T21:00:00.000Z')).toMatch(/1 ianuarie 2027.*00:30/);
  });
});
