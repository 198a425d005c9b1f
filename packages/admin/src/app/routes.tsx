// The back office's route table: sign-in, then everything behind it under the signed-in layout. The board and
// the stop-list come with the app; every other screen is a lazy route (lazyPage.ts), the menu's and the
// settings' in tables of their own.
import type { RouteObject } from 'react-router-dom';
import { OrdersPage } from '../features/board/OrdersPage';
import { StopListPage } from '../features/menu/StopListPage';
import { SignInPage } from '../pages/SignInPage';
import { lazyPage } from './lazyPage';
import { menuRoutes } from './menuRoutes';
import { child, paths } from './paths';
import { PageLoading, RequireSession } from './RequireSession';
import { settingsRoutes } from './settingsRoutes';
import { SignedInLayout } from './SignedInLayout';

export const routes: RouteObject[] = [
  { path: paths.signIn.path, element: <SignInPage /> },
  {
    element: <RequireSession />,
    // A lazy screen opened first by its address (a bookmark, a reload) loads under this.
    HydrateFallback: PageLoading,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          { index: true, element: <OrdersPage /> },
          { path: child(paths.stopList.path), element: <StopListPage /> },
          menuRoutes,
          {
            path: child(paths.history.path),
            lazy: lazyPage(
              () => import('../features/history/OrderHistoryPage'),
              (m) => m.OrderHistoryPage,
            ),
          },
          {
            path: child(paths.order.path),
            lazy: lazyPage(
              () => import('../features/history/OrderPage'),
              (m) => m.OrderPage,
            ),
          },
          {
            path: child(paths.staff.path),
            lazy: lazyPage(
              () => import('../features/staff/StaffPage'),
              (m) => m.StaffPage,
            ),
          },
          {
            path: child(paths.audit.path),
            lazy: lazyPage(
              () => import('../features/staff/AuditLogPage'),
              (m) => m.AuditLogPage,
            ),
          },
          // The reports screen brings recharts (the kit's charts).
          {
            path: child(paths.reports.path),
            lazy: lazyPage(
              () => import('../features/reports/ReportsPage'),
              (m) => m.ReportsPage,
            ),
          },
          settingsRoutes,
        ],
      },
    ],
  },
];
