import type { ComponentType } from 'react';
import type { MessageGroup } from '../i18n/intl';
import { MessageGroupsProvider } from '../i18n/MessageGroupsProvider';
import type { Locale } from '../i18n/locales';
import { useMessageGroups } from '../i18n/useMessageGroups';

/**
 * A page whose words are in message groups (`lazyPage(…, { messages })`): rendered inside an `intl` that
 * has the first-load catalog and those groups (and the kit's labels they bring), in the language the app shows (App's, which stays on the
 * old one until a new language's catalog arrives), else in the route's, whose groups the route's lazy load
 * has fetched (`useMessageGroups`). Were neither at hand (failed loads), the page keeps the app's `intl`, and
 * the groups are asked for again.
 */
export function withMessageGroups(Page: ComponentType, groups: readonly MessageGroup[], routeLocale: Locale) {
  return function WithMessageGroups() {
    const words = useMessageGroups(groups, { fallback: routeLocale });
    return (
      <MessageGroupsProvider value={words}>
        <Page />
      </MessageGroupsProvider>
    );
  };
}
