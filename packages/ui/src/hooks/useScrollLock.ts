import { useEffect } from 'react';
import { lockScroll } from './scrollLock';

/** Holds a scroll lock (`html.is-clipped`) while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
