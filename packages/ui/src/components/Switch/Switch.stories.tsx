import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  computedColor,
  expectFocusRing,
  expectNoOverflow,
  expectTouchTarget,
  tapOn,
  themeOf,
} from '../Checkbox/choiceStories';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Auto-accept orders', onCheckedChange: fn() },
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Off: the label first, the switch at the row's end. Tab reaches it with the focus ring; Space and
 * Enter flip it (WAI-ARIA switch); a click on the label too. The thumb moves, not only the colour.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const theme = themeOf(globals);
    const toggle = canvas.getByRole('switch', { name: 'Auto-accept orders' });
    await expect(toggle).not.toBeChecked();
    const label = canvas.getByText('Auto-accept orders');
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(toggle.getBoundingClientRect().left);
    const thumb = toggle.firstElementChild!;
    const offLeft = thumb.getBoundingClientRect().left;

    await userEvent.tab();
    await expectFocusRing(toggle, theme);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Once the short transitions are over: the accent track, and the thumb at the other end.
    await waitFor(async () => {
      await expect(getComputedStyle(toggle).backgroundColor).toBe(computedColor(theme.color.accent.solid));
      await expect(thumb.getBoundingClientRect().left - offLeft).toBeCloseTo(16, 0);
    });

    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(label);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

/** On from the start (`defaultChecked`). */
export const Checked: Story = {
  args: { defaultChecked: true, label: 'Accept pre-orders for tomorrow' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Accept pre-orders for tomorrow' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/** What "on" means, in a quieter line read as the switch's description; a tap on it flips the switch. */
export const WithDescription: Story = {
  args: {
    description: 'New orders are confirmed at once and sent to the kitchen without a call.',
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-accept orders' });
    await expect(toggle).toHaveAccessibleDescription(
      'New orders are confirmed at once and sent to the kitchen without a call.',
    );
    await tapOn(canvas.getByText(/New orders are confirmed/));
    await expect(toggle).toBeChecked();
  },
};

/** Disabled, off and on: dimmed, skipped by Tab, deaf to clicks. */
export const Disabled: Story = {
  args: { disabled: true, description: 'Only the manager can change this.' },
  render: (args) => (
    <div>
      <Switch {...args} />
      <Switch {...args} label="Delivery zone: Botanica" defaultChecked />
      <button type="button">After</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const off = canvas.getByRole('switch', { name: 'Auto-accept orders' });
    const on = canvas.getByRole('switch', { name: 'Delivery zone: Botanica' });
    await expect(off).toBeDisabled();
    await expect(on).toBeDisabled();
    await expect(on).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Auto-accept orders'), { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** `labelPosition="end"`: the switch first, the label after it, like a checkbox. */
export const LabelEnd: Story = {
  args: { labelPosition: 'end', label: 'Show sold-out dishes' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show sold-out dishes' });
    const label = canvas.getByText('Show sold-out dishes');
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(label.getBoundingClientRect().left);
  },
};

const settings = [
  { id: 'auto-accept', label: 'Auto-accept orders', description: 'Skip the confirmation call.' },
  { id: 'pickup', label: 'Pickup', description: 'Customers can collect orders at the restaurant.' },
  { id: 'preorders', label: 'Pre-orders', description: 'Orders for a later time, up to 7 days ahead.' },
];

/**
 * The back office's settings list, controlled by the app: Tab walks the switches in order, each
 * flipped by Space, and the app's state follows.
 */
export const SettingsList: Story = {
  render: function Render() {
    const [on, setOn] = useState<Record<string, boolean>>({ pickup: true });
    return (
      <div>
        {settings.map((setting) => (
          <Switch
            key={setting.id}
            label={setting.label}
            description={setting.description}
            checked={Boolean(on[setting.id])}
            onCheckedChange={(checked) => setOn((current) => ({ ...current, [setting.id]: checked }))}
          />
        ))}
        <output aria-label="Enabled">
          {settings
            .filter((s) => on[s.id])
            .map((s) => s.label)
            .join(', ')}
        </output>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const output = canvas.getByRole('status', { name: 'Enabled' });
    await expect(output).toHaveTextContent('Pickup');
    // Every switch sits at the same right edge.
    const rights = canvas.getAllByRole('switch').map((toggle) => toggle.getBoundingClientRect().right);
    await expect(new Set(rights).size).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Auto-accept orders' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Pickup' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(output).toHaveTextContent('Auto-accept orders, Pre-orders');
  },
};

/** Long labels in Romanian and Russian wrap beside the switch, which stays on the first line. */
export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Switch
        {...args}
        lang="ro"
        label="Acceptă automat comenzile cu plata online confirmată"
        description="Comenzile achitate cu cardul sunt trimise direct la bucătărie."
      />
      <Switch
        {...args}
        lang="ru"
        label="Автоматически принимать заказы с подтверждённой онлайн-оплатой"
        description="Оплаченные картой заказы сразу уходят на кухню."
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const pattern of [/Acceptă automat/, /Автоматически принимать/]) {
      const toggle = canvas.getByRole('switch', { name: pattern });
      const label = canvas.getByText(pattern);
      const line = parseFloat(getComputedStyle(label).lineHeight);
      await expect(label.getBoundingClientRect().height).toBeGreaterThan(line * 1.5);
      const box = toggle.getBoundingClientRect();
      const top = label.getBoundingClientRect().top;
      await expect(Math.abs(box.top + box.height / 2 - (top + line / 2))).toBeLessThanOrEqual(1);
      await expect(box.width).toBe(40);
    }
    await expectNoOverflow(canvasElement);
  },
};

/** On a 375 px phone the row is a 44 px target: a tap anywhere on it flips the switch. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const toggle = canvas.getByRole('switch', { name: 'Auto-accept orders' });
    const row = toggle.parentElement!.parentElement!;
    await expectTouchTarget(row);
    const rect = row.getBoundingClientRect();
    await userEvent.click(document.elementFromPoint(rect.left + rect.width * 0.6, rect.top + 2)!);
    await expect(toggle).toBeChecked();
  },
};
