import { describe, expect, it } from 'vitest';
import { kitLocales, localeTags } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { formatPeriod, toDate } from './formatPeriod';

const templatesOf = (locale: (typeof kitLocales)[number]) => ({
  period: kitCatalogs[locale]['promotionCard.period'],
  until: kitCatalogs[locale]['promotionCard.until'],
});

describe('formatPeriod', () => {
  it('reads a bare ISO day as that calendar day, whatever the time zone', () => {
    const day = toDate('2025-06-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2025, 5, 1]);
  });

  it('formats both ends with the locale’s month names', () => {
    expect(formatPeriod('2025-06-01', '2025-06-30', 'en-US', templatesOf('en'))).toBe('June 1 – June 30');
    expect(formatPeriod('2025-06-01', '2025-06-30', 'ro-MD', templatesOf('ro'))).toBe('1 iunie – 30 iunie');
    expect(formatPeriod('2025-06-01', '2025-06-30', 'ru-RU', templatesOf('ru'))).toBe('1 июня – 30 июня');
    expect(formatPeriod('2025-06-01', '2025-06-30', 'uk-UA', templatesOf('uk'))).toBe('1 червня – 30 червня');
  });

  it('says "until" when only the end is known', () => {
    expect(formatPeriod(undefined, '2025-03-08', 'en-US', templatesOf('en'))).toBe('Until March 8');
    expect(formatPeriod(undefined, '2025-03-08', 'ru-RU', templatesOf('ru'))).toBe('До 8 марта');
  });

  it('shows years only when the period crosses one', () => {
    const text = formatPeriod('2025-12-20', '2026-01-10', 'en-US', templatesOf('en'));
    expect(text).toContain('2025');
    expect(text).toContain('2026');
    expect(formatPeriod('2025-12-01', '2025-12-31', 'en-US', templatesOf('en'))).not.toMatch(/\d{4}/);
  });

  it('has nothing to say without an end date', () => {
    expect(formatPeriod('2025-06-01', undefined, 'en-US', templatesOf('en'))).toBeNull();
  });

  it.each(kitLocales)('%s fills every placeholder', (locale) => {
    const text = formatPeriod(new Date(2025, 0, 5), new Date(2025, 1, 7), localeTags[locale], templatesOf(locale));
    expect(text).not.toMatch(/[{}]/);
    expect(text).toMatch(/5/);
    expect(text).toMatch(/7/);
  });
});
