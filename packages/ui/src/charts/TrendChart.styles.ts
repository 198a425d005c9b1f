import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};

  /* The chart's surface takes focus (recharts' accessibility layer): the kit's focus ring, by keyboard only. */
  .recharts-surface:focus {
    outline: none;
  }
  .recharts-surface:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .recharts-cartesian-axis-tick-value,
  .recharts-label {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** The plot's box: its height is the chart's; the width follows the container. */
export const Plot = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  min-width: 0;
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A bar's square or a line's dash: the series told apart by shape as well as colour. */
export const Swatch = styled.span<{ $color: string; $kind: 'bar' | 'line' }>`
  flex: none;
  display: inline-block;
  width: ${({ theme }) => theme.space.md};
  height: ${({ $kind, theme }) => ($kind === 'bar' ? theme.space.md : theme.space.xxs)};
  background: ${({ $color }) => $color};
  border-radius: ${({ $kind, theme }) => ($kind === 'bar' ? theme.radius.sm : theme.radius.full)};
`;

export const TooltipBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  font-variant-numeric: tabular-nums;

  /* Empty while nothing is active, but kept on the page: a live region must exist before it speaks. */
  &:empty {
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`;

export const TooltipTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const TooltipLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;
