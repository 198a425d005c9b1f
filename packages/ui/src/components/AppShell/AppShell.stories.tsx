import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps, type MouseEvent } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Board } from '../Board/Board';
import { boardColumns } from '../Board/boardStories';
import { Button } from '../Button/Button';
import { computedColor, expectFocusRing, themeOf } from '../Checkbox/choiceStories';
import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus';
import type { ConnectionState } from '../ConnectionStatus/ConnectionStatus.styles';
import { IconButton } from '../IconButton/IconButton';
import { AppShell } from './AppShell';
import type { AppShellNavItem } from './AppShell.types';

const navigation: AppShellNavItem[] = [
  { href: '/comenzi', label: 'Comenzi', icon: 'bag', count: 3, countLabel: '3 comenzi noi', current: true },
  { href: '/meniu', label: 'Meniu', icon: 'menu' },
  { href: '/stop-lista', label: 'Stop-listă', icon: 'close', count: 2, countLabel: '2 feluri oprite' },
  { href: '/restaurante', label: 'Restaurante', icon: 'store' },
  { href: '/clienti', label: 'Clienți', icon: 'user' },
];

const brand = <strong style={{ fontSize: 18, letterSpacing: '0.02em' }}>Nori</strong>;

const account = (
  <>
    <span>Ana Popa</span>
    <IconButton icon="logout" label="Ieșire" />
  </>
);

const connection: Record<ConnectionState, string> = {
  connecting: 'Se conectează…',
  live: 'În direct',
  reconnecting: 'Se reconectează…',
  offline: 'Fără conexiune — pot lipsi comenzi',
};

/** A router's link, as react-router's `Link` is used: it gets `to` and navigates without a page load. */
const navigate = fn();
function RouterLink({ to, href, onClick, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a
      {...props}
      href={href}
      data-to={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Components/AppShell',
  component: AppShell,
  args: {
    title: 'Comenzi',
    brand,
    status: <ConnectionStatus state="live" label={connection.live} />,
    account,
    navigation,
    navigationLabel: 'Navigare principală',
    menuLabel: 'Meniu',
    skipLinkLabel: 'Sari la conținut',
    linkAs: RouterLink,
    onNavigationOpenChange: fn(),
    children: (
      <Board label="Comenzi după stare" defaultValue="placed">
        {boardColumns()}
      </Board>
    ),
  },
  argTypes: {
    children: { control: false },
    brand: { control: false },
    status: { control: false },
    account: { control: false },
    linkAs: { control: false },
    title: { control: 'text' },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 680 } } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div lang="ro">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A link's name with its count's words: "Comenzi, 3 comenzi noi". The words are clipped out of sight
 * (absolutely positioned), so name computation may put a space before the comma; readers pause alike.
 */
const withCount = (label: string, count: string) => new RegExp(`^${label} ?, ${count}$`);

const railOf = () => screen.getByRole('navigation', { name: 'Navigare principală' });

/**
 * The orders board on a 1280 px desktop. The landmarks: a banner with the page's `h1` and the
 * connection's live region, the navigation rail (named) with the current page marked and the count of
 * new orders read in words, the main area with the board. Tab: the skip link first (it shows, and
 * moves focus to the main area), then the bar, the rail, the page. Only the main area scrolls.
 */
export const OrdersBoard: Story = {
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('heading', { level: 1, name: 'Comenzi' })).toBeVisible();
    await expect(within(banner).getByRole('status')).toHaveTextContent('În direct');
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('group', { name: 'Comenzi după stare' })).toBeVisible();

    // The rail: one navigation landmark, visible; the menu button is not.
    await expect(canvas.getAllByRole('navigation')).toHaveLength(1);
    const rail = railOf();
    await expect(rail.getBoundingClientRect().width).toBe(88);
    await expect(canvas.queryByRole('button', { name: 'Meniu' })).toBeNull();
    const orders = within(rail).getByRole('link', { name: withCount('Comenzi', '3 comenzi noi') });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(orders).toHaveAttribute('href', '/comenzi');
    await expect(orders).toHaveAttribute('data-to', '/comenzi');
    await expect(within(rail).getByRole('link', { name: 'Meniu' })).not.toHaveAttribute('aria-current');
    // The current page: a fill, bold words and a bar, not the colour alone.
    await expect(getComputedStyle(orders).backgroundColor).toBe(computedColor(theme.color.accent.subtle));
    await expect(getComputedStyle(orders, '::before').width).toBe('3px');
    // The visible count is hidden from screen readers: its words are in the link's name instead.
    await expect(within(orders).getByText('3').closest('[aria-hidden="true"]')).not.toBeNull();

    // The skip link: first, out of sight until focused, then to the main area.
    const skip = canvas.getByRole('link', { name: 'Sari la conținut' });
    await expect(skip.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(skip).toHaveAttribute('href', '#main-content');

    // From the top: the skip link, the sign-out button, then the rail's links in order.
    skip.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ieșire' })).toHaveFocus();
    await userEvent.tab();
    await expectFocusRing(orders, theme);
    await userEvent.tab();
    await expect(within(rail).getByRole('link', { name: 'Meniu' })).toHaveFocus();

    // A router link: the app's router navigates, the page does not reload.
    await userEvent.click(within(rail).getByRole('link', { name: 'Restaurante' }));
    await expect(navigate).toHaveBeenLastCalledWith('/restaurante');

    // The frame is the window: the page itself never scrolls.
    const page = document.documentElement;
    await expect(page.scrollHeight).toBeLessThanOrEqual(page.clientHeight);
    await expect(Math.round(canvas.getByRole('banner').parentElement!.getBoundingClientRect().height)).toBe(
      window.innerHeight,
    );
  },
};

/**
 * The kitchen tablet, 1024 × 768: the rail and the bar leave the board about 900 × 670 px; three
 * columns stand whole (the board scrolls sideways to the others) and three tickets stand whole in the
 * busiest column.
 */
export const OnTablet: Story = {
  args: { style: { width: 1024, height: 768 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.height).toBe(57);
    const board = canvas.getByRole('group', { name: 'Comenzi după stare' });
    const box = board.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(880);
    await expect(box.height).toBeGreaterThan(680);
    const columns = within(board).getAllByRole('region');
    await expect(columns.filter((column) => column.getBoundingClientRect().right <= box.right).length).toBe(3);
    const preparing = columns[3]!;
    const bottom = (preparing.lastElementChild as HTMLElement).getBoundingClientRect().bottom;
    const whole = within(preparing)
      .getAllByRole('article')
      .filter((ticket) => ticket.getBoundingClientRect().bottom <= bottom);
    await expect(whole.length).toBeGreaterThanOrEqual(3);
  },
};

/**
 * A 375 px phone: no rail; a menu button opens the navigation in a drawer from the left (a dialog named
 * like the navigation, with the same links and counts). The status has its own row under the bar.
 * Esc closes it and gives focus back to the button; choosing a link closes it too.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(375);
    // The rail is gone for everyone, screen readers included.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Meniu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // The status sits under the first row, as wide as the bar allows.
    const status = canvas.getByRole('status');
    await expect(status.getBoundingClientRect().top).toBeGreaterThanOrEqual(menu.getBoundingClientRect().bottom);
    // The board shows one column under tabs.
    await expect(canvas.getByRole('tablist', { name: 'Comenzi după stare' })).toBeVisible();

    await userEvent.click(menu);
    await expect(args.onNavigationOpenChange).toHaveBeenLastCalledWith(true);
    const drawer = await screen.findByRole('dialog', { name: 'Navigare principală' });
    const nav = within(drawer).getByRole('navigation', { name: 'Navigare principală' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(navigation.map((item) => item.href));
    await expect(within(nav).getByRole('link', { name: withCount('Comenzi', '3 comenzi noi') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    await expect(args.onNavigationOpenChange).toHaveBeenLastCalledWith(false);

    // A link navigates and closes the drawer.
    await userEvent.click(menu);
    const again = await screen.findByRole('dialog', { name: 'Navigare principală' });
    await userEvent.click(within(again).getByRole('link', { name: withCount('Stop-listă', '2 feluri oprite') }));
    await expect(navigate).toHaveBeenLastCalledWith('/stop-lista');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

function ChangingStatus(props: ComponentProps<typeof AppShell>) {
  const [state, setState] = useState<ConnectionState>('live');
  const [count, setCount] = useState(3);
  return (
    <AppShell
      {...props}
      status={<ConnectionStatus state={state} label={connection[state]} />}
      navigation={navigation.map((item) =>
        item.current ? { ...item, count, countLabel: `${count} comenzi noi` } : item,
      )}
    >
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button size="sm" variant="secondary" onClick={() => setState('reconnecting')}>
          Se pierde conexiunea
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setState('offline')}>
          Fără rețea
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setCount(128)}>
          Sosesc 125 de comenzi
        </Button>
      </div>
    </AppShell>
  );
}

/** What a rectangle's place and size are, to compare before and after. */
const rect = (element: Element) => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/**
 * No layout shift: the connection drops and gives up ("Fără conexiune — pot lipsi comenzi", the longest
 * words), and the count of new orders grows to three figures (shown as 99+); the bar, the rail, the
 * title and the page stay exactly where they were.
 */
export const NoLayoutShift: Story = {
  render: (args) => <ChangingStatus {...args} />,
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const title = canvas.getByRole('heading', { level: 1 });
    const before = {
      main: rect(main),
      title: rect(title),
      bar: rect(canvas.getByRole('banner')),
      rail: rect(railOf()),
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Se pierde conexiunea' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fără rețea' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(connection.offline);
    await userEvent.click(canvas.getByRole('button', { name: 'Sosesc 125 de comenzi' }));
    await expect(
      within(railOf()).getByRole('link', { name: withCount('Comenzi', '128 comenzi noi') }),
    ).toHaveTextContent('99+');
    await expect(rect(main)).toEqual(before.main);
    await expect(rect(canvas.getByRole('banner'))).toEqual(before.bar);
    await expect(rect(railOf())).toEqual(before.rail);
    await expect(rect(title).top).toBe(before.title.top);
    await expect(rect(title).left).toBe(before.title.left);
  },
};

/** The same on a phone: the status row keeps its height when the words change; the page stays put. */
export const NoLayoutShiftOnPhone: Story = {
  ...NoLayoutShift,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    const before = rect(main);
    await userEvent.click(canvas.getByRole('button', { name: 'Fără rețea' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(connection.offline);
    await expect(rect(main)).toEqual(before);
  },
};

/**
 * An English page that is not the board (a menu list longer than the window): the main area scrolls,
 * the bar and the rail stay. Without a status the phone's bar has one row only.
 */
export const LongPageInEnglish: Story = {
  args: {
    title: 'Menu',
    status: undefined,
    navigationLabel: 'Main navigation',
    menuLabel: 'Menu',
    skipLinkLabel: 'Skip to content',
    account: <IconButton icon="logout" label="Sign out" />,
    navigation: [
      { href: '/orders', label: 'Orders', icon: 'bag', count: 1, countLabel: '1 new order' },
      { href: '/menu', label: 'Menu', icon: 'menu', current: true },
      { href: '/stop-list', label: 'Stop list', icon: 'close' },
    ],
    children: (
      <ol>
        {Array.from({ length: 60 }, (_, index) => (
          <li key={index} style={{ padding: '8px 0' }}>
            Dish {index + 1}
          </li>
        ))}
      </ol>
    ),
  },
  decorators: [
    (Story) => (
      <div lang="en">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.scrollHeight).toBeGreaterThan(main.clientHeight);
    const bar = rect(canvas.getByRole('banner'));
    main.scrollTop = main.scrollHeight;
    await expect(main.scrollTop).toBeGreaterThan(0);
    await expect(rect(canvas.getByRole('banner'))).toEqual(bar);
    await expect(canvas.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: withCount('Orders', '1 new order') })).toBeVisible();
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(document.documentElement.clientHeight);
  },
};

/** The English page on a phone, without a status: one row of bar, 56 px. */
export const LongPageInEnglishOnPhone: Story = {
  ...LongPageInEnglish,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(57);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

/** The app keeps the drawer's state (to close it from its own code); here it starts open on a phone. */
export const ControlledNavigation: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: function Controlled(args) {
    const [open, setOpen] = useState(true);
    return <AppShell {...args} navigationOpen={open} onNavigationOpenChange={setOpen} />;
  },
  play: async ({ globals }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigare principală' });
    const close = kitCatalogs[globals.locale as KitLocale]['drawer.close'];
    await userEvent.click(within(drawer).getByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('button', { name: 'Meniu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
