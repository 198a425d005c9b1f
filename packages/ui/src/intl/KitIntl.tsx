import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { formatKitMessage, localeTags, type KitLocale, type KitMessageId, type KitMessages } from './catalog';

interface KitIntlValue {
  locale: KitLocale;
  /** The BCP 47 tag for `Intl` APIs, e.g. `ro-MD`. */
  localeTag: string;
  /** The kit's labels in `locale`; none outside a provider (a label then shows its id). */
  messages?: KitMessages;
}

const KitIntlContext = createContext<KitIntlValue>({ locale: 'ro', localeTag: localeTags.ro });

export interface KitIntlProviderProps {
  locale: KitLocale;
  /** The kit's labels in `locale`: `kitCatalogs[locale]`, or what `loadKitMessages(locale)` gave. */
  messages: KitMessages;
  children?: ReactNode;
}

// The catalogs come in as a prop rather than from an import here, so that an app's bundle carries
// only the locale it loads (loadKitMessages) instead of all four.
export function KitIntlProvider({ locale, messages, children }: KitIntlProviderProps) {
  const value = useMemo(() => ({ locale, localeTag: localeTags[locale], messages }), [locale, messages]);
  return <KitIntlContext.Provider value={value}>{children}</KitIntlContext.Provider>;
}

/** The kit's current locale and its BCP 47 tag. */
export function useKitLocale(): KitIntlValue {
  return useContext(KitIntlContext);
}

/** A translator for the kit's own labels: `t('modal.close')`. */
export function useKitMessages() {
  const { messages } = useContext(KitIntlContext);
  return useCallback(
    (id: KitMessageId, values?: Record<string, string | number>) => formatKitMessage(messages?.[id] ?? id, values),
    [messages],
  );
}
