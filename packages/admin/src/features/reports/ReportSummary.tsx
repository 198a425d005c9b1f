// The range's totals: orders, revenue, average basket, cancelled — the kit's Stat, in the UI's language.
import type { StaffReport } from '@nori/core/contract';
import { Stat } from '@nori/ui';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { MONEY } from './reportFormat';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export function ReportSummary({ report, loading }: { report: StaffReport | null; loading: boolean }) {
  const t = useT();
  const totals = report?.totals;
  const busy = loading && !report;
  return (
    <Stats role="group" aria-label={t('admin.reports.summary')}>
      <Stat label={t('admin.reports.orders')} value={totals?.orders} loading={busy} />
      <Stat label={t('admin.reports.revenue')} value={totals?.revenue} format={MONEY} loading={busy} />
      <Stat label={t('admin.reports.averageBasket')} value={totals?.average_basket} format={MONEY} loading={busy} />
      <Stat label={t('admin.reports.cancelled')} value={totals?.cancelled} loading={busy} />
    </Stats>
  );
}
