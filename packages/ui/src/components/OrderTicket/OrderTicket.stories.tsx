import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mediaQueries } from '../../theme/media';
import { Button } from '../Button/Button';
import { computedColor, expectNoOverflow, themeOf } from '../Checkbox/choiceStories';
import { iconSymbolId } from '../Icon/symbol';
import { OrderTicket, type OrderTicketProps } from './OrderTicket';
import { latePickup, newDelivery, readyPickup, scheduledDelivery, type SampleTicket } from './ticketStories';

/** The props of a sample, every optional field of the default story cleared first, so none leaks in. */
const only = ({ id: _id, ...ticket }: SampleTicket): OrderTicketProps => ({
  newLabel: undefined,
  lateLabel: undefined,
  scheduledLabel: undefined,
  stateLabel: undefined,
  customerName: undefined,
  customerPhone: undefined,
  comment: undefined,
  commentLabel: undefined,
  ...ticket,
});
const newTicket = only(newDelivery);

const meta = {
  title: 'Components/OrderTicket',
  component: OrderTicket,
  args: newTicket,
  argTypes: {
    lines: { control: 'object' },
    actions: { control: false },
    comment: { control: 'text' },
    time: { control: false },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div lang="ro" style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

const iconHref = (element: Element) => element.querySelector('use')?.getAttribute('href') ?? '';
const ticketOf = (canvas: { getByRole: (role: 'article') => HTMLElement }) => canvas.getByRole('article');

/**
 * A new delivery order, not yet acknowledged: an `article` named by its heading ("#1042, Comandă
 * nouă"), a pulsing accent outline (still when reduced motion is asked for), the due time, the state
 * as a tag, delivery with its bike, the customer with a phone link, three lines with modifiers under
 * them, the comment with its label, the total and the app's buttons. Only the phone link and the
 * buttons take focus.
 */
export const New: Story = {
  // Checks its animation: see `motion` in .storybook/vitest.setup.ts.
  tags: ['motion'],
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const ticket = ticketOf(canvas);
    await expect(ticket.tagName).toBe('ARTICLE');
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent(/^#1042, Comandă nouă$/);
    await expect(ticket).toHaveAccessibleName(/^#1042\s?,\s?Comandă nouă$/);
    await expect(ticket).toHaveAttribute('data-new', '');

    // Not by colour alone: the words are there and visible; the outline is the accent, 2 px.
    await expect(within(heading).getByText('Comandă nouă')).toBeVisible();
    const style = getComputedStyle(ticket);
    await expect(style.borderTopColor).toBe(computedColor(theme.color.accent.solid));
    await expect(style.boxShadow).toContain('1px');
    // The ring pulses unless the person asked for less motion.
    const reduced = matchMedia(mediaQueries.reducedMotion).matches;
    await expect(getComputedStyle(ticket, '::after').animationName === 'none').toBe(reduced);

    await expect(canvas.getByText('12:45').closest('time')).toHaveAttribute('dateTime', '2026-11-24T12:45');
    await expect(canvas.getByText('Plasată')).toBeVisible();
    await expect(iconHref(canvas.getByText('Livrare'))).toMatch(new RegExp(`#${iconSymbolId('delivery')}$`));

    const lines = within(ticket).getAllByRole('list')[0]!;
    const items = within(lines)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === lines);
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('2 ×Philadelphia cu somon+ ghimbir extra');
    await expect(
      within(items[2]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['fără wasabi', 'sos picant separat']);
    await expect(canvas.getByText(/Interfonul/).parentElement ?? ticket).toHaveTextContent(
      'Comentariu: Interfonul nu funcționează, sunați la sosire.',
    );
    await expect(canvas.getByText(/612/)).toBeVisible();

    // Tab: the phone link, then the order's buttons; the card itself is no stop.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '+373 69 123 456' })).toHaveFocus();
    await expect(document.activeElement).toHaveAttribute('href', 'tel:+37369123456');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Detalii #1042$/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Acceptă #1042$/ })).toHaveFocus();
    await expect(ticket).not.toHaveAttribute('tabindex');
    await expect(ticket).not.toHaveAttribute('role');
  },
};

/**
 * A pickup past its time: a danger stripe down the leading edge, the time in the danger colour and the
 * words "Întârzie 7 min" with a clock in the heading, so colour is never the only sign.
 */
export const Late: Story = {
  args: only(latePickup),
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const ticket = ticketOf(canvas);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^#1039, Întârzie 7 min$/);
    await expect(ticket).toHaveAttribute('data-late', '');
    await expect(ticket).not.toHaveAttribute('data-new');
    const flag = within(ticket).getByText('Întârzie 7 min');
    await expect(iconHref(flag)).toMatch(new RegExp(`#${iconSymbolId('clock')}$`));
    await expect(getComputedStyle(flag).backgroundColor).toBe(computedColor(theme.color.danger.solid));
    const stripe = getComputedStyle(ticket, '::before');
    await expect(stripe.backgroundColor).toBe(computedColor(theme.color.danger.solid));
    await expect(stripe.width).toBe('4px');
    const time = canvas.getByText('12:20').parentElement!;
    await expect(getComputedStyle(time).color).toBe(computedColor(theme.color.danger.text));
    await expect(iconHref(canvas.getByText('Ridicare'))).toMatch(new RegExp(`#${iconSymbolId('store')}$`));
    // No outline of a new order, no ring.
    await expect(getComputedStyle(ticket, '::after').content).toBe('none');
  },
};

/** Placed for the evening: "Programată la 18:30" in the heading with a calendar, on the info tint. */
export const Scheduled: Story = {
  args: only(scheduledDelivery),
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^#1047, Programată la 18:30$/);
    const flag = canvas.getByText('Programată la 18:30');
    await expect(iconHref(flag)).toMatch(new RegExp(`#${iconSymbolId('calendar')}$`));
    await expect(getComputedStyle(flag).color).toBe(computedColor(theme.color.info.text));
    await expect(ticketOf(canvas)).toHaveAttribute('data-scheduled', '');
  },
};

/**
 * Everything at once: new, late and scheduled (a scheduled order released late). The heading says all
 * three, in that order; the outline and the stripe are both drawn.
 */
export const NewLateAndScheduled: Story = {
  args: { lateLabel: 'Întârzie 3 min', scheduledLabel: 'Programată la 12:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      /^#1042, Comandă nouă, Întârzie 3 min, Programată la 12:30$/,
    );
    const ticket = ticketOf(canvas);
    await expect(getComputedStyle(ticket, '::before').content).not.toBe('none');
    await expect(getComputedStyle(ticket, '::after').content).not.toBe('none');
  },
};

/**
 * A quiet ticket: ready for pickup, no phone, no comment, no markers. Nothing is drawn for what is
 * missing.
 */
export const Ready: Story = {
  args: only(readyPickup),
  play: async ({ canvas }) => {
    const ticket = ticketOf(canvas);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^#1036$/);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(/Comentariu/)).toBeNull();
    for (const flag of ['data-new', 'data-late', 'data-scheduled']) await expect(ticket).not.toHaveAttribute(flag);
    await expect(getComputedStyle(ticket, '::before').content).toBe('none');
  },
};

const accept = fn();

/**
 * The same order in English, with the app's own buttons: pressing Accept calls the app, which would
 * then take the "New order" label away. `headingLevel` fits another outline (an order page's `h2`).
 */
export const English: Story = {
  args: {
    newLabel: 'New order',
    stateLabel: 'Placed',
    orderTypeLabel: 'Delivery',
    headingLevel: 2,
    lines: [
      { id: 1, quantity: 2, name: 'Philadelphia with salmon', modifiers: ['+ extra ginger'] },
      { id: 2, quantity: 1, name: 'Miso soup' },
    ],
    comment: 'The intercom is broken, please call on arrival.',
    commentLabel: 'Comment',
    totalLabel: 'Total',
    actions: (
      <Button size="sm" onClick={accept}>
        Accept
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div lang="en">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^#1042, New order$/);
    await expect(canvas.getByText(/intercom/).parentElement ?? document.body).toHaveTextContent(
      'Comment: The intercom is broken',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(accept).toHaveBeenCalledTimes(1);
  },
};

/**
 * Long Romanian names on a 320 px phone: a long dish name, many modifiers, a long comment and an address
 * in it. Everything wraps inside the card; the buttons drop under the total; nothing scrolls sideways.
 */
export const LongContentOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    lateLabel: 'Întârzie 12 min',
    customerName: 'Alexandra-Mihaela Dumbrăveanu-Constantinescu',
    lines: [
      {
        id: 1,
        quantity: 12,
        name: 'Rulou Dragon cu anghilă afumată, avocado, castravete și sos teriyaki de casă',
        modifiers: ['+ susan negru', '+ sos picant de maioneză cu sriracha', 'fără icre tobiko', 'tăiat în 10 bucăți'],
      },
      { id: 2, quantity: 1, name: 'Supă Tom Yum cu creveți tigru și lapte de cocos' },
    ],
    comment:
      'Livrați la bd. Ștefan cel Mare și Sfânt 126/2, scara 3, etajul 9, ap. 214; interfonul nu funcționează, sunați la +37369123456 și coborâm.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, boxSizing: 'border-box', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const ticket = ticketOf(canvas);
    await expect(ticket.getBoundingClientRect().width).toBeLessThanOrEqual(304);
    await expectNoOverflow(ticket);
    for (const child of Array.from(ticket.children)) {
      await expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(ticket.getBoundingClientRect().right);
    }
    // The quantities stand in one column, the names start at one edge.
    const quantities = within(ticket).getAllByText(/^\d+ ×$/);
    const lefts = new Set(
      quantities.map((quantity) => Math.round(quantity.nextElementSibling!.getBoundingClientRect().left)),
    );
    await expect(lefts.size).toBe(1);
  },
};

/**
 * Compact enough for the board: a typical order (two dishes, one modifier, two buttons) as wide as a
 * board column (264 px) is about 200 px tall, so three or four stand in a column of a 1024 × 768 tablet.
 */
export const Compact: Story = {
  args: only(latePickup),
  decorators: [
    (Story) => (
      <div style={{ width: 264 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const height = ticketOf(canvas).getBoundingClientRect().height;
    await expect(height).toBeLessThanOrEqual(210);
  },
};
