import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast } from './Toast';
import { ToastRegion } from './ToastRegion';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { title: 'Your order has been placed', onOpenChange: fn() },
  argTypes: { action: { control: false } },
  decorators: [
    (Story) => (
      <ToastRegion>
        <Story />
      </ToastRegion>
    ),
  ],
  // The region is fixed to the bottom of the screen: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  args: { description: 'We will call you to confirm it.' },
  play: async ({ args }) => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    const status = screen.getByRole('status');
    await expect(region).toContainElement(status);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Your order has been placed');
    await expect(status).toHaveTextContent('We will call you to confirm it.');
    // Stays on screen: no duration, no timer.
    await pause(300);
    await expect(status).toHaveTextContent('Your order has been placed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The live region stays, empty, for the next message.
    await expect(status).toBeEmptyDOMElement();
  },
};

/** The storefront's build-update notice: Reload runs the action; Dismiss just closes. */
export const WithAction: Story = {
  args: {
    title: 'A new version is available',
    action: { label: 'Reload', onClick: fn() },
    // Ignored while there is an action: nobody should lose Reload to a timer.
    duration: 200,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Check for updates
        </Button>
        <Toast
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange?.(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ args }) => {
    const status = screen.getByRole('status');
    await pause(400);
    await expect(status).toHaveTextContent('A new version is available');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await expect(args.action!.onClick).toHaveBeenCalledTimes(1);
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('button', { name: 'Check for updates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await expect(status).toBeEmptyDOMElement();
    await expect(args.action!.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** An error is announced at once (`role="alert"`). */
export const Danger: Story = {
  args: { tone: 'danger', title: 'Payment failed', description: 'Your card was not charged.' },
  play: async () => {
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('Payment failed');
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Added to favourites' },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Added to favourites');
  },
};

/** Closes by itself after `duration`, but not while the pointer rests on it. */
export const AutoDismiss: Story = {
  args: { title: 'Copied to the clipboard', duration: 300 },
  play: async ({ args }) => {
    const status = screen.getByRole('status');
    await userEvent.hover(screen.getByText('Copied to the clipboard'));
    await pause(500);
    await expect(status).toHaveTextContent('Copied to the clipboard');
    await userEvent.unhover(screen.getByText('Copied to the clipboard'));
    await waitFor(() => expect(status).toBeEmptyDOMElement(), { timeout: 2000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Several toasts stack in the one region. */
export const Stacked: Story = {
  render: (args) => (
    <>
      <Toast {...args} title="Added to the cart" tone="success" />
      <Toast {...args} title="A new version is available" action={{ label: 'Reload', onClick: fn() }} />
    </>
  ),
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    const [first, second] = screen.getAllByRole('status');
    await expect(region).toContainElement(second!);
    await expect(first!.getBoundingClientRect().bottom).toBeLessThanOrEqual(second!.getBoundingClientRect().top);
    await expect(second!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
