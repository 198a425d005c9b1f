import type { IconName } from '../Icon/icons';

/** One destination of the back office's navigation. */
export interface AppShellNavItem {
  /** Where it leads; with `linkAs`, the router gets it as `to` as well. */
  href: string;
  /** Its name ("Comenzi"), shown under or beside the icon. */
  label: string;
  /** The kit's icon for it; decoration beside the label. */
  icon: IconName;
  /** A number on the icon, such as new orders; nothing is shown at 0 or without it. @default none */
  count?: number;
  /** How the count is read after the label, instead of the bare number ("3 comenzi noi"). @default the number */
  countLabel?: string;
  /** The page being shown: marked with `aria-current="page"`, a bar and a fill. @default false */
  current?: boolean;
}
