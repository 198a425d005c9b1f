/*
 * The stop-list (`/stop-list`): the chosen restaurant's menu by category, a switch per dish. Off, and the
 * shop shows the dish unavailable there and refuses it in orders at once; the switch moves first and moves
 * back, with the API's words, if the API refuses.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminLocale, adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { backOffice, guard, refuse, staffApi } from './fixtures/backOffice';
import { DISH, dishById, RESTAURANT_IDS, RESTAURANTS } from './fixtures/menu';

const meta = {
  title: 'Back office/Stop-list',
  tags: ['!autodocs'],
  ...adminMeta({ path: '/stop-list', role: 'operator' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dish's switch, named by the dish in the story's language. */
const dishSwitch = (context: StoryContext, id: number) =>
  within(context.canvasElement).getByRole('switch', { name: dishById(id).name[adminLocale(context)] });

/** Waits for the menu to be in. */
async function openStopList(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.stopList.title') }, ADMIN_TIMEOUT),
  ).toBeVisible();
  await waitFor(() => expect(dishSwitch(context, DISH.philadelphia)).toBeVisible(), ADMIN_TIMEOUT);
  return canvas;
}

/**
 * The operator of Nori Centru runs out of salmon: Philadelphia clasic goes off with one tap, beside Green
 * dragon, already stopped; "only the stopped ones" then lists the two to put back.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openStopList(context);
    await expect(dishSwitch(context, DISH.dragonVerde)).not.toBeChecked();
    await expect(dishSwitch(context, DISH.philadelphia)).toBeChecked();
    await userEvent.click(dishSwitch(context, DISH.philadelphia));
    await expect(dishSwitch(context, DISH.philadelphia)).not.toBeChecked();
    await waitFor(() => expect(backOffice.product(DISH.philadelphia)?.stopped_at).toEqual([RESTAURANT_IDS.centru]));
    await expect(dishSwitch(context, DISH.philadelphia)).toHaveAccessibleDescription(
      say(context, 'admin.stopList.stopped'),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: say(context, 'admin.stopList.onlyStopped', { count: 2 }) }),
    );
    await expect(canvas.getAllByRole('switch')).toHaveLength(2);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The API refuses (here: the person's role no longer covers this restaurant, a 403): the switch moved at
 * once, then goes back, and the banner says the change was not saved, in the API's words.
 */
export const Refused: Story = {
  globals: { locale: 'ru' },
  parameters: {
    msw: {
      handlers: {
        stopList: [
          http.post(staffApi('/api/staff/stop-list'), async ({ request }) => {
            await delay(400);
            return guard(request) ?? refuse(request, { status: 403, key: 'staff.forbidden' });
          }),
        ],
      },
    },
  },
  play: async (context) => {
    const canvas = await openStopList(context);
    await userEvent.click(dishSwitch(context, DISH.miso));
    // The switch moves first, and waits for the API.
    await expect(dishSwitch(context, DISH.miso)).not.toBeChecked();
    await expect(dishSwitch(context, DISH.miso)).toBeDisabled();
    const alert = await canvas.findByRole('alert', {}, ADMIN_TIMEOUT);
    await expect(alert).toHaveTextContent(say(context, 'admin.stopList.problem'));
    await expect(alert).toHaveTextContent(apiMessage('staff.forbidden', 'ru'));
    await expect(dishSwitch(context, DISH.miso)).toBeChecked();
    await expect(dishSwitch(context, DISH.miso)).toBeEnabled();
    await expect(backOffice.product(DISH.miso)?.stopped_at).toEqual([]);
  },
};

/**
 * A manager runs two restaurants and picks one: at Nori Botanica the beef udon is the stopped dish, and it
 * goes back on when the meat arrives. The search finds a dish by its name in any language.
 */
export const TwoRestaurants: Story = {
  globals: { locale: 'uk' },
  parameters: { admin: { role: 'manager' } },
  play: async (context) => {
    const canvas = await openStopList(context);
    const locale = adminLocale(context);
    const restaurants = canvas.getByRole('radiogroup', { name: say(context, 'admin.stopList.restaurant') });
    await expect(within(restaurants).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(restaurants).getByRole('radio', { name: RESTAURANTS[1]!.name[locale] }));
    await waitFor(() => expect(dishSwitch(context, DISH.udonVita)).not.toBeChecked());
    await expect(dishSwitch(context, DISH.dragonVerde)).toBeChecked();
    await userEvent.click(dishSwitch(context, DISH.udonVita));
    await waitFor(() => expect(backOffice.product(DISH.udonVita)?.stopped_at).toEqual([]));
    await expect(dishSwitch(context, DISH.udonVita)).toBeChecked();
    // A Romanian word finds the dish while the screen is in Ukrainian.
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'admin.stopList.search') }), 'vită');
    await expect(canvas.getAllByRole('switch')).toEqual([dishSwitch(context, DISH.udonVita)]);
  },
};

/** On a phone: the same list, one column, the switches at the thumb. */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await openStopList(context);
    await userEvent.click(dishSwitch(context, DISH.tomYum));
    await waitFor(() => expect(backOffice.product(DISH.tomYum)?.stopped_at).toEqual([RESTAURANT_IDS.centru]));
  },
};
