// /orders/history: the order search. The address holds the filters and the page (`?from&to&status&restaurant
// &phone&number&before`): it is read into the store on every change, so a shared link shows the same search
// and Back and Forward move between searches and pages.
import { Banner, Button, Inline, PageLayout } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { filtersOf, searchOf, type HistoryFilters as Filters } from '../../stores/OrderHistoryStore';
import type { Cursor } from '../../stores/cursorTrail';
import { HistoryFilters } from './HistoryFilters';
import { HistoryTable } from './HistoryTable';

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
    <PageLayout>
      <HistoryFilters history={history} onSearch={(filters) => go(filters)} />
      {history.problem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.history.problem')}>
          {history.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <HistoryTable history={history} />
      {applied && (history.hasNewer || history.olderCursor !== null) && (
        <Inline as="nav" aria-label={t('admin.history.pages')} justify="space-between" wrap={false}>
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
        </Inline>
      )}
    </PageLayout>
  );
});
