import { media, Panel } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../api/types';
import { linesMessages } from '../../shared/order/messages';
import { OrderLines } from '../../shared/order/OrderLines';
import { OrderProgress } from '../../shared/order/OrderProgress';
import { OrderTotals } from '../../shared/order/OrderTotals';
import { trackedOrderStream } from '../../shared/order/streamUrls';
import { useLiveOrder } from '../../shared/order/useLiveOrder';
import { useConfig } from '../../shared/ConfigContext';
import { useLocale } from '../../shared/LocaleContext';
import { useStores } from '../../stores/StoresProvider';

/** On a phone: progress, then what was ordered. On a desktop what was ordered on the left, progress on the right. */
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-areas: 'lines progress';
    align-items: start;
  }
`;

const Progress = styled(OrderProgress)`
  ${media.desktop} {
    grid-area: progress;
  }
`;

const Lines = styled(Panel)`
  ${media.desktop} {
    grid-area: lines;
  }
`;

export interface TrackedOrderProps {
  /** The order as the server rendered it. */
  order: Order;
  /** The private link's token: the stream and the cancel call take it. */
  token: string;
}

/**
 * An order by its private link, for a guest as much as for a signed-in shopper: where it stands (live, with
 * the promised time), **Cancel order** while the restaurant has not accepted it, and what was ordered with the
 * totals. Contact and address stay off this page: a link can be passed on.
 */
export const TrackedOrder = observer(function TrackedOrder({ order: rendered, token }: TrackedOrderProps) {
  const intl = useIntl();
  const { api } = useStores();
  const { apiBaseUrl } = useConfig();
  const locale = useLocale();
  const live = useLiveOrder(rendered, trackedOrderStream(apiBaseUrl, token, locale));
  const { order } = live;
  return (
    <Grid>
      <Progress live={live} cancel={() => api.orders.cancelTracked(token)} />
      <Lines heading={intl.formatMessage(linesMessages.title)}>
        <OrderLines lines={order.items} />
        <OrderTotals order={order} />
      </Lines>
    </Grid>
  );
});
