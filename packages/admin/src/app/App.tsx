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
import { OrderHistoryPage } from '../features/history/OrderHistoryPage';
import { OrderPage } from '../features/history/OrderPage';
import { CategoriesPage } from '../features/menu/categories/CategoriesPage';
import { CategoryEditorPage } from '../features/menu/categories/CategoryEditorPage';
import { MenuArea } from '../features/menu/MenuArea';
import { MenuPage } from '../features/menu/products/MenuPage';
import { PromotionEditorPage } from '../features/menu/promotions/PromotionEditorPage';
import { PromotionsPage } from '../features/menu/promotions/PromotionsPage';
import { ProductEditorPage } from '../features/menu/products/ProductEditorPage';
import { StopListPage } from '../features/menu/StopListPage';
import { TransferPage } from '../features/menu/transfer/TransferPage';
import { settingsRoute } from '../features/settings/routes';
import { AuditLogPage } from '../features/staff/AuditLogPage';
import { StaffPage } from '../features/staff/StaffPage';
import { SignedInLayout } from '../features/shell/SignedInLayout';
import { SignInPage } from '../pages/SignInPage';
import { RequireSession } from './RequireSession';
import { StoreContext } from './stores';

export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          { index: true, element: <OrdersPage /> },
          { path: 'stop-list', element: <StopListPage /> },
          {
            // The menu area: its own navigation (dishes, categories, promotions, the menu file) over each page.
            element: <MenuArea />,
            children: [
              { path: 'menu', element: <MenuPage /> },
              // `new` or a dish's id: one route, so a new dish's first save keeps its editor.
              { path: 'menu/products/:id', element: <ProductEditorPage /> },
              { path: 'menu/categories', element: <CategoriesPage /> },
              // `new` or a category's id, as for dishes.
              { path: 'menu/categories/:id', element: <CategoryEditorPage /> },
              { path: 'menu/promotions', element: <PromotionsPage /> },
              { path: 'menu/promotions/:id', element: <PromotionEditorPage /> },
              { path: 'menu/transfer', element: <TransferPage /> },
            ],
          },
          { path: 'orders/history', element: <OrderHistoryPage /> },
          { path: 'orders/:id', element: <OrderPage /> },
          { path: 'staff', element: <StaffPage /> },
          { path: 'audit', element: <AuditLogPage /> },
          // Lazy: the reports screen brings recharts (the kit's charts), which the other screens do not need.
          {
            path: 'reports',
            lazy: () => import('../features/reports/ReportsPage').then((m) => ({ Component: m.ReportsPage })),
          },
          settingsRoute,
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
