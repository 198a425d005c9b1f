import { paths } from '../../shared/paths';
import { layoutMessages as m } from './messages';

/**
 * The main navigation's links: the header, the mobile navigation drawer and the footer list them. Kept
 * apart from the header: the header opens the drawer through `overlays`, so the drawer importing the
 * header made an import cycle (Header → overlays → NavigationDrawer → Header).
 */
export const mainLinks = [
  { to: paths.menu(), label: m.menu },
  { to: paths.promotions(), label: m.promotions },
  { to: paths.delivery(), label: m.delivery },
  { to: paths.contacts(), label: m.contacts },
] as const;
