/**
 * What the page says to screen readers when the order it shows moves, or when its live updates stop and
 * come back: one sentence per change, never one for the stream simply connecting.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Order, OrderStatus } from '../../api/types';
import { formatTimeOn } from '../dates';
import { announceMessages as m, liveMessages } from './messages';
import type { LiveConnection } from './useLiveOrder';

/** The states said in one sentence without anything of the order's in it. */
const plain: Partial<Record<OrderStatus, MessageDescriptor>> = {
  awaiting_payment: m.awaiting_payment,
  placed: m.placed,
  preparing: m.preparing,
  out_for_delivery: m.out_for_delivery,
  delivered: m.delivered,
  picked_up: m.picked_up,
};

/** "Your order is being prepared.", with the promised time or the restaurant's reason where there is one. */
export function statusAnnouncement(intl: IntlShape, order: Order): string {
  switch (order.status) {
    case 'accepted': {
      const promised = order.promised_at;
      const since = order.timeline.at(-1)?.at ?? order.created_at;
      return promised
        ? intl.formatMessage(m.accepted, { time: formatTimeOn(intl, promised, since) })
        : intl.formatMessage(m.acceptedNoTime);
    }
    case 'ready':
      return intl.formatMessage(order.order_type === 'pickup' ? m.readyPickup : m.readyDelivery);
    case 'cancelled':
      return order.cancel_reason
        ? intl.formatMessage(m.cancelledWithReason, { reason: order.cancel_reason })
        : intl.formatMessage(m.cancelled);
    default: {
      // A state this shop does not know yet says nothing rather than something wrong.
      const message = plain[order.status];
      return message ? intl.formatMessage(message) : '';
    }
  }
}

export interface Heard {
  status: Order['status'];
  connection: LiveConnection;
}

/**
 * The sentence for a change from `before` to `now`, or null when there is nothing to say: the order's new
 * state first; otherwise live updates paused, offline, or back after either.
 */
export function announcement(intl: IntlShape, before: Heard, now: { order: Order; connection: LiveConnection }) {
  if (now.order.status !== before.status) return statusAnnouncement(intl, now.order) || null;
  if (now.connection === before.connection) return null;
  if (now.connection === 'paused' || now.connection === 'offline')
    return intl.formatMessage(liveMessages[now.connection]);
  if (now.connection === 'live' && (before.connection === 'paused' || before.connection === 'offline')) {
    return intl.formatMessage(liveMessages.back);
  }
  return null;
}
