// The settings screen: one entry in the navigation, its parts under tabs that are links of their own
// (`/settings/announcements`, …), so a tab can be bookmarked and Back returns to the one before.
import { PageLayout, Tabs, TabsContent, TabsList, TabsTrigger } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { paths } from '../../app/paths';

export const SETTINGS_TABS = ['announcements', 'restaurants', 'zones', 'rules'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const Content = styled(TabsContent)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
`;

export const SettingsPage = observer(function SettingsPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = SETTINGS_TABS.find((name) => location.pathname.startsWith(paths.settings.href(name))) ?? 'announcements';
  return (
    <PageLayout width="wide">
      <Tabs value={tab} onValueChange={(value) => navigate(paths.settings.href(value))} activationMode="manual">
        <TabsList aria-label={t('admin.settings.tabs')}>
          {SETTINGS_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`admin.settings.tab.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Content value={tab}>
          <Outlet />
        </Content>
      </Tabs>
    </PageLayout>
  );
});

/** `/settings`: the first tab the person may change — an operator's is the restaurants' pause and busy. */
export const SettingsIndex = observer(function SettingsIndex() {
  const { session } = useStores();
  const first: SettingsTab = session.staff?.role === 'operator' ? 'restaurants' : 'announcements';
  return <Navigate to={paths.settings.href(first)} replace />;
});
