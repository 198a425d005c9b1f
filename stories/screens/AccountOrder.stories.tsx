/*
 * One order of the signed-in shopper (the story's token is in the cookie): where it stands — the steps
 * it went through with their times in Chișinău, the promised time, a cancellation's reason, the steps
 * still ahead — then its lines, totals and details.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { orderMessages } from '../../packages/storefront/src/features/account/messages';
import { formatTime } from '../../packages/storefront/src/shared/dates';
import {
  announceMessages,
  cancelMessages,
  linesMessages,
  liveMessages,
  progressMessages,
  statusMessages,
} from '../../packages/storefront/src/shared/order/messages';
import { orderNumberMessage } from '../../packages/storefront/src/shared/order/orderNumber';
import { intlFor } from '../../packages/storefront/src/i18n/intl';
import { orders } from './fixtures/account';
import { restaurantMoves } from './fixtures/handlers';
import { screenMeta } from './ScreenHarness';
import { say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Account order',
  ...screenMeta({ path: '/account/orders/1041', signedIn: true }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture order as the API answers it in the story's locale. */
const fixtureOrder = (context: StoryContext, id: number) => orders(storyLocale(context)).find((o) => o.id === id)!;

/** A time as the page shows it: Chișinău time, in the story's language. */
const timeOf = (context: StoryContext, iso: string) => formatTime(intlFor(storyLocale(context)), iso);

/** The order page, once loaded: its progress list and the steps in it. */
async function openOrder(context: StoryContext, id: number) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
    say(context, orderNumberMessage, { id }),
  );
  const progress = canvas.getByRole('list', { name: say(context, progressMessages.title) });
  return { canvas, progress, steps: within(progress).getAllByRole('listitem') };
}

/**
 * A card delivery in the kitchen: paid, accepted with a promised time, being prepared now, the courier
 * and the door ahead. On a desktop the progress sits at the top of the right column, over the details.
 */
export const InProgress: Story = {
  play: async (context) => {
    const order = fixtureOrder(context, 1041);
    const { canvas, progress, steps } = await openOrder(context, 1041);
    const names = ['awaiting_payment', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'];
    await expect(steps).toHaveLength(names.length);
    for (const [index, status] of names.entries()) {
      await expect(steps[index]).toHaveTextContent(say(context, statusMessages[status as keyof typeof statusMessages]));
    }
    await expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await expect(progress.querySelector('[aria-current="step"]')).toBe(steps[3]);
    // Times of the day it was placed, in Chișinău; the promise on the accepted step.
    const accepted = order.timeline.find((entry) => entry.status === 'accepted')!;
    await expect(within(steps[2]!).getByText(timeOf(context, accepted.at))).toBeVisible();
    await expect(
      within(steps[2]!).getByText(
        say(context, progressMessages.promisedAround, { time: timeOf(context, order.promised_at!) }),
      ),
    ).toBeVisible();
    await expect(steps[4]!.querySelector('time')).toBeNull();

    // Right column, above the details; the lines on the left.
    const box = (heading: string) =>
      canvas.getByRole('heading', { level: 2, name: heading }).closest('section')!.getBoundingClientRect();
    const progressBox = box(say(context, progressMessages.title));
    const linesBox = box(say(context, linesMessages.title));
    const detailsBox = box(say(context, orderMessages.details));
    await expect(progressBox.left).toBeGreaterThan(linesBox.right);
    await expect(progressBox.bottom).toBeLessThanOrEqual(detailsBox.top);
    await expect(progressBox.top).toBeCloseTo(linesBox.top, 0);
  },
};

/**
 * Cancelled by the restaurant after accepting it, in Romanian: the last step is the cancellation with the
 * restaurant's reason; nothing is left ahead, and the badge says it too.
 */
export const Cancelled: Story = {
  parameters: { screen: { path: '/account/orders/1013' } },
  globals: { locale: 'ro' },
  play: async (context) => {
    const order = fixtureOrder(context, 1013);
    const { canvas, progress, steps } = await openOrder(context, 1013);
    await expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'cancelled']);
    await expect(progress.querySelector('[aria-current]')).toBeNull();
    const last = steps[3]!;
    await expect(last).toHaveTextContent(say(context, statusMessages.cancelled));
    await expect(
      within(last).getByText(say(context, progressMessages.cancelReason, { reason: order.cancel_reason! })),
    ).toBeVisible();
    // The details' badge names the same state.
    const details = canvas.getByRole('region', { name: say(context, orderMessages.details) });
    await expect(within(details).getByText(say(context, statusMessages.cancelled))).toBeVisible();
  },
};

/** A card order never paid, which the server cancelled: the wait for the payment, then the cancellation. */
export const CancelledUnpaid: Story = {
  parameters: { screen: { path: '/account/orders/991' } },
  play: async (context) => {
    const { steps } = await openOrder(context, 991);
    await expect(steps).toHaveLength(2);
    await expect(steps[0]).toHaveTextContent(say(context, statusMessages.awaiting_payment));
    await expect(steps[1]).toHaveAttribute('data-state', 'cancelled');
    // No reason given: no "Reason:" line.
    await expect(steps[1]!.textContent).not.toContain(
      say(context, progressMessages.cancelReason, { reason: '' }).trim(),
    );
  },
};

/**
 * Live on the account page too (its stream takes the shopper's token in the query): the card payment of
 * order 1048 arrives while the page is open, so it is placed and may be cancelled; the shopper cancels it
 * with their own call, and the page, the announcement and the details' badge all say so at once.
 */
export const PaidThenCancelled: Story = {
  parameters: { screen: { path: '/account/orders/1048' } },
  play: async (context) => {
    const { canvas } = await openOrder(context, 1048);
    const progress = within(canvas.getByRole('region', { name: say(context, progressMessages.title) }));
    await waitFor(
      () => expect(context.canvasElement.querySelector('[data-connection]')).toHaveAttribute('data-connection', 'live'),
      SCREEN_TIMEOUT,
    );
    await expect(context.canvasElement.querySelector('[data-connection]')).toHaveTextContent(
      say(context, liveMessages.live),
    );
    await expect(progress.queryByRole('button', { name: say(context, cancelMessages.button) })).toBeNull();
    restaurantMoves(1048, 'placed');
    await waitFor(() => expect(progress.getByRole('status')).toHaveTextContent(say(context, announceMessages.placed)));
    await userEvent.click(await progress.findByRole('button', { name: say(context, cancelMessages.button) }));
    const dialog = await screen.findByRole('dialog', { name: say(context, cancelMessages.title, { id: 1048 }) });
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, cancelMessages.confirm) }));
    await waitFor(() => expect(progress.getByText(say(context, cancelMessages.done))).toHaveFocus());
    await expect(progress.getByRole('status')).toHaveTextContent(say(context, announceMessages.cancelled));
    const details = canvas.getByRole('region', { name: say(context, orderMessages.details) });
    await expect(within(details).getByText(say(context, statusMessages.cancelled))).toBeVisible();
  },
};

/** At 375 px the progress comes first, over what was ordered, and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    const { canvas, progress } = await openOrder(context, 1041);
    const lines = canvas.getByRole('heading', { level: 2, name: say(context, linesMessages.title) });
    await expect(progress.getBoundingClientRect().bottom).toBeLessThan(lines.getBoundingClientRect().top);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
