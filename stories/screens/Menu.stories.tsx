/*
 * The menu: every category with its dishes (`/menu`), or one category (`/menu/{slug}`), with the
 * category chips, search, filters and sort. One soup is sold out and one set is on sale.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageMessages } from '../../packages/storefront/src/pages/messages';
import { menu } from './fixtures/api';
import { screenMeta } from './ScreenHarness';
import { fixtureProduct, say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Menu',
  ...screenMeta({ path: '/menu' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectWholeMenu(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
    say(context, pageMessages.menu.title),
  );
  // Every category titles its section; every dish has its card.
  for (const category of menu(storyLocale(context))) {
    await expect(canvas.getByRole('heading', { level: 2, name: category.name })).toBeVisible();
    for (const product of category.products) {
      await expect(canvas.getByRole('heading', { level: 3, name: product.name })).toBeInTheDocument();
    }
  }
}

export const Desktop: Story = {
  play: async (context) => {
    await expectWholeMenu(context);
  },
};

/** One category: its name is the page's h1; the sold-out ramen stays on the list, marked. */
export const Category: Story = {
  parameters: { screen: { path: '/menu/supe' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const soups = menu(storyLocale(context)).find((category) => category.slug === 'supe')!;
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(soups.name);
    await expect(canvas.getByRole('heading', { name: fixtureProduct(context, 55).name })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: fixtureProduct(context, 59).name })).toBeVisible();
    // Only this category's dishes.
    await expect(canvas.queryByRole('heading', { name: fixtureProduct(context, 1).name })).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await expectWholeMenu(context);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    await expectWholeMenu(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 2, name: 'Роллы' })).toBeVisible();
  },
};
