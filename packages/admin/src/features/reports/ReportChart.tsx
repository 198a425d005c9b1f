// Orders (bars) and revenue (a line, its own axis) per day. The only module that imports the kit's charts:
// recharts comes with this lazily loaded screen, never with the back office's main chunk.
import type { StaffReport, StaffReportDay } from '@nori/core/contract';
import { TrendChart, type ChartSeries } from '@nori/ui/charts';
import { useMemo } from 'react';
import { useT } from '../../i18n/useT';
import { MONEY, useReportFormat } from './reportFormat';

export function ReportChart({ report }: { report: StaffReport }) {
  const t = useT();
  const { shortDay, longDay } = useReportFormat();
  const series = useMemo<ChartSeries<StaffReportDay>[]>(
    () => [
      { key: 'orders', label: t('admin.reports.orders') },
      { key: 'revenue', label: t('admin.reports.revenueMdl'), kind: 'line', axis: 'end', format: MONEY },
    ],
    [t],
  );
  return (
    <TrendChart
      data={report.days}
      xKey="date"
      formatX={(day) => shortDay(day)}
      xLabel={t('admin.reports.day')}
      series={series}
      title={t('admin.reports.chart.title')}
      description={t('admin.reports.chart.description', { from: longDay(report.from), to: longDay(report.to) })}
    />
  );
}
