import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'heart', label: 'Favourites', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Favourites' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The header's cart button: the count is part of the accessible name. */
export const WithBadge: Story = {
  args: { icon: 'bag', label: 'Cart', badge: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart 3' })).toBeVisible();
  },
};

export const BadgeOverflow: Story = {
  args: { icon: 'bag', label: 'Cart', badge: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart 99+' })).toBeVisible();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="secondary" label="Search" icon="search" />
      <IconButton {...args} variant="primary" label="Cart" icon="bag" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourites' })).toBeDisabled();
  },
};
