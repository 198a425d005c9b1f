// The back office's screens as the navigation lists them, in order. A screen adds one entry here and its
// route in App.tsx; the layout draws the navigation and the page title from this list.
import type { IconName } from '@nori/ui';

export interface Screen {
  /** The route's path, also the link (`/` is the orders board). */
  path: string;
  /** Message id of the navigation label. */
  label: string;
  /** Message id of the page's title (the top bar's heading). */
  title: string;
  icon: IconName;
}

export const screens: Screen[] = [
  { path: '/', label: 'admin.nav.orders', title: 'admin.board.title', icon: 'bag' },
  { path: '/stop-list', label: 'admin.nav.stopList', title: 'admin.stopList.title', icon: 'filter' },
];

/** The screen a location belongs to: the longest path that is the location or a folder above it. */
export function screenOf(pathname: string): Screen | undefined {
  return screens
    .filter((s) => s.path === pathname || (s.path !== '/' && pathname.startsWith(`${s.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
