/*
 * The menu: every category with its dishes (`/menu`), or one category (`/menu/{slug}`), with the
 * category chips, search, filters (tags, allergens to avoid) and sort. One soup is sold out and one set
 * is on sale.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ALLERGENS } from '../../packages/core/src/catalog';
import { allergenFilterMessages, catalogMessages } from '../../packages/storefront/src/features/catalog/messages';
import { pageMessages } from '../../packages/storefront/src/pages/messages';
import { allergenMessages } from '../../packages/storefront/src/shared/allergens';
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

/**
 * The filters open: "Hide dishes with" names the fourteen allergens, each a checkbox with its icon and name,
 * and says what the filter can promise (what the restaurant lists; traces may remain). Axe checks the sheet.
 */
export const AllergenFilters: Story = {
  parameters: { screen: { path: '/menu', open: ['filters'] } },
  play: async (context) => {
    const dialog = await screen.findByRole('dialog', {}, SCREEN_TIMEOUT);
    const group = await within(dialog).findByRole('group', { name: say(context, allergenFilterMessages.legend) });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(ALLERGENS.length);
    for (const allergen of ALLERGENS) {
      const box = within(group).getByRole('checkbox', { name: say(context, allergenMessages[allergen]) });
      await expect(box).not.toBeChecked();
    }
    await expect(group).toHaveAccessibleDescription(say(context, allergenFilterMessages.note));
  },
};

/**
 * Avoiding fish and milk: the dishes that list either go (Classic Philadelphia: fish, milk; the miso soup:
 * fish), those that list neither stay (the vegetable soup: soy and celery), the choice is in the URL and counted on the
 * Filters button.
 */
export const WithoutFishAndMilk: Story = {
  parameters: { screen: { path: '/menu', open: ['filters'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const dialog = await screen.findByRole('dialog', {}, SCREEN_TIMEOUT);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: say(context, allergenMessages.fish) }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: say(context, allergenMessages.milk) }));
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, catalogMessages.apply) }));
    // The vegetable soup lists neither (soy and celery): it stays, and the list has settled when it shows.
    await expect(
      await canvas.findByRole('heading', { level: 3, name: fixtureProduct(context, 62).name }, SCREEN_TIMEOUT),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 3, name: fixtureProduct(context, 1).name })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 3, name: fixtureProduct(context, 55).name })).toBeNull();
    await expect(canvas.getByRole('button', { name: `${say(context, catalogMessages.filters)} · 2` })).toBeVisible();
  },
};
