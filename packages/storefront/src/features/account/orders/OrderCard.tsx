import { Price, Surface } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../api/types';
import { LocalLink } from '../../../shared/LocalLink';
import { paths } from '../../../shared/paths';
import { formatDayTime } from '../../../shared/dates';
import { orderNumberMessage } from '../../../shared/order/orderNumber';
import { OrderStatusBadge } from '../../../shared/order/OrderStatusBadge';
import { ordersMessages as m } from '../messages';

/** The kit's surface (the brand's fill, outline and radius) laid out as the card's grid. */
const Card = styled(Surface)`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.border.strong};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The number links to the order; its hit area covers the card. */
const CardLink = styled(LocalLink)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.div`
  justify-self: end;
`;

const Muted = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Dishes = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Total = styled.p`
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** One order of the history: number (the link), date, status, what was in it and the total. */
export function OrderCard({ order }: { order: Order }) {
  const intl = useIntl();
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0);
  // One entry per dish, lines with different modifiers counted together: "Philadelphia × 3, Miso".
  const dishes = new Map<string, number>();
  for (const line of order.items) dishes.set(line.name, (dishes.get(line.name) ?? 0) + line.quantity);
  const summary = [...dishes].map(([name, quantity]) => (quantity > 1 ? `${name} × ${quantity}` : name)).join(', ');
  return (
    <Card forwardedAs="article">
      <Title>
        <CardLink to={paths.accountOrder(order.id)}>
          {intl.formatMessage(orderNumberMessage, { id: order.id })}
        </CardLink>
      </Title>
      <Status>
        <OrderStatusBadge status={order.status} />
      </Status>
      <Muted>
        <time dateTime={order.created_at}>{formatDayTime(intl, order.created_at)}</time>
        {' · '}
        {intl.formatMessage(m.items, { count })}
      </Muted>
      <Dishes>{summary}</Dishes>
      <Total>
        <span>{intl.formatMessage(m.total)}</span>
        <Price amount={order.total} size="lg" />
      </Total>
    </Card>
  );
}
