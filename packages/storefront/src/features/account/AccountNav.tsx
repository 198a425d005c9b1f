import { formatPhone, Icon, media, type IconName } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LocalNavLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useStores } from '../../stores/StoresProvider';
import { navMessages as m } from './messages';

const Aside = styled.nav`
  ${media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

const Who = styled.div`
  display: none;

  ${media.desktop} {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-bottom: ${({ theme }) => theme.space.md};
    margin-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }

  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  span {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xxs};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;

  ${media.desktop} {
    flex-direction: column;
    overflow: visible;
  }
`;

const Item = styled(LocalNavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }

  ${media.desktop} {
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const sections: { to: string; icon: IconName; label: MessageDescriptor }[] = [
  { to: paths.accountOrders(), icon: 'bag', label: m.orders },
  { to: paths.accountBonuses(), icon: 'gift', label: m.bonuses },
  { to: paths.accountFavorites(), icon: 'heart', label: m.favorites },
  { to: paths.accountReferral(), icon: 'share', label: m.referral },
  { to: paths.accountProfile(), icon: 'user', label: m.profile },
];

/**
 * The account's sections: a sidebar with the shopper's name on desktop, a row of tabs on a phone. The
 * current section is `aria-current="page"` (an order counts as the orders section).
 */
export const AccountNav = observer(function AccountNav() {
  const intl = useIntl();
  const { user } = useStores();
  const name = user.profile?.name?.trim();
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: bring the current one into view (without scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <Aside aria-label={intl.formatMessage(m.label)}>
      <Who>
        <strong>{name ? intl.formatMessage(m.greeting, { name }) : intl.formatMessage(m.greetingNoName)}</strong>
        {user.profile?.phone && <span>{formatPhone(user.profile.phone)}</span>}
      </Who>
      <List ref={listRef}>
        {sections.map(({ to, icon, label }) => (
          <li key={to}>
            <Item to={to}>
              <Icon name={icon} size={18} />
              {intl.formatMessage(label)}
            </Item>
          </li>
        ))}
      </List>
    </Aside>
  );
});
