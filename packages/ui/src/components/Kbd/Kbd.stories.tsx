import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { computedColor, expectNoOverflow, themeOf } from '../Checkbox/choiceStories';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from '../Tooltip/Tooltip';
import { Kbd } from './Kbd';

const meta = {
  title: 'Components/Kbd',
  component: Kbd,
  args: { keys: ['A'] },
  argTypes: { keys: { control: 'object' }, separator: { control: 'text' } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The `<kbd>` elements of a shortcut, outer one first. */
const kbdsIn = (element: Element) => Array.from(element.querySelectorAll('kbd'));

/**
 * One key: a single `<kbd>` (no wrapper), drawn as a keycap in the text's colour. Not focusable: Tab
 * passes it by.
 */
export const Default: Story = {
  render: (args) => (
    <p>
      Press <Kbd {...args} data-testid="shortcut" /> to accept the order.
    </p>
  ),
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const key = canvas.getByTestId('shortcut');
    await expect(key.tagName).toBe('KBD');
    await expect(kbdsIn(key)).toHaveLength(0);
    await expect(key).toHaveTextContent(/^A$/);
    // A keycap: an outline with a deeper bottom edge, in the surrounding text's colour.
    const style = getComputedStyle(key);
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderBottomWidth).toBe('2px');
    await expect(style.color).toBe(computedColor(theme.color.fg.default));
    await userEvent.tab();
    await expect(document.activeElement).toBe(document.body);
  },
};

/**
 * Keys held together: a `<kbd>` around one `<kbd>` per key, parted by "+", as the HTML standard writes
 * a combination. Read as written: "Ctrl + Shift + K".
 */
export const Combination: Story = {
  args: { keys: ['Ctrl', 'Shift', 'K'] },
  render: (args) => <Kbd {...args} data-testid="shortcut" />,
  play: async ({ canvas }) => {
    const combo = canvas.getByTestId('shortcut');
    await expect(combo.tagName).toBe('KBD');
    const keys = kbdsIn(combo);
    await expect(keys.map((key) => key.textContent)).toEqual(['Ctrl', 'Shift', 'K']);
    await expect(combo).toHaveTextContent(/^Ctrl\+Shift\+K$/);
    // On one line, left to right, with room between the keys.
    const boxes = keys.map((key) => key.getBoundingClientRect());
    for (let i = 1; i < boxes.length; i += 1) {
      await expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right);
      await expect(Math.abs(boxes[i]!.top - boxes[0]!.top)).toBeLessThanOrEqual(1);
    }
  },
};

/**
 * Keys drawn as symbols (⌘, ↵) carry the name a screen reader says: the symbol is hidden from it, the
 * name is clipped out of sight.
 */
export const Symbols: Story = {
  args: {
    keys: [
      { symbol: '⌘', label: 'Command' },
      { symbol: '↵', label: 'Enter' },
    ],
  },
  render: (args) => <Kbd {...args} data-testid="shortcut" />,
  play: async ({ canvas }) => {
    const keys = kbdsIn(canvas.getByTestId('shortcut'));
    await expect(keys).toHaveLength(2);
    for (const key of keys) {
      const symbol = key.querySelector('[aria-hidden="true"]')!;
      await expect(symbol).toBeVisible();
      const name = symbol.nextElementSibling as HTMLElement;
      await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
    await expect(keys[0]).toHaveTextContent('⌘Command');
    await expect(keys[1]).toHaveTextContent('↵Enter');
  },
};

/** A sequence: keys pressed one after the other, parted by the app's word ("apoi", then). */
export const Sequence: Story = {
  args: { keys: ['G', 'C'], separator: 'apoi' },
  render: (args) => (
    <p lang="ro">
      Mergi la comenzi: <Kbd {...args} data-testid="shortcut" />
    </p>
  ),
  play: async ({ canvas }) => {
    const combo = canvas.getByTestId('shortcut');
    await expect(combo).toHaveTextContent(/^GapoiC$/);
    await expect(within(combo).getByText('apoi').tagName).toBe('SPAN');
  },
};

/**
 * In a tooltip: the shortcut of the board's "Accept" button. The keycap takes the tooltip's light text
 * on its dark fill, and the shortcut is part of the button's description ("Acceptă comanda A").
 */
export const InTooltip: Story = {
  render: () => (
    <Tooltip
      content={
        <span lang="ro">
          Acceptă comanda <Kbd keys={['A']} />
        </span>
      }
    >
      <IconButton icon="check" label="Acceptă comanda" variant="secondary" />
    </Tooltip>
  ),
  play: async ({ canvas, globals }) => {
    const theme = themeOf(globals);
    const button = canvas.getByRole('button', { name: 'Acceptă comanda' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Acceptă comanda A');
    await expect(button).toHaveAccessibleDescription('Acceptă comanda A');
    const bubble = tooltip.parentElement!;
    const key = bubble.querySelector('kbd')!;
    await expect(getComputedStyle(key).color).toBe(computedColor(theme.color.fg.inverse));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

const shortcuts = [
  { action: 'Acceptă comanda selectată', keys: ['A'] },
  { action: 'Trece comanda în etapa următoare', keys: ['Shift', '→'] },
  { action: 'Comanda următoare / precedentă', keys: ['J', 'K'], separator: '/' },
  { action: 'Caută o comandă după număr sau telefon', keys: ['Ctrl', 'K'] },
  { action: 'Oprește sunetul comenzilor noi', keys: ['M'] },
  { action: 'Lista scurtăturilor', keys: ['?'] },
];

function HelpList() {
  return (
    <section aria-labelledby="shortcuts-title" lang="ro" style={{ maxWidth: 480 }}>
      <h2 id="shortcuts-title" style={{ marginTop: 0 }}>
        Scurtături de tastatură
      </h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '8px 16px', margin: 0 }}>
        {shortcuts.map(({ action, keys, separator }) => (
          <div key={action} style={{ display: 'contents' }}>
            <dt>{action}</dt>
            <dd style={{ margin: 0, justifySelf: 'end' }}>
              <Kbd keys={keys} separator={separator} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The back office's list of shortcuts (a help dialog's content): a description list, each command
 * beside its keys. Every command is also a button on the screen.
 */
export const ShortcutList: Story = {
  parameters: { layout: 'padded' },
  render: () => <HelpList />,
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms).toHaveLength(shortcuts.length);
    await expect(definitions[3]).toHaveTextContent(/^Ctrl\+K$/);
    await expect(definitions[2]).toHaveTextContent(/^J\/K$/);
    // Every keycap in the list is as tall as the others.
    const heights = new Set(
      Array.from(canvasElement.querySelectorAll('kbd'))
        .filter((key) => key.querySelector('kbd') === null)
        .map((key) => Math.round(key.getBoundingClientRect().height)),
    );
    await expect(heights.size).toBe(1);
  },
};

/** The same list on a 375 px phone: the commands wrap, the keys stay whole, nothing scrolls sideways. */
export const ShortcutListOnPhone: Story = {
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <HelpList />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const list = canvas.getByRole('heading').nextElementSibling!;
    await expectNoOverflow(list);
    for (const key of Array.from(list.querySelectorAll('kbd'))) {
      await expect(key.scrollWidth).toBeLessThanOrEqual(key.clientWidth + 1);
    }
  },
};
