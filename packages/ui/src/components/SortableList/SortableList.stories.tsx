import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { expectFocusRing, themeOf } from '../Checkbox/choiceStories';
import { SortableList, type SortableListProps } from './SortableList';
import type { SortableId } from './sortableOrder';

type Category = { id: number; name: string; dishes: number };
const categories: Category[] = [
  { id: 1, name: 'Rulouri', dishes: 24 },
  { id: 2, name: 'Seturi', dishes: 9 },
  { id: 3, name: 'Supe', dishes: 5 },
  { id: 4, name: 'Băuturi', dishes: 12 },
];

/** The list as an app holds it: the order in its state, given back after each `onReorder`. */
function Ordered(props: SortableListProps<Category>) {
  const [items, setItems] = useState(props.items);
  return (
    <div style={{ width: 'min(32rem, 100vw - 2rem)' }}>
      <SortableList
        {...props}
        items={items}
        onReorder={(ids) => {
          props.onReorder(ids);
          setItems(ids.map((id) => items.find((c) => c.id === id)!));
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SortableList',
  component: SortableList,
  args: {
    items: categories,
    label: 'Categorii în ordinea meniului',
    getId: (c: Category) => c.id,
    getLabel: (c: Category) => c.name,
    renderItem: (c: Category) => (
      <span>
        <strong>{c.name}</strong> · {c.dishes} feluri
      </span>
    ),
    onReorder: fn<(ids: SortableId[]) => void>(),
  },
  argTypes: { items: { control: false }, renderItem: { control: false } },
  // The kit's own words (grip, buttons, announcements) in Romanian, the back office's first language.
  globals: { locale: 'ro' },
  render: (args) => <Ordered {...(args as unknown as SortableListProps<Category>)} />,
  decorators: [
    (Story) => (
      <div lang="ro">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<SortableListProps<Category>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (list: HTMLElement) => Array.from(list.querySelectorAll('strong'), (name) => name.textContent);
/** dnd-kit's live region: what a screen reader hears while an item is lifted and moved. */
const announcement = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/**
 * Four categories in menu order. From the keyboard: Tab reaches the first grip (with the kit's ring), Space
 * lifts "Rulouri", two presses of the down arrow carry it under "Supe", Space drops it there — each step
 * said with its name and position; the app gets the new order once. Then Escape puts a lifted item back.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const list = canvas.getByRole('list', { name: 'Categorii în ordinea meniului' });
    await expect(names(list)).toEqual(['Rulouri', 'Seturi', 'Supe', 'Băuturi']);
    const grip = canvas.getByRole('button', { name: 'Reordonează Rulouri' });
    await userEvent.tab();
    await expectFocusRing(grip, themeOf(globals));
    await expect(grip).toHaveAttribute('aria-roledescription', 'element de reordonat');
    await expect(grip).toHaveAccessibleDescription(/Spațiu sau Enter/);

    await userEvent.keyboard(' ');
    await waitFor(() => expect(announcement()).toBe('Ați ridicat Rulouri: poziția 1 din 4.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcement()).toBe('Rulouri: acum pe poziția 2 din 4.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(announcement()).toBe('Rulouri: acum pe poziția 3 din 4.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(names(list)).toEqual(['Seturi', 'Supe', 'Rulouri', 'Băuturi']));
    await expect(announcement()).toBe('Ați lăsat Rulouri pe poziția 3 din 4.');
    await expect(args.onReorder).toHaveBeenCalledOnce();
    await expect(args.onReorder).toHaveBeenCalledWith([2, 3, 1, 4]);
    // Focus comes back to the grip, ready for the next move.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reordonează Rulouri' })).toHaveFocus());

    // Lifted, moved, and put back with Escape: nothing changes.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(announcement()).toBe('Ați ridicat Rulouri: poziția 3 din 4.'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announcement()).toBe('Rulouri: acum pe poziția 2 din 4.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(announcement()).toBe('Mutare anulată: Rulouri a revenit pe poziția 3 din 4.'));
    await expect(names(list)).toEqual(['Seturi', 'Supe', 'Rulouri', 'Băuturi']);
    await expect(args.onReorder).toHaveBeenCalledOnce();
  },
};

/**
 * Without drag or keys: the buttons beside each row move it one place and say so; focus stays on the button,
 * and at the top "up" is marked unavailable rather than taken away, so focus is not lost.
 */
export const WithMoveButtons: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list');
    const up = canvas.getByRole('button', { name: 'Mută Supe mai sus' });
    await userEvent.click(up);
    await expect(names(list)).toEqual(['Rulouri', 'Supe', 'Seturi', 'Băuturi']);
    // Said politely in the list's own live region (dnd-kit's speaks for drags only).
    await expect(canvas.getByText('Supe: acum pe poziția 2 din 4.')).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Mută Supe mai sus' }));
    await expect(names(list)).toEqual(['Supe', 'Rulouri', 'Seturi', 'Băuturi']);
    const top = canvas.getByRole('button', { name: 'Mută Supe mai sus' });
    await expect(top).toHaveFocus();
    await expect(top).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(top);
    await expect(args.onReorder).toHaveBeenCalledTimes(2);
    await expect(args.onReorder).toHaveBeenLastCalledWith([3, 1, 2, 4]);
  },
};

/** For someone who may not change the order (or while it saves): the rows alone. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a 375 px phone with long names: the text wraps between the grip and the buttons, nothing overflows. */
export const LongContent: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { id: 1, name: 'Rulouri calde în tempura cu somon și cremă de brânză', dishes: 24 },
      { id: 2, name: 'Seturi pentru o companie mare', dishes: 9 },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    for (const row of rows) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    const grip = canvas.getByRole('button', { name: /^Reordonează Rulouri calde/ });
    const box = grip.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(40);
  },
};
