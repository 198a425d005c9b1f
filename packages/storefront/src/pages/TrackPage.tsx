import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { formatDayTime } from '../shared/dates';
import type { RouteHandle } from '../shared/head';
import { orderNumberMessage } from '../shared/order/orderNumber';
import { Page } from '../features/page/Page';
import { trackedOrderLoader, type TrackedOrderData } from '../features/tracking/trackedOrderLoader';
import { trackingMessages } from '../features/tracking/messages';
import { TrackedOrder } from '../features/tracking/TrackedOrder';
import { pageMessages } from './messages';

/** `/track/{token}`: an order by its private link, live (server-rendered; a token the API does not know is a 404). */
export const loader = trackedOrderLoader;

export function Component() {
  const intl = useIntl();
  const { order, token } = useLoaderData() as TrackedOrderData;
  return (
    <Page
      title={intl.formatMessage(orderNumberMessage, { id: order.id })}
      lead={intl.formatMessage(trackingMessages.placed, { date: formatDayTime(intl, order.created_at) })}
    >
      <TrackedOrder key={order.id} order={order} token={token} />
    </Page>
  );
}

export const handle: RouteHandle<TrackedOrderData | undefined> = {
  head: ({ intl, data }) => ({
    title: data
      ? intl.formatMessage(orderNumberMessage, { id: data.order.id })
      : intl.formatMessage(pageMessages.accountOrder.title),
    // The account order page's words fit this page too (and add nothing to the first-load catalog).
    description: intl.formatMessage(pageMessages.accountOrder.description),
    noindex: true,
  }),
};
