// The back office: the kit's provider (theme, global style, the kit's own labels), react-intl in the chosen
// language, and the routes. Everything behind sign-in waits for the API to say whether a session exists.
import { IconSprite, kitCatalogs, NoriProvider, type NoriProviderProps } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { catalogs } from '../i18n/messages';
import type { RootStore } from '../stores/RootStore';
import { routes } from './routes';
import { StoreContext } from './stores';

/** The route table lives in routes.tsx; named here too for the stories' memory router (stories/admin). */
export { routes };

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
