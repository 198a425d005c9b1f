import { ButtonLink, Icon, Skeleton } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { orderRefMessage } from '../../shared/order/orderNumber';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { PlacedOrder } from './PlacedOrder';
import { successMessages as m } from './successMessages';
import { useSuccessOrder } from './useSuccessOrder';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Head = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const OrderNumber = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.success.subtle};
  color: ${({ theme }) => theme.color.success.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The final page: the order number, the order's progress live and the way to follow it, the order as
 * placed, and the purchase event once per order.
 */
export const CheckoutSuccessView = observer(function CheckoutSuccessView({
  title,
  lead,
}: {
  title: string;
  lead: string;
}) {
  const intl = useIntl();
  const { user } = useStores();
  const checkout = useCheckout();
  const { orderId, order, loading } = useSuccessOrder();
  const tracking = (orderId && checkout.saved.lastOrderFor(orderId)?.tracking) || null;

  useEffect(() => {
    // A purchase once the order stands: paid, when paid by card online (never for one cancelled unpaid).
    if (order && (order.payment_type !== 'card_online' || order.paid_at !== null)) checkout.trackPurchase(order);
  }, [order, checkout]);

  return (
    <Wrapper>
      <Head>
        <Mark aria-hidden="true">
          <Icon name="check" size={40} />
        </Mark>
        <h1>{title}</h1>
        {orderId && (
          <OrderNumber>
            {intl.formatMessage(m.number, { order: intl.formatMessage(orderRefMessage, { id: orderId }) })}
          </OrderNumber>
        )}
        <p>{lead}</p>
      </Head>
      {order ? (
        <PlacedOrder key={order.id} order={order} tracking={tracking} />
      ) : (
        loading && <Skeleton variant="rect" height={320} radius="lg" />
      )}
      <Actions>
        <ButtonLink as={LocalLink} to={paths.menu()} variant="secondary" icon="menu">
          {intl.formatMessage(m.toMenu)}
        </ButtonLink>
        {user.isLoggedIn && orderId && (
          <ButtonLink as={LocalLink} to={paths.accountOrder(orderId)} icon="user">
            {intl.formatMessage(m.myOrders)}
          </ButtonLink>
        )}
      </Actions>
    </Wrapper>
  );
});
