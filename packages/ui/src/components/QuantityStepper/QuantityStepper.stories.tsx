import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Components/QuantityStepper',
  component: QuantityStepper,
  args: { onValueChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

export const Default: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const output = canvas.getByRole('status');
    await expect(canvas.getByRole('group', { name: labels['quantityStepper.value'] })).toBeVisible();
    await expect(output).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.increase'] }));
    await expect(output).toHaveTextContent('3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.decrease'] }));
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.decrease'] }));
    await expect(output).toHaveTextContent('1');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    // At the minimum, without onRemove, − stops.
    const decrease = canvas.getByRole('button', { name: labels['quantityStepper.decrease'] });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(output).toHaveTextContent('1');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

/** Controlled by the parent, as the cart does it; the keyboard works too. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(4);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const increase = canvas.getByRole('button', { name: labels['quantityStepper.increase'] });
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('6');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(6);
  },
};

export const AtMax: Story = {
  args: { value: 5, max: 5 },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const increase = canvas.getByRole('button', { name: labels['quantityStepper.increase'] });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Still focusable: a keyboard user pressing + up to the limit keeps their place.
    increase.focus();
    await expect(increase).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: labels['quantityStepper.decrease'] }));
    await expect(args.onValueChange).toHaveBeenCalledWith(4);
  },
};

export const RemoveAtMin: Story = {
  args: { value: 1, onRemove: fn() },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvas.queryByRole('button', { name: labels['quantityStepper.decrease'] })).toBeNull();
    const remove = canvas.getByRole('button', { name: labels['quantityStepper.remove'] });
    await expect(remove).not.toHaveAttribute('aria-disabled');
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: 3, disabled: true, onRemove: fn() },
  play: async ({ canvas, args }) => {
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(button);
    }
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
  },
};

export const Sizes: Story = {
  args: { defaultValue: 2 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <QuantityStepper {...args} size="sm" label="Small" />
      <QuantityStepper {...args} size="md" label="Medium" />
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('group', { name: 'Small' }).getBoundingClientRect().height;
    const medium = canvas.getByRole('group', { name: 'Medium' }).getBoundingClientRect().height;
    await expect(small).toBeLessThan(medium);
  },
};

export const FullWidth: Story = {
  args: { defaultValue: 1, onRemove: fn(), fullWidth: true, size: 'sm' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group').getBoundingClientRect().width).toBe(200);
  },
};
