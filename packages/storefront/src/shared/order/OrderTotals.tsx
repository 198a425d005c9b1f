import { Price } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../api/types';
import { totalsMessages as m } from './messages';
import { OfferRows } from '../offers/OfferRows';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  dd {
    margin: 0;
    text-align: end;
  }
`;

const Grand = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  dt,
  dd {
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * Dishes, delivery (free at zero), each offer the order got with what it took off, bonuses spent (when any)
 * and the total, as the server priced them.
 */
export function OrderTotals({
  order,
}: {
  order: Pick<Order, 'subtotal' | 'delivery_fee' | 'bonuses_spent' | 'total' | 'order_type' | 'offers'>;
}) {
  const intl = useIntl();
  return (
    <List>
      <dt>{intl.formatMessage(m.subtotal)}</dt>
      <dd>
        <Price amount={order.subtotal} />
      </dd>
      {order.order_type === 'delivery' && (
        <>
          <dt>{intl.formatMessage(m.delivery)}</dt>
          <dd>
            <Price amount={order.delivery_fee} zero="free" />
          </dd>
        </>
      )}
      {/* A backend without offers sends none (contract: read absent as none). */}
      <OfferRows offers={order.offers ?? []} gift={intl.formatMessage(m.gift)} />
      {order.bonuses_spent > 0 && (
        <>
          <dt>{intl.formatMessage(m.bonusesSpent)}</dt>
          <dd>
            −<Price amount={order.bonuses_spent} />
          </dd>
        </>
      )}
      <Grand>
        <dt>{intl.formatMessage(m.total)}</dt>
        <dd>
          <Price amount={order.total} size="lg" />
        </dd>
      </Grand>
    </List>
  );
}
