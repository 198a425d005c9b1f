import { useEffect, useState } from 'react';

/**
 * Whether a scroll container currently overflows, for containers whose content changes size.
 * Attach `containerRef` to the scroll container and `contentRef` to the one element inside it
 * that wraps its content. A region that scrolls needs to be reachable by keyboard (axe's
 * scrollable-region-focusable), but a tab stop on a region that does not scroll is noise.
 */
export function useScrollable() {
  const [container, containerRef] = useState<HTMLElement | null>(null);
  const [content, contentRef] = useState<HTMLElement | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!container) return;
    const measure = () => setScrollable(container.scrollHeight > container.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    if (content) observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, [container, content]);
  return { containerRef, contentRef, scrollable };
}
