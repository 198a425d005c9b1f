import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in sync with the window. On the server it answers
 * `serverValue`, so the first client render matches the server's HTML.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
