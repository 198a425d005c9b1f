// What was ordered and where it goes: the dishes with their additions and the totals; delivery address or
// pickup restaurant, the time asked for and the time promised; the shopper; the payment.
import type { StaffOrder } from '@nori/core/contract';
import { Inline, Panel, Price, Stack, Text } from '@nori/ui';
import { useT } from '../../i18n/useT';
import styled from 'styled-components';
import { useDateTime } from '../../i18n/useDateTime';

/** A line of the bill: its words at the start, the amount at the end of the same line. */
const billLine = { gap: 'md', justify: 'space-between', wrap: false } as const;

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
  }
`;

export function OrderLines({ order }: { order: StaffOrder }) {
  const t = useT();
  return (
    <Panel heading={t('admin.history.order.dishes')} headingLevel={2}>
      <Stack as="ul" gap="sm">
        {order.items.map((item, index) => (
          <li key={index}>
            <Inline {...billLine}>
              <span>
                {item.quantity} × {item.name}
              </span>
              <Price amount={item.line_total} />
            </Inline>
            {item.modifiers.map((m) => (
              <Text as="div" key={m.id} tone="muted" size="sm">
                + {m.quantity > 1 ? `${m.name} × ${m.quantity}` : m.name}
              </Text>
            ))}
          </li>
        ))}
        <li>
          <Inline {...billLine}>
            <span>{t('admin.history.order.subtotal')}</span>
            <Price amount={order.subtotal} />
          </Inline>
          {order.order_type === 'delivery' && (
            <Inline {...billLine}>
              <span>{t('admin.history.order.deliveryFee')}</span>
              <Price amount={order.delivery_fee} zero="free" />
            </Inline>
          )}
          {order.bonuses_spent > 0 && (
            <Inline {...billLine}>
              <span>{t('admin.history.order.bonuses')}</span>
              <Price amount={-order.bonuses_spent} />
            </Inline>
          )}
          <Inline {...billLine}>
            <Text weight="bold">{t('admin.order.total')}</Text>
            <Price amount={order.total} />
          </Inline>
        </li>
      </Stack>
    </Panel>
  );
}

export function OrderFacts({ order, restaurant }: { order: StaffOrder; restaurant: string }) {
  const t = useT();
  const dateTime = useDateTime();
  const address = order.address;
  return (
    <Panel heading={t('admin.history.order.details')} headingLevel={2}>
      <Facts>
        <dt>{t('admin.history.order.type')}</dt>
        <dd>{t(`admin.order.${order.order_type}`)}</dd>
        <dt>{t('admin.history.column.restaurant')}</dt>
        <dd>{restaurant}</dd>
        {address && (
          <>
            <dt>{t('admin.history.order.address')}</dt>
            <dd>
              {[
                `${address.street} ${address.house}`,
                address.apartment && t('admin.history.order.apartment', { value: address.apartment }),
                address.entrance && t('admin.history.order.entrance', { value: address.entrance }),
                address.floor && t('admin.history.order.floor', { value: address.floor }),
                address.intercom && t('admin.history.order.intercom', { value: address.intercom }),
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </>
        )}
        <dt>{t('admin.history.column.placed')}</dt>
        <dd>{dateTime(order.created_at)}</dd>
        <dt>{t('admin.history.order.wanted')}</dt>
        <dd>{order.scheduled_at ? dateTime(order.scheduled_at) : t('admin.history.order.asap')}</dd>
        <dt>{t('admin.history.order.promisedAt')}</dt>
        <dd>{order.promised_at ? dateTime(order.promised_at) : t('admin.history.order.notYet')}</dd>
        <dt>{t('admin.history.order.shopper')}</dt>
        <dd>
          {order.contact.name}, <a href={`tel:+${order.contact.phone}`}>+{order.contact.phone}</a>
        </dd>
        {order.comment && (
          <>
            <dt>{t('admin.order.comment')}</dt>
            <dd>{order.comment}</dd>
          </>
        )}
        <dt>{t('admin.history.column.payment')}</dt>
        <dd>
          {t(`admin.history.payment.${order.payment_type}`)} —{' '}
          {order.paid_at
            ? t('admin.history.order.paidAt', { time: dateTime(order.paid_at) })
            : t('admin.history.order.unpaid')}
        </dd>
        {order.cancel_reason && (
          <>
            <dt>{t('admin.history.order.cancelReason')}</dt>
            <dd>{order.cancel_reason}</dd>
          </>
        )}
      </Facts>
    </Panel>
  );
}
