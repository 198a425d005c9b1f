import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, TooltipProvider } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Add to favourites',
    children: <IconButton icon="heart" label="Add to favourites" variant="secondary" />,
    onOpenChange: fn(),
  },
  argTypes: { children: { control: false }, content: { control: 'text' } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const tooltipGone = () => waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());

/**
 * Keyboard first: Tab to the icon button opens the tooltip at once and links it as the button's
 * description; Escape closes it and focus stays on the button. The native `title` is gone, so the
 * browser's own tooltip does not show as well.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    await expect(button).not.toHaveAttribute('title');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Add to favourites');
    await expect(button).toHaveAccessibleDescription('Add to favourites');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await tooltipGone();
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A mouse resting on the trigger opens it after the delay; leaving closes it. */
export const Hover: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    await userEvent.hover(button);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Add to favourites');
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'delayed-open'));
    await userEvent.unhover(button);
    await tooltipGone();
  },
};

/** Open, for review: dark bubble, arrow, the brand's font; axe checks its contrast in both brands. */
export const Open: Story = {
  args: { defaultOpen: true, side: 'bottom' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to favourites' });
    const tooltip = await page.findByRole('tooltip');
    const bubble = tooltip.parentElement!;
    await expect(bubble.getBoundingClientRect().top).toBeGreaterThanOrEqual(button.getBoundingClientRect().bottom);
    await expect(bubble.querySelector('svg')).not.toBeNull(); // the arrow
  },
};

/**
 * A toolbar inside one `TooltipProvider`: Tab moves along the buttons and each tooltip replaces the
 * last one; only one is ever open.
 */
export const InToolbar: Story = {
  render: () => (
    <TooltipProvider>
      <div role="toolbar" aria-label="Order" style={{ display: 'flex', gap: 8 }}>
        <Tooltip content="Print the receipt">
          <IconButton icon="copy" label="Print the receipt" />
        </Tooltip>
        <Tooltip content="Call the customer">
          <IconButton icon="phone" label="Call the customer" />
        </Tooltip>
        <Tooltip content="Cancel the order">
          <IconButton icon="trash" label="Cancel the order" />
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Print the receipt', 'Call the customer', 'Cancel the order']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name })).toHaveFocus();
      await waitFor(() => expect(page.getAllByRole('tooltip')).toHaveLength(1));
      await expect(page.getByRole('tooltip')).toHaveTextContent(name);
    }
    await userEvent.keyboard('{Escape}');
    await tooltipGone();
  },
};

/** A longer Romanian or Russian text wraps within 240 px instead of running off the screen. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content: 'Comanda va fi pregătită după ce restaurantul confirmă ora de livrare aleasă',
    children: <IconButton icon="info" label="Despre ora de livrare" />,
  },
  play: async () => {
    const tooltip = await page.findByRole('tooltip');
    const bubble = tooltip.parentElement!.getBoundingClientRect();
    await expect(bubble.width).toBeLessThanOrEqual(240);
    await expect(bubble.height).toBeGreaterThan(30); // more than one line
    await expect(bubble.left).toBeGreaterThanOrEqual(0);
    await expect(bubble.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
