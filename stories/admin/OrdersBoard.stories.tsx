/*
 * The live orders board (`/`): a lane per state — scheduled, new, accepted, preparing, ready, out for
 * delivery — with a ticket per order, its one move forward and Cancel; late orders marked in words; a new
 * order arriving over the live stream rings and shows the banner until someone says Seen.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LANES, type Lane } from '../../packages/admin/src/stores/OrdersBoardStore';
import { adminMeta, loadedAdmin } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { backOffice, refuse, staffApi } from './fixtures/backOffice';
import { arrivingOrder, ORDER } from './fixtures/orders';
import { ADMIN_NOW } from './fixtures/storyClock';

const meta = {
  title: 'Back office/Orders board',
  tags: ['!autodocs'],
  ...adminMeta({ path: '/', role: 'operator' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The orders each lane holds when the board opens (fixtures/orders.ts), due first on top. */
const LANE_ORDERS: Record<Lane, number[]> = {
  scheduled: [ORDER.scheduled],
  placed: [ORDER.lateNew, ORDER.fresh],
  accepted: [ORDER.accepted],
  preparing: [ORDER.latePreparing],
  ready: [ORDER.ready],
  out_for_delivery: [ORDER.outForDelivery],
};

/** A lane's column on a tablet (or its tab's panel on a phone). */
const lane = (context: StoryContext, value: Lane) => {
  const column = context.canvasElement.querySelector<HTMLElement>(`[data-value="${value}"]`);
  if (!column) throw new Error(`No lane ${value} on the board`);
  return column;
};

/** An order's ticket, named by its number. */
const ticketIn = (column: HTMLElement, id: number) =>
  within(column).getByRole('article', { name: new RegExp(`^#${id}\\b`) });

/** Waits for the board's orders and its live connection (the top bar says Live). */
async function openBoard(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.board.title') }, ADMIN_TIMEOUT),
  ).toBeVisible();
  await loadedAdmin(context).stream.whenConnected();
  await waitFor(() => expect(canvas.getByText(say(context, 'admin.connection.live'))).toBeVisible(), ADMIN_TIMEOUT);
  await waitFor(() => expect(loadedAdmin(context).stores.board.loaded).toBe(true));
  return canvas;
}

/** The button that makes `label`'s move on order `id` ("Start preparing: Order #1044"). */
const moveName = (context: StoryContext, label: string, id: number) =>
  `${label}: ${say(context, 'admin.order.number', { id })}`;

/**
 * A busy evening at Nori Centru: every lane holds orders, the due first on top. A new order waiting 9
 * minutes and one cooking past its promised time are marked late; the birthday set ordered for tonight
 * waits in its own lane until the kitchen should start it.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    await openBoard(context);
    // The page's clock runs from the stories' Thursday evening, so the times below read the same any day.
    await expect(Date.now() - ADMIN_NOW).toBeLessThan(60_000);
    for (const value of LANES) {
      const column = lane(context, value);
      const tickets = within(column).queryAllByRole('article');
      await expect(tickets).toHaveLength(LANE_ORDERS[value].length);
      for (const [index, id] of LANE_ORDERS[value].entries()) await expect(tickets[index]).toBe(ticketIn(column, id));
    }
    await expect(ticketIn(lane(context, 'placed'), ORDER.lateNew)).toHaveAttribute('data-late');
    await expect(ticketIn(lane(context, 'placed'), ORDER.fresh)).not.toHaveAttribute('data-late');
    const latePreparing = ticketIn(lane(context, 'preparing'), ORDER.latePreparing);
    await expect(latePreparing).toHaveAttribute('data-late');
    await expect(latePreparing).toHaveTextContent(say(context, 'admin.order.late', { minutes: 3 }));
    await expect(ticketIn(lane(context, 'scheduled'), ORDER.scheduled)).toHaveAttribute('data-scheduled');
  },
};

/**
 * A shopper places an order while the board is open: it comes over the live stream, lands in _New_ with a
 * "New order" badge, the board rings and the banner says one is waiting; Seen stops it.
 */
export const NewOrderArrives: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = await openBoard(context);
    const { stream, stores, now, locale } = loadedAdmin(context);
    await expect(stores.board.ringing).toBe(false);
    const message = arrivingOrder(now, locale);
    backOffice.putOrder(message.order);
    stream.send(message);
    const banner = say(context, 'admin.ring.banner', { count: 1 });
    await expect(await canvas.findByText(banner)).toBeVisible();
    await expect(stores.board.ringing).toBe(true);
    const ticket = ticketIn(lane(context, 'placed'), ORDER.arriving);
    await expect(ticket).toHaveAttribute('data-new');
    await expect(within(ticket).getByText(say(context, 'admin.order.new'))).toBeVisible();
    // The banner's Seen is for every waiting order; each ticket has its own, named by the order.
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.action.acknowledge') }));
    await waitFor(() => expect(canvas.queryByText(banner)).toBeNull());
    await expect(stores.board.ringing).toBe(false);
    await expect(ticket).not.toHaveAttribute('data-new');
  },
};

/** Accepting the newest order with a 30-minute promise: the ticket moves to _Accepted_, due in 30 minutes. */
export const AcceptIn30: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    await openBoard(context);
    const ticket = ticketIn(lane(context, 'placed'), ORDER.fresh);
    await userEvent.click(
      within(ticket).getByRole('button', {
        name: moveName(context, say(context, 'admin.action.accept', { minutes: 30 }), ORDER.fresh),
      }),
    );
    const accepted = await waitFor(() => ticketIn(lane(context, 'accepted'), ORDER.fresh));
    await expect(accepted).toHaveTextContent(say(context, 'admin.order.dueIn', { minutes: 30 }));
    await expect(within(lane(context, 'placed')).queryByRole('article', { name: /^#1049\b/ })).toBeNull();
    await expect(backOffice.order(ORDER.fresh)?.status).toBe('accepted');
    await expect(
      within(accepted).getByRole('button', {
        name: moveName(context, say(context, 'admin.action.preparing'), ORDER.fresh),
      }),
    ).toBeVisible();
  },
};

/**
 * Someone at another screen started cooking the order first: the API refuses the move (409) in its own
 * words, the banner names the order, and the board shows the order as it is.
 */
export const MoveRefused: Story = {
  globals: { locale: 'ro' },
  parameters: {
    msw: {
      handlers: {
        transitions: [
          http.post(staffApi('/api/staff/orders/:id/transition'), ({ request }) =>
            refuse(request, { status: 409, key: 'order.transition.stale' }),
          ),
        ],
      },
    },
  },
  play: async (context) => {
    const canvas = await openBoard(context);
    const ticket = ticketIn(lane(context, 'accepted'), ORDER.accepted);
    await userEvent.click(
      within(ticket).getByRole('button', {
        name: moveName(context, say(context, 'admin.action.preparing'), ORDER.accepted),
      }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(say(context, 'admin.problem.title', { id: ORDER.accepted }));
    await expect(alert).toHaveTextContent(apiMessage('order.transition.stale', 'ro'));
    await expect(ticketIn(lane(context, 'accepted'), ORDER.accepted)).toBeVisible();
  },
};

/**
 * On a phone one lane at a time under tabs, each with its count, opening on _New_; a tap shows another
 * lane.
 */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = await openBoard(context);
    const tabs = canvas.getByRole('tablist', { name: say(context, 'admin.board.title') });
    const newTab = within(tabs).getByRole('tab', { name: new RegExp(say(context, 'admin.lane.placed')) });
    await expect(newTab).toHaveAttribute('aria-selected', 'true');
    await expect(newTab).toHaveTextContent('2');
    await expect(ticketIn(lane(context, 'placed'), ORDER.lateNew)).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: new RegExp(say(context, 'admin.lane.ready')) }));
    await expect(await waitFor(() => ticketIn(lane(context, 'ready'), ORDER.ready))).toBeVisible();
  },
};

/**
 * The live stream drops: the top bar says the board is reconnecting. Then the stream is answered with an error
 * (a proxy's 502 while the API restarts), after which a browser never tries again by itself: the board does,
 * and is live again a second later, without a reload.
 */
export const ConnectionLost: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = await openBoard(context);
    const { stream } = loadedAdmin(context);
    stream.drop();
    await expect(await canvas.findByText(say(context, 'admin.connection.reconnecting'))).toBeVisible();
    stream.drop(true);
    await expect(await canvas.findByText(say(context, 'admin.connection.reconnecting'))).toBeVisible();
    await expect(await canvas.findByText(say(context, 'admin.connection.live'), {}, ADMIN_TIMEOUT)).toBeVisible();
  },
};

/** The session has ended (signed out in another tab): the stream is turned away, and the board asks to sign in. */
export const SessionEnded: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const canvas = await openBoard(context);
    backOffice.endSession();
    loadedAdmin(context).stream.drop(true);
    await expect(
      await canvas.findByRole('heading', { name: say(context, 'admin.signIn.title') }, ADMIN_TIMEOUT),
    ).toBeVisible();
  },
};

/**
 * Cancelling asks for a reason the shopper receives; confirmed, the order leaves the board and its history
 * keeps who cancelled it and why.
 */
export const CancelWithReason: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    await openBoard(context);
    const reason = 'The courier cannot reach this address tonight: the street is closed.';
    const ticket = ticketIn(lane(context, 'placed'), ORDER.lateNew);
    await userEvent.click(
      within(ticket).getByRole('button', {
        name: moveName(context, say(context, 'admin.action.cancel'), ORDER.lateNew),
      }),
    );
    // The dialog is portalled to the page's body, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', {
      name: say(context, 'admin.cancel.title', { id: ORDER.lateNew }),
    });
    await userEvent.type(within(dialog).getByLabelText(say(context, 'admin.cancel.reason'), { exact: false }), reason);
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'admin.cancel.confirm') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(lane(context, 'placed')).queryAllByRole('article')).toHaveLength(1);
    const cancelled = backOffice.order(ORDER.lateNew);
    await expect(cancelled?.status).toBe('cancelled');
    await expect(cancelled?.history.at(-1)).toMatchObject({ reason, staff: { name: 'Olga Moraru' } });
  },
};
