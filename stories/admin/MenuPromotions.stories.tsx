/*
 * The promotions (`/menu/promotions`): in menu order, moved with the buttons and saved at once; the editor's
 * save over someone else's newer one refused (409) — the typing kept and carried over onto their version; leaving
 * the editor with changes not saved asks first.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { menuExtra, promotionHandlers, resetMenuExtra } from './fixtures/menuExtra';

const admin = adminMeta({ path: '/menu/promotions', role: 'manager' }, { promotions: promotionHandlers });
const meta = {
  title: 'Back office/Menu promotions',
  tags: ['!autodocs'],
  ...admin,
  loaders: [() => resetMenuExtra(), ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Prânzul zilei" moved up with its button: first on the screen and in the order sent to the API. */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: say(context, 'admin.promotions.listLabel') }, ADMIN_TIMEOUT);
    await userEvent.click(await within(list).findByRole('button', { name: /Prânzul zilei mai sus$/ }));
    await waitFor(() => expect(menuExtra.lastOrder).toEqual([2, 1, 3]));
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Prânzul zilei');
    await expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(say(context, 'admin.promotions.draft'));
  },
};

/**
 * Someone else saves "Two for one" while a manager edits its English title: the save is refused, the typing
 * stays; loading their version keeps the manager's title and takes their description; then it saves.
 */
export const Conflict: Story = {
  globals: { locale: 'en' },
  parameters: { admin: { path: '/menu/promotions/1' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const title = await canvas.findByLabelText(
      say(context, 'admin.promotions.titleIn', { language: say(context, 'admin.categories.language.en') }),
      {},
      ADMIN_TIMEOUT,
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Two for the price of one');
    menuExtra.savedElsewhere(1, { description: { ro: 'Marți', ru: 'Вторник', en: 'Tuesdays', uk: 'Вівторок' } });
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.promotions.save') }));
    await expect(await canvas.findByText(say(context, 'admin.promotions.conflictTitle'))).toBeVisible();
    await expect(title).toHaveValue('Two for the price of one');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.promotions.conflictReload') }));
    await waitFor(() => expect(canvas.queryByText(say(context, 'admin.promotions.conflictTitle'))).toBeNull());
    await expect(title).toHaveValue('Two for the price of one');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.promotions.save') }));
    await waitFor(() => expect(menuExtra.promotion(1)?.title.en).toBe('Two for the price of one'));
    await expect(menuExtra.promotion(1)?.description.en).toBe('Tuesdays');
    await expect(await canvas.findByText(say(context, 'admin.categories.saved'))).toBeVisible();
  },
};

/** Leaving a promotion's editor with its title changed asks first; "Stay" keeps the page and the typing. */
export const LeaveUnsaved: Story = {
  globals: { locale: 'ro' },
  parameters: { admin: { path: '/menu/promotions/1' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const title = await canvas.findByLabelText(
      say(context, 'admin.promotions.titleIn', { language: say(context, 'admin.categories.language.ro') }),
      {},
      ADMIN_TIMEOUT,
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Două la preț de una');
    await userEvent.click(canvas.getByRole('link', { name: say(context, 'admin.promotions.back') }));
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'admin.menu.leave.title') });
    await expect(dialog).toHaveTextContent(say(context, 'admin.promotions.leaveText'));
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'admin.menu.leave.stay') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(title).toHaveValue('Două la preț de una');
    await expect(canvas.getByRole('button', { name: say(context, 'admin.promotions.save') })).toBeVisible();
  },
};
