/*
 * An order followed by its private link (`/track/{token}`), as a guest gets it on the success page and by
 * SMS: where it stands, live (the API's stream, played by msw), the promised time, a cancellation's reason,
 * **Cancel order** while the restaurant has not accepted it, and what was ordered with the totals.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
import { TRACK_TOKENS, trackedOrder } from './fixtures/account';
import { API_BASE_URL, apiHandlers, restaurantMoves } from './fixtures/handlers';
import { screenMeta } from './ScreenHarness';
import { say, SCREEN_TIMEOUT, storyLocale } from './screenTesting';

const meta = {
  // Whole screens share the shop's module state (loader deps), so one per canvas: no docs page.
  tags: ['!autodocs'],
  title: 'Screens/Track order',
  ...screenMeta({ path: `/track/${TRACK_TOKENS.placed}` }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time as the page shows it: Chișinău time, in the story's language. */
const timeOf = (context: StoryContext, iso: string) => formatTime(intlFor(storyLocale(context)), iso);

/** The page, once loaded: its progress panel, the steps in it, and its polite live region. */
async function openTracking(context: StoryContext, id: number) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1 }, SCREEN_TIMEOUT)).toHaveTextContent(
    say(context, orderNumberMessage, { id }),
  );
  const panel = canvas.getByRole('region', { name: say(context, progressMessages.title) });
  const list = within(panel).getByRole('list', { name: say(context, progressMessages.title) });
  return {
    canvas,
    panel: within(panel),
    // `hidden`: also while a dialog hides the page from the accessibility tree.
    steps: () => within(list).getAllByRole('listitem', { hidden: true }),
    announcer: within(panel).getByRole('status'),
  };
}

/** The line under the progress heading that says whether the page is live. */
const liveLine = (context: StoryContext) => context.canvasElement.querySelector('[data-connection]');

/** Waits for the line to say `connection` (`live`: the stream answered). */
async function lineSays(context: StoryContext, connection: 'live' | 'offline') {
  await waitFor(() => expect(liveLine(context)).toHaveAttribute('data-connection', connection), SCREEN_TIMEOUT);
  await expect(liveLine(context)).toHaveTextContent(say(context, liveMessages[connection]));
  await expect(liveLine(context)).toBeVisible();
}

const live = (context: StoryContext) => lineSays(context, 'live');

/**
 * Placed, not accepted yet (paid in cash): the page follows it live and offers to cancel it; what was
 * ordered sits beside it with the totals. Nothing is announced for the state the page opened with.
 */
export const Placed: Story = {
  play: async (context) => {
    const { canvas, panel, steps, announcer } = await openTracking(context, 2051);
    await live(context);
    await expect(steps()[0]).toHaveTextContent(say(context, statusMessages.placed));
    await expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    await expect(panel.getByRole('button', { name: say(context, cancelMessages.button) })).toBeVisible();
    await expect(announcer.textContent).toBe('');
    const lines = canvas.getByRole('region', { name: say(context, linesMessages.title) });
    const order = trackedOrder(TRACK_TOKENS.placed, storyLocale(context))!;
    for (const line of order.items) await expect(within(lines).getByText(line.name)).toBeVisible();
  },
};

/** Accepted with a promised time: the promise under the accepted step, and no way to cancel from here. */
export const Accepted: Story = {
  parameters: { screen: { path: `/track/${TRACK_TOKENS.accepted}` } },
  globals: { locale: 'ro' },
  play: async (context) => {
    const order = trackedOrder(TRACK_TOKENS.accepted, storyLocale(context))!;
    const { panel, steps } = await openTracking(context, order.id);
    await live(context);
    const accepted = steps().find((step) => step.getAttribute('aria-current') === 'step')!;
    await expect(accepted).toHaveTextContent(say(context, statusMessages.accepted));
    await expect(
      within(accepted).getByText(
        say(context, progressMessages.promisedAround, { time: timeOf(context, order.promised_at!) }),
      ),
    ).toBeVisible();
    await expect(panel.queryByRole('button', { name: say(context, cancelMessages.button) })).toBeNull();
  },
};

/** Cancelled by the restaurant, with its reason: at its end, so nothing is followed live or left to cancel. */
export const Cancelled: Story = {
  parameters: { screen: { path: `/track/${TRACK_TOKENS.cancelled}` } },
  globals: { locale: 'ru' },
  play: async (context) => {
    const order = trackedOrder(TRACK_TOKENS.cancelled, storyLocale(context))!;
    const { panel, steps } = await openTracking(context, order.id);
    const last = steps().at(-1)!;
    await expect(last).toHaveAttribute('data-state', 'cancelled');
    await expect(
      within(last).getByText(say(context, progressMessages.cancelReason, { reason: order.cancel_reason! })),
    ).toBeVisible();
    await expect(liveLine(context)).toBeNull();
    await expect(panel.queryByRole('button')).toBeNull();
  },
};

/**
 * The restaurant accepts, then starts cooking, while the page is open: each state arrives without a reload,
 * the promised time with it, each said once to screen readers; the Cancel button goes once it is too late.
 */
export const LiveUpdate: Story = {
  play: async (context) => {
    const { panel, steps, announcer } = await openTracking(context, 2051);
    await live(context);
    const address = window.location.href;
    restaurantMoves(2051, 'accepted', { promisedMinutes: 30 });
    await waitFor(() => expect(steps()[1]).toHaveAttribute('aria-current', 'step'));
    const promised = new Date(Date.parse('2026-01-15T10:31:00Z')).toISOString();
    await expect(steps()[1]).toHaveTextContent(
      say(context, progressMessages.promisedAround, { time: timeOf(context, promised) }),
    );
    await expect(announcer).toHaveTextContent(
      say(context, announceMessages.accepted, { time: timeOf(context, promised) }),
    );
    await expect(panel.queryByRole('button', { name: say(context, cancelMessages.button) })).toBeNull();
    restaurantMoves(2051, 'preparing');
    await waitFor(() => expect(announcer).toHaveTextContent(say(context, announceMessages.preparing)));
    await expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    await expect(window.location.href).toBe(address);
  },
};

/** Cancelling: a confirmation first; then the page shows the order cancelled and focus lands on a note. */
export const CancelConfirmed: Story = {
  play: async (context) => {
    const { panel, steps, announcer } = await openTracking(context, 2051);
    await live(context);
    await userEvent.click(panel.getByRole('button', { name: say(context, cancelMessages.button) }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: say(context, cancelMessages.title, { id: 2051 }) },
      SCREEN_TIMEOUT,
    );
    await expect(dialog).toHaveAccessibleDescription(say(context, cancelMessages.text));
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, cancelMessages.confirm) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(panel.getByText(say(context, cancelMessages.done))).toHaveFocus());
    await expect(steps().at(-1)).toHaveAttribute('data-state', 'cancelled');
    await expect(announcer).toHaveTextContent(say(context, announceMessages.cancelled));
    await expect(panel.queryByRole('button', { name: say(context, cancelMessages.button) })).toBeNull();
  },
};

/** Too late: the API refuses (409) in its own words, naming the restaurant's phone; the order stays. */
export const CancelRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        api: [
          http.post(`${API_BASE_URL}/api/orders/track/:token/cancel`, () =>
            HttpResponse.json(
              { message: 'The restaurant has already started on the order. Call +37322211126 to cancel it.' },
              { status: 409 },
            ),
          ),
          ...apiHandlers,
        ],
      },
    },
  },
  play: async (context) => {
    const { panel, steps } = await openTracking(context, 2051);
    await live(context);
    await userEvent.click(panel.getByRole('button', { name: say(context, cancelMessages.button) }));
    const dialog = await screen.findByRole('dialog', {}, SCREEN_TIMEOUT);
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, cancelMessages.confirm) }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('+37322211126');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, cancelMessages.keep) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(steps()[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** The restaurant accepts while the confirmation is open: it says so and cannot be confirmed any more. */
export const CancelOvertaken: Story = {
  play: async (context) => {
    const { panel } = await openTracking(context, 2051);
    await live(context);
    await userEvent.click(panel.getByRole('button', { name: say(context, cancelMessages.button) }));
    const dialog = await screen.findByRole('dialog', {}, SCREEN_TIMEOUT);
    restaurantMoves(2051, 'accepted', { promisedMinutes: 30 });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(say(context, cancelMessages.tooLate));
    // The kit's disabled button stays focusable and says it is unavailable (`aria-disabled`).
    await expect(within(dialog).getByRole('button', { name: say(context, cancelMessages.confirm) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The device goes offline: the line says so (quietly: one sentence in the polite region, no toast), the
 * order stays as last seen; back online, the stream opens again and "Live updates are back." is said once.
 */
export const Offline: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const { announcer } = await openTracking(context, 2051);
    await live(context);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      await lineSays(context, 'offline');
      await expect(announcer).toHaveTextContent(say(context, liveMessages.offline));
    } finally {
      // The instance's own property goes; navigator's getter answers again.
      delete (navigator as { onLine?: boolean }).onLine;
    }
    window.dispatchEvent(new Event('online'));
    await live(context);
    await expect(announcer).toHaveTextContent(say(context, liveMessages.back));
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** At 375 px the progress comes first, over what was ordered, and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { screen: { path: `/track/${TRACK_TOKENS.accepted}` } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await expect(window.innerWidth).toBe(375);
    const { canvas } = await openTracking(context, 2050);
    await live(context);
    const lines = canvas.getByRole('heading', { level: 2, name: say(context, linesMessages.title) });
    const progress = canvas.getByRole('heading', { level: 2, name: say(context, progressMessages.title) });
    await expect(progress.getBoundingClientRect().bottom).toBeLessThan(lines.getBoundingClientRect().top);
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
