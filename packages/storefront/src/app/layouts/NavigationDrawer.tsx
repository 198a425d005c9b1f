import { Button, Drawer } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LanguageSwitcher } from '../../features/locale-switch/LanguageSwitcher';
import { useStores } from '../../stores/StoresProvider';
import { paths } from '../../shared/paths';
import { layoutMessages as m } from './messages';
import { mainLinks } from './mainLinks';
import { NavItem } from './NavItem';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Stores = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** The mobile navigation drawer (drawer flag `navigation`): the main links, favourites, the restaurants and languages. */
export const NavigationDrawer = observer(function NavigationDrawer() {
  const intl = useIntl();
  const { ui } = useStores();
  const close = () => ui.close('navigation');
  return (
    <Drawer
      side="left"
      title={intl.formatMessage(m.navigation)}
      open={ui.isOpen('navigation')}
      onOpenChange={(open) => ui.setOpen('navigation', open)}
    >
      <nav aria-label={intl.formatMessage(m.mainNavigation)}>
        <List>
          {[...mainLinks, { to: paths.favorites(), label: m.favorites }].map(({ to, label }) => (
            <li key={to}>
              <NavItem to={to} onClick={close}>
                {intl.formatMessage(label)}
              </NavItem>
            </li>
          ))}
        </List>
      </nav>
      <Stores>
        <Button
          variant="secondary"
          icon="store"
          fullWidth
          onClick={() => {
            close();
            ui.open('stores');
          }}
        >
          {intl.formatMessage(m.stores)}
        </Button>
      </Stores>
      <LanguageSwitcher onSwitch={close} />
    </Drawer>
  );
});
