import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type Key } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kitCatalogs } from '../../intl/kitCatalogs';
import type { KitLocale } from '../../intl/catalog';
import { Badge } from '../Badge/Badge';
import { Table, type TableProps } from './Table';
import { sortRows, type TableSort } from './tableLogic';
import type { TableColumn } from './types';

interface Order {
  id: number;
  customer: string;
  status: 'new' | 'cooking' | 'delivery';
  placed: string;
  total: number;
}

const orders: Order[] = [
  { id: 1042, customer: 'Maria Ceban', status: 'new', placed: '12:05', total: 420 },
  { id: 1043, customer: 'Ion Rusu', status: 'cooking', placed: '12:11', total: 1260 },
  { id: 1044, customer: 'Olga Popa', status: 'delivery', placed: '12:19', total: 185 },
  { id: 1045, customer: 'Andrei Lungu', status: 'new', placed: '12:24', total: 760 },
];

const statusText: Record<Order['status'], string> = { new: 'New', cooking: 'Cooking', delivery: 'On the way' };
const lei = (value: number) => `${value.toLocaleString('en-US')} MDL`;

const columns: TableColumn<Order>[] = [
  {
    key: 'id',
    header: 'Order',
    cell: (order) => `#${order.id}`,
    rowHeader: true,
    sortable: true,
    compare: (a, b) => a.id - b.id,
  },
  { key: 'customer', header: 'Customer', cell: (order) => order.customer },
  { key: 'status', header: 'Status', cell: (order) => <Badge tone="neutral">{statusText[order.status]}</Badge> },
  { key: 'placed', header: 'Placed', cell: (order) => order.placed },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    cell: (order) => lei(order.total),
    sortable: true,
    compare: (a, b) => a.total - b.total,
  },
];

const meta = {
  title: 'Components/Table',
  component: Table,
  args: {
    caption: 'Today’s orders',
    columns: columns as TableColumn<unknown>[],
    rows: orders,
    rowKey: (row) => (row as Order).id,
    onSortChange: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false }, rowKey: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];
const sortName = (globals: Record<string, unknown>, column: string) =>
  labelsOf(globals)['table.sortBy'].replace('{column}', column);
/** An order's number as the table shows it. */
const no = (id: number) => `#${id}`;

/** The first cell's text of each body row: the order numbers, top to bottom. */
const orderColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.replace('Order', ''));

/** The orders with a caption, a row header per row, and two sortable columns, none sorted yet. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: 'Today’s orders' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    const total = canvas.getByRole('button', { name: sortName(globals, 'Total') }).closest('th');
    await expect(total).toHaveAttribute('aria-sort', 'none');
    await expect(total).toHaveAttribute('scope', 'col');
    // Only sortable columns say how they are sorted.
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort');
    await expect(orderColumn(table)).toEqual([no(1042), no(1043), no(1044), no(1045)]);
    // The column's name inside each cell is for the phone layout: hidden here and from screen readers.
    const cell = canvas.getByText('Maria Ceban').closest('td')!;
    await expect(cell).toHaveAttribute('data-label', 'Customer');
    await expect(cell.querySelector('[data-cell-label]')).not.toBeVisible();
  },
};

/**
 * Columns with a `compare` are sorted by the table. Keyboard: Tab reaches the sort buttons, Enter
 * sorts ascending, Space flips to descending; `aria-sort` on the `<th>` follows.
 */
export const Sorting: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table');
    const byOrder = canvas.getByRole('button', { name: sortName(globals, 'Order') });
    const byTotal = canvas.getByRole('button', { name: sortName(globals, 'Total') });
    await userEvent.tab();
    await expect(byOrder).toHaveFocus();
    await userEvent.tab();
    await expect(byTotal).toHaveFocus();
    await expect(getComputedStyle(byTotal).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'total', direction: 'ascending' });
    await expect(byTotal.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(orderColumn(table)).toEqual([no(1044), no(1042), no(1045), no(1043)]);
    await userEvent.keyboard(' ');
    await expect(byTotal.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(orderColumn(table)).toEqual([no(1043), no(1045), no(1042), no(1044)]);
    // Another column: it starts ascending, the first goes back to none.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(byOrder.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(byTotal.closest('th')).toHaveAttribute('aria-sort', 'none');
  },
};

function ServerSortDemo(props: TableProps<Order>) {
  const [sort, setSort] = useState<TableSort>({ key: 'created_at', direction: 'descending' });
  // The app's own sort, as a server would answer `?sort=-created_at`.
  const rows = sortRows(orders, sort, (a, b) => a.placed.localeCompare(b.placed));
  return (
    <Table
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
      columns={columns.map((column) =>
        column.key === 'placed'
          ? { ...column, sortable: true, sortKey: 'created_at' }
          : { ...column, compare: undefined },
      )}
    />
  );
}

/** Controlled sort where the app sorts (no `compare`): the state carries the API's field as `sortKey`. */
export const ControlledSort: Story = {
  render: (args) => <ServerSortDemo {...(args as unknown as TableProps<Order>)} />,
  play: async ({ canvas, args, globals }) => {
    const placed = canvas.getByRole('button', { name: sortName(globals, 'Placed') });
    await expect(placed.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(orderColumn(canvas.getByRole('table'))).toEqual([no(1045), no(1044), no(1043), no(1042)]);
    placed.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'created_at', direction: 'ascending' });
    await expect(orderColumn(canvas.getByRole('table'))).toEqual([no(1042), no(1043), no(1044), no(1045)]);
  },
};

function SelectionDemo(props: TableProps<Order>) {
  const [selected, setSelected] = useState<Key[]>([1043]);
  return (
    <div>
      <Table
        {...props}
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          props.onSelectionChange?.(keys);
          setSelected(keys);
        }}
        rowLabel={(order) => `Order #${order.id}`}
      />
      <p>Selected: {selected.length}</p>
    </div>
  );
}

/**
 * Row selection: each checkbox is named after its row ("Select Order #1043"); "select all" is mixed
 * while some rows are chosen. Keyboard: Tab to a box, Space toggles it.
 */
export const Selection: Story = {
  args: { onSelectionChange: fn() },
  render: (args) => <SelectionDemo {...(args as unknown as TableProps<Order>)} />,
  play: async ({ canvas, globals }) => {
    const t = labelsOf(globals);
    const all = canvas.getByRole('checkbox', { name: t['table.selectAll'] });
    const select = (order: string) =>
      canvas.getByRole('checkbox', { name: t['table.selectRow'].replace('{row}', `Order #${order}`) });
    await expect(select('1043')).toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(select('1043').closest('tr')).toHaveAttribute('data-selected');
    // Space on "select all" from mixed selects every row.
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(canvas.getByText('Selected: 4')).toBeVisible();
    // Tab past the two sort buttons to the first row's box and clear it: mixed again.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(select('1042')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(select('1042')).not.toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    // "Select all" from all clears them.
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(canvas.getByText('Selected: 0')).toBeVisible();
    await expect(all).toHaveAttribute('aria-checked', 'false');
  },
};

/** Without `rowLabel` each box is named by its row's number. */
export const SelectionWithoutRowLabel: Story = {
  args: { onSelectionChange: fn(), selectedKeys: [] },
  play: async ({ canvas, args, globals }) => {
    const t = labelsOf(globals);
    const second = t['table.selectRow'].replace('{row}', t['table.rowNumber'].replace('{index}', '2'));
    await userEvent.click(canvas.getByRole('checkbox', { name: second }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([1043]);
  },
};

/** No rows: the kit's text, or the app's own. */
export const Empty: Story = {
  args: { rows: [] },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table {...args} />
      <Table {...args} caption="Stop list" empty="Every dish is available today." />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsOf(globals)['table.empty'])).toBeVisible();
    await expect(canvas.getByText('Every dish is available today.')).toBeVisible();
    const [first] = canvas.getAllByRole('table');
    const cell = within(first!).getAllByRole('cell')[0]!;
    await expect(cell).toHaveAttribute('colspan', '5');
  },
};

/** Loading: skeleton rows hidden from screen readers, `aria-busy`, and "Loading" in a status. */
export const Loading: Story = {
  args: { loading: true, loadingRows: 4 },
  play: async ({ canvas, canvasElement, globals }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(labelsOf(globals)['table.loading']);
    await expect(canvasElement.querySelectorAll('tbody [data-skeleton]')).toHaveLength(20);
    await expect(canvas.queryByText('Maria Ceban')).toBeNull();
  },
};

const many: Order[] = Array.from({ length: 30 }, (_, index) => ({
  ...orders[index % 4]!,
  id: 2000 + index,
}));

/**
 * A long list in a 320 px box: the rows scroll under the header, which stays at the top. The box
 * then scrolls, so it is a named region in the Tab order (arrow keys scroll it).
 */
export const StickyHeader: Story = {
  args: { rows: many, maxHeight: '320px', caption: 'All orders' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'All orders' });
    await expect(region).toHaveAttribute('tabindex', '0');
    const header = within(region).getAllByRole('columnheader')[0]!;
    region.scrollTop = 400;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(region.scrollTop).toBeGreaterThan(0);
    await expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top, 0);
  },
};

/**
 * At 375 px each row is a card of "Column: value" lines with the order number as its title. It is
 * still the same table to a screen reader: a table, rows, column headers, cells; the sort buttons
 * show above the cards and each row's checkbox sits in its card's corner.
 */
export const Phone: Story = {
  args: { onSelectionChange: fn(), selectedKeys: [1044] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    await expect(window.innerWidth).toBe(375);
    const table = canvas.getByRole('table', { name: 'Today’s orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).getAllByRole('cell', { hidden: false })).toHaveLength(20);
    // Each card: its lines, one under the other, each with the column's name before the value.
    const row = within(table).getAllByRole('row')[1]!;
    await expect(getComputedStyle(row).display).toBe('block');
    const customer = within(row).getByText('Maria Ceban').closest('td')!;
    const label = customer.querySelector('[data-cell-label]')!;
    await expect(label).toBeVisible();
    await expect(label).toHaveTextContent('Customer');
    await expect(label).toHaveAttribute('aria-hidden', 'true');
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      within(customer).getByText('Maria Ceban').getBoundingClientRect().left,
    );
    // Sort buttons remain, as 44 px pills; the plain headers are out of sight but still read.
    const byTotal = canvas.getByRole('button', { name: sortName(globals, 'Total') });
    await expect(byTotal).toBeVisible();
    await expect(byTotal.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      canvas.getByRole('columnheader', { name: 'Customer' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(byTotal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(orderColumn(table)[0]).toBe(no(1044));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

const roColumns: TableColumn<Order>[] = [
  { key: 'id', header: 'Comanda', cell: (order) => `#${order.id}`, rowHeader: true },
  { key: 'customer', header: 'Numele și prenumele clientului', cell: (order) => order.customer },
  { key: 'address', header: 'Adresa de livrare', cell: () => 'str. Mitropolit Gavriil Bănulescu-Bodoni 57/1, ap. 14' },
  { key: 'total', header: 'Suma totală', align: 'end', sortable: true, cell: (order) => `${order.total} lei` },
];
const ruColumns: TableColumn<Order>[] = [
  { key: 'id', header: 'Заказ', cell: (order) => `№${order.id}`, rowHeader: true },
  { key: 'customer', header: 'Имя и фамилия клиента', cell: (order) => order.customer },
  { key: 'address', header: 'Адрес доставки', cell: () => 'ул. Митрополита Гавриила Бэнулеску-Бодони 57/1, кв. 14' },
  { key: 'total', header: 'Итоговая сумма', align: 'end', sortable: true, cell: (order) => `${order.total} лей` },
];

/** Long Romanian and Russian headers and addresses on a phone: the cards wrap, nothing overflows. */
export const LongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div lang="ro">
        <Table
          {...args}
          caption="Comenzile de azi"
          columns={roColumns as TableColumn<unknown>[]}
          rows={orders.slice(0, 2)}
        />
      </div>
      <div lang="ru">
        <Table
          {...args}
          caption="Заказы за сегодня"
          columns={ruColumns as TableColumn<unknown>[]}
          rows={orders.slice(0, 2)}
        />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Comenzile de azi', 'Заказы за сегодня']) {
      const table = canvas.getByRole('table', { name });
      for (const row of within(table).getAllByRole('row').slice(1)) {
        await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
      }
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** `stack="never"` on a phone: the grid stays and scrolls sideways in a named, focusable region. */
export const NeverStacked: Story = {
  args: { stack: 'never', captionHidden: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Today’s orders' });
    await expect(getComputedStyle(within(table).getAllByRole('row')[1]!).display).toBe('table-row');
    const region = await canvas.findByRole('region', { name: 'Today’s orders' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    // The caption is out of sight but still names the table.
    await expect(canvas.getByText('Today’s orders').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
