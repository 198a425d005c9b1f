/**
 * The footer's "Cookie settings" asks the consent banner to open (issue 17). A listener list instead of a
 * store flag: the banner is not a modal of UiStore (no scroll lock, no focus trap), and this module stays a
 * few bytes in the first load while the banner's code loads on request.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Opens the banner's choices, loading its code first if need be. */
export function requestConsentSettings(): void {
  for (const listener of listeners) listener();
}

/** Called on each request; returns the unsubscribe. */
export function onConsentSettingsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
