// The chart's figures as a table (every day and the total), and the ten dishes sold most.
import type { StaffReport, StaffReportDay } from '@nori/core/contract';
import { Table } from '@nori/ui';
import { useT } from '../../i18n/useT';
import { useReportFormat } from './reportFormat';

type DayRow = StaffReportDay & { total?: true };
type DishRow = StaffReport['top_dishes'][number];

export function ReportDaysTable({ report }: { report: StaffReport }) {
  const t = useT();
  const { longDay, money, count } = useReportFormat();
  const rows: DayRow[] = [...report.days, { date: 'total', ...report.totals, total: true }];
  return (
    <Table<DayRow>
      caption={t('admin.reports.days.caption')}
      rows={rows}
      rowKey={(row) => row.date}
      maxHeight="60vh"
      columns={[
        {
          key: 'date',
          header: t('admin.reports.day'),
          rowHeader: true,
          cell: (row) => (row.total ? <strong>{t('admin.reports.total')}</strong> : longDay(row.date)),
        },
        { key: 'orders', header: t('admin.reports.orders'), align: 'end', cell: (row) => count(row.orders) },
        { key: 'revenue', header: t('admin.reports.revenue'), align: 'end', cell: (row) => money(row.revenue) },
        {
          key: 'average',
          header: t('admin.reports.averageBasket'),
          align: 'end',
          cell: (row) => money(row.average_basket),
        },
        { key: 'cancelled', header: t('admin.reports.cancelled'), align: 'end', cell: (row) => count(row.cancelled) },
      ]}
    />
  );
}

export function TopDishesTable({ report }: { report: StaffReport }) {
  const t = useT();
  const { money, count } = useReportFormat();
  return (
    <Table<DishRow>
      caption={t('admin.reports.top.caption')}
      rows={report.top_dishes}
      rowKey={(row) => row.product_id}
      empty={t('admin.reports.top.empty')}
      columns={[
        { key: 'name', header: t('admin.reports.top.dish'), rowHeader: true, cell: (row) => row.name },
        { key: 'quantity', header: t('admin.reports.top.quantity'), align: 'end', cell: (row) => count(row.quantity) },
        { key: 'revenue', header: t('admin.reports.revenue'), align: 'end', cell: (row) => money(row.revenue) },
      ]}
    />
  );
}
