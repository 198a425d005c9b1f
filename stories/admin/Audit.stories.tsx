/*
 * The audit log (`/audit`, owners): what staff did, newest first — who, what in words, on what (an order links
 * to its page), the details as lines (a change as before → after) — filtered by the person and the action.
 */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { STAFF } from './fixtures/staff';
import { resetStaffAdmin, staffAdminHandlers } from './fixtures/staffAdmin';

const admin = adminMeta({ path: '/audit', role: 'owner' }, { staffAdmin: staffAdminHandlers });
const meta = {
  title: 'Back office/Audit log',
  tags: ['!autodocs'],
  ...admin,
  loaders: [resetStaffAdmin, ...admin.loaders],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (context: StoryContext) => within(context.canvasElement).queryAllByRole('row').slice(1);

async function openLog(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.staff.auditTitle') }, ADMIN_TIMEOUT),
  ).toBeVisible();
  await waitFor(() => expect(rows(context)).toHaveLength(6), ADMIN_TIMEOUT);
  return canvas;
}

/** The evening so far; a dish's new price reads 129 → 135; only the operator's entries, then only sign-ins. */
export const Default: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = await openLog(context);
    await expect(canvas.getByText(/129 → 135/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'admin.order.number', { id: 1040 }) })).toBeVisible();
    // The people come from the team list, a request of its own that can answer after the log's rows.
    const person = canvas.getByRole('combobox', { name: say(context, 'admin.staff.audit.person') });
    const operator = `${STAFF.operator.name} (${STAFF.operator.email})`;
    await within(person).findByRole('option', { name: operator }, ADMIN_TIMEOUT);
    await userEvent.selectOptions(person, operator);
    await waitFor(() => expect(rows(context)).toHaveLength(3));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: say(context, 'admin.staff.audit.action') }),
      say(context, 'admin.staff.audit.action.staff.login'),
    );
    await waitFor(() => expect(rows(context)).toHaveLength(1));
  },
};

/** In Ukrainian: an order's move says its states in words, the old account's change reads false → true. */
export const Ukrainian: Story = {
  globals: { locale: 'uk' },
  play: async (context) => {
    const canvas = await openLog(context);
    await expect(canvas.getByText(new RegExp(say(context, 'admin.history.state.ready')))).toBeVisible();
    await expect(canvas.getByText(/false → true/)).toBeVisible();
  },
};
