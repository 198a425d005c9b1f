import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mediaQueries } from '../../theme/media';
import { Button } from '../Button/Button';
import { computedColor, expectNoOverflow, themeOf } from '../Checkbox/choiceStories';
import { iconSymbolId } from '../Icon/symbol';
import { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus';
import type { ConnectionState } from './ConnectionStatus.styles';

const meta = {
  title: 'Components/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'live', label: 'Live' },
  argTypes: { state: { control: 'inline-radio' }, label: { control: 'text' } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const iconOf = (status: HTMLElement) => status.querySelector('use')?.getAttribute('href') ?? '';

/** The region, its icon's mark and its paint. */
async function expectState(
  status: HTMLElement,
  globals: Record<string, unknown>,
  state: ConnectionState,
  label: string,
  icon: string,
) {
  const theme = themeOf(globals);
  await expect(status).toHaveAttribute('data-state', state);
  await expect(status).toHaveTextContent(label);
  await expect(iconOf(status)).toMatch(new RegExp(`#${iconSymbolId(icon)}$`));
  // The icon is decoration beside the words: hidden from screen readers.
  await expect(status.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  const paint = {
    connecting: [theme.color.bg.subtle, theme.color.fg.default],
    live: [theme.color.success.subtle, theme.color.success.text],
    reconnecting: [theme.color.warning.subtle, theme.color.warning.text],
    offline: [theme.color.danger.solid, theme.color.danger.onSolid],
  }[state];
  await expect(getComputedStyle(status).backgroundColor).toBe(computedColor(paint[0]!));
  await expect(getComputedStyle(status).color).toBe(computedColor(paint[1]!));
}

/** Connecting, the first time, before anything is known: turning arrows on a neutral fill. */
export const Connecting: Story = {
  // Checks its animation: see `motion` in .storybook/vitest.setup.ts.
  tags: ['motion'],
  args: { state: 'connecting', label: 'Connecting…' },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expectState(status, globals, 'connecting', 'Connecting…', 'refresh');
    const reduced = matchMedia(mediaQueries.reducedMotion).matches;
    await expect(getComputedStyle(status.firstElementChild!).animationName === 'none').toBe(reduced);
  },
};

/** Live: events arrive as they happen. A check on the success tint, and the word. */
export const Live: Story = {
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status.tagName).toBe('DIV');
    await expectState(status, globals, 'live', 'Live', 'check');
    // Nothing to press: Tab passes it by.
    await userEvent.tab();
    await expect(status.contains(document.activeElement)).toBe(false);
  },
};

/**
 * The feed dropped and the app is trying again: turning arrows on the warning tint. The arrows turn
 * unless the person asked for less motion.
 */
export const Reconnecting: Story = {
  // Checks its animation: see `motion` in .storybook/vitest.setup.ts.
  tags: ['motion'],
  args: { state: 'reconnecting', label: 'Reconnecting…' },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expectState(status, globals, 'reconnecting', 'Reconnecting…', 'refresh');
    const reduced = matchMedia(mediaQueries.reducedMotion).matches;
    await expect(getComputedStyle(status.firstElementChild!).animationName === 'none').toBe(reduced);
  },
};

/**
 * Offline: the board may be missing orders. The only solid fill, an exclamation mark and the warning
 * in words, so it is not overlooked.
 */
export const Offline: Story = {
  args: { state: 'offline', label: 'Offline — orders may be missing' },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expectState(status, globals, 'offline', 'Offline — orders may be missing', 'error');
    await expect(getComputedStyle(status.firstElementChild!).animationName).toBe('none');
  },
};

const romanian: Record<ConnectionState, string> = {
  connecting: 'Se conectează…',
  live: 'În direct',
  reconnecting: 'Se reconectează…',
  offline: 'Fără conexiune — pot lipsi comenzi',
};

function Changing(props: Partial<ConnectionStatusProps>) {
  const [state, setState] = useState<ConnectionState>('live');
  return (
    <div lang="ro" style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <ConnectionStatus state={state} label={romanian[state]} {...props} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="sm" variant="secondary" onClick={() => setState('reconnecting')}>
          Pierde conexiunea
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setState('offline')}>
          Renunță
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setState('live')}>
          Revine
        </Button>
      </div>
    </div>
  );
}

/**
 * The feed drops, the app gives up, then it comes back (Romanian). The same live region stays on the
 * page and only its words change, so each change is announced politely; the first render is not.
 */
export const Changes: Story = {
  render: () => <Changing />,
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    // role="status" is a polite, atomic live region: the whole new label is read.
    await expect(status).not.toHaveAttribute('aria-live', 'assertive');
    await expectState(status, globals, 'live', 'În direct', 'check');
    await userEvent.click(canvas.getByRole('button', { name: 'Pierde conexiunea' }));
    await expect(canvas.getByRole('status')).toBe(status);
    await expectState(status, globals, 'reconnecting', 'Se reconectează…', 'refresh');
    await userEvent.click(canvas.getByRole('button', { name: 'Renunță' }));
    await expect(canvas.getByRole('status')).toBe(status);
    await expectState(status, globals, 'offline', 'Fără conexiune — pot lipsi comenzi', 'error');
    await userEvent.click(canvas.getByRole('button', { name: 'Revine' }));
    await expectState(status, globals, 'live', 'În direct', 'check');
    // Only the words are in the region's text: nothing else is read with them.
    await expect(within(status).getByText('În direct')).toBeVisible();
    await expect(status.textContent).toBe('În direct');
  },
};

/**
 * On a 375 px phone, in a narrow slot: the long Russian warning wraps inside its pill rather than
 * running off the screen.
 */
export const LongLabelOnPhone: Story = {
  args: { state: 'offline', label: 'Нет связи — часть заказов может не отображаться' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div lang="ru" style={{ width: 220 }}>
      <ConnectionStatus {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const status = canvas.getByRole('status');
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    await expect(status.getBoundingClientRect().height).toBeGreaterThan(32);
    await expectNoOverflow(status);
    // The icon keeps its size beside the wrapped words.
    await expect(status.querySelector('svg')!.getBoundingClientRect().width).toBe(16);
  },
};
