import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { backdropOf, expectClosed, pressAndRelease, settled } from '../Modal/overlayTesting';
import { TextField } from '../TextField/TextField';
import { LeaveConfirmation, type LeaveConfirmationProps } from './LeaveConfirmation';

const meta = {
  title: 'Components/LeaveConfirmation',
  component: LeaveConfirmation,
  args: {
    open: true,
    title: 'Leave without saving?',
    description: 'The changes to this dish are not saved and will be lost.',
    stayLabel: 'Stay',
    leaveLabel: 'Leave without saving',
    onStay: fn(),
    onLeave: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    stayLabel: { control: 'text' },
    leaveLabel: { control: 'text' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeaveConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An editor as the app holds it: a link away is held back while the name is changed (the app's router
 * blocker), and the question decides. Stay keeps the page; Leave goes.
 */
function Editor(args: LeaveConfirmationProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useState(false);
  if (left) return <p>The menu</p>;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <a
        href="#menu"
        onClick={(event) => {
          event.preventDefault();
          if (dirty) setAsking(true);
          else setLeft(true);
        }}
      >
        Back to the menu
      </a>
      <TextField label="Name" defaultValue="Philadelphia roll" onChange={() => setDirty(true)} fullWidth />
      <LeaveConfirmation
        {...args}
        open={asking}
        onStay={() => {
          args.onStay();
          setAsking(false);
        }}
        onLeave={() => {
          args.onLeave();
          setAsking(false);
          setLeft(true);
        }}
      />
    </div>
  );
}

/**
 * Focus starts on Stay, the choice that loses nothing; Tab stays inside the dialog. Esc means Stay: the
 * dialog goes and focus is back on the link. Asked again, Leave goes on to the menu.
 */
export const Default: Story = {
  render: (args) => <Editor {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), ' classic');
    const link = canvas.getByRole('link', { name: 'Back to the menu' });
    await userEvent.click(link);

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toHaveAccessibleDescription('The changes to this dish are not saved and will be lost.');
    const stay = within(dialog).getByRole('button', { name: 'Stay' });
    await waitFor(() => expect(stay).toHaveFocus());
    for (let step = 0; step < 3; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLeave).not.toHaveBeenCalled();
    await waitFor(() => expect(link).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Philadelphia roll classic');

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await expectClosed(again);
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('The menu')).toBeVisible();
  },
};

/** Stay, the close button and a click on the backdrop all keep the page: each calls `onStay`, never `onLeave`. */
export const EveryWayStays: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onStay).toHaveBeenCalledTimes(2);
    const backdrop = backdropOf(dialog);
    await pressAndRelease(backdrop, backdrop);
    await expect(args.onStay).toHaveBeenCalledTimes(3);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Romanian on a phone: the long question and buttons wrap inside the dialog. */
export const OnPhone: Story = {
  args: {
    title: 'Plecați fără să salvați modificările făcute preparatului?',
    description: 'Modificările aduse acestui preparat nu sunt salvate și se vor pierde dacă plecați acum.',
    stayLabel: 'Rămân pe pagină',
    leaveLabel: 'Plec fără să salvez',
  },
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await settled(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rămân pe pagină' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Închide' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
