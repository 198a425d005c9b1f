// The back office: the kit's provider (theme, global style, the kit's own labels), react-intl in the chosen
// language, and the routes. Everything behind sign-in waits for the API to say whether a session exists.
import { IconSprite, kitCatalogs, NoriProvider, type NoriProviderProps } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { catalogs } from '../i18n/messages';
import type { RootStore } from '../stores/RootStore';
import { OrdersPage } from '../features/board/OrdersPage';
import { StopListPage } from '../features/menu/StopListPage';
import { SignedInLayout } from './SignedInLayout';
import { SignInPage } from '../pages/SignInPage';
import { child, paths } from './paths';
import { PageLoading, RequireSession } from './RequireSession';
import { StoreContext } from './stores';

/**
 * A screen loaded when first opened: the board and the stop-list — what a kitchen tablet opens all day — come
 * with the app; the menu, history, team, settings and reports screens (their forms, date pickers, sortable
 * lists and charts) each arrive as their own chunk.
 */
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

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
          {
            // The menu area: its own navigation (dishes, categories, promotions, the menu file) over each page.
            lazy: lazyPage(
              () => import('../features/menu/MenuArea'),
              (m) => m.MenuArea,
            ),
            children: [
              {
                path: child(paths.menu.path),
                lazy: lazyPage(
                  () => import('../features/menu/products/MenuPage'),
                  (m) => m.MenuPage,
                ),
              },
              // `new` or a dish's id: one route, so a new dish's first save keeps its editor.
              {
                path: child(paths.product.path),
                lazy: lazyPage(
                  () => import('../features/menu/products/ProductEditorPage'),
                  (m) => m.ProductEditorPage,
                ),
              },
              {
                path: child(paths.categories.path),
                lazy: lazyPage(
                  () => import('../features/menu/categories/CategoriesPage'),
                  (m) => m.CategoriesPage,
                ),
              },
              // `new` or a category's id, as for dishes.
              {
                path: child(paths.category.path),
                lazy: lazyPage(
                  () => import('../features/menu/categories/CategoryEditorPage'),
                  (m) => m.CategoryEditorPage,
                ),
              },
              {
                path: child(paths.promotions.path),
                lazy: lazyPage(
                  () => import('../features/menu/promotions/PromotionsPage'),
                  (m) => m.PromotionsPage,
                ),
              },
              {
                path: child(paths.promotion.path),
                lazy: lazyPage(
                  () => import('../features/menu/promotions/PromotionEditorPage'),
                  (m) => m.PromotionEditorPage,
                ),
              },
              {
                path: child(paths.menuTransfer.path),
                lazy: lazyPage(
                  () => import('../features/menu/transfer/TransferPage'),
                  (m) => m.TransferPage,
                ),
              },
            ],
          },
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
          {
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
          },
        ],
      },
    ],
  },
];

export const App = observer(function App({
  stores,
  router: given,
  brand,
}: {
  stores: RootStore;
  router?: Parameters<typeof RouterProvider>[0]['router'];
  /** The kit's brand; the stories (stories/admin) render every screen in each. @default the kit's default */
  brand?: NoriProviderProps['brand'];
}) {
  // Made once for the tab: App renders again when the language changes, and a new router would remount every
  // page (restarting the board's stream) and leave the old one listening.
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  const locale = stores.locale.locale;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    void stores.session.restore();
  }, [stores]);
  return (
    <StoreContext.Provider value={stores}>
      <NoriProvider brand={brand} locale={locale} messages={kitCatalogs[locale]}>
        <IntlProvider locale={locale} messages={catalogs[locale]} defaultLocale="ro">
          {/* The kit's icons, once in the page (a browser app: no page to keep small for a first paint). */}
          <IconSprite />
          <RouterProvider router={router} />
        </IntlProvider>
      </NoriProvider>
    </StoreContext.Provider>
  );
});
