/**
 * The inputs after which a browser stops looking for the page's Largest Contentful Paint (a tap, a key,
 * a scroll): what appears after them is the shopper's doing and never counts as the page's first paint.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** Calls `callback` once, at the shopper's first interaction with the page. Returns a cancel function. */
export function onFirstInteraction(callback: () => void, win: Window = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => INTERACTIONS.forEach((type) => win.removeEventListener(type, handle, options));
  function handle() {
    stop();
    callback();
  }
  INTERACTIONS.forEach((type) => win.addEventListener(type, handle, options));
  return stop;
}
