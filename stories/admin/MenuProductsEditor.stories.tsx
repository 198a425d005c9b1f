/*
 * The dish editor (`/menu/products/new`, `/menu/products/:id`): the four languages side by side, the details,
 * tags, extras, allergens, nutrition and photo; the API's 422 beside each field; a 409 when someone else saved
 * first, reloaded with this person's changes kept; leaving with changes not saved asks first.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminLocale, adminMeta, loadedAdmin } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { DISH, dishById } from './fixtures/menu';
import { menuProductHandlers, menuProducts, resetMenuProducts, UPLOADED } from './fixtures/menuProducts';

const admin = adminMeta(
  { path: `/menu/products/${DISH.philadelphia}`, role: 'manager' },
  { menuProducts: menuProductHandlers },
);
const meta = {
  title: 'Back office/Menu/Dish editor',
  tags: ['!autodocs'],
  ...admin,
  loaders: [() => resetMenuProducts(), ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const language = (context: StoryContext, locale: string) => say(context, `admin.menu.language.${locale}`);
const nameField = (context: StoryContext, locale: string) =>
  within(context.canvasElement).getByRole('textbox', {
    name: say(context, 'admin.menu.editor.name', { language: language(context, locale) }),
  });

/** Waits for the form. */
async function openEditor(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await waitFor(() => expect(nameField(context, 'ro')).toBeVisible(), ADMIN_TIMEOUT);
  return canvas;
}

/**
 * A manager raises Philadelphia's price, marks it spicy and adds sesame to its allergens: one save, confirmed
 * quietly, and the API holds all three.
 */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openEditor(context);
    for (const locale of ['ro', 'ru', 'en', 'uk']) await expect(nameField(context, locale)).toBeVisible();
    const price = canvas.getByRole('textbox', { name: say(context, 'admin.menu.editor.price') });
    await userEvent.clear(price);
    await userEvent.type(price, '149,50');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('checkbox', { name: say(context, 'admin.menu.tag.spicy') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: say(context, 'admin.menu.allergen.sesame') }));
    await expect(canvas.getByText(say(context, 'admin.menu.editor.unsaved'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.save') }));
    await expect(await canvas.findByText(say(context, 'admin.menu.editor.saved'), {}, ADMIN_TIMEOUT)).toBeVisible();
    const saved = menuProducts.product(DISH.philadelphia)!;
    await expect(saved.price).toBe(149.5);
    await expect(saved.tags).toContain('spicy');
    await expect(saved.allergens).toContain('sesame');
  },
};

/**
 * A new dish published at once with only its Romanian name: the API refuses, naming each language missing
 * under its field in its own words; nothing typed is lost, and as a draft it saves.
 */
export const PublishRefused: Story = {
  globals: { locale: 'uk' },
  parameters: { admin: { path: '/menu/products/new' } },
  play: async (context) => {
    const canvas = await openEditor(context);
    await expect(
      canvas.getByRole('heading', { level: 2, name: say(context, 'admin.menu.editor.newTitle') }),
    ).toBeVisible();
    await userEvent.type(nameField(context, 'ro'), 'Rulou cu ton');
    await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'admin.menu.editor.price') }), '99');
    await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'admin.menu.editor.weight') }), '240');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('switch', { name: say(context, 'admin.menu.editor.published') }));
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.create') }));
    await expect(await canvas.findByRole('alert', {}, ADMIN_TIMEOUT)).toHaveTextContent(
      say(context, 'admin.menu.editor.invalid', { count: 7 }),
    );
    await expect(nameField(context, 'ru')).toHaveAccessibleDescription(
      expect.stringContaining(apiMessage('catalog.publish.needsText', adminLocale(context))),
    );
    await expect(nameField(context, 'ro')).toHaveValue('Rulou cu ton');
    await userEvent.click(canvas.getByRole('switch', { name: say(context, 'admin.menu.editor.published') }));
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.create') }));
    // Saved as a draft, and the editor is now the dish's own.
    await expect(await canvas.findByText(say(context, 'admin.menu.draft'), {}, ADMIN_TIMEOUT)).toBeVisible();
    await expect(menuProducts.product(900)?.name.ro).toBe('Rulou cu ton');
    // At the dish's own address, without asking to leave: nothing was left unsaved.
    await waitFor(() => expect(loadedAdmin(context).router.state.location.pathname).toBe('/menu/products/900'));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rulou cu ton' })).toBeVisible();
  },
};

/**
 * Someone else saved the dish meanwhile (a new price, their English name): this save is refused, the typing
 * stays; loading their version keeps this person's Russian description and points out the name both changed.
 */
export const Conflict: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = await openEditor(context);
    const descriptionRu = canvas.getByRole('textbox', {
      name: say(context, 'admin.menu.editor.description', { language: language(context, 'ru') }),
    });
    await userEvent.clear(descriptionRu);
    await userEvent.type(descriptionRu, 'Новый текст');
    await userEvent.clear(nameField(context, 'en'));
    await userEvent.type(nameField(context, 'en'), 'Philadelphia classic');
    menuProducts.saveAsSomeoneElse(DISH.philadelphia, (p) => ({ ...p, price: 155, name: { ...p.name, en: 'Philly' } }));
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.save') }));
    const alert = await canvas.findByRole('alert', {}, ADMIN_TIMEOUT);
    await expect(alert).toHaveTextContent(say(context, 'admin.menu.editor.conflictTitle'));
    await expect(descriptionRu).toHaveValue('Новый текст');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.conflictReload') }));
    await expect(
      await canvas.findByText(
        say(context, 'admin.menu.editor.overlapText', { parts: say(context, 'admin.menu.part.name_en') }),
      ),
    ).toBeVisible();
    await expect(descriptionRu).toHaveValue('Новый текст');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.save') }));
    await expect(await canvas.findByText(say(context, 'admin.menu.editor.saved'), {}, ADMIN_TIMEOUT)).toBeVisible();
    const saved = menuProducts.product(DISH.philadelphia)!;
    await expect(saved.price).toBe(155);
    await expect(saved.description.ru).toBe('Новый текст');
    await expect(saved.name.en).toBe('Philadelphia classic');
  },
};

/** A photo picked is uploaded at once and shown as the API stored it; it becomes the dish's with the save. */
export const Photo: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = await openEditor(context);
    const input = canvas.getByLabelText(say(context, 'admin.menu.editor.photo'));
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'roll.png', { type: 'image/png' }));
    await waitFor(
      () => expect(context.canvasElement.querySelector(`img[src="${UPLOADED.url}"]`)).not.toBeNull(),
      ADMIN_TIMEOUT,
    );
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.menu.editor.save') }));
    await waitFor(
      () => expect(menuProducts.product(DISH.philadelphia)?.image?.hash).toBe(UPLOADED.hash),
      ADMIN_TIMEOUT,
    );
  },
};

/** Leaving with changes not saved asks; "Stay" keeps the page and the typing. */
export const LeaveUnsaved: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openEditor(context);
    await userEvent.type(nameField(context, 'ro'), ' mare');
    await userEvent.click(canvas.getByRole('link', { name: say(context, 'admin.menu.editor.back') }));
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'admin.menu.leave.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'admin.menu.leave.stay') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(nameField(context, 'ro')).toHaveValue(`${dishById(DISH.philadelphia).name.ro} mare`);
  },
};

/** An operator opening an editor's address is told plainly that the menu is not theirs to change. */
export const Operator: Story = {
  globals: { locale: 'ro' },
  parameters: { admin: { role: 'operator' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: say(context, 'admin.menu.editor.forbiddenTitle') }, ADMIN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say(context, 'admin.menu.editor.save') })).toBeNull();
  },
};

/** On a phone the languages stack, one under another. */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await openEditor(context);
    const ro = nameField(context, 'ro').getBoundingClientRect();
    const ru = nameField(context, 'ru').getBoundingClientRect();
    await expect(ru.top).toBeGreaterThan(ro.bottom);
  },
};
