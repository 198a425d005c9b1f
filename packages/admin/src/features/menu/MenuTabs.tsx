// The menu area's own navigation, under the main one's single "Menu" entry: dishes, categories, promotions,
// and the whole menu as a file. Links (each page has its address), the current one marked for screen readers.
import { ButtonLink } from '@nori/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { paths } from '../../app/paths';

const TABS = [
  { path: paths.menu.path, label: 'admin.menuArea.tabs.dishes', also: `${paths.menu.path}/products/` },
  { path: paths.categories.path, label: 'admin.menuArea.tabs.categories' },
  { path: paths.promotions.path, label: 'admin.menuArea.tabs.promotions' },
  { path: paths.menuTransfer.path, label: 'admin.menuArea.tabs.transfer' },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};

  /* One line each: on a phone the row scrolls sideways rather than breaking a label. */
  & a {
    white-space: nowrap;
  }
`;

export function MenuTabs() {
  const { pathname } = useLocation();
  const t = useT();
  const isCurrent = (tab: (typeof TABS)[number]) =>
    pathname === tab.path ||
    (tab.path !== paths.menu.path && pathname.startsWith(`${tab.path}/`)) ||
    ('also' in tab && pathname.startsWith(tab.also));
  return (
    <nav aria-label={t('admin.menuArea.tabs.label')}>
      <List>
        {TABS.map((tab) => {
          const current = isCurrent(tab);
          return (
            <li key={tab.path}>
              <ButtonLink
                as={Link}
                to={tab.path}
                size="sm"
                variant={current ? 'secondary' : 'ghost'}
                aria-current={current ? 'page' : undefined}
              >
                {t(tab.label)}
              </ButtonLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
