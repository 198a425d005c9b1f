import { useEffect, useState, type ComponentType } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { hasMessageGroup, hasMessages, intlFor, loadMessageGroup, localeOfTag, type MessageGroup } from '../i18n/intl';
import type { Locale } from '../i18n/locales';

/**
 * A page whose words are in message groups (`lazyPage(…, { messages })`): rendered inside an `intl` that
 * has the first-load catalog and those groups, in the language the app shows (App's, which stays on the
 * old one until a new language's catalog arrives), else in the route's, whose groups the route's lazy load
 * has fetched. Were neither at hand (two failed loads), the page keeps the app's `intl`.
 */
export function withMessageGroups(Page: ComponentType, groups: readonly MessageGroup[], routeLocale: Locale) {
  const ready = (code: Locale | null): code is Locale =>
    !!code && hasMessages(code) && groups.every((group) => hasMessageGroup(group, code));
  return function WithMessageGroups() {
    const outer = useIntl();
    const shown = localeOfTag(outer.locale);
    const locale = [shown, routeLocale].find(ready);
    // A group that did not load with the route (a failed chunk, offline: spec §8 keeps the page with the words
    // it has) is asked for again whenever the app's language changes, e.g. once its own catalog has arrived.
    const [, setArrived] = useState(0);
    const wanted = shown ?? routeLocale;
    useEffect(() => {
      if (ready(wanted)) return;
      let current = true;
      Promise.all(groups.map((group) => loadMessageGroup(group, wanted))).then(
        () => current && setArrived((count) => count + 1),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [wanted]);
    return (
      <RawIntlProvider value={locale ? intlFor(locale, groups) : outer}>
        <Page />
      </RawIntlProvider>
    );
  };
}
