// The settings' routes: the page with its tabs, each tab an address of its own (`/settings/zones`); `/settings`
// itself sends to the first tab the person may change.
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazyPage';
import { child, paths } from './paths';

export const settingsRoutes: RouteObject = {
  path: child(paths.settings.path),
  lazy: lazyPage(
    () => import('../features/settings/SettingsPage'),
    (m) => m.SettingsPage,
  ),
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('../features/settings/SettingsPage'),
        (m) => m.SettingsIndex,
      ),
    },
    {
      path: 'announcements',
      lazy: lazyPage(
        () => import('../features/settings/AnnouncementsTab'),
        (m) => m.AnnouncementsTab,
      ),
    },
    {
      path: 'restaurants',
      lazy: lazyPage(
        () => import('../features/settings/RestaurantsTab'),
        (m) => m.RestaurantsTab,
      ),
    },
    {
      path: 'zones',
      lazy: lazyPage(
        () => import('../features/settings/ZonesTab'),
        (m) => m.ZonesTab,
      ),
    },
    {
      path: 'rules',
      lazy: lazyPage(
        () => import('../features/settings/OrderRulesTab'),
        (m) => m.OrderRulesTab,
      ),
    },
  ],
};
