/*
 * The cart drawer over the menu, opened as the header's cart button opens it: the lines with their
 * modifiers, quantity steppers and remove buttons, the delivery progress of the first area, the total and
 * the checkout button. The cart is filled through the CartStore and re-priced against the fixtures on open.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { cartMessages } from '../../packages/storefront/src/features/cart/messages';
import { hasMessageGroup } from '../../packages/storefront/src/i18n/intl';
import { screenMeta } from './ScreenHarness';
import { fixtureProduct, say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Cart drawer',
  ...screenMeta({
    path: '/menu',
    open: ['cart'],
    cart: [
      // Classic Philadelphia with extra cream cheese, twice; the family set (on sale); two miso soups.
      { id: 1, quantity: 2, modifiers: [8] },
      { id: 29 },
      { id: 55, quantity: 2 },
    ],
  }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open drawer (a dialog in a portal, outside the canvas). It loads its words (the `cart` message group)
 * with its code; the checks name things in them once it has.
 */
async function openDrawer(context: StoryContext) {
  await waitFor(() => expect(hasMessageGroup('cart', storyLocale(context))).toBe(true), SCREEN_TIMEOUT);
  const dialog = await screen.findByRole('dialog', { name: say(context, cartMessages.title) }, SCREEN_TIMEOUT);
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function expectFilledCart(context: StoryContext) {
  const drawer = await openDrawer(context);
  const lines = drawer.getByRole('list', { name: say(context, cartMessages.lines) });
  for (const id of [1, 29, 55]) {
    await expect(within(lines).getAllByText(fixtureProduct(context, id).name)[0]).toBeVisible();
  }
  // The extra cream cheese is named on its line once re-pricing has brought the product's modifiers.
  const creamCheese = fixtureProduct(context, 1).modifiers.find((m) => m.id === 8)!;
  await expect(await within(lines).findByText(creamCheese.name, { exact: false }, SCREEN_TIMEOUT)).toBeVisible();
  await expect(drawer.getByText(say(context, cartMessages.total))).toBeVisible();
  await expect(drawer.getByRole('link', { name: say(context, cartMessages.checkout) })).toBeVisible();
  return drawer;
}

export const Desktop: Story = {
  play: async (context) => {
    await expectFilledCart(context);
  },
};

/**
 * Added at yesterday's price, and a soup that is sold out today: re-pricing points both out instead of
 * charging silently.
 */
export const PriceChanged: Story = {
  parameters: {
    screen: {
      cart: [
        { id: 1, quantity: 2, price: 129 },
        { id: 59, quantity: 1 },
        { id: 82, quantity: 2 },
      ],
    },
  },
  play: async (context) => {
    const drawer = await openDrawer(context);
    await expect(await drawer.findByText(say(context, cartMessages.pricesChanged), {}, SCREEN_TIMEOUT)).toBeVisible();
    await expect(drawer.getByText(say(context, cartMessages.unavailableSummary))).toBeVisible();
    await expect(drawer.getAllByText(fixtureProduct(context, 59).name)[0]).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { screen: { cart: [] } },
  play: async (context) => {
    const drawer = await openDrawer(context);
    await expect(drawer.getByText(say(context, cartMessages.emptyTitle))).toBeVisible();
    await expect(drawer.queryByRole('link', { name: say(context, cartMessages.checkout) })).toBeNull();
  },
};

/** 375 px: the drawer takes the whole width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    await expectFilledCart(context);
    const dialog = screen.getByRole('dialog', { name: say(context, cartMessages.title) });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Romanian: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    await expectFilledCart(context);
    await expect(screen.getByRole('dialog')).toHaveTextContent('Philadelphia clasic');
  },
};
