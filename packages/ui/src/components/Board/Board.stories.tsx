import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoOverflow, expectFocusRing, pressArrow, themeOf } from '../Checkbox/choiceStories';
import { Board } from './Board';
import { BoardColumn } from './BoardColumn';
import { boardColumns, busyBoard } from './boardStories';

const meta = {
  title: 'Components/Board',
  component: Board,
  subcomponents: { BoardColumn },
  args: { label: 'Comenzi după stare', children: boardColumns(), defaultValue: 'placed', onValueChange: fn() },
  argTypes: { children: { control: false }, label: { control: 'text' } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <div lang="ro" style={{ height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = ['Programate 1', 'Noi 2', 'Acceptate 1', 'În pregătire 6', 'Gata 1', 'În livrare 0'];

/** The scroll box of a column: the element after its header. */
const scrollOf = (column: HTMLElement) => column.lastElementChild as HTMLElement;

/**
 * A busy lunch on a 1280 px desktop: the back office's six lanes side by side (orders scheduled for
 * later, then the five states), each a region named by its heading and count ("În pregătire 6"), the
 * tickets as a list, "În livrare" empty with its text. The preparing column holds more than it shows:
 * it scrolls on its own (and is then a Tab stop named like its column), while the board and the other
 * columns stay where they are. The last columns are past the edge: the board scrolls sideways.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const board = canvas.getByRole('group', { name: 'Comenzi după stare' });
    const columns = within(board).getAllByRole('region');
    await expect(columns.map((column) => column.getAttribute('aria-labelledby') && column)).toHaveLength(6);
    for (const [index, name] of titles.entries()) {
      await expect(columns[index]).toHaveAccessibleName(name);
      await expect(within(columns[index]!).getByRole('heading', { level: 2 })).toHaveTextContent(name);
    }
    // Side by side, level at the top, as tall as the board.
    const boxes = columns.map((column) => column.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i += 1) {
      await expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right - 1);
      await expect(boxes[i]!.top).toBe(boxes[0]!.top);
    }
    await expect(Math.round(boxes[0]!.height)).toBe(Math.round(board.getBoundingClientRect().height));

    // The tickets are a list of articles, each with its h3.
    const placed = within(columns[1]!).getAllByRole('list')[0]!;
    await expect(Array.from(placed.children).map((item) => item.tagName)).toEqual(['LI', 'LI']);
    await expect(within(columns[1]!).getAllByRole('article')).toHaveLength(2);
    await expect(within(columns[1]!).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      /^#1042, Comandă nouă/,
    );

    // Empty: its text as a small heading, no list.
    const out = columns[5]!;
    await expect(within(out).queryByRole('list')).toBeNull();
    await expect(within(out).getByRole('heading', { level: 3, name: 'Niciun curier pe drum' })).toBeVisible();

    // The busy column scrolls on its own; the short ones do not, and are no Tab stops.
    const busy = scrollOf(columns[3]!);
    await waitFor(() => expect(busy).toHaveAttribute('tabindex', '0'));
    await expect(busy).toHaveAttribute('role', 'group');
    await expect(busy).toHaveAccessibleName('În pregătire 6');
    await expect(scrollOf(columns[4]!)).not.toHaveAttribute('tabindex');
    busy.focus();
    await expectFocusRing(busy, theme);
    busy.scrollTop = busy.scrollHeight;
    await expect(busy.scrollTop).toBeGreaterThan(0);
    await expect(scrollOf(columns[1]!).scrollTop).toBe(0);
    await expect(columns[3]!.getBoundingClientRect().top).toBe(boxes[0]!.top);
    await expect(window.scrollY).toBe(0);
    // Six 17rem columns need about 1700 px: at 1280 px the board scrolls sideways, so it is a Tab stop,
    // and the page does not.
    await expect(board).toHaveAttribute('tabindex', '0');
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * The main area of the 1024 × 768 kitchen tablet inside `AppShell` (about 900 × 687 px beside the rail,
 * under the bar and inside the main area's padding): three columns stand whole, the board scrolls
 * sideways to the others and is then a Tab stop. Three tickets stand whole in the preparing column.
 */
export const OnTablet: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 900, height: 687 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const board = canvas.getByRole('group', { name: 'Comenzi după stare' });
    await expect(board.getBoundingClientRect().width).toBe(900);
    await waitFor(() => expect(board).toHaveAttribute('tabindex', '0'));
    await expect(board.scrollWidth).toBeGreaterThan(board.clientWidth);
    const edge = board.getBoundingClientRect().right;
    const columns = within(board).getAllByRole('region');
    const whole = columns.filter((column) => column.getBoundingClientRect().right <= edge);
    await expect(whole.length).toBeGreaterThanOrEqual(3);

    const preparing = columns[3]!;
    const bottom = scrollOf(preparing).getBoundingClientRect().bottom;
    const shownWhole = within(preparing)
      .getAllByRole('article')
      .filter((ticket) => ticket.getBoundingClientRect().bottom <= bottom);
    await expect(shownWhole.length).toBeGreaterThanOrEqual(3);
  },
};

/** A quiet moment: every column says it is empty, with its count of 0. */
export const Empty: Story = {
  args: { children: boardColumns(busyBoard.map((column) => ({ ...column, tickets: [] }))) },
  play: async ({ canvas }) => {
    const columns = canvas.getAllByRole('region');
    for (const column of columns) {
      await expect(column).toHaveAccessibleName(/ 0$/);
      await expect(within(column).queryByRole('list')).toBeNull();
    }
    await expect(canvas.getByRole('heading', { name: 'Nicio comandă nouă' })).toBeVisible();
  },
};

/**
 * On a 375 px phone one column shows at a time under tabs with the columns' titles and counts, the new
 * orders' first (`defaultValue`). Tapping
 * a tab shows its column; the arrow keys move along the tabs; the row scrolls sideways within itself,
 * and sticks to the top while a long column is scrolled. Each panel still has its heading for screen
 * readers ("Noi 2") above the tickets' headings.
 */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ height: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(canvas.queryByRole('region')).toBeNull();
    const tablist = canvas.getByRole('tablist', { name: 'Comenzi după stare' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(titles);
    // The app opens the phone on the new orders (`defaultValue`), not on the first lane.
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    // Thumb-sized, on one line; the row scrolls within itself rather than widening the page.
    for (const tab of tabs) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

    let panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Noi 2');
    await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Noi 2');
    await expect(within(panel).getAllByRole('article')).toHaveLength(2);

    await userEvent.click(within(tablist).getByRole('tab', { name: 'În pregătire 6' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('preparing');
    panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('article')).toHaveLength(6);

    // The keyboard: arrows move and show.
    await pressArrow('ArrowRight');
    await expect(within(tablist).getByRole('tab', { name: 'Gata 1' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ready');
    await pressArrow('ArrowLeft');

    // A long column scrolls the page; the tabs stay at the top.
    await waitFor(() => expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(6));
    window.scrollTo(0, 600);
    await waitFor(() => expect(Math.round(tablist.getBoundingClientRect().top)).toBe(0));
    window.scrollTo(0, 0);
  },
};

/** The app keeps the phone's column (to show the ready column after a press, say). */
export const ControlledOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: function Controlled(args) {
    const [value, setValue] = useState('ready');
    return (
      <>
        <p>Coloana: {value}</p>
        <Board {...args} value={value} onValueChange={setValue} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Gata 1' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Noi 2' }));
    await expect(canvas.getByText('Coloana: placed')).toBeVisible();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Noi 2');
  },
};

/**
 * Russian titles, longer than the Romanian ones, on a 375 px phone: every tab keeps its whole title and
 * count; the row scrolls.
 */
export const RussianOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    label: 'Заказы по статусам',
    children: [
      { value: 'placed', title: 'Новые', empty: 'Новых заказов нет' },
      { value: 'accepted', title: 'Приняты', empty: 'Нет принятых заказов' },
      { value: 'preparing', title: 'Готовятся', empty: 'Ничего не готовится' },
      { value: 'ready', title: 'Готовы к выдаче', empty: 'Нечего выдавать' },
      { value: 'out_for_delivery', title: 'У курьера в пути', empty: 'Курьеры свободны' },
    ].map((column) => (
      <BoardColumn key={column.value} value={column.value} title={column.title} emptyText={column.empty} />
    )),
  },
  decorators: [
    (Story) => (
      <div lang="ru">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Заказы по статусам' });
    const last = within(tablist).getByRole('tab', { name: 'У курьера в пути 0' });
    await expect(last.scrollWidth).toBeLessThanOrEqual(last.clientWidth);
    await expectNoOverflow(canvas.getByRole('tabpanel'));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Новых заказов нет' })).toBeVisible();
  },
};
