import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** The locale of the matched route tree (its URL prefix), provided by `LocaleRoot`. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
