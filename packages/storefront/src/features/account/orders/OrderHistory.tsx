import { ButtonLink, EmptyState, Pagination } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrdersPage } from '../../../api/types';
import { LocalLink } from '../../../shared/LocalLink';
import { paths } from '../../../shared/paths';
import { ordersMessages as m } from '../messages';
import { OrderCard } from './OrderCard';

const Pages = styled(Pagination)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A page of the order history, newest first, with the links to the other pages. */
export function OrderHistory({ history }: { history: OrdersPage }) {
  const intl = useIntl();
  if (history.meta.total === 0) {
    return (
      <EmptyState
        variant="outlined"
        icon="bag"
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyText)}
        action={
          <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
            {intl.formatMessage(m.toMenu)}
          </ButtonLink>
        }
      />
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
      {/* Links (`?page=N`) through the router, so the server-rendered history pages without JavaScript. */}
      <Pages
        page={history.meta.page}
        pageCount={history.meta.last_page}
        getHref={paths.accountOrders}
        linkAs={LocalLink}
        aria-label={intl.formatMessage(m.pagination)}
        previousLabel={intl.formatMessage(m.previous)}
        nextLabel={intl.formatMessage(m.next)}
      />
    </>
  );
}
