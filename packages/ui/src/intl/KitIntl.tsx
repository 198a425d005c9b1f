import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { formatKitMessage, localeTags, type KitLabels, type KitLocale, type KitMessageId } from './catalog';

interface KitIntlValue {
  locale: KitLocale;
  /** The BCP 47 tag for `Intl` APIs, e.g. `ro-MD`. */
  localeTag: string;
  /** The kit's labels in `locale` loaded so far; none outside a provider (a label then shows its id). */
  messages?: KitLabels;
  /** Told of a label asked for that `messages` lacks. */
  onMissingMessage?: (id: KitMessageId) => void;
}

const KitIntlContext = createContext<KitIntlValue>({ locale: 'ro', localeTag: localeTags.ro });

export interface KitIntlProviderProps {
  locale: KitLocale;
  /**
   * The kit's labels in `locale`: `kitCatalogs[locale]` (all of them), or what `loadKitMessages(locale, parts)`
   * gave (the core, say, with more parts added further down by `KitMessagesProvider`).
   */
  messages: KitLabels;
  /**
   * Called when a component asks for a label the provider was not given (its id shows instead): a test can
   * fail on it, as on react-intl's `onError`. @default a warning in development, nothing in production
   */
  onMissingMessage?: (id: KitMessageId) => void;
  children?: ReactNode;
}

// The catalogs come in as a prop rather than from an import here, so that an app's bundle carries
// only the locale it loads (loadKitMessages) instead of all four.
export function KitIntlProvider({ locale, messages, onMissingMessage, children }: KitIntlProviderProps) {
  const value = useMemo(
    () => ({ locale, localeTag: localeTags[locale], messages, onMissingMessage }),
    [locale, messages, onMissingMessage],
  );
  return <KitIntlContext.Provider value={value}>{children}</KitIntlContext.Provider>;
}

export interface KitMessagesProviderProps {
  /**
   * More of the kit's labels, in the locale of the provider around: the parts the components inside need
   * (`loadKitMessages(locale, ['datePicker'])` for a form with a date picker). None: nothing is added.
   */
  messages?: KitLabels;
  children?: ReactNode;
}

/**
 * Adds labels to those of the provider around it, for the components inside: an app that loads the core of
 * the kit's labels first (`NoriProvider`) gives a lazily loaded screen the parts it renders here.
 */
export function KitMessagesProvider({ messages, children }: KitMessagesProviderProps) {
  const outer = useContext(KitIntlContext);
  const value = useMemo(
    () => (messages ? { ...outer, messages: { ...outer.messages, ...messages } } : outer),
    [outer, messages],
  );
  return <KitIntlContext.Provider value={value}>{children}</KitIntlContext.Provider>;
}

/** The kit's current locale and its BCP 47 tag. */
export function useKitLocale(): KitIntlValue {
  return useContext(KitIntlContext);
}

/** A translator for the kit's own labels: `t('modal.close')`. */
export function useKitMessages() {
  const { messages, onMissingMessage } = useContext(KitIntlContext);
  return useCallback(
    (id: KitMessageId, values?: Record<string, string | number>) => {
      const label = messages?.[id];
      if (label === undefined && messages) {
        if (onMissingMessage) onMissingMessage(id);
        else if (import.meta.env.DEV) warnMissing(id);
      }
      return formatKitMessage(label ?? id, values);
    },
    [messages, onMissingMessage],
  );
}

const warned = new Set<string>();

/** In development: a label the provider was given no part of (its id shows instead), said once per id. */
function warnMissing(id: string) {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(
    `The kit's label "${id}" is not loaded: give its part (KIT_MESSAGE_PARTS) to a KitMessagesProvider around the component.`,
  );
}
