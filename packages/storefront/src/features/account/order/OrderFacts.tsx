import { formatPhone } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../api/types';
import { paymentTypeName } from '../../../shared/paymentTypeName';
import { useStores } from '../../../stores/StoresProvider';
import { formatDayTime } from '../../../shared/dates';
import { OrderStatusBadge } from '../../../shared/order/OrderStatusBadge';
import { formatAddress } from '../format';
import { orderMessages as m, ordersMessages } from '../messages';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const paymentFallback = { card_online: m.cardOnline, cash: m.cash, card_courier: m.cardCourier } as const;

/** Status, payment, delivery or pickup with its address or restaurant, time, contact and comment. */
export const OrderFacts = observer(function OrderFacts({ order }: { order: Order }) {
  const intl = useIntl();
  const { dictionaries } = useStores();
  const paymentType = dictionaries.paymentTypes.find((type) => type.code === order.payment_type);
  const paymentName = paymentType
    ? paymentTypeName(intl, paymentType, order.order_type)
    : order.payment_type in paymentFallback
      ? intl.formatMessage(paymentFallback[order.payment_type as keyof typeof paymentFallback])
      : order.payment_type;
  const restaurant = dictionaries.restaurants.find((r) => r.id === order.restaurant_id);
  const region = dictionaries.regions.find((r) => r.id === order.region_id);
  const delivery = order.order_type === 'delivery';
  return (
    <List>
      <div>
        <dt>{intl.formatMessage(ordersMessages.status)}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.payment)}</dt>
        <dd>
          {paymentName}
          {order.paid_at && <>, {intl.formatMessage(m.paidAt, { date: formatDayTime(intl, order.paid_at) })}</>}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.receiving)}</dt>
        <dd>{intl.formatMessage(delivery ? m.deliveryType : m.pickupType)}</dd>
      </div>
      {delivery && order.address && (
        <div>
          <dt>{intl.formatMessage(m.address)}</dt>
          <dd>{[formatAddress(intl, order.address), region?.name].filter(Boolean).join(' · ')}</dd>
        </div>
      )}
      {!delivery && restaurant && (
        <div>
          <dt>{intl.formatMessage(m.restaurant)}</dt>
          <dd>
            {restaurant.name}, {restaurant.address}
          </dd>
        </div>
      )}
      <div>
        <dt>{intl.formatMessage(m.time)}</dt>
        <dd>{order.scheduled_at ? formatDayTime(intl, order.scheduled_at) : intl.formatMessage(m.asap)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(m.contact)}</dt>
        <dd>
          {order.contact.name}, <span dir="ltr">{formatPhone(order.contact.phone)}</span>
        </dd>
      </div>
      {order.comment && (
        <div>
          <dt>{intl.formatMessage(m.comment)}</dt>
          <dd>{order.comment}</dd>
        </div>
      )}
    </List>
  );
});
