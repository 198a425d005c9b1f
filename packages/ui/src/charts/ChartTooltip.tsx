import type { ResolvedSeries } from './chartModel';
import { tooltipLines } from './chartModel';
import { Swatch, TooltipBox, TooltipLine, TooltipTitle } from './TrendChart.styles';

export interface ChartTooltipProps<Row> {
  /** The row under the pointer or the keyboard's focus; `undefined` while none is. */
  row: Row | undefined;
  /** Its period as the axis says it ("12 Nov"). */
  title: string;
  series: readonly ResolvedSeries<Row>[];
  localeTag: string;
}

/**
 * The tooltip's content: the period, then each series' name and value. Recharts renders it all the time
 * (empty while nothing is active), so this live region exists before it changes and a screen reader says
 * each day the arrow keys move to — politely, where recharts' own content interrupts (`assertive`).
 */
export function ChartTooltip<Row>({ row, title, series, localeTag }: ChartTooltipProps<Row>) {
  return (
    <TooltipBox role="status" aria-live="polite" aria-atomic="true">
      {row !== undefined && (
        <>
          <TooltipTitle>{title}</TooltipTitle>
          {tooltipLines(row, series, localeTag).map((line) => (
            <TooltipLine key={line.key}>
              <Swatch $color={line.color} $kind={line.kind} aria-hidden="true" />
              {/* One text node per line, so it reads as "Revenue: 1 234 L". */}
              <span>{`${line.label}: ${line.value}`}</span>
            </TooltipLine>
          ))}
        </>
      )}
    </TooltipBox>
  );
}
