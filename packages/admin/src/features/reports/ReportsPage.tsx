// Reports (owners and managers): the chosen days' totals, orders and revenue per day as a chart and as a
// table, the ten dishes sold most, and the same figures as a CSV file. A lazily loaded route: the chart's
// library comes with this screen only.
import { Banner, Button, EmptyState, PageLayout, Panel } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { ReportChart } from './ReportChart';
import { ReportFilters } from './ReportFilters';
import { ReportSummary } from './ReportSummary';
import { ReportDaysTable, TopDishesTable } from './ReportTables';
import { useReportDownload } from './useReportDownload';

export const ReportsPage = observer(function ReportsPage() {
  const { reports } = useStores();
  const t = useT();
  const download = useReportDownload(reports);
  useEffect(() => {
    void reports.open();
  }, [reports]);

  const { report, problem } = reports;
  if (reports.problemStatus === 403) return <EmptyState title={t('admin.reports.forbidden')} description={problem} />;
  const empty = report !== null && report.totals.orders === 0 && report.totals.cancelled === 0;
  return (
    <PageLayout width="medium" gap="lg" aria-busy={reports.loading || undefined}>
      <ReportFilters reports={reports} />
      {problem !== null && reports.rangeError === null && (
        <Banner
          tone="danger"
          role="alert"
          title={t('admin.reports.problem')}
          action={
            <Button variant="secondary" onClick={() => void reports.load()}>
              {t('admin.reports.retry')}
            </Button>
          }
        >
          {problem || t('admin.problem.offline')}
        </Banner>
      )}
      {(report || reports.loading) && <ReportSummary report={report} loading={reports.loading} />}
      {report && (
        <>
          <Panel
            heading={t('admin.reports.chart.title')}
            action={
              <Button variant="secondary" onClick={download} aria-describedby="reports-csv-hint">
                {t('admin.reports.download')}
              </Button>
            }
            description={<span id="reports-csv-hint">{t('admin.reports.download.hint')}</span>}
          >
            {empty ? <EmptyState title={t('admin.reports.empty')} headingLevel={3} /> : <ReportChart report={report} />}
          </Panel>
          <ReportDaysTable report={report} />
          <TopDishesTable report={report} />
        </>
      )}
    </PageLayout>
  );
});

export default ReportsPage;
