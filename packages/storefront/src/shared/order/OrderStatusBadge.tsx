import { Badge, type BadgeTone } from '@nori/ui';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../api/types';
import { statusMessages } from './messages';

/** Waiting on the shopper, waiting on the restaurant, under way, done, or cancelled. */
const tones: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  placed: 'info',
  accepted: 'info',
  preparing: 'accent',
  ready: 'accent',
  out_for_delivery: 'accent',
  delivered: 'success',
  picked_up: 'success',
  cancelled: 'danger',
};

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(tones, status);

/** An order's status as a coloured badge; a status this shop does not know is shown as it came. */
export function OrderStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  if (!isKnown(status)) return <Badge>{status}</Badge>;
  return <Badge tone={tones[status]}>{intl.formatMessage(statusMessages[status])}</Badge>;
}
