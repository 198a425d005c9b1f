import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
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
} from '../Modal/overlayTesting';
import { Drawer } from './Drawer';

const categories = ['Rolls', 'Sushi', 'Sets', 'Wok', 'Soups', 'Drinks'];

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <Button variant="secondary">Open the menu</Button>,
    children: (
      <nav aria-label="Categories">
        <ul>
          {categories.map((name) => (
            <li key={name}>
              <a href={`#${name.toLowerCase()}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>
    ),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
  decorators: [withThemeProbe],
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openThroughTrigger(name = 'Open the menu') {
  const trigger = screen.getByRole('button', { name });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog');
  await settled(dialog);
  return { trigger, dialog };
}

/**
 * From the right edge, as wide as the theme's `overlay.drawer.md` (400 px in the kit's brands); a press and
 * release on the backdrop closes it. `html.is-clipped` is the only scroll lock.
 */
export const Right: Story = {
  play: async ({ args }) => {
    await expect(isClipped()).toBe(false);
    const { trigger, dialog } = await openThroughTrigger();
    await expect(dialog).toHaveAccessibleName('Menu');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(isClipped()).toBe(true);
    await expect(hasSecondScrollLock()).toBe(false);
    const box = dialog.getBoundingClientRect();
    await expect(`${box.width}px`).toBe(storyTheme().overlay.drawer.md);
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);

    const backdrop = backdropOf(dialog);
    await pressAndRelease(backdrop, backdrop);
    await expectClosed(dialog);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(isClipped()).toBe(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** From the left edge; dragging out of the content onto the backdrop leaves it open, Esc closes it. */
export const Left: Story = {
  args: { side: 'left', title: 'Navigation' },
  play: async () => {
    const { trigger, dialog } = await openThroughTrigger();
    await expect(dialog.getBoundingClientRect().left).toBe(0);
    await pressAndRelease(screen.getByRole('link', { name: 'Rolls' }), backdropOf(dialog));
    await expectStaysOpen(dialog);
    await userEvent.keyboard('{Escape}');
    await expectClosed(dialog);
    await expect(isClipped()).toBe(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** From the bottom edge, full width; a press on the backdrop released on the content leaves it open. */
export const Bottom: Story = {
  args: { side: 'bottom', title: 'Stores', children: <p>Strada Ismail 88, Chișinău. Open 10:00–23:00.</p> },
  play: async () => {
    const { trigger, dialog } = await openThroughTrigger();
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.bottom).toBe(window.innerHeight);
    await expect(box.top).toBeGreaterThan(0);
    await pressAndRelease(backdropOf(dialog), screen.getByText(/Strada Ismail/));
    await expectStaysOpen(dialog);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed(dialog);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The cart: the checkout button stays at the bottom of the panel. */
export const WithFooter: Story = {
  args: {
    title: 'Cart',
    trigger: <Button variant="secondary">Open the cart</Button>,
    children: <p>Philadelphia roll × 2</p>,
    footer: (
      <Button fullWidth onClick={fn()}>
        Checkout
      </Button>
    ),
  },
  play: async () => {
    const { dialog } = await openThroughTrigger('Open the cart');
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    const panel = dialog.getBoundingClientRect();
    const button = checkout.getBoundingClientRect();
    await expect(panel.bottom - button.bottom).toBeLessThan(48);
    await expect(button.top).toBeGreaterThan(screen.getByText('Philadelphia roll × 2').getBoundingClientRect().bottom);
  },
};

/** A long body scrolls inside the panel; the footer stays in view and the body is a tab stop. */
export const LongContent: Story = {
  args: {
    title: 'Cart',
    trigger: <Button variant="secondary">Open the cart</Button>,
    children: Array.from({ length: 40 }, (_, index) => <p key={index}>Item {index + 1}: Dragon roll × 1</p>),
    footer: <Button fullWidth>Checkout</Button>,
  },
  play: async () => {
    const { dialog } = await openThroughTrigger('Open the cart');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    const body = document.activeElement as HTMLElement;
    await expect(body).toContainElement(screen.getByText('Item 1: Dragon roll × 1'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    body.scrollTop = body.scrollHeight;
    await expect(body.scrollTop).toBeGreaterThan(0);
    const checkout = screen.getByRole('button', { name: 'Checkout' }).getBoundingClientRect();
    await expect(checkout.bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
  },
};

/** Below 769 px a side drawer takes the full width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    const { dialog } = await openThroughTrigger();
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** A wider drawer for an order's details in the back office: `overlay.drawer.lg`. */
export const Large: Story = {
  args: { size: 'lg', title: 'Order 1024', children: <p>Philadelphia roll × 2, Miso soup × 1</p> },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const { dialog } = await openThroughTrigger();
    await expect(`${dialog.getBoundingClientRect().width}px`).toBe(storyTheme().overlay.drawer.lg);
  },
};

/**
 * The navigation drawer opens the sign-in modal: the modal sits above the drawer and takes focus, the
 * backdrop or Esc closes it alone, and the page stays clipped until the last one closes.
 */
export const StackedOverlays: Story = {
  args: {
    title: 'Navigation',
    side: 'left',
    children: (
      <Modal title="Sign in" trigger={<Button>Sign in</Button>}>
        Enter your phone number.
      </Modal>
    ),
  },
  play: async () => {
    const { trigger, dialog: drawer } = await openThroughTrigger();
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.click(signIn);
    const modal = await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(isClipped()).toBe(true);
    await settled(modal);
    await expect(isOnTop(modal)).toBe(true);
    await expect(modal).toContainElement(document.activeElement as HTMLElement);

    await pressAndRelease(backdropOf(modal), backdropOf(modal));
    await expectClosed(modal);
    await expect(drawer).toHaveAttribute('data-state', 'open');
    await expect(isClipped()).toBe(true);
    await waitFor(() => expect(signIn).toHaveFocus());

    // From the keyboard: Enter opens it again, Tab stays inside it, Esc closes it alone.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Sign in' });
    await settled(again);
    await expect(isOnTop(again)).toBe(true);
    await userEvent.tab();
    await expect(again).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expectClosed(again);
    await expect(drawer).toHaveAttribute('data-state', 'open');
    await expect(isClipped()).toBe(true);
    await waitFor(() => expect(signIn).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expectClosed(drawer);
    await expect(isClipped()).toBe(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
