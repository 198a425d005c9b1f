import { Badge, type BadgeTone } from '@nori/ui';
import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../../api/types';
import { statusMessages } from '../messages';

const tones: Record<OrderStatus, BadgeTone> = { awaiting_payment: 'warning', accepted: 'info', paid: 'success' };

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(tones, status);

/** An order's status as a coloured badge; a status this shop does not know is shown as it came. */
export function OrderStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  if (!isKnown(status)) return <Badge>{status}</Badge>;
  return <Badge tone={tones[status]}>{intl.formatMessage(statusMessages[status])}</Badge>;
}
