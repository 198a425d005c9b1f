import type { ComponentType } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import { hasMessageGroup, hasMessages, intlFor, localeOfTag, type MessageGroup } from '../i18n/intl';
import type { Locale } from '../i18n/locales';

/**
 * A page whose words are in message groups (`lazyPage(…, { messages })`): rendered inside an `intl` that
 * has the first-load catalog and those groups, in the language the app shows (App's, which stays on the
 * old one until a new language's catalog arrives), else in the route's, whose groups the route's lazy load
 * has fetched. Were neither at hand (two failed loads), the page keeps the app's `intl`.
 */
export function withMessageGroups(Page: ComponentType, groups: readonly MessageGroup[], routeLocale: Locale) {
  return function WithMessageGroups() {
    const outer = useIntl();
    const locale = [localeOfTag(outer.locale), routeLocale].find(
      (code) => code && hasMessages(code) && groups.every((group) => hasMessageGroup(group, code)),
    );
    return (
      <RawIntlProvider value={locale ? intlFor(locale, groups) : outer}>
        <Page />
      </RawIntlProvider>
    );
  };
}
