import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Comment for the courier', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { necessityIndicator: 'label', hint: 'Entrance, floor, door code' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment for the courier (optional)' });
    await expect(area).toHaveAccessibleDescription('Entrance, floor, door code');
    await userEvent.type(area, 'Block 2{Enter}Floor 5');
    await expect(area).toHaveValue('Block 2\nFloor 5');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'x'.repeat(12), error: 'Keep it under 10 characters' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment for the courier' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Keep it under 10 characters');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Ring twice', disabled: true },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment for the courier' });
    await expect(area).toBeDisabled();
    await userEvent.type(area, '!');
    await expect(area).toHaveValue('Ring twice');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
