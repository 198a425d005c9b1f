import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { formatKitMessage, kitCatalogs, localeTags, type KitLocale, type KitMessageId } from './catalog';

interface KitIntlValue {
  locale: KitLocale;
  /** The BCP 47 tag for `Intl` APIs, e.g. `ro-MD`. */
  localeTag: string;
}

const KitIntlContext = createContext<KitIntlValue>({ locale: 'ro', localeTag: localeTags.ro });

export function KitIntlProvider({ locale, children }: { locale: KitLocale; children: ReactNode }) {
  const value = useMemo(() => ({ locale, localeTag: localeTags[locale] }), [locale]);
  return <KitIntlContext.Provider value={value}>{children}</KitIntlContext.Provider>;
}

/** The kit's current locale and its BCP 47 tag. */
export function useKitLocale(): KitIntlValue {
  return useContext(KitIntlContext);
}

/** A translator for the kit's own labels: `t('modal.close')`. */
export function useKitMessages() {
  const { locale } = useContext(KitIntlContext);
  return useCallback(
    (id: KitMessageId, values?: Record<string, string | number>) => formatKitMessage(kitCatalogs[locale][id], values),
    [locale],
  );
}
