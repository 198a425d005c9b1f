import { describe, expect, it } from 'vitest';
import { brands } from '../theme/brands';
import { contrastProblems } from '../theme/contrast';
import { createTheme } from '../theme/theme';
import { chartTones, formatTick, formatValue, resolveSeries, tooltipLines, valueAxes } from './chartModel';

type Day = { date: string; orders: number; revenue: number };
const nori = createTheme(brands.nori);
const wasabi = createTheme(brands.wasabi);

describe('resolveSeries', () => {
  it('fills in bars on the start axis and gives each series its own colour from the theme', () => {
    const series = resolveSeries<Day>(
      [
        { key: 'orders', label: 'Orders' },
        { key: 'revenue', label: 'Revenue', kind: 'line', axis: 'end', format: { style: 'currency', currency: 'MDL' } },
      ],
      nori,
    );
    expect(series.map((s) => [s.key, s.kind, s.axis, s.tone])).toEqual([
      ['orders', 'bar', 'start', 'accent'],
      ['revenue', 'line', 'end', 'info'],
    ]);
    expect(series[0]!.color).toBe(nori.color.accent.solid);
    expect(series[1]!.color).toBe(nori.color.info.solid);
    // A brand re-colours the chart.
    expect(resolveSeries<Day>([{ key: 'orders', label: 'Orders' }], wasabi)[0]!.color).toBe(wasabi.color.accent.solid);
  });

  it('skips a tone the app gave another series', () => {
    const series = resolveSeries<Day>(
      [
        { key: 'orders', label: 'Orders' },
        { key: 'revenue', label: 'Revenue', tone: 'accent' },
      ],
      nori,
    );
    expect(series.map((s) => s.tone)).toEqual(['info', 'accent']);
  });

  it('draws every tone at 3:1 or more against the surface in both brands (WCAG 1.4.11)', () => {
    for (const theme of [nori, wasabi]) {
      const pairs = chartTones.map((tone) => ({
        fg: tone === 'neutral' ? 'color.fg.muted' : `color.${tone}.solid`,
        bg: 'color.bg.surface',
        min: 3,
      }));
      expect(contrastProblems(theme, pairs)).toEqual([]);
    }
  });
});

describe('valueAxes', () => {
  it('labels each axis in use by its first series', () => {
    const series = resolveSeries<Day>(
      [
        { key: 'orders', label: 'Orders' },
        { key: 'revenue', label: 'Revenue (MDL)', axis: 'end' },
      ],
      nori,
    );
    expect(valueAxes(series).map((a) => [a.id, a.label])).toEqual([
      ['start', 'Orders'],
      ['end', 'Revenue (MDL)'],
    ]);
    expect(valueAxes(series.slice(0, 1)).map((a) => a.id)).toEqual(['start']);
  });
});

describe('formatting', () => {
  it('says values in the locale, money with its currency, and a dash for a missing one', () => {
    expect(formatValue(1234.5, 'en-US', { style: 'currency', currency: 'MDL' })).toBe('MDL\u00a01,234.50');
    expect(formatValue(1234, 'ru-RU', {})).toBe('1\u00a0234');
    expect(formatValue(undefined, 'en-US', {})).toBe('—');
  });

  it('keeps axis ticks short', () => {
    expect(formatTick(12_500, 'en-US', {})).toBe('12.5K');
    expect(formatTick(40, 'en-US', {})).toBe('40');
    expect(formatTick(Number.NaN, 'en-US', {})).toBe('');
  });

  it('gives the tooltip one line per series', () => {
    const series = resolveSeries<Day>(
      [
        { key: 'orders', label: 'Orders' },
        { key: 'revenue', label: 'Revenue', kind: 'line', format: { style: 'currency', currency: 'MDL' } },
      ],
      nori,
    );
    expect(
      tooltipLines({ date: '2026-11-20', orders: 12, revenue: 3456 }, series, 'ro-MD').map((l) => [l.label, l.value]),
    ).toEqual([
      ['Orders', '12'],
      ['Revenue', new Intl.NumberFormat('ro-MD', { style: 'currency', currency: 'MDL' }).format(3456)],
    ]);
  });
});
