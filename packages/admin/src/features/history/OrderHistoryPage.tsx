// /orders/history: the order search. The address holds the filters and the page (`?from&to&status&restaurant
// &phone&number&before`): it is read into the store on every change, so a shared link shows the same search
// and Back and Forward move between searches and pages.
import { Banner, Button } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { filtersOf, searchOf, type HistoryFilters as Filters } from '../../stores/OrderHistoryStore';
import type { Cursor } from '../../stores/cursorTrail';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

const Paging = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const OrderHistoryPage = observer(function OrderHistoryPage() {
  const { orderHistory: history } = useStores();
  const { search } = useLocation();
  const navigate = useNavigate();
  const t = useT();

  useEffect(() => {
    void history.loadRestaurants().catch(() => undefined);
  }, [history]);
  useEffect(() => {
    const { filters, before } = filtersOf(new URLSearchParams(search));
    void history.show(filters, before);
  }, [history, search]);

  const go = (filters: Filters, before: Cursor = null) => navigate({ search: searchOf(filters, before) });
  const applied = history.applied;

  return (
    <Page>
      <HistoryFilters history={history} onSearch={(filters) => go(filters)} />
      {history.problem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.history.problem')}>
          {history.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <HistoryTable history={history} />
      {applied && (history.hasNewer || history.olderCursor !== null) && (
        <Paging aria-label={t('admin.history.pages')}>
          <Button
            variant="secondary"
            icon="chevron-left"
            disabled={!history.hasNewer || history.loading}
            onClick={() => go(applied, history.newerCursor)}
          >
            {t('admin.history.newer')}
          </Button>
          <Button
            variant="secondary"
            iconEnd="chevron-right"
            disabled={history.olderCursor === null || history.loading}
            onClick={() => go(applied, history.olderCursor)}
          >
            {t('admin.history.older')}
          </Button>
        </Paging>
      )}
    </Page>
  );
});
