import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  computedColor,
  describedByIds,
  expectFocusRing,
  expectNoOverflow,
  expectTouchTarget,
  pressArrow,
  tapOn,
  themeOf,
} from '../Checkbox/choiceStories';
import { RadioGroup, type RadioOption } from './RadioGroup';

const sorts: RadioOption[] = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'new', label: 'Newest first' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Sort by', options: sorts, onValueChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    options: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen yet. Tab enters at the first radio without choosing it; Space chooses it; the arrow
 * keys (both axes) move and choose, wrapping at the ends; Enter does nothing; Tab leaves the group,
 * and Shift+Tab comes back to the chosen radio.
 */
export const Default: Story = {
  render: (args) => (
    <div>
      <RadioGroup {...args} />
      <button type="button">Apply</button>
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Sort by' });
    const radio = (name: string) => within(group).getByRole('radio', { name });
    for (const option of sorts) await expect(radio(option.label as string)).not.toBeChecked();

    await userEvent.tab();
    await expectFocusRing(radio('Recommended'), themeOf(globals));
    await expect(radio('Recommended')).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(radio('Recommended')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('recommended');

    await pressArrow('ArrowDown');
    await expect(radio('Price: low to high')).toHaveFocus();
    await expect(radio('Price: low to high')).toBeChecked();
    await expect(radio('Recommended')).not.toBeChecked();
    await pressArrow('ArrowRight');
    await expect(radio('Price: high to low')).toBeChecked();
    await pressArrow('ArrowUp');
    await pressArrow('ArrowLeft');
    await expect(radio('Recommended')).toHaveFocus();
    await expect(radio('Recommended')).toBeChecked();
    // Wraps: up from the first is the last.
    await pressArrow('ArrowUp');
    await expect(radio('Newest first')).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(radio('Recommended')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('recommended');

    // Enter does not choose (WAI-ARIA radio group) and the group is one tab stop.
    await pressArrow('ArrowDown');
    await userEvent.keyboard('{Enter}');
    await expect(radio('Price: low to high')).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(radio('Price: low to high')).toHaveFocus();

    // A click on an option's label chooses it.
    await userEvent.click(canvas.getByText('Newest first'));
    await expect(radio('Newest first')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('new');
  },
};

/** Chosen at first (`defaultValue`): the accent ring and dot. */
export const Selected: Story = {
  args: { defaultValue: 'price-asc' },
  play: async ({ canvas, globals }) => {
    const chosen = canvas.getByRole('radio', { name: 'Price: low to high' });
    await expect(chosen).toBeChecked();
    await expect(getComputedStyle(chosen).borderTopColor).toBe(computedColor(themeOf(globals).color.accent.solid));
    // Tab enters at the chosen radio, not at the first.
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
  },
};

const wrapping = [
  { value: 'none', label: 'No wrapping' },
  { value: 'bag', label: 'Paper bag', description: 'Recyclable, free of charge.' },
  { value: 'box', label: 'Gift box', description: 'A wooden box with a ribbon, 45 MDL.' },
];

/** Options with a description each, read as the radio's description; a tap on it chooses the option. */
export const WithDescriptions: Story = {
  args: { label: 'Packaging', description: 'Chopsticks come with every order.', options: wrapping },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Packaging' });
    await expect(group).toHaveAccessibleDescription('Chopsticks come with every order.');
    const box = canvas.getByRole('radio', { name: 'Gift box' });
    await expect(box).toHaveAccessibleDescription('A wooden box with a ribbon, 45 MDL.');
    await tapOn(canvas.getByText('A wooden box with a ribbon, 45 MDL.'));
    await expect(box).toBeChecked();
  },
};

/** Side by side, wrapping when they do not fit. Left and Right move, as do Up and Down. */
export const Horizontal: Story = {
  args: {
    label: 'Spiciness',
    orientation: 'horizontal',
    defaultValue: 'mild',
    options: [
      { value: 'none', label: 'Not spicy' },
      { value: 'mild', label: 'Mild' },
      { value: 'hot', label: 'Hot' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Spiciness' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const tops = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await userEvent.tab();
    await pressArrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'Hot' })).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Not spicy' })).toBeChecked();
  },
};

/** One option cannot be chosen: it is dimmed and the arrow keys step over it. */
export const DisabledOption: Story = {
  args: {
    label: 'Delivery time',
    defaultValue: 'asap',
    options: [
      { value: 'asap', label: 'As soon as possible' },
      { value: 'lunch', label: '12:00–14:00', description: 'Fully booked', disabled: true },
      { value: 'evening', label: '18:00–20:00' },
    ],
  },
  play: async ({ canvas }) => {
    const full = canvas.getByRole('radio', { name: '12:00–14:00' });
    await expect(full).toBeDisabled();
    await userEvent.tab();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: '18:00–20:00' })).toBeChecked();
    await expect(full).not.toBeChecked();
    await userEvent.click(canvas.getByText('12:00–14:00'), { pointerEventsCheck: 0 });
    await expect(full).not.toBeChecked();
  },
};

/** The whole group disabled: dimmed, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'recommended' },
  render: (args) => (
    <div>
      <RadioGroup {...args} />
      <button type="button">Apply</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Newest first'), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Required and not chosen: red rings, `aria-invalid` on the group, the message first in its
 * `aria-describedby` and announced. Choosing clears it, as an app would.
 */
export const Invalid: Story = {
  args: {
    label: 'Cutlery',
    description: 'We pack only what you ask for.',
    required: true,
    options: [
      { value: 'none', label: 'No cutlery' },
      { value: 'chopsticks', label: 'Chopsticks' },
      { value: 'fork', label: 'Fork and knife' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => setValue(String(next))}
        error={value ? undefined : 'Choose an option.'}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Cutlery' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    const error = canvas.getByText('Choose an option.');
    await expect(describedByIds(group)[0]).toBe(error.parentElement!.id);
    await expect(group).toHaveAccessibleDescription('Choose an option. We pack only what you ask for.');
    await expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    const first = canvas.getByRole('radio', { name: 'No cutlery' });
    await expect(getComputedStyle(first).borderTopColor).toBe(computedColor(themeOf(globals).color.danger.solid));
    await userEvent.tab();
    await pressArrow('ArrowDown');
    await expect(canvas.getByRole('radio', { name: 'Chopsticks' })).toBeChecked();
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Choose an option.')).toBeNull();
  },
};

const people = [1, 2, 3, 4].map((count) => ({ value: count, label: `${count} ${count === 1 ? 'person' : 'people'}` }));

/**
 * Controlled by the app with number values (a number comes back a number). The group's id, given to
 * `getElementById(id).focus()` as a form does to show a problem, lands on the chosen radio.
 */
export const Controlled: StoryObj<typeof RadioGroup<number>> = {
  render: function Render() {
    const [count, setCount] = useState<number | null>(2);
    return (
      <div>
        <RadioGroup<number>
          id="order-people"
          label="Cutlery for"
          options={people}
          value={count}
          onValueChange={setCount}
          orientation="horizontal"
        />
        <output aria-label="Chosen">{`${typeof count}:${count}`}</output>
        <button type="button" onClick={() => document.getElementById('order-people')?.focus()}>
          Show the field
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status', { name: 'Chosen' });
    await expect(output).toHaveTextContent('number:2');
    await userEvent.click(canvas.getByRole('radio', { name: '4 people' }));
    await expect(output).toHaveTextContent('number:4');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the field' }));
    await expect(canvas.getByRole('radio', { name: '4 people' })).toHaveFocus();
  },
};

/** Inside a form, a named group posts the chosen value like native radios. */
export const InForm: Story = {
  args: { name: 'sort', defaultValue: 'new' },
  render: (args) => (
    <form aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <RadioGroup {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    await expect(new FormData(form).get('sort')).toBe('new');
    await userEvent.click(canvas.getByRole('radio', { name: 'Price: high to low' }));
    await expect(new FormData(form).get('sort')).toBe('price-desc');
  },
};

/** Long labels in Romanian and Russian wrap beside the radio, which stays on the first line. */
export const LongText: Story = {
  args: { label: 'Modalitatea de ambalare', options: [] },
  render: () => (
    <div style={{ maxWidth: 320, display: 'grid', gap: 16 }}>
      <RadioGroup
        lang="ro"
        label="Când doriți să primiți comanda?"
        defaultValue="asap"
        options={[
          { value: 'asap', label: 'Cât mai curând posibil, imediat după pregătirea comenzii' },
          { value: 'later', label: 'La o oră anume', description: 'Alegeți data și intervalul orar în pasul următor.' },
        ]}
      />
      <RadioGroup
        lang="ru"
        label="Когда доставить заказ?"
        error="Выберите время доставки."
        options={[
          { value: 'asap', label: 'Как можно скорее, сразу после приготовления заказа' },
          { value: 'later', label: 'Ко времени', description: 'Дату и интервал выберете на следующем шаге.' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const radio = canvas.getByRole('radio', { name: /Cât mai curând/ });
    const label = canvas.getByText(/Cât mai curând/);
    const line = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(line * 1.5);
    const box = radio.getBoundingClientRect();
    await expect(
      Math.abs(box.top + box.height / 2 - (label.getBoundingClientRect().top + line / 2)),
    ).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('radiogroup', { name: 'Когда доставить заказ?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoOverflow(canvasElement);
  },
};

/** On a 375 px phone every option is a 44 px row: a tap anywhere on it chooses the option. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    for (const radio of canvas.getAllByRole('radio')) await expectTouchTarget(radio.parentElement!.parentElement!);
    const row = canvas.getByRole('radio', { name: 'Newest first' }).parentElement!.parentElement!;
    const rect = row.getBoundingClientRect();
    await userEvent.click(document.elementFromPoint(rect.right - 4, rect.top + 3)!);
    await expect(canvas.getByRole('radio', { name: 'Newest first' })).toBeChecked();
  },
};

/** `hideLabel`: a heading above already says what the group is; the name stays for screen readers. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  render: (args) => (
    <section>
      <h2>Sort by</h2>
      <RadioGroup {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Sort by' });
    const name = document.getElementById(group.getAttribute('aria-labelledby')!)!;
    await expect(name).toHaveTextContent('Sort by');
    // Read, not seen: one pixel, clipped.
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
