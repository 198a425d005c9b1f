// What a TrendChart draws, worked out apart from recharts: each series' colour role, axis and number
// format, and the lines its tooltip and its screen-reader summary say. Pure, so it is tested in Node.
import type { Theme } from '../theme/theme';

/** A series' colour: a theme role, so a brand re-colours its charts. */
export type ChartTone = 'accent' | 'info' | 'success' | 'danger' | 'neutral';

/** Which value axis a series is measured on: `start` (left) or `end` (right, for a second unit). */
export type ChartAxis = 'start' | 'end';

export interface ChartSeries<Row> {
  /** The row's field that holds this series' numbers. */
  key: Extract<keyof Row, string>;
  /** The series' name: in the legend, the tooltip, and as its axis' label. */
  label: string;
  /** Bars (counts per period) or a line (an amount over time). @default 'bar' */
  kind?: 'bar' | 'line';
  /** The value axis it is measured on; give a second unit (money beside counts) the `end` axis. @default 'start' */
  axis?: ChartAxis;
  /** `Intl.NumberFormat` options for its values, e.g. `{ style: 'currency', currency: 'MDL' }`. @default plain number */
  format?: Intl.NumberFormatOptions;
  /** Its colour role. @default by position: accent, info, success, danger, neutral */
  tone?: ChartTone;
}

/** A series with every default filled in and its colour resolved from the theme. */
export interface ResolvedSeries<Row> extends Required<Omit<ChartSeries<Row>, 'format'>> {
  format: Intl.NumberFormatOptions;
  color: string;
}

/**
 * Bars and lines are graphics a person needs to read the chart (WCAG 1.4.11: 3:1 against the surface).
 * `warning`'s amber fill is too pale for that on white, so it is not a chart tone; the test holds the rest.
 */
export const chartTones: readonly ChartTone[] = ['accent', 'info', 'success', 'danger', 'neutral'];

/** The fill or stroke of a tone: a solid role (the muted text colour for `neutral`). */
export function toneColor(theme: Theme, tone: ChartTone): string {
  if (tone === 'neutral') return theme.color.fg.muted;
  return theme.color[tone].solid;
}

/** Fills in each series' defaults; two series never share a colour unless the app asks for it. */
export function resolveSeries<Row>(series: readonly ChartSeries<Row>[], theme: Theme): ResolvedSeries<Row>[] {
  const taken = new Set(series.flatMap((s) => (s.tone ? [s.tone] : [])));
  const free = chartTones.filter((tone) => !taken.has(tone));
  let next = 0;
  return series.map((s) => {
    const tone = s.tone ?? free[next++ % free.length] ?? 'accent';
    return {
      key: s.key,
      label: s.label,
      kind: s.kind ?? 'bar',
      axis: s.axis ?? 'start',
      format: s.format ?? {},
      tone,
      color: toneColor(theme, tone),
    };
  });
}

/** The axes in use, each labelled by its first series (the unit it measures). */
export function valueAxes<Row>(
  series: readonly ResolvedSeries<Row>[],
): { id: ChartAxis; label: string; format: Intl.NumberFormatOptions }[] {
  const axes: ChartAxis[] = ['start', 'end'];
  return axes.flatMap((id) => {
    const first = series.find((s) => s.axis === id);
    return first ? [{ id, label: first.label, format: first.format }] : [];
  });
}

/** A value as the tooltip and the table say it. */
export function formatValue(value: unknown, localeTag: string, format: Intl.NumberFormatOptions): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return new Intl.NumberFormat(localeTag, format).format(value);
}

/**
 * An axis tick: short (compact notation, "12 K"), so a money axis does not take a third of a phone's
 * width. The currency stays, so the axis still says what it measures.
 */
export function formatTick(value: unknown, localeTag: string, format: Intl.NumberFormatOptions): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const { maximumFractionDigits: _max, minimumFractionDigits: _min, ...rest } = format;
  return new Intl.NumberFormat(localeTag, { ...rest, notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The tooltip's lines for one row: each series' name, its value in words, its colour. */
export function tooltipLines<Row>(
  row: Row,
  series: readonly ResolvedSeries<Row>[],
  localeTag: string,
): { key: string; label: string; value: string; color: string; kind: 'bar' | 'line' }[] {
  return series.map((s) => ({
    key: s.key,
    label: s.label,
    value: formatValue(row[s.key], localeTag, s.format),
    color: s.color,
    kind: s.kind,
  }));
}
