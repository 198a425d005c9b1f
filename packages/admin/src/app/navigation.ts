// The back office's screens as the navigation lists them, in order. A screen adds one entry here and its
// route in App.tsx; the layout draws the navigation and the page title from this list.
import type { StaffRole } from '@nori/core/contract';
import type { IconName } from '@nori/ui';
import { paths } from './paths';

export interface Screen {
  /** The route's path, also the link (`/` is the orders board). */
  path: string;
  /** Message id of the navigation label. */
  label: string;
  /** Message id of the page's title (the top bar's heading). */
  title: string;
  icon: IconName;
  /** Who sees it in the navigation (the API refuses the others anyway). @default everyone */
  roles?: readonly StaffRole[];
  /** A page reached from another (one order), titled by this entry but not listed. @default false */
  hidden?: boolean;
}

export const screens: Screen[] = [
  { path: paths.board.path, label: 'admin.nav.orders', title: 'admin.board.title', icon: 'bag' },
  { path: paths.stopList.path, label: 'admin.nav.stopList', title: 'admin.stopList.title', icon: 'filter' },
  { path: paths.menu.path, label: 'admin.menu.nav', title: 'admin.menu.title', icon: 'store' },
  { path: paths.history.path, label: 'admin.history.nav', title: 'admin.history.title', icon: 'clock' },
  {
    path: paths.order.section,
    label: 'admin.history.order.nav',
    title: 'admin.history.order.title',
    icon: 'bag',
    hidden: true,
  },
  {
    path: paths.reports.path,
    label: 'admin.reports.nav',
    title: 'admin.reports.title',
    icon: 'wallet',
    roles: ['owner', 'manager'],
  },
  { path: paths.staff.path, label: 'admin.staff.nav', title: 'admin.staff.title', icon: 'user', roles: ['owner'] },
  {
    path: paths.audit.path,
    label: 'admin.staff.auditNav',
    title: 'admin.staff.auditTitle',
    icon: 'search',
    roles: ['owner'],
  },
  { path: paths.settings.path, label: 'admin.nav.settings', title: 'admin.settings.title', icon: 'settings' },
];

/** The screens the navigation lists for someone of this role (not the hidden ones, not another role's). */
export function navigationFor(role: StaffRole | undefined): Screen[] {
  return screens.filter((s) => !s.hidden && (!s.roles || (role !== undefined && s.roles.includes(role))));
}

/** The screen a location belongs to: the longest path that is the location or a folder above it. */
export function screenOf(pathname: string): Screen | undefined {
  return screens
    .filter((s) => s.path === pathname || (s.path !== '/' && pathname.startsWith(`${s.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
