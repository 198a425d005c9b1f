// /orders/:id: one order — its state, the moves still possible, the dishes and totals, where it goes and
// the payment, and the timeline of who did what. "Print" prints the page's ticket part (the board's 80 mm
// print stylesheet).
import {
  Badge,
  Banner,
  Button,
  ButtonLink,
  EmptyState,
  FormRow,
  PageHeader,
  PageLayout,
  Skeleton,
  Stack,
} from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { printTicket, PrintStyles } from '../../shared/PrintTicket';
import { OrderMoves } from './OrderMoves';
import { OrderFacts, OrderLines } from './OrderSummary';
import { OrderTimeline } from './OrderTimeline';
import { STATE_TONES } from './orderFormat';
import { paths } from '../../app/paths';

export const OrderPage = observer(function OrderPage() {
  const stores = useStores();
  const [page] = useState(() => stores.newOrderPage());
  const { id } = useParams();
  const intl = useIntl();
  const t = useT();
  const ticket = useRef<HTMLDivElement>(null);
  const orderId = Number(id);
  // Back to the search it was opened from (its filters and page), else the history's first page.
  const backTo = (useLocation().state as { back?: string } | null)?.back ?? paths.history.href();

  useEffect(() => {
    if (Number.isInteger(orderId) && orderId > 0) void page.load(orderId);
  }, [page, orderId]);

  const back = (
    <ButtonLink as={Link} to={backTo} href={backTo} variant="ghost" size="sm" icon="chevron-left">
      {t('admin.history.order.back')}
    </ButtonLink>
  );
  const order = page.order;
  if (!Number.isInteger(orderId) || orderId <= 0 || page.state === 'notFound')
    return (
      <PageLayout width="medium">
        <EmptyState title={t('admin.history.order.notFound', { id: id ?? '' })} action={back} />
      </PageLayout>
    );
  if (page.state === 'failed')
    return (
      <PageLayout width="medium">
        <Banner tone="danger" role="alert" title={t('admin.history.order.failed')}>
          <Button size="sm" variant="secondary" onClick={() => void page.load(orderId)}>
            {t('admin.history.retry')}
          </Button>
        </Banner>
        {back}
      </PageLayout>
    );
  if (!order)
    return (
      <PageLayout width="medium" aria-busy="true">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rect" height={240} />
      </PageLayout>
    );
  return (
    <PageLayout
      width="medium"
      header={
        <PageHeader
          headingLevel={2}
          back={back}
          title={t('admin.order.number', { id: order.id })}
          titleMetadata={<Badge tone={STATE_TONES[order.status]}>{t(`admin.history.state.${order.status}`)}</Badge>}
        />
      }
    >
      <OrderMoves page={page} onPrint={() => printTicket(ticket.current)} />
      <FormRow columns={[3, 2]}>
        <Stack gap="md" ref={ticket}>
          <OrderLines order={order} />
          <OrderFacts order={order} restaurant={page.restaurantName(intl.locale)} />
        </Stack>
        <section aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('admin.history.order.timeline')}</h2>
          <OrderTimeline order={order} />
        </section>
      </FormRow>
      <PrintStyles />
    </PageLayout>
  );
});
