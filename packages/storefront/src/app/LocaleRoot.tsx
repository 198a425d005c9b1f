import type { LoaderFunctionArgs } from 'react-router-dom';
import { Outlet, useMatches } from 'react-router-dom';
import { serverPartsReady } from './deferHydration';
import { Shell } from './Shell';
import { loadMessagesOrKeepTrying } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { RouteHandle } from '../shared/head';
import { LocaleContext } from '../shared/LocaleContext';
import { loaderDeps } from '../shared/loaderContext';
import { useDocumentHead } from './useDocumentHead';

/**
 * The root of one locale's routes. Its loader makes sure the locale's messages are loaded and the
 * shell's data (settings, options, dictionaries, categories) is in the stores: on the server for every
 * page, in the browser when the language changes (spec §7: categories reload on a language switch).
 */
export function localeRootLoader(locale: Locale) {
  return async ({ context }: LoaderFunctionArgs) => {
    const { stores } = loaderDeps(context);
    stores.locale.syncFromUrl(locale);
    // On the server every page loads the shell; in the browser the RootStore's reaction reloads the
    // localized dictionaries when the locale changes.
    // A catalog that fails to load (a language switch on a bad connection) is no error page: the app keeps
    // rendering with the catalog it has and switches language when a retry brings this one (App).
    // The server renders the parts the browser hydrates later (deferHydration) whole: their code is in hand.
    await Promise.all([
      loadMessagesOrKeepTrying(locale),
      import.meta.env.SSR ? stores.loadShared() : null,
      import.meta.env.SSR ? serverPartsReady() : null,
    ]);
    return null;
  };
}

/**
 * Same locale, same shell data: navigating inside a locale never reloads it. A language switch matches
 * another locale's root route, whose loader runs as a new match.
 */
export function shouldRevalidateLocaleRoot(): boolean {
  return false;
}

export function LocaleRoot() {
  const matches = useMatches();
  const locale = (matches[0]?.handle as RouteHandle | undefined)?.locale ?? 'ro';
  useDocumentHead(locale);
  return (
    <LocaleContext.Provider value={locale}>
      <Shell>
        <Outlet />
      </Shell>
    </LocaleContext.Provider>
  );
}
