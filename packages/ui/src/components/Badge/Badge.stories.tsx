import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Badge } from './Badge';
import type { BadgeTone } from './Badge.styles';
import { ProductBadge, productTags } from './ProductBadge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New', tone: 'accent' },
  argTypes: { icon: { control: 'text' } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'accent', 'success', 'danger', 'warning', 'info'];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { icon: 'spicy', children: 'Spicy', tone: 'danger' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Spicy');
    // The icon is decoration: the text alone is what a screen reader reads.
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).toHaveTextContent(/^Spicy$/);
  },
};

/** Six tones, soft and solid; axe checks the contrast of every pair in both brands. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['soft', 'solid'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }} data-variant={variant}>
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of ['soft', 'solid']) {
      const row = canvasElement.querySelector(`[data-variant="${variant}"]`)!;
      const backgrounds = [...row.children].map((badge) => getComputedStyle(badge).backgroundColor);
      await expect(backgrounds).toHaveLength(tones.length);
      // Each tone looks different from neutral.
      const [neutral, ...others] = backgrounds;
      for (const background of others) await expect(background).not.toBe(neutral);
    }
  },
};

/** The catalog's tags with their kit labels, icons and tones, plus a discount with its own text. */
export const ProductTags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', maxWidth: 360 }}>
      {productTags.map((tag) => (
        <ProductBadge key={tag} tag={tag} />
      ))}
      <ProductBadge tag="discount" label="−20%" />
      <ProductBadge tag="vegetarian" variant="soft" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const labels = kitCatalogs[globals.locale as KitLocale];
    for (const tag of productTags) {
      await expect(canvas.getAllByText(labels[`badge.${tag}`])[0]).toBeVisible();
    }
    await expect(canvas.getByText('−20%')).toBeVisible();
    const spicy = canvas.getByText(labels['badge.spicy']);
    await expect(spicy.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
