import { useEffect, useState, type ElementType, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { mediaQueries } from '../../theme/media';
import { Badge } from '../Badge/Badge';
import { Drawer } from '../Drawer/Drawer';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  AccountSlot,
  Bar,
  BrandSlot,
  Main,
  MenuSlot,
  NavCount,
  NavIcon,
  NavLink,
  NavList,
  Rail,
  Root,
  SkipLink,
  StatusSlot,
  Title,
} from './AppShell.styles';
import type { AppShellNavItem } from './AppShell.types';
import { useScrolls } from './useScrolls';

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title ("Comenzi"): its one `h1`, in the top bar. */
  title: ReactNode;
  /** The brand's logo or name, at the start of the top bar (a link home is the app's choice). @default none */
  brand?: ReactNode;
  /** Something to keep in sight on every page, such as the `ConnectionStatus`. On a phone it has its own row under the bar. @default none */
  status?: ReactNode;
  /** Who is signed in and the way out (a name, an `IconButton` to sign out), at the end of the top bar. @default none */
  account?: ReactNode;
  /** The destinations, in order; the current page's item has `current`. */
  navigation: readonly AppShellNavItem[];
  /** The navigation's name ("Navigare principală"): the `nav` landmark's label and the phone drawer's title. */
  navigationLabel: string;
  /** The phone's menu button's name ("Meniu"). */
  menuLabel: string;
  /** The skip link's text, the first Tab stop ("Sari la conținut"). */
  skipLinkLabel: string;
  /** The app's router link (e.g. react-router's `Link`) for the navigation; it receives the address as `to` as well as `href`. @default a plain `<a>` */
  linkAs?: ElementType;
  /** Whether the phone's navigation drawer is open, when the app controls it (pair with `onNavigationOpenChange`). @default uncontrolled */
  navigationOpen?: boolean;
  /** Whether the phone's navigation drawer starts open, when the shell keeps its own state. @default false */
  defaultNavigationOpen?: boolean;
  /** Called when the phone's navigation drawer opens or closes (the menu button, Esc, the backdrop, a link). */
  onNavigationOpenChange?: (open: boolean) => void;
  /** The main area's id, the skip link's target. @default 'main-content' */
  mainId?: string;
  /** The page. */
  children?: ReactNode;
}

function NavItems({
  items,
  layout,
  linkAs,
  onNavigate,
}: {
  items: readonly AppShellNavItem[];
  layout: 'rail' | 'drawer';
  linkAs?: ElementType;
  onNavigate?: () => void;
}) {
  return (
    <NavList $layout={layout}>
      {items.map((item) => {
        const count = item.count && item.count > 0 ? item.count : 0;
        const badge = count > 0 && (
          <NavCount $layout={layout} aria-hidden="true">
            <Badge tone="danger" variant="solid">
              {count > 99 ? '99+' : count}
            </Badge>
          </NavCount>
        );
        return (
          <li key={item.href}>
            <NavLink
              as={linkAs}
              href={item.href}
              {...(linkAs ? { to: item.href } : {})}
              aria-current={item.current ? 'page' : undefined}
              onClick={onNavigate}
              $layout={layout}
            >
              <NavIcon>
                <Icon name={item.icon} size={22} />
                {layout === 'rail' && badge}
              </NavIcon>
              <span>
                {item.label}
                {count > 0 && <VisuallyHidden>, {item.countLabel ?? count}</VisuallyHidden>}
              </span>
              {layout === 'drawer' && badge}
            </NavLink>
          </li>
        );
      })}
    </NavList>
  );
}

/**
 * The back office's frame: a top bar (brand, the page's title, a status such as the connection's, the
 * account), the primary navigation and the page. From 769 px the navigation is a rail down the left
 * side, an icon over each label, with counts such as new orders on the icons; below 769 px a menu
 * button in the bar opens the same links in the kit's `Drawer` from the left (it closes on a link, Esc
 * or the backdrop, and gives focus back to the button).
 *
 * The frame is the window's height and only the main area scrolls, so the bar, the status and the
 * rail stay in sight on a long page; a `Board` in the main area fills it and its columns scroll on
 * their own. Which navigation shows is decided by CSS, not JavaScript, so the first paint (also from
 * a server) is the final layout; the bar and the rail have fixed sizes, so a status that changes its
 * words or a count that grows moves nothing else.
 *
 * Accessibility: a skip link is the first Tab stop and moves focus to the main area; the landmarks
 * are a `header` (banner), a `nav` named by `navigationLabel` and `main`; the title is the page's
 * `h1`; the current page is `aria-current="page"`, marked by a bar and a fill as well as colour; each
 * count is read after its label (`countLabel`, "3 comenzi noi"). Every word is the app's.
 */
export function AppShell({
  title,
  brand,
  status,
  account,
  navigation,
  navigationLabel,
  menuLabel,
  skipLinkLabel,
  linkAs,
  navigationOpen,
  defaultNavigationOpen = false,
  onNavigationOpenChange,
  mainId = 'main-content',
  children,
  ...rest
}: AppShellProps) {
  const [open, setOpen] = useControllableState({
    prop: navigationOpen,
    defaultProp: defaultNavigationOpen,
    onChange: onNavigationOpenChange,
  });
  // While the main area scrolls it is a Tab stop, so the keyboard can scroll it even when the page has
  // nothing focusable; otherwise only the skip link focuses it.
  const [mainElement, main] = useState<HTMLElement | null>(null);
  const scrollable = useScrolls(mainElement);

  // A drawer left open while the window grows past the breakpoint (a tablet turned) would cover the
  // rail that now shows the same links.
  const desktop = useMediaQuery(mediaQueries.desktop);
  useEffect(() => {
    if (desktop && open) setOpen(false);
  }, [desktop, open, setOpen]);

  // Focus moves to the main area itself: the page scrolls nowhere (only the main area scrolls) and the
  // address keeps no `#main-content` for the router to trip over. Without JavaScript the href works.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mainElement) return;
    event.preventDefault();
    mainElement.focus();
  };

  return (
    <Root {...rest}>
      <SkipLink href={`#${mainId}`} onClick={skip}>
        {skipLinkLabel}
      </SkipLink>
      <Bar $hasStatus={status != null}>
        <MenuSlot>
          <IconButton
            icon="menu"
            label={menuLabel}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          />
        </MenuSlot>
        {brand != null && <BrandSlot>{brand}</BrandSlot>}
        <Title>{title}</Title>
        {status != null && <StatusSlot>{status}</StatusSlot>}
        {account != null && <AccountSlot>{account}</AccountSlot>}
      </Bar>
      <Rail aria-label={navigationLabel}>
        <NavItems items={navigation} layout="rail" linkAs={linkAs} />
      </Rail>
      <Main ref={main} id={mainId} tabIndex={scrollable ? 0 : -1}>
        {children}
      </Main>
      <Drawer open={open} onOpenChange={setOpen} side="left" size="sm" title={navigationLabel}>
        <nav aria-label={navigationLabel}>
          <NavItems items={navigation} layout="drawer" linkAs={linkAs} onNavigate={() => setOpen(false)} />
        </nav>
      </Drawer>
    </Root>
  );
}
