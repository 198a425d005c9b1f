import { Button, media, Panel } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../api/types';
import { useStores } from '../../../stores/StoresProvider';
import { orderMessages as m } from '../messages';
import { ReviewForm } from '../review/ReviewForm';
import { ReviewModal } from '../review/ReviewModal';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
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

const Area = styled(Panel)<{ $area: 'progress' | 'lines' | 'details' }>`
  grid-area: ${({ $area }) => $area};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * One order: where it stands, its lines and totals, then the details with the actions — repeat it into
 * the cart, and review it once it is placed (paid, for a card order). The review shows here as soon as it
 * is sent.
 */
export const OrderDetails = observer(function OrderDetails({ order: loaded }: { order: Order }) {
  const intl = useIntl();
  const { api, ui } = useStores();
  const [order, setOrder] = useState(loaded);
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
      <Area $area="progress" heading={intl.formatMessage(m.progress)}>
        <OrderTimeline order={order} />
      </Area>
      <Area $area="lines" heading={intl.formatMessage(m.lines)}>
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
