import { useEffect, useState } from 'react';

/**
 * Whether an element scrolls vertically now, for a scroll box whose content is whatever the app puts
 * in it (the shell's main area): measured when the box or any of its children changes size, and when
 * children come and go. A box that scrolls must be reachable by keyboard (axe's
 * scrollable-region-focusable); one that does not should be no extra Tab stop.
 */
export function useScrolls(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const resize = new ResizeObserver(measure);
    const observeAll = () => {
      resize.disconnect();
      resize.observe(element);
      for (const child of Array.from(element.children)) resize.observe(child);
      measure();
    };
    const mutations = new MutationObserver(observeAll);
    mutations.observe(element, { childList: true });
    observeAll();
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, [element]);
  return scrolls;
}
