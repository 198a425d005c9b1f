// One page of found orders: number (a link to the order's page), when placed, restaurant, the shopper's
// phone in full (staff call them), total, payment and state — a card per order on a phone.
import type { StaffOrder } from '@nori/core/contract';
import { Badge, EmptyState, Price, Table, type TableColumn } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import type { OrderHistoryStore } from '../../stores/OrderHistoryStore';
import { useDateTime } from '../../i18n/useDateTime';
import { STATE_TONES } from './orderFormat';
import { paths } from '../../app/paths';

export const HistoryTable = observer(function HistoryTable({ history }: { history: OrderHistoryStore }) {
  const t = useT();
  const intl = useIntl();
  const dateTime = useDateTime();
  // The order's page leads back to this very search and page.
  const { search } = useLocation();
  const columns: TableColumn<StaffOrder>[] = [
    {
      key: 'number',
      header: t('admin.history.column.number'),
      rowHeader: true,
      cell: (order) => (
        <Link to={paths.order.href(order.id)} state={{ back: paths.history.href(search) }}>
          #{order.id}
        </Link>
      ),
    },
    { key: 'placed', header: t('admin.history.column.placed'), cell: (order) => dateTime(order.created_at) },
    {
      key: 'restaurant',
      header: t('admin.history.column.restaurant'),
      cell: (order) => history.restaurantName(order.restaurant_id, intl.locale),
    },
    { key: 'phone', header: t('admin.history.column.phone'), cell: (order) => `+${order.contact.phone}` },
    {
      key: 'total',
      header: t('admin.history.column.total'),
      align: 'end',
      cell: (order) => <Price amount={order.total} size="sm" />,
    },
    {
      key: 'payment',
      header: t('admin.history.column.payment'),
      cell: (order) => t(`admin.history.payment.${order.payment_type}`),
    },
    {
      key: 'state',
      header: t('admin.history.column.state'),
      cell: (order) => <Badge tone={STATE_TONES[order.status]}>{t(`admin.history.state.${order.status}`)}</Badge>,
    },
  ];
  return (
    <Table
      caption={t('admin.history.results')}
      captionHidden
      columns={columns}
      rows={history.orders}
      rowKey={(order) => order.id}
      loading={history.loading && history.orders.length === 0}
      loadingRows={5}
      empty={
        <EmptyState
          size="sm"
          icon="search"
          title={t('admin.history.empty')}
          description={t('admin.history.empty.hint')}
        />
      }
    />
  );
});
