import { IconSpriteProvider, NoriThemeProvider, type Theme } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { PublicConfig } from '../config';
import { getKitMessages, hasMessages, intlFor } from '../i18n/intl';
import type { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/StoresProvider';
import { ConfigContext } from '../shared/ConfigContext';

/** The User Timing mark set once the first render's effects ran in the browser. */
export const HYDRATED_MARK = 'nori:hydrated';

export interface AppProps {
  config: PublicConfig;
  stores: RootStore;
  /**
   * The brand's theme (`config.brandTheme`): `themeOf` on the server; in the browser, the same values read
   * from the file the server answers (server/browserTheme.ts).
   */
  theme: Theme;
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
  /**
   * The URL of the kit's icon sprite file, served by the shop's server. Without it icons use a sprite in
   * the page (Storybook's preview renders one).
   */
  iconSprite?: string;
}

/**
 * The providers around the router, in the same order on the server and in the browser. They sit above
 * the routes so that even the root error page has the theme, the messages and the stores.
 */
export const App = observer(function App({ config, stores, theme, children, iconSprite = '' }: AppProps) {
  // The page's language, as soon as its catalog is in hand; until then the one the app was showing.
  const [locale, setLocale] = useState(stores.locale.locale);
  if (stores.locale.locale !== locale && hasMessages(stores.locale.locale)) setLocale(stores.locale.locale);
  // After hydration, so the first render matches the server's: the browser's lists come back from
  // storage, and the browser-only reactions (scroll lock, dictionaries on a language switch) start.
  useEffect(() => {
    stores.restore();
    const stop = stores.start();
    // Tells tests (and anyone debugging) that the page is interactive now; the mark gives the moment to
    // performance tools (the bench counts a page's first-load requests up to it).
    document.documentElement.dataset.hydrated = 'true';
    performance.mark(HYDRATED_MARK);
    return stop;
  }, [stores]);
  return (
    <ConfigContext.Provider value={config}>
      <StoresProvider stores={stores}>
        <RawIntlProvider value={intlFor(locale)}>
          <NoriThemeProvider theme={theme} locale={locale} messages={getKitMessages(locale)} fontFaces={false}>
            <IconSpriteProvider href={iconSprite}>{children}</IconSpriteProvider>
          </NoriThemeProvider>
        </RawIntlProvider>
      </StoresProvider>
    </ConfigContext.Provider>
  );
});
