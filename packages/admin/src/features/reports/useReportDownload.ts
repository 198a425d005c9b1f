import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import type { ReportsStore } from '../../stores/ReportsStore';
import { downloadFile } from './downloadFile';
import { reportCsv, reportFileName } from './reportCsv';
import type { Locale } from '@nori/core/contract';

/** "Download CSV": the report on screen as a file, headers in the UI's language. */
export function useReportDownload(reports: ReportsStore) {
  const t = useT();
  const intl = useIntl();
  return () => {
    const report = reports.report;
    if (!report) return;
    const csv = reportCsv(
      report,
      {
        date: t('admin.reports.day'),
        orders: t('admin.reports.orders'),
        revenue: t('admin.reports.revenueMdl'),
        averageBasket: t('admin.reports.averageBasketMdl'),
        cancelled: t('admin.reports.cancelled'),
        total: t('admin.reports.total'),
        dish: t('admin.reports.top.dish'),
        quantity: t('admin.reports.top.quantity'),
      },
      intl.locale as Locale,
    );
    downloadFile(csv, reportFileName(report, reports.restaurantId));
  };
}
