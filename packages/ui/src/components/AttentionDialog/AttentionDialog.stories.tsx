import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { AttentionDialog, type AttentionDialogProps } from './AttentionDialog';

const meta = {
  title: 'Components/AttentionDialog',
  component: AttentionDialog,
  args: {
    open: true,
    title: 'Important',
    okLabel: 'OK',
    message: 'On 31 December we deliver until 18:00.\nHappy holidays!',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AttentionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the shop opens it: the app holds `open`, and OK closes it. */
function Controlled(args: AttentionDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Show the announcement</Button>
      <AttentionDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Important' });
    // The line break typed in the back office is a line break on screen.
    await expect(dialog).toHaveTextContent('until 18:00. Happy holidays!');
    const message = screen.getByText(/until 18:00/);
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A long announcement in Romanian wraps inside the small dialog; Esc closes it as OK does. */
export const LongContent: Story = {
  args: {
    title: 'Important',
    okLabel: 'OK',
    lang: 'ro',
    message:
      'Pe 31 decembrie livrăm între 10:00 și 18:00, iar pe 1 ianuarie între 14:00 și 23:00.\n' +
      'Comenzile pentru seara de Revelion se primesc până la ora 15:00. ' +
      'https://nori.md/ro/livrare-de-sarbatori-program-complet-pentru-toate-restaurantele',
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Important' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
