import { Button, media, Panel } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../api/types';
import { linesMessages } from '../../../shared/order/messages';
import { OrderLines } from '../../../shared/order/OrderLines';
import { OrderProgress } from '../../../shared/order/OrderProgress';
import { OrderTotals } from '../../../shared/order/OrderTotals';
import { ownOrderStream } from '../../../shared/order/streamUrls';
import { useLiveOrder } from '../../../shared/order/useLiveOrder';
import { useConfig } from '../../../shared/ConfigContext';
import { useLocale } from '../../../shared/LocaleContext';
import { useStores } from '../../../stores/StoresProvider';
import { orderMessages as m } from '../messages';
import { ReviewForm } from '../review/ReviewForm';
import { ReviewModal } from '../review/ReviewModal';
import { OrderFacts } from './OrderFacts';
import { RepeatOrderButton } from './RepeatOrderButton';
import { ReviewSummary } from './ReviewSummary';

/** On a phone: progress, lines, details. On a desktop the lines on the left, progress over details on the right. */
const Grid = styled.div`
  display: grid;
  grid-template-areas: 'progress' 'lines' 'details';
  gap: ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'lines progress' 'lines details';
    align-items: start;
  }
`;

const Area = styled(Panel)<{ $area: 'lines' | 'details' }>`
  grid-area: ${({ $area }) => $area};
`;

const Progress = styled(OrderProgress)`
  grid-area: progress;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * One order: where it stands (live, with **Cancel order** while the restaurant has not accepted it), its
 * lines and totals, then the details with the actions — repeat it into the cart, and review it once it is
 * placed (paid, for a card order). The review shows here as soon as it is sent.
 */
export const OrderDetails = observer(function OrderDetails({ order: loaded }: { order: Order }) {
  const intl = useIntl();
  const { api, ui, user } = useStores();
  const { apiBaseUrl } = useConfig();
  const locale = useLocale();
  const live = useLiveOrder(loaded, ownOrderStream(apiBaseUrl, loaded.id, user.token, locale));
  const { order, replace: setOrder } = live;
  const [form] = useState(() => new ReviewForm(api.account, loaded.id));
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(false);
  useEffect(() => () => ui.close('review'), [ui]);
  // The review button gives way to the review once the modal closes: focus goes to the review.
  useEffect(() => {
    if (!focusSummary) return;
    summaryRef.current?.focus();
    setFocusSummary(false);
  }, [focusSummary]);
  const closedReview = () => {
    if (!form.sent) return;
    setOrder(form.sent);
    setFocusSummary(true);
  };
  // As the API allows: once paid (or placed), and never for a cancelled order.
  const canReview = !order.review && order.status !== 'awaiting_payment' && order.status !== 'cancelled';
  const openReview = () => {
    form.reset();
    ui.open('review');
  };
  return (
    <Grid>
      <Progress live={live} cancel={() => api.account.cancelOrder(order.id)} />
      <Area $area="lines" heading={intl.formatMessage(linesMessages.title)}>
        <OrderLines lines={order.items} />
        <OrderTotals order={order} />
      </Area>
      <Area $area="details" heading={intl.formatMessage(m.details)}>
        <OrderFacts order={order} />
        {order.review && <ReviewSummary ref={summaryRef} review={order.review} />}
        <Actions>
          <RepeatOrderButton order={order} />
          {canReview && (
            <Button variant="secondary" icon="star" fullWidth onClick={openReview}>
              {intl.formatMessage(m.review)}
            </Button>
          )}
        </Actions>
      </Area>
      <ReviewModal form={form} onClosed={closedReview} />
    </Grid>
  );
});
