import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { Modal } from './Modal';
import {
  backdropOf,
  expectClosed,
  expectStaysOpen,
  hasSecondScrollLock,
  isClipped,
  isOnTop,
  pressAndRelease,
  settled,
  storyTheme,
  withThemeProbe,
} from './overlayTesting';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Sign in',
    description: 'We will text you a one-time code.',
    children: <p>Enter your phone number to see your orders and bonuses.</p>,
    trigger: <Button>Sign in</Button>,
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
  decorators: [withThemeProbe],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the story's modal through its trigger and returns the trigger and the dialog. */
async function openThroughTrigger(name = 'Sign in') {
  const trigger = screen.getByRole('button', { name });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog');
  return { trigger, dialog };
}

export const Default: Story = {
  args: { footer: <Button>Continue</Button> },
  play: async ({ args }) => {
    const { trigger, dialog } = await openThroughTrigger();
    await expect(dialog).toHaveAccessibleName('Sign in');
    await expect(dialog).toHaveAccessibleDescription('We will text you a one-time code.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed(dialog);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press and a release on the backdrop close the modal. */
export const BackdropClick: Story = {
  play: async ({ args }) => {
    const { dialog } = await openThroughTrigger();
    const backdrop = backdropOf(dialog);
    await pressAndRelease(backdrop, backdrop);
    await expectClosed(dialog);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Selecting text from the content out onto the backdrop does not close the modal. */
export const DragFromContentToBackdrop: Story = {
  play: async ({ args }) => {
    const { dialog } = await openThroughTrigger();
    await pressAndRelease(screen.getByText(/Enter your phone number/), backdropOf(dialog));
    await expectStaysOpen(dialog);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** A press on the backdrop released on the content does not close the modal. */
export const DragFromBackdropToContent: Story = {
  play: async ({ args }) => {
    const { dialog } = await openThroughTrigger();
    await pressAndRelease(backdropOf(dialog), screen.getByText(/Enter your phone number/));
    await expectStaysOpen(dialog);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const CloseOnOutsideClickOff: Story = {
  args: { closeOnOutsideClick: false },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    const backdrop = backdropOf(dialog);
    await pressAndRelease(backdrop, backdrop);
    await expectStaysOpen(dialog);
    // Esc and the close button still work.
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    const { trigger, dialog } = await openThroughTrigger();
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Nothing but the app's own action closes it: no Esc, no backdrop, no close button. */
export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Confirm your age', description: 'This menu is for adults only.' },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Modal
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
        footer={<Button onClick={() => setOpen(false)}>I am 18 or older</Button>}
      />
    );
  },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expectStaysOpen(dialog);
    const backdrop = backdropOf(dialog);
    await pressAndRelease(backdrop, backdrop);
    await expectStaysOpen(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    await expectClosed(dialog);
  },
};

/** Tab and Shift+Tab cycle through the modal's controls and never reach the page behind. */
export const FocusTrapped: Story = {
  args: {
    children: (
      <>
        <label htmlFor="modal-name">Name</label>
        <input id="modal-name" />
        <label htmlFor="modal-surname">Surname</label>
        <input id="modal-surname" />
      </>
    ),
    footer: <Button>Save</Button>,
  },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(close).toHaveFocus());
    const visited: Element[] = [];
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      visited.push(document.activeElement!);
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(visited).toEqual([
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('textbox', { name: 'Surname' }),
      save,
      close,
    ]);
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
  },
};

/** The phone field is focused on open, as on the storefront's sign-in modal. */
export const InitialFocus: Story = {
  render: function Render(args) {
    const phone = useRef<HTMLInputElement>(null);
    return (
      <Modal {...args} initialFocus={phone}>
        <label htmlFor="modal-phone">Phone</label>
        <input id="modal-phone" ref={phone} type="tel" />
      </Modal>
    );
  },
  play: async () => {
    await openThroughTrigger();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
  },
};

/** Opened from code (a store flag), not through a trigger: focus still returns to the opener. */
export const OpenedFromCode: Story = {
  args: { trigger: undefined, description: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Show the sign-in</Button>
        <Modal {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async () => {
    const { trigger, dialog } = await openThroughTrigger('Show the sign-in');
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * An action that replaces its own button: confirming gives way to a note, and focus goes there on close
 * (`returnFocus`) rather than to the button that is gone.
 */
export const ReturnFocus: Story = {
  args: { trigger: undefined, title: 'Cancel this order?', description: undefined, children: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [done, setDone] = useState(false);
    const note = useRef<HTMLParagraphElement>(null);
    return (
      <>
        {done ? (
          <p ref={note} tabIndex={-1}>
            You cancelled this order.
          </p>
        ) : (
          <Button onClick={() => setOpen(true)}>Cancel order</Button>
        )}
        <Modal
          {...args}
          open={open}
          onOpenChange={setOpen}
          returnFocus={note}
          footer={
            <Button
              onClick={() => {
                setDone(true);
                setOpen(false);
              }}
            >
              Yes, cancel the order
            </Button>
          }
        />
      </>
    );
  },
  play: async () => {
    const { dialog } = await openThroughTrigger('Cancel order');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    await expectClosed(dialog);
    await waitFor(() => expect(screen.getByText('You cancelled this order.')).toHaveFocus());
  },
};

const callUs = fn();

/** Without `modal` there is no backdrop: the page behind stays usable, and pressing it closes the dialog. */
export const NonModal: Story = {
  args: { modal: false, title: 'Delivery zones' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Modal {...args} />
      <Button variant="ghost" onClick={callUs}>
        Call us
      </Button>
    </div>
  ),
  play: async ({ args }) => {
    const { dialog } = await openThroughTrigger();
    await expect(isClipped()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Call us' }));
    await expect(callUs).toHaveBeenCalled();
    await expectClosed(dialog);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * The page behind is clipped while the modal is open (`html.is-clipped`), and freed on close. That is
 * the only lock: no react-remove-scroll from Radix's overlay on top of it, yet the dialog stays modal.
 */
export const ScrollLocked: Story = {
  play: async () => {
    await expect(isClipped()).toBe(false);
    const { dialog } = await openThroughTrigger();
    await expect(isClipped()).toBe(true);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await expect(hasSecondScrollLock()).toBe(false);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(
      screen.getByRole('button', { name: 'Sign in', hidden: true }).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed(dialog);
    await expect(isClipped()).toBe(false);
  },
};

/** A modal that opens a second one: the page stays clipped until the last one closes. */
export const StackedOverlays: Story = {
  args: { title: 'Delivery address' },
  render: function Render(args) {
    const [storesOpen, setStoresOpen] = useState(false);
    return (
      <Modal {...args}>
        <p>Or collect your order from one of our stores.</p>
        <Button variant="secondary" onClick={() => setStoresOpen(true)}>
          Choose a store
        </Button>
        <Modal title="Stores" size="sm" open={storesOpen} onOpenChange={setStoresOpen}>
          <p>Strada Ismail 88, Chișinău</p>
        </Modal>
      </Modal>
    );
  },
  play: async () => {
    const { trigger, dialog: first } = await openThroughTrigger();
    const choose = screen.getByRole('button', { name: 'Choose a store' });
    await userEvent.click(choose);
    const second = await screen.findByRole('dialog', { name: 'Stores' });
    await expect(isClipped()).toBe(true);
    await settled(second);
    await expect(isOnTop(second)).toBe(true);
    await expect(second).toContainElement(document.activeElement as HTMLElement);

    // Esc closes the top one only; the first keeps the page clipped.
    await userEvent.keyboard('{Escape}');
    await expectClosed(second);
    await expect(first).toHaveAttribute('data-state', 'open');
    await expect(isClipped()).toBe(true);
    await waitFor(() => expect(choose).toHaveFocus());

    // The second modal's backdrop closes the second one only.
    await userEvent.click(choose);
    const again = await screen.findByRole('dialog', { name: 'Stores' });
    await pressAndRelease(backdropOf(again), backdropOf(again));
    await expectClosed(again);
    await expect(first).toHaveAttribute('data-state', 'open');
    await expect(isClipped()).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expectClosed(first);
    await expect(isClipped()).toBe(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A drawer opened from a modal sits above it, although a drawer is the "lower" kind: both share the theme's
 * `zIndex.overlay` and the one opened last is on top. It takes focus and keeps it; Esc closes it alone, and
 * the modal is still open with focus back on the button that opened the drawer.
 */
export const DrawerFromModal: Story = {
  args: { title: 'Delivery address', description: undefined },
  render: (args) => (
    <Modal {...args}>
      <p>Deliver to your address or collect the order from a store.</p>
      <Drawer title="Stores" trigger={<Button variant="secondary">Choose a store</Button>}>
        <Button variant="ghost">Strada Ismail 88, Chișinău</Button>
      </Drawer>
    </Modal>
  ),
  play: async () => {
    const { trigger, dialog: modal } = await openThroughTrigger();
    await settled(modal);
    const choose = screen.getByRole('button', { name: 'Choose a store' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Stores' });
    await settled(drawer);
    await expect(isOnTop(drawer)).toBe(true);
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // Tab and Shift+Tab stay in the drawer: the modal under it is out of reach.
    for (let step = 0; step < 3; step += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await expect(hasSecondScrollLock()).toBe(false);

    await userEvent.keyboard('{Escape}');
    await expectClosed(drawer);
    await expect(modal).toHaveAttribute('data-state', 'open');
    await expect(isClipped()).toBe(true);
    await waitFor(() => expect(choose).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expectClosed(modal);
    await expect(isClipped()).toBe(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A body taller than the screen scrolls inside the panel; the title and footer stay in view. */
export const LongContent: Story = {
  args: {
    title: 'Terms of delivery',
    children: Array.from({ length: 30 }, (_, index) => (
      <p key={index}>Clause {index + 1}. Orders are delivered within the city limits every day from 10:00 to 23:00.</p>
    )),
    footer: <Button>Accept</Button>,
  },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    await settled(dialog);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    // The scrolling body is the next tab stop, so a keyboard user can scroll it.
    await userEvent.tab();
    const body = document.activeElement as HTMLElement;
    await expect(body).toContainElement(screen.getByText(/^Clause 1\./));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    body.scrollTop = body.scrollHeight;
    await expect(body.scrollTop).toBeGreaterThan(0);
    const accept = screen.getByRole('button', { name: 'Accept' });
    await expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Below 769 px a sheet sits on the bottom edge across the full width (the date picker on phones). */
export const Sheet: Story = {
  args: { variant: 'sheet', title: 'Delivery date', description: 'Choose a day for your order.' },
  globals: { viewport: { value: 'below', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(768);
    const { dialog } = await openThroughTrigger();
    await expect(dialog).toHaveAccessibleName('Delivery date');
    await settled(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
};

/** From 769 px the same sheet is a centred dialog. */
export const SheetOnDesktop: Story = {
  args: Sheet.args,
  globals: { viewport: { value: 'above', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(769);
    const { dialog } = await openThroughTrigger();
    await settled(dialog);
    const box = dialog.getBoundingClientRect();
    await expect(`${box.width}px`).toBe(storyTheme().overlay.modal.md);
    await expect(Math.round(box.left)).toBe(Math.round(window.innerWidth - box.right));
    await expect(box.bottom).toBeLessThan(window.innerHeight);
  },
};

/** The widths come from the theme (`overlay.modal`), so a brand can change them: `lg` for long forms. */
export const Large: Story = {
  args: { size: 'lg', title: 'Terms of delivery' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    await settled(dialog);
    await expect(`${dialog.getBoundingClientRect().width}px`).toBe(storyTheme().overlay.modal.lg);
  },
};

/** `sm` for a short question. */
export const Small: Story = {
  args: { size: 'sm', title: 'Remove this address?', description: undefined, children: undefined },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    await settled(dialog);
    await expect(`${dialog.getBoundingClientRect().width}px`).toBe(storyTheme().overlay.modal.sm);
  },
};
