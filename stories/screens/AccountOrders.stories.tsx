/*
 * The account's order history, signed in (the story's token is in the shopper's cookie): the account
 * navigation with the greeting, twelve orders newest first in pages of ten, each with its number, date,
 * status, dishes and total, and the pagination.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { navMessages, ordersMessages } from '../../packages/storefront/src/features/account/messages';
import { statusMessages } from '../../packages/storefront/src/shared/order/messages';
import { orderNumberMessage } from '../../packages/storefront/src/shared/order/orderNumber';
import { pageMessages } from '../../packages/storefront/src/pages/messages';
import { API_BASE_URL, apiHandlers } from './fixtures/handlers';
import { screenMeta } from './ScreenHarness';
import { say, SCREEN_TIMEOUT } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Account orders',
  ...screenMeta({ path: '/account/orders', signedIn: true }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const orderLink = (context: StoryContext, id: number) => ({ name: say(context, orderNumberMessage, { id }) });

async function expectHistory(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
    say(context, pageMessages.accountOrders.title),
  );
  await expect(canvas.getByRole('navigation', { name: say(context, navMessages.label) })).toBeVisible();
  return canvas;
}

/** The first page: the newest order awaits payment, the next is in the kitchen, older ones delivered or cancelled. */
export const Desktop: Story = {
  play: async (context) => {
    const canvas = await expectHistory(context);
    await expect(canvas.getByRole('link', orderLink(context, 1048))).toBeVisible();
    await expect(canvas.getByRole('link', orderLink(context, 998))).toBeVisible();
    await expect(canvas.queryByRole('link', orderLink(context, 991))).toBeNull();
    // Each order's state in words, one badge per state it is in.
    await expect(canvas.getByText(say(context, statusMessages.awaiting_payment))).toBeVisible();
    await expect(canvas.getByText(say(context, statusMessages.preparing))).toBeVisible();
    await expect(canvas.getByText(say(context, statusMessages.picked_up))).toBeVisible();
    await expect(canvas.getByText(say(context, statusMessages.cancelled))).toBeVisible();
    await expect(canvas.getAllByText(say(context, statusMessages.delivered))).toHaveLength(6);
    await expect(canvas.getByRole('navigation', { name: say(context, ordersMessages.pagination) })).toBeVisible();
    await expect(canvas.getByText(say(context, ordersMessages.pageOf, { page: 1, last: 2 }))).toBeVisible();
  },
};

/** `?page=2`: the two oldest orders. */
export const SecondPage: Story = {
  parameters: { screen: { path: '/account/orders?page=2' } },
  play: async (context) => {
    const canvas = await expectHistory(context);
    await expect(canvas.getByRole('link', orderLink(context, 991))).toBeVisible();
    await expect(canvas.getByRole('link', orderLink(context, 985))).toBeVisible();
    await expect(canvas.queryByRole('link', orderLink(context, 1048))).toBeNull();
    await expect(canvas.getByText(say(context, ordersMessages.pageOf, { page: 2, last: 2 }))).toBeVisible();
  },
};

/** A customer without orders yet: the empty state. One handler replaced, the others kept. */
export const NoOrders: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.get(`${API_BASE_URL}/api/orders`, () =>
            HttpResponse.json({ data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }),
          ),
          ...apiHandlers,
        ],
      },
    },
  },
  play: async (context) => {
    const canvas = await expectHistory(context);
    await expect(canvas.getByText(say(context, ordersMessages.emptyTitle))).toBeVisible();
    await expect(canvas.queryByRole('link', orderLink(context, 1048))).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = await expectHistory(context);
    await expect(canvas.getByRole('link', orderLink(context, 1048))).toBeVisible();
  },
};

export const Ukrainian: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const canvas = await expectHistory(context);
    await expect(canvas.getByRole('link', orderLink(context, 1041))).toBeVisible();
    // Order 1041's dishes, in Ukrainian: "Філадельфія класик × 2, Каліфорнія з крабом, …".
    await expect(canvas.getByText(/Філадельфія класик × 2, Каліфорнія з крабом/)).toBeVisible();
  },
};
