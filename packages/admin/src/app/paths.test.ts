import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { screens } from './navigation';
import { paths } from './paths';

/** Every link `paths` builds, with the route pattern it must land on. */
const links: [href: string, pattern: string][] = [
  [paths.board.href(), paths.board.path],
  [paths.stopList.href(), paths.stopList.path],
  [paths.menu.href(), paths.menu.path],
  [paths.product.href(12), paths.product.path],
  [paths.product.href('new'), paths.product.path],
  [paths.product.href('new', 3), paths.product.path],
  [paths.categories.href(), paths.categories.path],
  [paths.category.href(4), paths.category.path],
  [paths.category.href('new'), paths.category.path],
  [paths.promotions.href(), paths.promotions.path],
  [paths.promotion.href(5), paths.promotion.path],
  [paths.menuTransfer.href(), paths.menuTransfer.path],
  [paths.history.href('?status=all'), paths.history.path],
  [paths.order.href(42), paths.order.path],
  [paths.reports.href(), paths.reports.path],
  [paths.staff.href(), paths.staff.path],
  [paths.audit.href(), paths.audit.path],
  [paths.settings.href('zones'), `${paths.settings.path}/zones`],
  [paths.signIn.href('/orders/42?x=1'), paths.signIn.path],
];

describe('the back office’s addresses', () => {
  it('builds links that land on their own route of the app', () => {
    for (const [href, pattern] of links) {
      const url = new URL(href, 'http://admin.test');
      expect(matchPath(pattern, url.pathname), href).not.toBeNull();
      const matched = matchRoutes(routes, url.pathname);
      expect(matched?.at(-1)?.pathname, href).toBe(url.pathname);
    }
  });

  it('keeps ids and the way back safe in the address', () => {
    expect(paths.product.href('new', 3)).toBe('/menu/products/new?category=3');
    expect(paths.order.href('7/../staff')).toBe('/orders/7%2F..%2Fstaff');
    expect(paths.signIn.href('/orders/42?x=1')).toBe('/sign-in?back=%2Forders%2F42%3Fx%3D1');
    expect(paths.signIn.href('/')).toBe('/sign-in');
  });

  it('lists in the navigation only screens that have a route (a hidden one titles the pages under it)', () => {
    for (const screen of screens) {
      const path = screen.hidden ? `${screen.path}/1` : screen.path;
      // An index route (the settings' first tab) matches with a trailing slash.
      expect(
        matchRoutes(routes, path)
          ?.at(-1)
          ?.pathname.replace(/(.)\/$/, '$1'),
        screen.path,
      ).toBe(path);
    }
  });
});
