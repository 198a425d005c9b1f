import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { mediaQueries } from '../../theme/media';
import { computedColor, expectNoOverflow, themeOf } from '../Checkbox/choiceStories';
import { iconSymbolId } from '../Icon/symbol';
import { Timeline, type TimelineStep } from './Timeline';

const at = (time: string) => <time dateTime={`2026-11-24T${time}`}>{time}</time>;

/** A delivery under way: placed and accepted, in the kitchen now, the courier and the door still ahead. */
const inProgress: TimelineStep[] = [
  { id: 'placed', label: 'Placed', time: at('12:02'), state: 'done' },
  { id: 'accepted', label: 'Accepted', time: at('12:05'), description: 'Expected around 12:50', state: 'done' },
  { id: 'preparing', label: 'Being prepared', time: at('12:11'), state: 'current' },
  { id: 'out', label: 'Out for delivery', state: 'upcoming' },
  { id: 'delivered', label: 'Delivered', state: 'upcoming' },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: { label: 'Order progress', steps: inProgress },
  argTypes: { label: { control: 'text' }, steps: { control: 'object' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

/** The list by its name, and its steps in order. */
function stepsOf(canvasElement: HTMLElement, name = 'Order progress') {
  const list = within(canvasElement).getByRole('list', { name });
  return { list, items: within(list).getAllByRole('listitem') };
}

/** What a screen reader reads for a step: its label and its state in words, then the rest. */
const stateWords = (globals: Record<string, unknown>, state: TimelineStep['state']) =>
  `, ${labelsOf(globals)[`timeline.${state}`]}`;

const markerOf = (item: HTMLElement) => item.firstElementChild as HTMLElement;
const iconOf = (item: HTMLElement) => markerOf(item).querySelector('use')?.getAttribute('href') ?? null;
/** The colour of the line hanging from a step to the next one. */
const lineColour = (item: HTMLElement) => getComputedStyle(item, '::before').backgroundColor;

/**
 * Under way: two steps done (a check on the accent, with their times), the current one (a pulsing dot,
 * bold, `aria-current="step"`), two still ahead (hollow rings, muted). Each says its state in words to
 * screen readers; the line is drawn in the accent as far as the order got.
 */
export const Default: Story = {
  // Checks its animation: see `motion` in .storybook/vitest.setup.ts.
  tags: ['motion'],
  play: async ({ canvasElement, globals }) => {
    const theme = themeOf(globals);
    const { list, items } = stepsOf(canvasElement);
    await expect(list.tagName).toBe('OL');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    // Read top to bottom in order, each label followed by its state in the kit's words.
    await expect(items[0]).toHaveTextContent(`Placed${stateWords(globals, 'done')}12:02`);
    await expect(items[1]).toHaveTextContent(`Accepted${stateWords(globals, 'done')}12:05Expected around 12:50`);
    await expect(items[2]).toHaveTextContent(`Being prepared${stateWords(globals, 'current')}12:11`);
    await expect(items[3]).toHaveTextContent(`Out for delivery${stateWords(globals, 'upcoming')}`);
    // The state words are for screen readers: clipped out of sight.
    const words = within(items[3]!).getByText(stateWords(globals, 'upcoming').slice(2), { exact: false });
    await expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1);

    // One current step, the one a screen reader announces as such.
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');

    // Not by colour alone: done steps are checked, the current one has a dot, upcoming ones are empty rings.
    for (const item of items) await expect(markerOf(item)).toHaveAttribute('aria-hidden', 'true');
    await expect(iconOf(items[0]!)).toMatch(new RegExp(`#${iconSymbolId('check')}$`));
    await expect(iconOf(items[2]!)).toBeNull();
    await expect(markerOf(items[2]!).firstElementChild).not.toBeNull();
    await expect(markerOf(items[3]!).childElementCount).toBe(0);
    await expect(getComputedStyle(markerOf(items[0]!)).backgroundColor).toBe(computedColor(theme.color.accent.solid));
    await expect(getComputedStyle(markerOf(items[3]!)).borderTopColor).toBe(computedColor(theme.color.border.control));

    // The current label stands out; what is ahead is quieter.
    const label = (item: HTMLElement) => item.querySelector('span + div > span') as HTMLElement;
    await expect(Number(getComputedStyle(label(items[2]!)).fontWeight)).toBeGreaterThanOrEqual(700);
    await expect(getComputedStyle(label(items[3]!)).color).toBe(computedColor(theme.color.fg.muted));
    await expect(getComputedStyle(label(items[0]!)).color).toBe(computedColor(theme.color.fg.default));

    // The line: travelled up to the current step, neutral beyond it, none under the last step.
    await expect(lineColour(items[0]!)).toBe(computedColor(theme.color.accent.solid));
    await expect(lineColour(items[1]!)).toBe(computedColor(theme.color.accent.solid));
    await expect(lineColour(items[2]!)).toBe(computedColor(theme.color.border.default));
    await expect(getComputedStyle(items[4]!, '::before').content).toBe('none');

    // The dot pulses unless the person asked for less motion.
    const dot = markerOf(items[2]!).firstElementChild!;
    const reduced = matchMedia(mediaQueries.reducedMotion).matches;
    await expect(getComputedStyle(dot).animationName === 'none').toBe(reduced);

    // Nothing here takes focus: Tab passes the timeline by.
    await userEvent.tab();
    await expect(list.contains(document.activeElement)).toBe(false);
  },
};

/** Every step done (a pickup collected): no current step, every line travelled. */
export const Done: Story = {
  args: {
    steps: [
      { id: 'placed', label: 'Placed', time: at('18:40'), state: 'done' },
      { id: 'accepted', label: 'Accepted', time: at('18:42'), description: 'Ready around 19:10', state: 'done' },
      { id: 'preparing', label: 'Being prepared', time: at('18:44'), state: 'done' },
      { id: 'ready', label: 'Ready', time: at('19:06'), state: 'done' },
      { id: 'picked', label: 'Picked up', time: at('19:15'), state: 'done' },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const theme = themeOf(globals);
    const { list, items } = stepsOf(canvasElement);
    await expect(items).toHaveLength(5);
    await expect(list.querySelector('[aria-current]')).toBeNull();
    for (const item of items) {
      await expect(item).toHaveTextContent(stateWords(globals, 'done'));
      await expect(iconOf(item)).toMatch(new RegExp(`#${iconSymbolId('check')}$`));
    }
    await expect(items[4]).toHaveTextContent(`Picked up${stateWords(globals, 'done')}19:15`);
    for (const item of items.slice(0, -1)) await expect(lineColour(item)).toBe(computedColor(theme.color.accent.solid));
  },
};

/**
 * Stopped: accepted, then cancelled by the restaurant with its reason. The last step is a cross on
 * `danger`, its label in the danger colour and "not completed" in words; nothing is left ahead.
 */
export const Cancelled: Story = {
  args: {
    steps: [
      { id: 'placed', label: 'Placed', time: at('20:31'), state: 'done' },
      { id: 'accepted', label: 'Accepted', time: at('20:33'), description: 'Expected around 21:20', state: 'done' },
      {
        id: 'cancelled',
        label: 'Cancelled',
        time: at('20:40'),
        description: 'Reason: we ran out of salmon tonight. Your bonuses are back on your balance.',
        state: 'cancelled',
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const theme = themeOf(globals);
    const { list, items } = stepsOf(canvasElement);
    await expect(items).toHaveLength(3);
    await expect(list.querySelector('[aria-current]')).toBeNull();
    const stopped = items[2]!;
    await expect(stopped).toHaveAttribute('data-state', 'cancelled');
    await expect(stopped).toHaveTextContent(
      `Cancelled${stateWords(globals, 'cancelled')}20:40Reason: we ran out of salmon tonight.`,
    );
    await expect(within(stopped).getByText(/^Reason:/)).toBeVisible();
    await expect(iconOf(stopped)).toMatch(new RegExp(`#${iconSymbolId('close')}$`));
    await expect(getComputedStyle(markerOf(stopped)).backgroundColor).toBe(computedColor(theme.color.danger.solid));
    const label = stopped.querySelector('span + div > span') as HTMLElement;
    await expect(getComputedStyle(label).color).toBe(computedColor(theme.color.danger.text));
    // The way to the stop is drawn as travelled.
    await expect(lineColour(items[1]!)).toBe(computedColor(theme.color.accent.solid));
  },
};

/**
 * A 320 px column (the narrowest phone) with long words: a Romanian label, a long date, and a reason
 * with an address and a link. Everything wraps beside the markers; nothing scrolls sideways; the
 * markers keep their size and the words of every step start at the same edge.
 */
export const LongContent: Story = {
  args: {
    label: 'Istoricul comenzii',
    steps: [
      {
        id: 'placed',
        label: 'Comandă plasată de pe telefon',
        time: <time dateTime="2026-11-24T12:02">24 noiembrie 2026, 12:02</time>,
        state: 'done',
      },
      {
        id: 'accepted',
        label: 'Acceptată de restaurantul Nori Sushi Botanica',
        time: <time dateTime="2026-11-24T12:05">24 noiembrie 2026, 12:05</time>,
        description: 'Estimat în jurul orei 13:20, livrare la bd. Dacia 47/3, ap. 112, scara 2, etajul 9, interfon 112',
        state: 'done',
      },
      {
        id: 'cancelled',
        label: 'Anulată',
        time: <time dateTime="2026-11-24T12:40">24 noiembrie 2026, 12:40</time>,
        description:
          'Motiv: curierul nu a putut ajunge la adresă din cauza drumului închis. Detalii: https://nori.md/livrare/intarzieri-si-anulari-comenzi',
        state: 'cancelled',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 320, boxSizing: 'border-box', padding: 16 }}>
      <Timeline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const { list, items } = stepsOf(canvasElement, 'Istoricul comenzii');
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expectNoOverflow(list);
    const starts = new Set<number>();
    for (const item of items) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
      const marker = markerOf(item).getBoundingClientRect();
      await expect(marker.width).toBe(24);
      await expect(marker.height).toBe(24);
      const body = (markerOf(item).nextElementSibling as HTMLElement).getBoundingClientRect();
      await expect(body.right).toBeLessThanOrEqual(list.getBoundingClientRect().right);
      starts.add(Math.round(body.left));
      // The label's first line sits level with its marker.
      const lines = document.createRange();
      lines.selectNodeContents((markerOf(item).nextElementSibling as HTMLElement).firstElementChild!);
      const firstLine = lines.getClientRects()[0]!;
      await expect(
        Math.abs(firstLine.top + firstLine.height / 2 - (marker.top + marker.height / 2)),
      ).toBeLessThanOrEqual(2);
    }
    await expect(starts.size).toBe(1);
    // The long reason wraps onto several lines instead of running off.
    const reason = within(items[2]!).getByText(/^Motiv:/);
    await expect(reason.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};
