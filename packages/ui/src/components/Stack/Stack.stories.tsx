import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { storyTheme, withThemeProbe } from '../Modal/overlayTesting';
import { Panel } from '../Surface/Panel';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField';
import { Stack } from './Stack';

const onCancel = fn();

const meta = {
  title: 'Components/Stack',
  component: Stack,
  parameters: { layout: 'padded' },
  decorators: [withThemeProbe],
  beforeEach: () => {
    onCancel.mockClear();
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The space between two blocks, in whole pixels. */
const between = (upper: Element, lower: Element) =>
  Math.round(lower.getBoundingClientRect().top - upper.getBoundingClientRect().bottom);
/** A theme's `space` step in pixels. */
const px = (length: string) => Math.round(parseFloat(length));

/** A screen's blocks one under another: each as wide as the stack, the theme's `md` between them, none around. */
export const Default: Story = {
  render: () => (
    <Stack data-testid="stack">
      <Banner tone="warning" title="2 new orders are waiting">
        Press Seen to stop the ringing.
      </Banner>
      <Panel heading="Pause ordering">Ordering is open.</Panel>
      <Panel heading="Kitchen is busy">No extra minutes.</Panel>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const [banner, pause, busy] = [...stack.children];
    const gap = px(storyTheme().space.md);
    await expect(between(banner!, pause!)).toBe(gap);
    await expect(between(pause!, busy!)).toBe(gap);
    await expect(Math.round(pause!.getBoundingClientRect().width)).toBe(
      Math.round(stack.getBoundingClientRect().width),
    );
    await expect(getComputedStyle(stack).paddingTop).toBe('0px');
  },
};

/**
 * `as="ul"`: a list of switches, still a list of three items to a screen reader (WebKit drops the role of a
 * list without bullets, so the stack says it), with no bullets or indent and the `sm` gap.
 */
export const List: Story = {
  render: () => (
    <Stack as="ul" gap="sm" aria-label="Rolls">
      {['Philadelphia roll', 'California roll', 'Green dragon'].map((dish) => (
        <li key={dish}>
          <Switch label={dish} defaultChecked={dish !== 'Green dragon'} />
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Rolls' });
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(Math.round(items[0]!.getBoundingClientRect().left)).toBe(
      Math.round(list.getBoundingClientRect().left),
    );
    await expect(between(items[0]!, items[1]!)).toBe(px(storyTheme().space.sm));
    const dragon = within(list).getByRole('switch', { name: 'Green dragon' });
    await userEvent.click(dragon);
    await expect(dragon).toBeChecked();
  },
};

/**
 * `as="form"`: the stack is the `<form>` itself, with a form's props (`onSubmit`, `noValidate`). Enter in the
 * reason submits it; the buttons sit under the field at the `lg` gap.
 */
export const Form: Story = {
  render: () => (
    <Stack
      as="form"
      gap="lg"
      aria-label="Cancel order 1042"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCancel(new FormData(event.currentTarget).get('reason'));
      }}
    >
      <TextField label="Reason" name="reason" required fullWidth />
      <Stack gap="sm" align="start">
        <Button type="submit" variant="danger">
          Cancel the order
        </Button>
      </Stack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Cancel order 1042' });
    await expect(form.tagName).toBe('FORM');
    await expect(form).toHaveAttribute('novalidate');
    const reason = canvas.getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'The shopper called: wrong address{Enter}');
    await expect(onCancel).toHaveBeenCalledTimes(1);
    await expect(onCancel).toHaveBeenCalledWith('The shopper called: wrong address');
    // The field and the buttons' stack are the form's two children, `lg` apart.
    const [field, buttons] = [...form.children];
    await expect(field).toContainElement(reason);
    await expect(between(field!, buttons!)).toBe(px(storyTheme().space.lg));
  },
};

/** `align="start"`: a button under a list keeps its own width, at the stack's start. */
export const AlignStart: Story = {
  render: () => (
    <Stack gap="sm" align="start" data-testid="stack">
      <TextField label="Opens" defaultValue="11:00" />
      <Button variant="ghost" size="sm" icon="plus">
        Add an interval
      </Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Add an interval' }).getBoundingClientRect();
    await expect(Math.round(button.left)).toBe(Math.round(stack.left));
    await expect(button.width).toBeLessThan(stack.width / 2);
  },
};

/** A long Romanian word on a phone wraps inside its block: the stack never makes the page scroll sideways. */
export const LongContentOnPhone: Story = {
  globals: { locale: 'ro', viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Stack gap="sm">
      <Panel heading="Anunț">
        <span style={{ overflowWrap: 'anywhere' }}>
          Livrarea-gratuită-pentru-comenzile-de-peste-trei-sute-de-lei-în-toate-sectoarele-Chișinăului
        </span>
      </Panel>
      <Button fullWidth>Salvează</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
