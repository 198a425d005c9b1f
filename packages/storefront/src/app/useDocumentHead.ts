import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import { homeMessages } from '../pages/homeMessages';
import { useConfig } from '../shared/ConfigContext';
import { resolveHead } from '../shared/head';

/**
 * Keeps the tab's title, the meta description and `<html lang>` in step with the page after client-side
 * navigation and language switches, from the same route heads the server renders the first page with
 * (`resolveHead`), so "Menu — Nori Sushi" follows the shopper from page to page.
 */
export function useDocumentHead(locale: Locale): void {
  const matches = useMatches();
  const intl = useIntl();
  const { brandName } = useConfig();
  const { pathname, search } = useLocation();
  const { title, description } = resolveHead(
    matches,
    { intl, locale, brandName, url: new URL(pathname + search, 'http://shop.invalid') },
    intl.formatMessage(homeMessages.home.description),
  );
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    // The language of the text shown: the catalog's (a language whose catalog has not arrived yet is not).
    document.documentElement.lang = intl.locale;
  }, [title, description, intl.locale]);
}
