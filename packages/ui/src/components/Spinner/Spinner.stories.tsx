import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Labelled: Story = {
  args: { label: 'Loading the menu', size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the menu' })).toBeVisible();
  },
};

/** Inside something that already says it is busy (a loading button), the spinner is silent. */
export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
