import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { children: 'See the menu', href: '#menu' },
  argTypes: { icon: { control: 'text' }, iconEnd: { control: 'text' } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation that looks like a button: a link to screen readers and to the keyboard, with no busy state. */
export const Default: Story = {
  args: { icon: 'menu', size: 'lg' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See the menu' });
    await expect(link).toHaveAttribute('href', '#menu');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(link).not.toHaveAttribute('aria-busy');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ButtonLink {...args} variant="primary">
        Primary
      </ButtonLink>
      <ButtonLink {...args} variant="secondary">
        Secondary
      </ButtonLink>
      <ButtonLink {...args} variant="ghost">
        Ghost
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};
