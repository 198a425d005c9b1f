/**
 * What the service worker's lazily loaded side (features/pwa/registerServiceWorker.ts) tells the shop's
 * first-load code (the "new version" toast, features/build-update/): whether a new version waits to take over,
 * and how to let it. Shared by both features, so it lives here. Tiny on purpose: it is in the first load.
 */
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

/** The waiting version's go-ahead, or null when none waits. */
export const waitingUpdate = () => applyUpdate;

export function setWaitingUpdate(apply: (() => void) | null): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function onWaitingUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a path is in the checkout (any language): a new version never takes over there. */
export const isCheckoutPath = (pathname: string) => /^(?:\/(?:ru|en|uk))?\/checkout(?:\/|$)/.test(pathname);
