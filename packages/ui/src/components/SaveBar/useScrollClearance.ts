import { useEffect, type RefObject } from 'react';

/** The element whose scrolling moves `element`: the nearest ancestor that scrolls vertically, or the page. */
function scrollerOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/**
 * Keeps a bar stuck to the bottom of its scroller from covering what has focus (WCAG 2.2, 2.4.11 Focus Not
 * Obscured): while `active`, the scroller's `scroll-padding-bottom` is the bar's height, so the browser
 * scrolls a field reached by Tab above the bar instead of under it. The height is followed as notices come
 * and go; the scroller's own value comes back when the bar goes.
 */
export function useScrollClearance(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const bar = ref.current;
    if (!active || !bar) return;
    const scroller = scrollerOf(bar);
    const before = scroller.style.scrollPaddingBottom;
    const observer = new ResizeObserver(() => {
      scroller.style.scrollPaddingBottom = `${bar.offsetHeight}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      scroller.style.scrollPaddingBottom = before;
    };
  }, [ref, active]);
}
