import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'First name', onChange: fn() },
  argTypes: { prefix: { control: false }, suffix: { control: false } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('First name');
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Street', hint: 'With the block and flat number' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Street' });
    await expect(input).toHaveAccessibleDescription('With the block and flat number');
  },
};

export const Invalid: Story = {
  args: { label: 'Surname', hint: 'As in your ID', error: 'Enter your surname', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Surname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error comes first: it matters more than the hint.
    await expect(input).toHaveAccessibleDescription('Enter your surname As in your ID');
    const message = canvas.getByText('Enter your surname');
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.type(input, 'Popescu');
    await expect(input).toHaveValue('Popescu');
  },
};

/** The server answers 422: the message appears under the field, in a live region, and links up. */
export const ErrorAfterSubmit: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <form
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          setError('This name is too short');
        }}
      >
        <TextField {...args} error={error} />
        <Button type="submit">Save</Button>
      </form>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.type(input, 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(region).toHaveTextContent('This name is too short');
    await expect(input).toHaveAccessibleDescription('This name is too short');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ana' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ana');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye; the input announces "required" itself.
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Forms where most fields are required mark the optional ones instead. */
export const Optional: Story = {
  args: { label: 'Comment for the courier', necessityIndicator: 'label' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Comment for the courier (optional)' });
    await expect(input).not.toBeRequired();
  },
};

export const WithIcon: Story = {
  args: {
    label: 'Search the menu',
    type: 'search',
    placeholder: 'Rolls, soups, sets…',
    prefix: <Icon name="search" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search the menu' });
    const icon = input.parentElement!.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, 'ramen');
    await expect(input).toHaveValue('ramen');
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, label: 'Address' },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Address' });
    const box = input.parentElement!;
    await expect(box.getBoundingClientRect().width).toBe(480);
  },
};
