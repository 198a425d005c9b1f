/**
 * Scroll lock shared by every overlay: while at least one lock is held, `<html>` carries the
 * class `is-clipped` (spec §2). Locks are counted per document, so two stacked overlays keep the
 * page clipped until the last one closes, and the count lives on the document itself rather than
 * in a module variable, so two copies of the kit on one page still agree.
 */
export const SCROLL_LOCK_CLASS = 'is-clipped';

const COUNT_ATTRIBUTE = 'data-scroll-locks';

function readCount(root: HTMLElement): number {
  const count = Number(root.getAttribute(COUNT_ATTRIBUTE));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

function writeCount(root: HTMLElement, count: number): void {
  if (count > 0) {
    root.setAttribute(COUNT_ATTRIBUTE, String(count));
    root.classList.add(SCROLL_LOCK_CLASS);
  } else {
    root.removeAttribute(COUNT_ATTRIBUTE);
    root.classList.remove(SCROLL_LOCK_CLASS);
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
