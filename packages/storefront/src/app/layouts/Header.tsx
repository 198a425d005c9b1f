import { IconButton, media } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LanguageSwitcher } from '../../features/locale-switch/LanguageSwitcher';
import { useStores } from '../../stores/StoresProvider';
import { paths } from '../../shared/paths';
import { preloadOnIntent } from '../../shared/lazyOverlay';
import { AuthModalsOverlay, CartOverlay, NavigationOverlay, StoresOverlay } from '../overlays';
import { useLocalNavigate } from '../../shared/useLocalNavigate';
import { Logo } from './Logo';
import { mainLinks } from './mainLinks';
import { NavItem } from './NavItem';
import { layoutMessages as m } from './messages';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1200px;
  min-height: 64px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const Nav = styled.nav`
  flex: 1;
  ${media.mobile} {
    display: none;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Spacer = styled.div`
  flex: 1;
  ${media.desktop} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const DesktopOnly = styled.div`
  ${media.mobile} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  ${media.desktop} {
    display: none;
  }
`;

export const Header = observer(function Header({ brandName }: { brandName: string }) {
  const intl = useIntl();
  const { user, cart, ui } = useStores();
  const navigate = useLocalNavigate();
  return (
    <Bar>
      <Inner>
        <MobileOnly>
          <IconButton
            icon="menu"
            label={intl.formatMessage(m.openNavigation)}
            onClick={() => ui.open('navigation')}
            {...preloadOnIntent(NavigationOverlay)}
          />
        </MobileOnly>
        <Logo brandName={brandName} homeLabel={intl.formatMessage(m.home)} />
        <Nav aria-label={intl.formatMessage(m.mainNavigation)}>
          <NavList>
            {mainLinks.map(({ to, label }) => (
              <li key={to}>
                <NavItem to={to}>{intl.formatMessage(label)}</NavItem>
              </li>
            ))}
          </NavList>
        </Nav>
        <Spacer />
        <Actions>
          <DesktopOnly>
            <LanguageSwitcher />
          </DesktopOnly>
          <DesktopOnly>
            <IconButton
              icon="heart"
              label={intl.formatMessage(m.favorites)}
              badge={user.favorites.length}
              onClick={() => navigate(paths.favorites())}
            />
          </DesktopOnly>
          <DesktopOnly>
            <IconButton
              icon="store"
              label={intl.formatMessage(m.stores)}
              onClick={() => ui.open('stores')}
              {...preloadOnIntent(StoresOverlay)}
            />
          </DesktopOnly>
          <IconButton
            icon="user"
            label={intl.formatMessage(user.isLoggedIn ? m.account : m.signIn)}
            onClick={() => (user.isLoggedIn ? navigate(paths.accountOrders()) : ui.open('authPhone'))}
            {...(user.isLoggedIn ? {} : preloadOnIntent(AuthModalsOverlay))}
          />
          <IconButton
            icon="bag"
            variant="primary"
            label={intl.formatMessage(m.cart)}
            badge={cart.count}
            onClick={() => ui.open('cart')}
            {...preloadOnIntent(CartOverlay)}
          />
        </Actions>
      </Inner>
    </Bar>
  );
});
