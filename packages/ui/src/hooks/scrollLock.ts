/**
 * Scroll lock shared by every overlay: while at least one lock is held, `<html>` carries the
 * class `is-clipped` (spec §2). Locks are counted per document, so two stacked overlays keep the
 * page clipped until the last one closes, and the count lives on the document itself rather than
 * in a module variable, so two copies of the kit on one page still agree.
 */
export const SCROLL_LOCK_CLASS = 'is-clipped';

const COUNT_ATTRIBUTE = 'data-scroll-locks';
/** The width of the scrollbar the lock hides, for `GlobalStyle`'s `html.is-clipped` padding. */
export const SCROLLBAR_GAP_PROPERTY = '--nori-scrollbar-gap';

function readCount(root: HTMLElement): number {
  const count = Number(root.getAttribute(COUNT_ATTRIBUTE));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** How wide the page's vertical scrollbar is now: 0 for overlay scrollbars (phones) or a page that fits. */
function scrollbarWidth(root: HTMLElement): number {
  const view = root.ownerDocument.defaultView;
  if (!view || root.clientWidth <= 0) return 0;
  return Math.max(0, view.innerWidth - root.clientWidth);
}

function writeCount(root: HTMLElement, count: number): void {
  if (count > 0) {
    // Measured before the first lock hides the scrollbar; a style property (CSSOM), which a CSP allows.
    if (!root.classList.contains(SCROLL_LOCK_CLASS)) {
      root.style.setProperty(SCROLLBAR_GAP_PROPERTY, `${scrollbarWidth(root)}px`);
    }
    root.setAttribute(COUNT_ATTRIBUTE, String(count));
    root.classList.add(SCROLL_LOCK_CLASS);
  } else {
    root.removeAttribute(COUNT_ATTRIBUTE);
    root.classList.remove(SCROLL_LOCK_CLASS);
    root.style.removeProperty(SCROLLBAR_GAP_PROPERTY);
  }
}

/** Takes one lock on the document's scrolling; returns the function that releases it (once). */
export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  writeCount(root, readCount(root) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    writeCount(root, readCount(root) - 1);
  };
}
