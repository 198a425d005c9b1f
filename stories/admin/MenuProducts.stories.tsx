/*
 * The menu (`/menu`): the dishes by category, drafts included — found by a name in any language, filtered by
 * category or by published and draft — and the way into the dish editor. An operator reads it only.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminLocale, adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { CATEGORIES, CATEGORY_IDS, DISH, dishById } from './fixtures/menu';
import { menuProductHandlers, resetMenuProducts } from './fixtures/menuProducts';

const admin = adminMeta({ path: '/menu', role: 'manager' }, { menuProducts: menuProductHandlers });
const meta = {
  title: 'Back office/Menu',
  tags: ['!autodocs'],
  ...admin,
  loaders: [() => resetMenuProducts(), ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the menu's tables. */
async function openMenu(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.menu.title') }, ADMIN_TIMEOUT),
  ).toBeVisible();
  await canvas.findAllByRole('table', {}, ADMIN_TIMEOUT);
  return canvas;
}

const dishName = (context: StoryContext, id: number) => dishById(id).name[adminLocale(context)];

/**
 * A manager looks for the dragon rolls by a Russian word on the Romanian screen, narrows the list to the
 * rolls, and opens Philadelphia in the editor.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openMenu(context);
    await expect(canvas.getAllByRole('table')).toHaveLength(CATEGORIES.length);
    await expect(canvas.getByRole('link', { name: say(context, 'admin.menu.new') })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'admin.menu.search') }), 'дракон');
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(2));
    await expect(canvas.getByRole('rowheader', { name: dishName(context, DISH.dragonVerde) })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: say(context, 'admin.menu.search') }));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: say(context, 'admin.menu.category') }),
      String(CATEGORY_IDS.rolls),
    );
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('link', { name: dishName(context, DISH.philadelphia) }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: dishName(context, DISH.philadelphia) }, ADMIN_TIMEOUT),
    ).toBeVisible();
  },
};

/** Only the drafts: none yet, said plainly. */
export const NoDrafts: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const canvas = await openMenu(context);
    const show = canvas.getByRole('radiogroup', { name: say(context, 'admin.menu.show') });
    await userEvent.click(
      within(show).getByRole('radio', { name: say(context, 'admin.menu.filter.draft', { count: 0 }) }),
    );
    await expect(await canvas.findByRole('heading', { name: say(context, 'admin.menu.empty') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** An operator reads the menu: no "New dish", no links into an editor they could not save, and why. */
export const ReadOnly: Story = {
  globals: { locale: 'ru' },
  parameters: { admin: { role: 'operator' } },
  play: async (context) => {
    const canvas = await openMenu(context);
    await expect(canvas.getByText(say(context, 'admin.menu.readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: say(context, 'admin.menu.new') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: dishName(context, DISH.philadelphia) })).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: dishName(context, DISH.philadelphia) })).toBeVisible();
  },
};

/** On a phone each dish is a card of its table. */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = await openMenu(context);
    await expect(canvas.getByRole('link', { name: dishName(context, DISH.miso) })).toBeVisible();
  },
};
