/*
 * Staff sign-in: email and password; the API's refusal in its own words above the form (the typed email
 * stays); once signed in, back to where the person was going.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMeta } from './AdminStory';
import { ADMIN_TIMEOUT, say } from './adminTesting';
import { apiMessage } from './fixtures/apiMessages';
import { STAFF, STAFF_PASSWORD } from './fixtures/staff';

const meta = {
  title: 'Back office/Sign in',
  tags: ['!autodocs'],
  ...adminMeta({ path: '/sign-in', role: null }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required field's label ends with the kit's asterisk: match the words. */
const LABEL = { exact: false };

/** The form before anything is typed: both fields empty, no message. */
export const Empty: Story = {
  globals: { locale: 'ro' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.signIn.title') }, ADMIN_TIMEOUT),
    ).toBeVisible();
    await expect(canvas.getByLabelText(say(context, 'admin.signIn.email'), LABEL)).toHaveValue('');
    await expect(canvas.getByLabelText(say(context, 'admin.signIn.password'), LABEL)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: say(context, 'admin.signIn.submit') })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A wrong password: the API's 401 message in the person's language, and the email they typed still there. */
export const WrongPassword: Story = {
  globals: { locale: 'ru' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const email = await canvas.findByLabelText(say(context, 'admin.signIn.email'), LABEL, ADMIN_TIMEOUT);
    await userEvent.type(email, STAFF.operator.email);
    await userEvent.type(canvas.getByLabelText(say(context, 'admin.signIn.password'), LABEL), 'parola-gresita');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.signIn.submit') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessage('staff.login.invalid', 'ru'));
    await expect(email).toHaveValue(STAFF.operator.email);
  },
};

/**
 * Opening the board without a session leads to the sign-in page; signing in brings the person back to the
 * board, with their name and role in the top bar.
 */
export const SigningIn: Story = {
  parameters: { admin: { path: '/' } },
  globals: { locale: 'uk' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(say(context, 'admin.signIn.email'), LABEL, ADMIN_TIMEOUT),
      STAFF.manager.email,
    );
    await userEvent.type(canvas.getByLabelText(say(context, 'admin.signIn.password'), LABEL), STAFF_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'admin.signIn.submit') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: say(context, 'admin.board.title') }, ADMIN_TIMEOUT),
    ).toBeVisible();
    const signedInAs = say(context, 'admin.home.signedInAs', {
      name: STAFF.manager.name,
      role: say(context, 'admin.role.manager'),
    });
    await waitFor(() => expect(canvas.getByText(signedInAs)).toBeVisible());
  },
};
