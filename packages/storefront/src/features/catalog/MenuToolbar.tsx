import { Button, media } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../stores/StoresProvider';
import { activeFilterCount, type MenuQuery } from './menuFilters';
import { MenuSearch } from './MenuSearch';
import { catalogMessages as m } from './messages';
import { preloadOnIntent } from '../../shared/lazyOverlay';
import { FiltersOverlay } from './filtersOverlay';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    width: 100%;
    & > * {
      flex: 1;
    }
  }
`;

export interface MenuToolbarProps {
  query: MenuQuery;
  onQueryChange: (next: MenuQuery, options?: { replace?: boolean }) => void;
}

/** Search, the Filters button (with how many are on) and the Categories button of the menu pages. */
export const MenuToolbar = observer(function MenuToolbar({ query, onQueryChange }: MenuToolbarProps) {
  const intl = useIntl();
  const { ui } = useStores();
  const active = activeFilterCount(query);
  return (
    <Bar>
      <MenuSearch query={query} onQueryChange={onQueryChange} />
      <Buttons>
        <Button
          variant={active ? 'primary' : 'secondary'}
          icon="filter"
          onClick={() => ui.open('filters')}
          {...preloadOnIntent(FiltersOverlay)}
          aria-haspopup="dialog"
        >
          {intl.formatMessage(m.filters)}
          {active > 0 && ` · ${active}`}
        </Button>
        <Button variant="secondary" icon="menu" onClick={() => ui.open('menu')} aria-haspopup="dialog">
          {intl.formatMessage(m.categories)}
        </Button>
      </Buttons>
    </Bar>
  );
});
