import { Badge, formatPrice, Panel, Price, useKitLocale, type BadgeTone } from '@nori/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../api/types';
import { BUSINESS_TIME_ZONE } from '@nori/core';
import { OfferRows } from '../../shared/offers/OfferRows';
import { checkoutMessages as c, offerMessages as o } from './messages';
import { Lines, Totals } from './OrderSummary.styles';
import { successMessages as m } from './successMessages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Where the order stands for the shopper who just placed it: to be paid, paid, or placed (cash, card to the courier). */
function receiptStatus(order: Order): { tone: BadgeTone; label: MessageDescriptor } {
  if (order.status === 'awaiting_payment') return { tone: 'warning', label: m.statusAwaiting };
  if (order.paid_at !== null) return { tone: 'success', label: m.statusPaid };
  return { tone: 'info', label: m.statusPlaced };
}

export interface OrderReceiptProps {
  order: Order;
  /** Names for the order's restaurant and payment type, from the dictionaries. */
  restaurant?: string;
  paymentType?: string;
}

/**
 * The receipt on the checkout's success page: what was ordered, how and when it arrives, and what it
 * costs, as the server priced it (the account's order page is features/account/order/OrderDetails).
 */
export function OrderReceipt({ order, restaurant, paymentType }: OrderReceiptProps) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const status = receiptStatus(order);
  const address = order.address
    ? [order.address.street, order.address.house, order.address.apartment].filter(Boolean).join(', ')
    : '';
  const when = order.scheduled_at
    ? new Intl.DateTimeFormat(localeTag, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: BUSINESS_TIME_ZONE,
      }).format(new Date(order.scheduled_at))
    : intl.formatMessage(m.asap);
  return (
    <Panel
      heading={intl.formatMessage(m.details)}
      action={<Badge tone={status.tone}>{intl.formatMessage(status.label)}</Badge>}
    >
      <Facts>
        <dt>{intl.formatMessage(m.how)}</dt>
        <dd>
          {order.order_type === 'delivery'
            ? intl.formatMessage(m.deliveryTo, { address })
            : intl.formatMessage(m.pickupAt, { restaurant: restaurant ?? '' })}
        </dd>
        <dt>{intl.formatMessage(m.when)}</dt>
        <dd>{when}</dd>
        <dt>{intl.formatMessage(m.payment)}</dt>
        <dd>{paymentType ?? order.payment_type}</dd>
        <dt>{intl.formatMessage(m.contact)}</dt>
        <dd>
          {order.contact.name}, +{order.contact.phone}
        </dd>
      </Facts>
      <Lines $gap="xs">
        {order.items.map((line, index) => (
          <li key={`${line.product_id}-${index}`}>
            <span>
              {intl.formatMessage(c.lineQuantity, { name: line.name, quantity: line.quantity })}
              {line.modifiers.length > 0 && <small>{line.modifiers.map((mod) => mod.name).join(', ')}</small>}
            </span>
            <Price amount={line.line_total} size="sm" />
          </li>
        ))}
      </Lines>
      <Totals>
        <dt>{intl.formatMessage(c.subtotal)}</dt>
        <dd>
          <Price amount={order.subtotal} size="sm" />
        </dd>
        {order.order_type === 'delivery' && (
          <>
            <dt>{intl.formatMessage(c.deliveryFee)}</dt>
            <dd>
              <Price amount={order.delivery_fee} size="sm" zero="free" />
            </dd>
          </>
        )}
        {/* A backend without offers sends none (contract: read absent as none). */}
        <OfferRows offers={order.offers ?? []} gift={intl.formatMessage(o.gift)} size="sm" />
        {order.bonuses_spent > 0 && (
          <>
            <dt>{intl.formatMessage(c.bonusesSpent)}</dt>
            <dd>−{formatPrice(order.bonuses_spent, localeTag)}</dd>
          </>
        )}
        <dt>{intl.formatMessage(c.total)}</dt>
        <dd>
          <Price amount={order.total} size="lg" />
        </dd>
      </Totals>
    </Panel>
  );
}
