// The settings screen's routes, placed by App.tsx under the signed-in layout.
import type { RouteObject } from 'react-router-dom';
import { AnnouncementsTab } from './AnnouncementsTab';
import { OrderRulesTab } from './OrderRulesTab';
import { RestaurantsTab } from './RestaurantsTab';
import { SettingsIndex, SettingsPage } from './SettingsPage';
import { ZonesTab } from './ZonesTab';

export const settingsRoute: RouteObject = {
  path: 'settings',
  element: <SettingsPage />,
  children: [
    { index: true, element: <SettingsIndex /> },
    { path: 'announcements', element: <AnnouncementsTab /> },
    { path: 'restaurants', element: <RestaurantsTab /> },
    { path: 'zones', element: <ZonesTab /> },
    { path: 'rules', element: <OrderRulesTab /> },
  ],
};
