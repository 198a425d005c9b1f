import type { RouteObject } from 'react-router-dom';
import { splitLocale } from '../i18n/locales';

/**
 * The route tree of the locale a path is in: the routes are the same four times over, so matching a path
 * against its own locale's tree finds the same routes at a quarter of the cost (matchRoutes flattens and
 * ranks every branch it is given, on every call).
 */
export function localeTreeOf(routes: RouteObject[], pathname: string): RouteObject[] {
  const { locale } = splitLocale(pathname);
  const tree = routes.find((route) => (route.handle as { locale?: string } | undefined)?.locale === locale);
  return tree ? [tree] : routes;
}
