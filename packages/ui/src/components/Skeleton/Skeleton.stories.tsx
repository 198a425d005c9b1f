import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mediaQueries } from '../../theme/media';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 120 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Checks its animation: see `motion` in .storybook/vitest.setup.ts.
  tags: ['motion'],
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block.getBoundingClientRect().width).toBe(240);
    await expect(block.getBoundingClientRect().height).toBe(120);
    // The shimmer runs unless the person asked for less motion.
    const reduced = matchMedia(mediaQueries.reducedMotion).matches;
    await expect(getComputedStyle(block).animationName === 'none').toBe(reduced);
  },
};

export const Text: Story = {
  args: { variant: 'text', lines: 3, width: undefined, height: undefined },
  decorators: [
    (Story) => (
      <div style={{ width: 280, fontSize: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll('[data-skeleton] > *')];
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect());
    await expect(first!.height).toBe(16);
    await expect(last!.width).toBeLessThan(first!.width);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: undefined, height: 56 },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]')!;
    await expect(block.getBoundingClientRect().width).toBe(56);
    await expect(getComputedStyle(block).borderRadius).not.toBe('0px');
  },
};

/** A list row while it loads: avatar, two lines of text, a button. */
export const Composition: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 320 }}>
      <Skeleton variant="circle" height={48} />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="40%" />
      </div>
      <Skeleton width={72} height={36} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    // Nothing in a skeleton reaches the accessibility tree.
    for (const block of canvasElement.querySelectorAll('[data-skeleton]')) {
      await expect(block).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
