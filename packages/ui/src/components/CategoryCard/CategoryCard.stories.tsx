import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { dishImage } from '../ProductCard/fixtures';
import { CategoryCard } from './CategoryCard';

const meta = {
  title: 'Components/CategoryCard',
  component: CategoryCard,
  args: { name: 'Rolls', href: '/menu/rolls', image: dishImage('roll', 20), count: 24 },
  argTypes: { icon: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const countText = (globals: Record<string, unknown>, count: number) =>
  kitCatalogs[globals.locale as KitLocale]['categoryCard.count'].replace('{count}', String(count));

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    // One link whose name carries the category and its count; the photo adds nothing to it.
    const link = canvas.getByRole('link', { name: `Rolls ${countText(globals, 24)}` });
    await expect(link).toHaveAttribute('href', '/menu/rolls');
    await expect(link).not.toHaveAttribute('aria-current');
    await expect(link.querySelector('img')).toHaveAttribute('alt', '');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithIcon: Story = {
  args: { image: undefined, icon: 'spicy', name: 'Spicy', count: 1 },
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: `Spicy ${countText(globals, 1)}` });
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Selected: Story = {
  args: { selected: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <CategoryCard {...args} />
      <CategoryCard {...args} selected={false} name="Sets" href="/menu/sets" image={dishImage('set', 340)} />
    </div>
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const rolls = canvas.getByRole('link', { name: /Rolls/ });
    const sets = canvas.getByRole('link', { name: /Sets/ });
    await expect(rolls).toHaveAttribute('aria-current', 'page');
    await expect(sets).not.toHaveAttribute('aria-current');
    // Seen, not only announced.
    await expect(getComputedStyle(rolls).backgroundColor).not.toBe(getComputedStyle(sets).backgroundColor);
  },
};

export const WithoutCount: Story = {
  args: { count: undefined, name: 'Drinks', href: '/menu/drinks', image: dishImage('drink', 95) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Drinks');
  },
};

export const LongName: Story = {
  args: { name: 'Hot dishes and noodles with seafood', image: undefined, icon: 'hit' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};

/** A strip of categories as the menu shows it, one selected. */
export const List: Story = {
  render: () => (
    <nav aria-label="Menu categories">
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          gap: 8,
          padding: 0,
          margin: 0,
          listStyle: 'none',
        }}
      >
        {(
          [
            ['Rolls', 'roll', 20, 24],
            ['Nigiri', 'nigiri', 30, 12],
            ['Sets', 'set', 340, 9],
            ['Soups', 'soup', 10, 6],
            ['Drinks', 'drink', 95, 14],
            ['Desserts', 'dessert', 330, 5],
          ] as const
        ).map(([name, dish, hue, count], index) => (
          <li key={name}>
            <CategoryCard
              name={name}
              href={`/menu/${name.toLowerCase()}`}
              image={dishImage(dish, hue)}
              count={count}
              selected={index === 2}
            />
          </li>
        ))}
      </ul>
    </nav>
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(6);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName(/^Sets/);
  },
};
