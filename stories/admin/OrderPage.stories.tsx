/*
 * One order's page (`/orders/:id`): its state, the move the board would offer, the dishes and totals, where
 * it goes and the payment, and the timeline of who did what — the shopper, the system, staff by name, a
 * cancel's reason.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { backOffice } from './fixtures/backOffice';
import { historyHandlers, PAST } from './fixtures/history';
import { ORDER } from './fixtures/orders';
import { STAFF } from './fixtures/staff';

const meta = {
  title: 'Back office/Order page',
  tags: ['!autodocs'],
  ...adminMeta({ path: `/orders/${ORDER.accepted}`, role: 'manager' }, { history: historyHandlers }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function openOrder(context: StoryContext, id: number) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 2, name: say(context, 'admin.order.number', { id }) }, ADMIN_TIMEOUT),
  ).toBeVisible();
  return canvas;
}

/** An accepted delivery: its timeline names who accepted it; "Start preparing" moves it on from here. */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openOrder(context, ORDER.accepted);
    const timeline = canvas.getByRole('list', { name: say(context, 'admin.history.order.timeline') });
    await expect(within(timeline).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    await expect(timeline).toHaveTextContent(say(context, 'admin.history.order.actor.shopper'));
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.action.preparing') }));
    await waitFor(() => expect(backOffice.order(ORDER.accepted)?.status).toBe('preparing'));
    await expect(await canvas.findByRole('button', { name: say(context, 'admin.action.ready') })).toBeVisible();
    await expect(timeline).toHaveTextContent(say(context, 'admin.history.order.by', { who: STAFF.manager.name }));
  },
};

/** Cancelled last week: the reason in the timeline and the details; no move left to make. */
export const Cancelled: Story = {
  globals: { locale: 'en' },
  parameters: { admin: { path: `/orders/${PAST.cancelled}`, role: 'manager' } },
  play: async (context) => {
    const canvas = await openOrder(context, PAST.cancelled);
    await expect(canvas.getAllByText(/Nu mai avem somon\./).length).toBeGreaterThanOrEqual(1);
    await expect(canvas.queryByRole('button', { name: say(context, 'admin.action.cancel') })).toBeNull();
    await expect(canvas.getByRole('button', { name: say(context, 'admin.action.print') })).toBeVisible();
  },
};

/** An order number that is not at the person's restaurants: said in words, with the way back. */
export const NotFound: Story = {
  globals: { locale: 'ru' },
  parameters: { admin: { path: '/orders/9999', role: 'manager' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(say(context, 'admin.history.order.notFound', { id: '9999' }), {}, ADMIN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'admin.history.order.back') })).toBeVisible();
  },
};
