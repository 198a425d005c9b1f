import { Panel, type PanelProps } from '@nori/ui';
import { useIntl } from 'react-intl';
import type { Order } from '../../api/types';
import { CancelOrder } from './CancelOrder';
import { progressMessages as m } from './messages';
import { OrderAnnouncer } from './OrderAnnouncer';
import { LiveStatusLine } from './LiveStatusLine';
import { OrderTimeline } from './OrderTimeline';
import type { LiveOrder } from './useLiveOrder';

export interface OrderProgressProps extends Omit<PanelProps, 'heading' | 'description' | 'children'> {
  /** The order as `useLiveOrder` follows it. */
  live: LiveOrder;
  /** The cancel call, where the shopper may cancel from this page; without it no Cancel button. @default none */
  cancel?: () => Promise<Order>;
}

/**
 * Where the order stands, live: the progress panel with a line saying whether it updates by itself, the
 * timeline, the announcements for screen readers and, while the order is placed, **Cancel order**.
 */
export function OrderProgress({ live, cancel, ...panel }: OrderProgressProps) {
  const intl = useIntl();
  const { order, connection, replace } = live;
  return (
    <Panel
      heading={intl.formatMessage(m.title)}
      description={connection === 'off' ? undefined : <LiveStatusLine connection={connection} />}
      {...panel}
    >
      <OrderTimeline order={order} />
      <OrderAnnouncer order={order} connection={connection} />
      {cancel && <CancelOrder order={order} cancel={cancel} onCancelled={replace} />}
    </Panel>
  );
}
