/*
 * Staff and roles (`/staff`, owners): the team with roles, restaurants and access; adding a member (a short
 * password refused next to its field, nothing typed lost), the API's 409 when an owner would disable
 * themself, and the page for owners only when a manager reaches it by its address.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { RESTAURANTS } from './fixtures/menu';
import { STAFF } from './fixtures/staff';
import { resetStaffAdmin, staffAdmin, staffAdminHandlers } from './fixtures/staffAdmin';

const admin = adminMeta({ path: '/staff', role: 'owner' }, { staffAdmin: staffAdminHandlers });
const meta = {
  title: 'Back office/Staff',
  tags: ['!autodocs'],
  ...admin,
  loaders: [resetStaffAdmin, ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function openStaff(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('rowheader', { name: STAFF.manager.name }, ADMIN_TIMEOUT)).toBeVisible();
  return canvas;
}

/** Adding an operator of Nori Botanica: the short password is refused in words, then the member is added. */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openStaff(context);
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.staff.add') }));
    const dialog = within(await screen.findByRole('dialog', {}, ADMIN_TIMEOUT));
    await userEvent.type(
      dialog.getByRole('textbox', { name: say(context, 'admin.staff.email') }),
      'ana.rotaru@nori.md',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: say(context, 'admin.staff.name') }), 'Ana Rotaru');
    await userEvent.click(dialog.getByRole('checkbox', { name: RESTAURANTS[1]!.name.ro }));
    const password = dialog.getByLabelText(new RegExp(`^${say(context, 'admin.staff.password')}`), {
      selector: 'input',
    });
    await userEvent.type(password, 'scurtă');
    await userEvent.click(dialog.getByRole('button', { name: say(context, 'admin.staff.add.submit') }));
    // The API's rule said before sending, next to the field (its message appears with a short fade-in).
    await expect(
      await dialog.findByText(say(context, 'admin.staff.password.short', { min: 12 }), {}, ADMIN_TIMEOUT),
    ).toBeInTheDocument();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: say(context, 'admin.staff.name') })).toHaveValue('Ana Rotaru');
    await userEvent.clear(password);
    await userEvent.type(password, 'castravete-murat-2026');
    await userEvent.click(dialog.getByRole('button', { name: say(context, 'admin.staff.add.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), ADMIN_TIMEOUT);
    await expect(await canvas.findByRole('rowheader', { name: 'Ana Rotaru' }, ADMIN_TIMEOUT)).toBeVisible();
    // Confirmed in the toast (a polite status; it fades in).
    await expect(
      await canvas.findByText(say(context, 'admin.staff.saved', { name: 'Ana Rotaru' }), {}, ADMIN_TIMEOUT),
    ).toBeInTheDocument();
    await expect(staffAdmin.member('ana.rotaru@nori.md')).toMatchObject({ role: 'operator', restaurant_ids: [2] });
  },
};

/** The owner tries to disable their own account: the API refuses (409) and the page says why in its words. */
export const SelfDisableRefused: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = await openStaff(context);
    await userEvent.click(
      canvas.getByRole('button', { name: say(context, 'admin.staff.disable.named', { name: STAFF.owner.name }) }),
    );
    const dialog = within(await screen.findByRole('dialog', {}, ADMIN_TIMEOUT));
    await userEvent.click(dialog.getByRole('button', { name: say(context, 'admin.staff.disable') }));
    await expect(await canvas.findByText(apiMessage('staff.members.self', 'ru'), {}, ADMIN_TIMEOUT)).toBeVisible();
    await expect(staffAdmin.member(STAFF.owner.email)?.disabled).toBe(false);
  },
};

/** A manager who reaches the page by its address reads that it is for owners; the navigation has no entry. */
export const ForManagers: Story = {
  globals: { locale: 'uk' },
  parameters: { admin: { path: '/staff', role: 'manager' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'admin.staff.forbidden'), {}, ADMIN_TIMEOUT)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: say(context, 'admin.staff.nav') })).toBeNull();
  },
};

/** On a phone: each member a card, the actions under it. */
export const Phone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = await openStaff(context);
    await expect(
      canvas.getByRole('button', { name: say(context, 'admin.staff.enable.named', { name: 'Victor Rusu' }) }),
    ).toBeVisible();
  },
};
