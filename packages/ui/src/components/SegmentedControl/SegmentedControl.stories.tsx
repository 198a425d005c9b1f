import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { computedColor, expectFocusRing, expectNoOverflow, pressArrow, themeOf } from '../Checkbox/choiceStories';
import { iconSymbolId } from '../Icon/symbol';
import { SegmentedControl, type SegmentedControlOption } from './SegmentedControl';

const periods: SegmentedControlOption[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Period', options: periods, defaultValue: 'today', onValueChange: fn() },
  argTypes: { label: { control: 'text' }, options: { control: false } },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsOf = (group: HTMLElement) => within(group).getAllByRole('radio');

/**
 * The reports' period. A radio group: Tab enters at the chosen segment with the focus ring; the arrow
 * keys move and choose, wrapping at the ends; Space chooses; Tab leaves. On a desktop the segments are
 * as wide as their words, joined in one outline, 36 px tall.
 */
export const Default: Story = {
  render: (args) => (
    <div>
      <SegmentedControl {...args} />
      <button type="button">Export</button>
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    const theme = themeOf(globals);
    const group = canvas.getByRole('radiogroup', { name: 'Period' });
    const segment = (name: string) => within(group).getByRole('radio', { name });
    await expect(segment('Today')).toBeChecked();
    const boxes = segmentsOf(group).map((radio) => radio.getBoundingClientRect());
    // Joined: each segment starts where the one before ends (1 px divider), on one line.
    for (let i = 1; i < boxes.length; i += 1) {
      await expect(boxes[i]!.left).toBeCloseTo(boxes[i - 1]!.right, 0);
      await expect(boxes[i]!.top).toBe(boxes[0]!.top);
    }
    await expect(group.getBoundingClientRect().height).toBeCloseTo(36, 0);
    await expect(group.getBoundingClientRect().width).toBeLessThan(400);

    await userEvent.tab();
    await expectFocusRing(segment('Today'), theme);
    await pressArrow('ArrowRight');
    await expect(segment('Week')).toHaveFocus();
    await expect(segment('Week')).toBeChecked();
    await expect(segment('Today')).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('week');
    await waitFor(async () => {
      await expect(getComputedStyle(segment('Week')).backgroundColor).toBe(computedColor(theme.color.accent.solid));
    });
    await expect(getComputedStyle(segment('Week')).color).toBe(computedColor(theme.color.accent.onSolid));
    await pressArrow('ArrowRight');
    await pressArrow('ArrowRight');
    await expect(segment('Today')).toBeChecked();
    await pressArrow('ArrowLeft');
    await expect(segment('Month')).toBeChecked();
    await pressArrow('ArrowDown');
    await expect(segment('Today')).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.click(segment('Month'));
    await expect(segment('Month')).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('month');
  },
};

/**
 * Delivery or pickup at the top of the menu, the group named for screen readers only (`hideLabel`),
 * with icons, controlled by the app.
 */
export const HiddenLabelWithIcons: Story = {
  args: { label: 'How to get the order', hideLabel: true, options: [] },
  render: function Render(args) {
    const [mode, setMode] = useState('delivery');
    return (
      <div>
        <SegmentedControl
          {...args}
          options={[
            { value: 'delivery', label: 'Delivery', icon: 'delivery' },
            { value: 'pickup', label: 'Pickup', icon: 'store' },
          ]}
          defaultValue={undefined}
          value={mode}
          onValueChange={(next) => setMode(String(next))}
        />
        <p>{mode === 'delivery' ? 'Delivery from 30 MDL.' : 'Pick up in 20 minutes.'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'How to get the order' });
    const label = document.getElementById(group.getAttribute('aria-labelledby')!)!;
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const pickup = within(group).getByRole('radio', { name: 'Pickup' });
    await expect(pickup.querySelector(`use[href$="#${iconSymbolId('store')}"]`)).not.toBeNull();
    await userEvent.tab();
    await pressArrow('ArrowRight');
    await expect(pickup).toBeChecked();
    await expect(canvas.getByText('Pick up in 20 minutes.')).toBeVisible();
  },
};

/** One segment cannot be chosen: dimmed, and the arrow keys step over it. */
export const DisabledOption: Story = {
  args: {
    label: 'Period',
    options: [
      { value: 'today', label: 'Today' },
      { value: 'week', label: 'Week', disabled: true },
      { value: 'month', label: 'Month' },
    ],
  },
  play: async ({ canvas }) => {
    const week = canvas.getByRole('radio', { name: 'Week' });
    await expect(week).toBeDisabled();
    await userEvent.tab();
    await pressArrow('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect(week).not.toBeChecked();
  },
};

/** The whole control disabled: dimmed, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <div>
      <SegmentedControl {...args} />
      <button type="button">Export</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Inside a form, a named control posts the chosen value like native radios. */
export const InForm: Story = {
  args: { name: 'period' },
  render: (args) => (
    <form aria-label="Report" onSubmit={(event) => event.preventDefault()}>
      <SegmentedControl {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Report' }) as HTMLFormElement;
    await expect(new FormData(form).get('period')).toBe('today');
    const month = canvas.getByRole('radio', { name: 'Month' });
    await userEvent.click(month);
    await expect(new FormData(form).get('period')).toBe('month');
    // The hidden inputs change neither the joined look nor the outer corners.
    const group = canvas.getByRole('radiogroup', { name: 'Period' });
    await expect(getComputedStyle(month).borderTopRightRadius).not.toBe('0px');
    await expect(month.getBoundingClientRect().right).toBeCloseTo(group.getBoundingClientRect().right - 1, 0);
  },
};

/** `stretch="always"`: the segments share the container's width equally on a desktop too. */
export const Stretched: Story = {
  args: { stretch: 'always' },
  decorators: [(Story) => <div style={{ width: 480 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Period' });
    await expect(group.getBoundingClientRect().width).toBeCloseTo(480, 0);
    const widths = segmentsOf(group).map((radio) => Math.round(radio.getBoundingClientRect().width));
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  },
};

/**
 * On a 375 px phone, in Romanian and Russian: the segments share the full width equally and are 44 px
 * tall targets; a longer word wraps inside its segment rather than pushing the page sideways.
 */
export const OnPhone: Story = {
  args: { label: 'Perioada', options: [] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <SegmentedControl
        lang="ro"
        label="Perioada"
        defaultValue="today"
        options={[
          { value: 'today', label: 'Astăzi' },
          { value: 'week', label: 'Săptămâna' },
          { value: 'month', label: 'Luna' },
        ]}
      />
      <SegmentedControl
        lang="ru"
        label="Способ получения"
        defaultValue="delivery"
        options={[
          { value: 'delivery', label: 'Доставка курьером', icon: 'delivery' },
          { value: 'pickup', label: 'Самовывоз', icon: 'store' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    for (const group of canvas.getAllByRole('radiogroup')) {
      // As wide as the padded column it sits in.
      const column = group.parentElement!.parentElement!;
      await expect(group.getBoundingClientRect().width).toBeCloseTo(column.clientWidth - 32, 0);
      const segments = segmentsOf(group);
      const widths = segments.map((radio) => Math.round(radio.getBoundingClientRect().width));
      await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
      for (const segment of segments) await expect(segment.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expectNoOverflow(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Самовывоз' }));
    await expect(canvas.getByRole('radio', { name: 'Самовывоз' })).toBeChecked();
  },
};
