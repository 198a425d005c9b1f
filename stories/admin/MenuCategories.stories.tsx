/*
 * The menu's categories (`/menu/categories`): put in order from the keyboard (the kit's SortableList), saved at
 * once; a category that still has dishes kept by the API (409) and said so; an operator reads the order only;
 * leaving the editor with changes not saved asks first.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminLocale, adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { CATEGORIES, CATEGORY_IDS } from './fixtures/menu';
import { categoryHandlers, menuExtra, resetMenuExtra } from './fixtures/menuExtra';

const admin = adminMeta({ path: '/menu/categories', role: 'manager' }, { categories: categoryHandlers });
const meta = {
  title: 'Back office/Menu categories',
  tags: ['!autodocs'],
  ...admin,
  loaders: [() => resetMenuExtra(), ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (context: StoryContext, index: number) => CATEGORIES[index]!.name[adminLocale(context)];

async function openList(context: StoryContext) {
  const canvas = within(context.canvasElement);
  const list = await canvas.findByRole('list', { name: say(context, 'admin.categories.listLabel') }, ADMIN_TIMEOUT);
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(CATEGORIES.length));
  return { canvas, list };
}

/**
 * A manager moves "Rulouri" one place down from the keyboard: Space on its grip lifts it, the down arrow moves
 * it, Space drops it; the new order is on the screen and sent to the API at once. The area's own navigation
 * marks "Categories" as the current page.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const { canvas, list } = await openList(context);
    const sections = canvas.getByRole('navigation', { name: say(context, 'admin.menuArea.tabs.label') });
    await expect(
      within(sections).getByRole('link', { name: say(context, 'admin.menuArea.tabs.categories') }),
    ).toHaveAttribute('aria-current', 'page');
    const grip = within(list).getByRole('button', { name: new RegExp(`${nameOf(context, 0)}$`) });
    grip.focus();
    await userEvent.keyboard(' ');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await userEvent.keyboard(' ');
    const expected = [CATEGORY_IDS.sets, CATEGORY_IDS.rolls, CATEGORY_IDS.wok, CATEGORY_IDS.soups, CATEGORY_IDS.drinks];
    await waitFor(() => expect(menuExtra.lastOrder).toEqual(expected));
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names.slice(0, 2)).toEqual([nameOf(context, 1), nameOf(context, 0)]);
  },
};

/** Deleting "Роллы", which still has dishes: the dialog warns, and the API's 409 says how many, in Russian. */
export const DeleteRefused: Story = {
  globals: { locale: 'ru' },
  parameters: { admin: { path: `/menu/categories/${CATEGORY_IDS.rolls}` } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: say(context, 'admin.categories.delete') }, ADMIN_TIMEOUT),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'admin.categories.deleteConfirm') }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(say(context, 'admin.categories.notDeleted'));
    await expect(alert).toHaveTextContent('5');
    await expect(menuExtra.lastOrder).toBeNull();
  },
};

/** An operator (Ukrainian) sees the order, without grips or move buttons, and is told why. */
export const ReadOnly: Story = {
  globals: { locale: 'uk' },
  parameters: { admin: { role: 'operator' } },
  play: async (context) => {
    const { canvas, list } = await openList(context);
    await expect(canvas.getByText(say(context, 'admin.menuArea.readOnly'))).toBeVisible();
    await expect(within(list).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link', { name: say(context, 'admin.categories.new') })).toBeNull();
  },
};

/** On a 375 px phone: the list fits, the grip and move buttons beside each name. */
export const OnPhone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { list } = await openList(context);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(
      within(list).getByRole('button', { name: new RegExp(`${nameOf(context, 0)} mai jos$`) }),
    ).toBeVisible();
  },
};

/** Leaving a category's editor with a name changed asks first; "Stay" keeps the page and the typing. */
export const LeaveUnsaved: Story = {
  globals: { locale: 'ro' },
  parameters: { admin: { path: `/menu/categories/${CATEGORY_IDS.rolls}` } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const name = await canvas.findByLabelText(
      say(context, 'admin.categories.name', { language: say(context, 'admin.categories.language.ro') }),
      // A required field's label ends with its marker.
      { exact: false },
      ADMIN_TIMEOUT,
    );
    await userEvent.type(name, ' mari');
    await userEvent.click(canvas.getByRole('link', { name: say(context, 'admin.categories.back') }));
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'admin.menu.leave.title') });
    await expect(dialog).toHaveTextContent(say(context, 'admin.categories.leaveText'));
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'admin.menu.leave.stay') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(name).toHaveValue(`${nameOf(context, 0)} mari`);
  },
};
