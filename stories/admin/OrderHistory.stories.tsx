/*
 * The order search (`/orders/history`): the last seven days in every state at first; the state, the
 * restaurant, a part of the phone and the number narrow it; the filters are in the address, so a link to a
 * search shows the same rows; a number opens the order's page, whose way back returns to the same search.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMeta, loadedAdmin } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { historyHandlers, PAST } from './fixtures/history';
import { ORDER } from './fixtures/orders';

const meta = {
  title: 'Back office/Order history',
  tags: ['!autodocs'],
  ...adminMeta({ path: '/orders/history', role: 'manager' }, { history: historyHandlers }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order numbers in the results, top to bottom. */
const numbers = (context: StoryContext) =>
  within(context.canvasElement)
    .queryAllByRole('rowheader')
    .map((cell) => Number(cell.textContent?.replace(/\D/g, '')));

async function openHistory(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.history.title') }, ADMIN_TIMEOUT),
  ).toBeVisible();
  await waitFor(() => expect(numbers(context).length).toBeGreaterThan(0), ADMIN_TIMEOUT);
  return canvas;
}

/**
 * A manager of two restaurants looks back over the week: every state, newest first; only the cancelled
 * ones, and the address says so; the cancelled order opens on its page.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openHistory(context);
    const all = numbers(context);
    await expect(all).toContain(PAST.pickedUp);
    await expect(all).toContain(PAST.cancelled);
    await expect(all).toContain(ORDER.fresh);
    await expect([...all].sort((a, b) => b - a)).toEqual(all);

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: say(context, 'admin.history.state') }),
      say(context, 'admin.history.state.cancelled'),
    );
    await waitFor(() => expect(numbers(context)).toEqual([PAST.cancelled]));
    const { router } = loadedAdmin(context);
    await expect(router.state.location.search).toContain('status=cancelled');
    await expect(canvas.getByText(say(context, 'admin.history.state.cancelled'), { selector: 'span' })).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: `#${PAST.cancelled}` }));
    await expect(
      await canvas.findByRole(
        'heading',
        { name: say(context, 'admin.order.number', { id: PAST.cancelled }) },
        // The order's page is its own chunk and its own request: a loaded machine takes more than a second.
        ADMIN_TIMEOUT,
      ),
    ).toBeVisible();
    // Its way back returns to the same search.
    await userEvent.click(canvas.getByRole('link', { name: say(context, 'admin.history.order.back') }));
    await waitFor(() => expect(numbers(context)).toEqual([PAST.cancelled]), ADMIN_TIMEOUT);
    await expect(router.state.location.search).toContain('status=cancelled');
  },
};

/** A shopper calls about an order: a part of their number finds this week's two, then nothing else. */
export const ByPhone: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = await openHistory(context);
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'admin.history.phone') }), '68998');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.history.search') }));
    await waitFor(() => expect(numbers(context)).toEqual([ORDER.ready, PAST.pickedUp]));
    await expect(loadedAdmin(context).router.state.location.search).toContain('phone=68998');
    // What was typed stays in the field.
    await expect(canvas.getByRole('searchbox', { name: say(context, 'admin.history.phone') })).toHaveValue('68998');
  },
};

/** A number that is not there: the table says so and how to widen the search. */
export const Empty: Story = {
  globals: { locale: 'uk' },
  parameters: { admin: { path: '/orders/history?number=999', role: 'manager' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'admin.history.empty'), {}, ADMIN_TIMEOUT)).toBeVisible();
    await expect(canvas.getByText(say(context, 'admin.history.empty.hint'))).toBeVisible();
  },
};

/** On a phone: the filters one under another, each order a card. */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = await openHistory(context);
    await expect(canvas.getByRole('link', { name: `#${PAST.pickedUp}` })).toBeVisible();
  },
};
