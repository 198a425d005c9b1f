/*
 * Home: the hero with its h1, the running promotions, the category tiles, bestsellers (products tagged
 * `hit`) and, when the shopper has looked at dishes before, the recently viewed list.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { catalogMessages } from '../../packages/storefront/src/features/catalog/messages';
import { promotionMessages } from '../../packages/storefront/src/features/promotions/messages';
import { pageMessages } from '../../packages/storefront/src/pages/messages';
import { promotions } from './fixtures/api';
import { screenMeta } from './ScreenHarness';
import { fixtureProduct, say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Home',
  ...screenMeta({ path: '/', viewed: [5, 57] }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectHome(context: StoryContext) {
  const canvas = within(context.canvasElement);
  const h1 = await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT);
  await expect(h1).toHaveTextContent(say(context, pageMessages.home.title));
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  for (const heading of [promotionMessages.heading, catalogMessages.categoriesHeading, catalogMessages.popular]) {
    await expect(canvas.getByRole('heading', { level: 2, name: say(context, heading) })).toBeVisible();
  }
  // A promotion, a bestseller and a recently viewed dish, in the story's language.
  const [promotion] = promotions(storyLocale(context));
  await expect(canvas.getByText(promotion!.title)).toBeVisible();
  await expect(canvas.getAllByText(fixtureProduct(context, 1).name)[0]).toBeVisible();
  await expect(await canvas.findByText(fixtureProduct(context, 5).name, {}, SCREEN_TIMEOUT)).toBeVisible();
  return canvas;
}

/** 1280 px, English (the toolbar's default locale). */
export const Desktop: Story = {
  play: async (context) => {
    await expectHome(context);
  },
};

/** 375 px: the navigation moves into the drawer behind the menu button. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await expectHome(context);
  },
};

/** Romanian, the shop's default language (no URL prefix). */
export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    await expectHome(context);
    await expect(context.canvasElement.ownerDocument.body).toHaveTextContent('Philadelphia clasic');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    await expectHome(context);
    await expect(context.canvasElement.ownerDocument.body).toHaveTextContent('Филадельфия классик');
  },
};

export const Ukrainian: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    await expectHome(context);
    await expect(context.canvasElement.ownerDocument.body).toHaveTextContent('Філадельфія класик');
  },
};
