import { useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { useTheme } from 'styled-components';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useKitLocale } from '../intl/KitIntl';
import { mediaQueries } from '../theme/media';
import { chartMessages } from './chartMessages';
import { ChartTooltip } from './ChartTooltip';
import { formatTick, resolveSeries, valueAxes, type ChartSeries } from './chartModel';
import { Legend, LegendItem, Plot, Root, Swatch } from './TrendChart.styles';

export interface TrendChartProps<Row> {
  /** The rows, one per period on the horizontal axis, oldest first. */
  data: readonly Row[];
  /** The row's field that names its period (a date `YYYY-MM-DD`, a month …). */
  xKey: Extract<keyof Row, string>;
  /** The period as the axis and the tooltip say it ("12 Nov"), from its value as text. @default the value as it is */
  formatX?: (value: string, row: Row) => string;
  /** The horizontal axis' label ("Day"). */
  xLabel: string;
  /** What is measured: bars and lines, each on the `start` or `end` value axis, labelled by its first series. */
  series: readonly ChartSeries<Row>[];
  /** The chart's name for screen readers (the SVG's `<title>`), e.g. "Orders and revenue per day". */
  title: string;
  /** What it shows, for screen readers (the SVG's `<desc>`, before the kit's keyboard hint). @default none */
  description?: string;
  /** The plot's height in CSS pixels; the width follows the container. @default 280 */
  height?: number;
  className?: string;
}

/**
 * Bars and lines over time on recharts (an SVG chart). Its colours, type and focus ring come from the
 * theme's roles, so a brand re-colours it. Recharts' accessibility layer makes the plot one stop in the Tab
 * order; the left and right arrow keys then move the tooltip from period to period, and the tooltip is a
 * polite live region, so a screen reader hears each period's figures. The SVG is named by `title` and
 * described by `description` and the kit's keyboard hint. Under `prefers-reduced-motion` nothing animates.
 *
 * Import it from `@nori/ui/charts`, not `@nori/ui`: recharts stays out of every bundle whose screens draw no
 * chart (the shop's, and the back office's main chunk — its reports screen is loaded lazily).
 */
export function TrendChart<Row>({
  data,
  xKey,
  formatX,
  xLabel,
  series: seriesProp,
  title,
  description,
  height = 280,
  className,
}: TrendChartProps<Row>) {
  const theme = useTheme();
  const { locale, localeTag } = useKitLocale();
  // On the server (and in a first render) assume reduced motion: nothing moves that could not.
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion, true);
  const animate = !reducedMotion;
  const series = useMemo(() => resolveSeries(seriesProp, theme), [seriesProp, theme]);
  const axes = valueAxes(series);
  // Recharts keeps the data in its store, which freezes it: give it copies, so an app's own array and rows (a
  // MobX store's observables, which refuse to be frozen) are never touched.
  const rows = useMemo(() => data.map((row) => ({ ...row })), [data]);
  const label = (row: Row) => (formatX ? formatX(String(row[xKey]), row) : String(row[xKey]));
  const byPeriod = new Map(rows.map((row) => [String(row[xKey]), row]));
  const tick = { fill: theme.color.fg.muted, fontSize: theme.font.size.xs };
  const axisLabel = { fill: theme.color.fg.muted, fontSize: theme.font.size.xs };
  const desc = [description, chartMessages[locale].keyboardHint].filter(Boolean).join(' ');

  const renderTooltip = ({ active, activeIndex }: TooltipContentProps) => {
    const row = active && activeIndex != null ? rows[Number(activeIndex)] : undefined;
    return <ChartTooltip row={row} title={row === undefined ? '' : label(row)} series={series} localeTag={localeTag} />;
  };

  return (
    <Root className={className} data-chart="trend">
      <Plot $height={height}>
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
          <ComposedChart
            data={rows}
            title={title}
            desc={desc}
            accessibilityLayer
            margin={{ top: 8, right: axes.length > 1 ? 24 : 8, bottom: 24, left: 24 }}
          >
            <CartesianGrid stroke={theme.color.border.default} vertical={false} />
            <XAxis
              dataKey={xKey}
              tickFormatter={(value: unknown) => {
                const row = byPeriod.get(String(value));
                return row === undefined ? String(value) : label(row);
              }}
              tick={tick}
              stroke={theme.color.border.strong}
              tickLine={false}
              interval="preserveStartEnd"
              minTickGap={12}
              label={{ value: xLabel, position: 'insideBottom', offset: -16, ...axisLabel }}
            />
            {axes.map((axis) => (
              <YAxis
                key={axis.id}
                yAxisId={axis.id}
                orientation={axis.id === 'start' ? 'left' : 'right'}
                width="auto"
                allowDecimals={false}
                tick={tick}
                stroke={theme.color.border.strong}
                tickLine={false}
                tickFormatter={(value: unknown) => formatTick(value, localeTag, axis.format)}
                label={{
                  value: axis.label,
                  angle: axis.id === 'start' ? -90 : 90,
                  // Outside the axis' box (its ticks take all of its width), in the chart's margin.
                  position: axis.id === 'start' ? 'left' : 'right',
                  offset: 0,
                  style: { textAnchor: 'middle' },
                  ...axisLabel,
                }}
              />
            ))}
            <Tooltip
              content={renderTooltip}
              cursor={{ fill: theme.color.bg.subtle, stroke: theme.color.border.strong }}
              isAnimationActive={animate}
            />
            {series.map((s) =>
              s.kind === 'bar' ? (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  yAxisId={s.axis}
                  fill={s.color}
                  radius={[2, 2, 0, 0]}
                  maxBarSize={40}
                  isAnimationActive={animate}
                />
              ) : (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  yAxisId={s.axis}
                  type="monotone"
                  stroke={s.color}
                  strokeWidth={2}
                  dot={{ r: 3, fill: s.color, stroke: s.color }}
                  activeDot={{ r: 5, fill: s.color, stroke: theme.color.bg.surface, strokeWidth: 2 }}
                  isAnimationActive={animate}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </Plot>
      <Legend>
        {series.map((s) => (
          <LegendItem key={s.key}>
            <Swatch $color={s.color} $kind={s.kind} aria-hidden="true" />
            {s.label}
          </LegendItem>
        ))}
      </Legend>
    </Root>
  );
}
