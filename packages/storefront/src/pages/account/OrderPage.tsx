import { Icon } from '@nori/ui';
import { useIntl } from 'react-intl';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import type { Order } from '../../api/types';
import type { RouteHandle } from '../../shared/head';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { formatDayTime } from '../../shared/dates';
import { orderNumberMessage } from '../../shared/order/orderNumber';
import { AccountSection } from '../../features/account/AccountSection';
import { accountDeps, accountLoad, parseOrderId } from '../../features/account/loaders';
import { orderMessages } from '../../features/account/messages';
import { OrderDetails } from '../../features/account/order/OrderDetails';
import { pageMessages } from '../messages';

const Back = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.accent.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
`;

/** One own order, server-rendered; an id that is not the shopper's order is the 404 page. */
export async function loader(args: LoaderFunctionArgs): Promise<Order> {
  const { url, locale, api } = accountDeps(args);
  const id = parseOrderId(args.params.id);
  if (id === null) throw data({ message: `Page not found: ${url.pathname}` }, { status: 404 });
  return accountLoad(locale, () => api.account.getOrder(id));
}

export function Component() {
  const intl = useIntl();
  const order = useLoaderData() as Order;
  return (
    <AccountSection
      before={
        <Back to={paths.accountOrders()}>
          <Icon name="arrow-left" size={18} />
          {intl.formatMessage(orderMessages.back)}
        </Back>
      }
      title={intl.formatMessage(orderNumberMessage, { id: order.id })}
      lead={intl.formatMessage(orderMessages.placed, { date: formatDayTime(intl, order.created_at) })}
    >
      <OrderDetails key={order.id} order={order} />
    </AccountSection>
  );
}

export const handle: RouteHandle<Order | undefined> = {
  head: ({ intl, data: order }) => ({
    title: order
      ? intl.formatMessage(orderNumberMessage, { id: order.id })
      : intl.formatMessage(pageMessages.accountOrder.title),
    description: intl.formatMessage(pageMessages.accountOrder.description),
    noindex: true,
  }),
};
