/*
 * A product: photo, description, weight, price, the modifiers with their prices, quantity, add to cart,
 * the favourite toggle and related dishes from its category.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productMessages } from '../../packages/storefront/src/features/product/messages';
import { screenMeta } from './ScreenHarness';
import { fixtureProduct, say, SCREEN_TIMEOUT } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Product',
  ...screenMeta({ path: '/product/philadelphia-clasic' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectProduct(context: StoryContext) {
  const canvas = within(context.canvasElement);
  const product = fixtureProduct(context, 1);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(product.name);
  await expect(canvas.getByText(product.description)).toBeVisible();
  await expect(canvas.getByRole('img', { name: product.name })).toBeVisible();
  // Every modifier is offered, with its name.
  for (const modifier of product.modifiers) {
    await expect(canvas.getAllByText(modifier.name, { exact: false }).length).toBeGreaterThan(0);
  }
  await expect(canvas.getByRole('heading', { level: 2, name: say(context, productMessages.related) })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 3, name: fixtureProduct(context, 3).name })).toBeVisible();
}

export const Desktop: Story = {
  play: async (context) => {
    await expectProduct(context);
  },
};

/** A sold-out dish: the purchase panel gives way to a note. */
export const SoldOut: Story = {
  parameters: { screen: { path: '/product/ramen-cu-porc' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
      fixtureProduct(context, 59).name,
    );
    await expect(canvas.getByText(say(context, productMessages.unavailable))).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await expectProduct(context);
  },
};

export const Ukrainian: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    await expectProduct(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Філадельфія класик',
    );
  },
};
