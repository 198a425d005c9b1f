import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { localizePath } from '../i18n/locales';
import { useLocale } from './LocaleContext';

/** A router link whose `to` is a locale-free path from `paths`; the current locale's prefix is added. */
export const LocalLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalLink(
  { to, ...rest },
  ref,
) {
  const locale = useLocale();
  return <Link ref={ref} to={localizePath(to, locale)} {...rest} />;
});

/** `NavLink` with the same locale handling; sets `aria-current="page"` on the active link. */
export const LocalNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocalNavLink(
  { to, ...rest },
  ref,
) {
  const locale = useLocale();
  return <NavLink ref={ref} to={localizePath(to, locale)} {...rest} />;
});
