import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { storyTheme, withThemeProbe } from '../Modal/overlayTesting';
import { Select } from '../Select/Select';
import { TextField } from '../TextField';
import { Inline } from './Inline';

const onNewer = fn();
const onOlder = fn();

const meta = {
  title: 'Components/Inline',
  component: Inline,
  parameters: { layout: 'padded' },
  decorators: [withThemeProbe],
  beforeEach: () => {
    onNewer.mockClear();
    onOlder.mockClear();
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => {
  const { top, left, right, bottom } = element.getBoundingClientRect();
  return { top: Math.round(top), left: Math.round(left), right: Math.round(right), bottom: Math.round(bottom) };
};
/** A theme's `space` step in pixels. */
const px = (length: string) => Math.round(parseFloat(length));

const pauses = ['15 min', '30 min', '60 min'];

/** A row of buttons: on one line, in reading order, the theme's `sm` between them. */
export const Default: Story = {
  render: () => (
    <Inline role="group" aria-label="Pause ordering for">
      {pauses.map((label) => (
        <Button key={label} variant="secondary">
          {label}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const [first, second, third] = pauses.map((name) => canvas.getByRole('button', { name }));
    await expect(box(second!).top).toBe(box(first!).top);
    await expect(box(third!).top).toBe(box(first!).top);
    await expect(box(second!).left - box(first!).right).toBe(px(storyTheme().space.sm));
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
  },
};

/**
 * Filters over a table: `align="end"` puts the inputs on one line though one field has a hint; on a phone the
 * fields wrap onto lines of their own, in the same order, and nothing scrolls sideways.
 */
export const Filters: Story = {
  render: () => (
    <Inline
      as="form"
      role="search"
      aria-label="Orders"
      gap="md"
      align="end"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField label="Phone" hint="Any part of the number" type="search" />
      <Select
        label="State"
        options={[
          { value: 'all', label: 'Every state' },
          { value: 'placed', label: 'New' },
        ]}
        defaultValue="all"
      />
      <Button type="submit" icon="search">
        Search
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search', { name: 'Orders' });
    await expect(search.tagName).toBe('FORM');
    const button = canvas.getByRole('button', { name: 'Search' });
    const select = canvas.getByRole('combobox', { name: 'State' });
    // Lined up on their bottoms: the button beside the select, not beside the phone's hint under its input.
    await expect(Math.abs(box(button).bottom - box(select).bottom)).toBeLessThanOrEqual(1);
    const phone = canvas.getByRole('searchbox', { name: 'Phone' });
    await expect(box(phone).top).toBeLessThan(box(select).top);
  },
};

/** The same filters at 375 px: one field a line, the button last, the page as wide as the phone. */
export const FiltersOnPhone: Story = {
  ...Filters,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('searchbox', { name: 'Phone' });
    const select = canvas.getByRole('combobox', { name: 'State' });
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(box(select).top).toBeGreaterThan(box(phone).bottom);
    await expect(box(button).top).toBeGreaterThanOrEqual(box(select).bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * `as="nav"` with `justify="space-between"` and `wrap={false}`: paging, Newer at the start and Older at the
 * end of the same line, even on a phone.
 */
export const Paging: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Inline as="nav" aria-label="Pages" justify="space-between" wrap={false}>
      <Button variant="secondary" icon="chevron-left" onClick={onNewer}>
        Newer
      </Button>
      <Button variant="secondary" iconEnd="chevron-right" onClick={onOlder}>
        Older
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    const newer = within(nav).getByRole('button', { name: 'Newer' });
    const older = within(nav).getByRole('button', { name: 'Older' });
    await expect(box(newer).left).toBe(box(nav).left);
    await expect(box(older).right).toBe(box(nav).right);
    await expect(box(older).top).toBe(box(newer).top);
    await userEvent.click(older);
    await expect(onOlder).toHaveBeenCalledTimes(1);
    await expect(onNewer).not.toHaveBeenCalled();
  },
};

/** `justify="end"` and `gap="xs"`: a table row's actions at the end of their cell. */
export const End: Story = {
  render: () => (
    <div style={{ width: 360, border: '1px dashed' }}>
      <Inline gap="xs" justify="end" data-testid="actions">
        <Button size="sm" variant="secondary">
          Change
        </Button>
        <Button size="sm" variant="danger" icon="trash">
          Delete
        </Button>
      </Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const actions = canvas.getByTestId('actions');
    const change = canvas.getByRole('button', { name: 'Change' });
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(box(remove).right).toBe(box(actions).right);
    await expect(box(remove).left - box(change).right).toBe(px(storyTheme().space.xs));
  },
};

/**
 * A name with its facts, `align="center"`, `gap="md"` and `rowGap="xs"`: wrapped lines sit closer than the
 * items on a line. As a `ul` the row stays a list of its items.
 */
export const RowGap: Story = {
  render: () => (
    <div style={{ width: 180 }}>
      <Inline as="ul" aria-label="Rolls" gap="md" rowGap="xs" align="center">
        <li>Rolls</li>
        <li>12 dishes</li>
        <li>
          <Badge tone="success">Published</Badge>
        </li>
      </Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Rolls' });
    const [name, count, badge] = within(list).getAllByRole('listitem');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    const theme = storyTheme();
    await expect(getComputedStyle(list).columnGap).toBe(theme.space.md);
    await expect(getComputedStyle(list).rowGap).toBe(theme.space.xs);
    // The row is too narrow for all three: the badge goes to a second line.
    await expect(box(badge!).top).toBeGreaterThan(box(name!).top);
    await expect(box(count!).left).toBeGreaterThan(box(name!).right);
  },
};
