import { ButtonLink } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderHistoryPage } from '../../../api/account';
import { LocalLink } from '../../../app/LocalLink';
import { paths } from '../../../app/paths';
import { EmptyState } from '../EmptyState';
import { ordersMessages as m } from '../messages';
import { OrderCard } from './OrderCard';
import { Pagination } from './Pagination';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A page of the order history, newest first, with the links to the other pages. */
export function OrderHistory({ history }: { history: OrderHistoryPage }) {
  const intl = useIntl();
  if (history.meta.total === 0) {
    return (
      <EmptyState icon="bag" title={intl.formatMessage(m.emptyTitle)} text={intl.formatMessage(m.emptyText)}>
        <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
          {intl.formatMessage(m.toMenu)}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <List>
        {history.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </List>
      <Pagination page={history.meta.page} last={history.meta.last_page} />
    </>
  );
}
