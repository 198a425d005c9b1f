import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LocalNavLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { PageContainer } from '../../features/page/Page';
import { pageMessages } from '../messages';
import { accountMessages } from './messages';

const Tabs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Tab = styled(LocalNavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.full};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.fg.default};
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

const sections = [
  { to: paths.accountOrders(), label: pageMessages.accountOrders.title },
  { to: paths.accountBonuses(), label: pageMessages.accountBonuses.title },
  { to: paths.accountFavorites(), label: pageMessages.accountFavorites.title },
  { to: paths.accountReferral(), label: pageMessages.accountReferral.title },
  { to: paths.accountProfile(), label: pageMessages.accountProfile.title },
];

/** The account area: its sections as tabs above the page. */
export function Component() {
  const intl = useIntl();
  return (
    <>
      <PageContainer as="nav" aria-label={intl.formatMessage(accountMessages.sections)} style={{ paddingBottom: 0 }}>
        <Tabs>
          {sections.map(({ to, label }) => (
            <li key={to}>
              <Tab to={to}>{intl.formatMessage(label)}</Tab>
            </li>
          ))}
        </Tabs>
      </PageContainer>
      <Outlet />
    </>
  );
}
