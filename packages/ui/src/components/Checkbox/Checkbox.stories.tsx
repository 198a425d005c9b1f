import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import {
  computedColor,
  describedByIds,
  expectFocusRing,
  expectNoOverflow,
  expectTouchTarget,
  tapOn,
  themeOf,
} from './choiceStories';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me on this device', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked. Tab reaches the box with the focus ring, Space toggles it, a click on the label too. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me on this device' });
    await expect(box).not.toBeChecked();
    await expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expectFocusRing(box, themeOf(globals));
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Enter does not toggle a checkbox (WAI-ARIA: Space only).
    await userEvent.keyboard('{Enter}');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me on this device'));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    // The box itself is what a pointer hits at its centre, not the label's row-wide tap area laid over it
    // (a browser test's click on the checkbox waits until nothing covers it).
    const { left, top, width, height } = box.getBoundingClientRect();
    await expect(box.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
  },
};

/** Checked from the start (`defaultChecked`): the accent fill and the kit's tick. */
export const Checked: Story = {
  args: { defaultChecked: true, label: 'Send me offers by SMS' },
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me offers by SMS' });
    await expect(box).toBeChecked();
    await expect(box.querySelector('use')!.getAttribute('href')).toMatch(/#nori-icon-check$/);
    await expect(getComputedStyle(box).backgroundColor).toBe(computedColor(themeOf(globals).color.accent.solid));
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(box.querySelector('svg')).toBeNull();
  },
};

/** A quieter line under the label, read after the name through `aria-describedby`; tapping it toggles too. */
export const WithDescription: Story = {
  args: {
    label: 'Contactless delivery',
    description: 'The courier leaves the order at your door and calls you.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Contactless delivery' });
    await expect(box).toHaveAccessibleDescription('The courier leaves the order at your door and calls you.');
    await tapOn(canvas.getByText('The courier leaves the order at your door and calls you.'));
    await expect(box).toBeChecked();
  },
};

const sauces = ['Soy sauce', 'Wasabi', 'Pickled ginger'];

/**
 * "All sauces" over a list: mixed (a dash, `aria-checked="mixed"`) while some are chosen. Space on it
 * chooses all, again chooses none; the app decides the mixed state from the list.
 */
export const Indeterminate: Story = {
  args: { label: 'All sauces' },
  render: function Render(args) {
    const [chosen, setChosen] = useState<string[]>(['Wasabi']);
    const all = chosen.length === sauces.length;
    return (
      <div>
        <Checkbox
          {...args}
          checked={all}
          indeterminate={chosen.length > 0 && !all}
          onCheckedChange={(on) => setChosen(on ? sauces : [])}
        />
        <div style={{ paddingInlineStart: 28 }}>
          {sauces.map((sauce) => (
            <Checkbox
              key={sauce}
              label={sauce}
              checked={chosen.includes(sauce)}
              onCheckedChange={(on) => setChosen((list) => (on ? [...list, sauce] : list.filter((s) => s !== sauce)))}
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All sauces' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await expect(all.querySelector('use')!.getAttribute('href')).toMatch(/#nori-icon-minus$/);
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    for (const sauce of sauces) await expect(canvas.getByRole('checkbox', { name: sauce })).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('aria-checked', 'false');
    for (const sauce of sauces) await expect(canvas.getByRole('checkbox', { name: sauce })).not.toBeChecked();
    // Tab moves on to the list; choosing one makes "All" mixed again.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Soy sauce' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** Disabled, unchecked and checked: dimmed, skipped by Tab, deaf to clicks. */
export const Disabled: Story = {
  args: { disabled: true, label: 'Pay with bonuses', description: 'You have no bonuses yet.' },
  render: (args) => (
    <div>
      <Checkbox {...args} />
      <Checkbox {...args} label="Cutlery for 2" description="Included with every order." defaultChecked />
      <button type="button">After</button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const off = canvas.getByRole('checkbox', { name: 'Pay with bonuses' });
    const on = canvas.getByRole('checkbox', { name: 'Cutlery for 2' });
    await expect(off).toBeDisabled();
    await expect(on).toBeDisabled();
    await expect(on).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.click(canvas.getByText('Pay with bonuses'), { pointerEventsCheck: 0 });
    await expect(off).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/**
 * A required box left unchecked: a red outline, `aria-invalid`, and the message linked first in
 * `aria-describedby` and announced. Checking it here clears the error, as an app would.
 */
export const Invalid: Story = {
  args: {
    label: 'I accept the terms of service',
    description: 'Read them before your first order.',
    required: true,
  },
  render: function Render(args) {
    const [accepted, setAccepted] = useState(false);
    return (
      <Checkbox
        {...args}
        checked={accepted}
        onCheckedChange={setAccepted}
        error={accepted ? undefined : 'Accept the terms to place the order.'}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    const error = canvas.getByText('Accept the terms to place the order.');
    await expect(describedByIds(box)[0]).toBe(error.parentElement!.id);
    await expect(box).toHaveAccessibleDescription(
      'Accept the terms to place the order. Read them before your first order.',
    );
    await expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    const theme = themeOf(globals);
    await expect(getComputedStyle(box).borderTopColor).toBe(computedColor(theme.color.danger.solid));
    await userEvent.tab();
    await expectFocusRing(box, theme);
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Accept the terms to place the order.')).toBeNull();
  },
};

/** Inside a form, a named checkbox posts `name=value` while checked, like a native one. */
export const InForm: Story = {
  args: { label: 'Call me back', name: 'callback', value: 'yes' },
  render: (args) => (
    <form aria-label="Order" onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Order' }) as HTMLFormElement;
    await expect(new FormData(form).get('callback')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Call me back' }));
    await expect(new FormData(form).get('callback')).toBe('yes');
  },
};

/** Long labels in Romanian and Russian wrap beside the box, which stays on the first line. */
export const LongText: Story = {
  args: { label: undefined },
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Checkbox
        lang="ro"
        label="Sunt de acord cu prelucrarea datelor mele personale în scopul livrării comenzii"
        description="Datele nu sunt transmise terților, cu excepția serviciului de curierat."
      />
      <Checkbox
        lang="ru"
        label="Я согласен получать уведомления о статусе заказа и персональные предложения"
        description="Отписаться можно в любой момент в личном кабинете."
        error="Подтвердите согласие, чтобы продолжить."
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const ro = canvas.getByRole('checkbox', { name: /prelucrarea datelor/ });
    const label = canvas.getByText(/prelucrarea datelor/);
    const line = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(line * 1.5);
    // The box is centred on the first line, not on the whole block.
    const box = ro.getBoundingClientRect();
    const top = label.getBoundingClientRect().top;
    await expect(Math.abs(box.top + box.height / 2 - (top + line / 2))).toBeLessThanOrEqual(1);
    const ru = canvas.getByRole('checkbox', { name: /уведомления о статусе/ });
    await expect(ru).toHaveAccessibleDescription(
      'Подтвердите согласие, чтобы продолжить. Отписаться можно в любой момент в личном кабинете.',
    );
    // The error lines up with the label, not with the box.
    const error = canvas.getByText('Подтвердите согласие, чтобы продолжить.');
    await expect(error.parentElement!.getBoundingClientRect().left).toBeCloseTo(
      canvas.getByText(/уведомления о статусе/).getBoundingClientRect().left,
      0,
    );
    await expectNoOverflow(canvasElement);
  },
};

/** On a 375 px phone each row is a 44 px target: a tap anywhere on it toggles the box. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div>
      <Checkbox {...args} label="Soy sauce" />
      <Checkbox {...args} label="Wasabi" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    for (const name of ['Soy sauce', 'Wasabi']) {
      const box = canvas.getByRole('checkbox', { name });
      const row = canvas.getByText(name).parentElement!.parentElement!;
      await expectTouchTarget(row);
      await expect(row.contains(box)).toBe(true);
    }
    // A tap at the row's far end, away from the box and the words, still toggles it.
    const row = canvas.getByText('Wasabi').parentElement!.parentElement!;
    const rect = row.getBoundingClientRect();
    const target = document.elementFromPoint(rect.right - 4, rect.top + 4)!;
    await userEvent.click(target);
    await expect(canvas.getByRole('checkbox', { name: 'Wasabi' })).toBeChecked();
  },
};
