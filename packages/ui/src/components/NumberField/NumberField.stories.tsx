import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatKitMessage, localeTags, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Button } from '../Button/Button';
import { NumberField } from './NumberField';
import { formatNumberText } from './numberText';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Portions', onValueChange: fn() },
  argTypes: { prefix: { control: false }, suffix: { control: 'text' } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];
const tagOf = (globals: Record<string, unknown>) => localeTags[globals.locale as KitLocale];

/**
 * Whole numbers from 1 to 20. Typing changes nothing until the field is left (or Enter); then the app
 * hears the number.
 */
export const Default: Story = {
  args: { min: 1, max: 20, hint: 'Sets of chopsticks and sauces' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Portions' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('Sets of chopsticks and sauces');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('3');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveValue('3');
  },
};

/** ArrowUp/ArrowDown step by one, PageUp/PageDown by ten, Home/End go to the bounds; steps stop at them. */
export const Keyboard: Story = {
  args: { min: 1, max: 20, defaultValue: 3 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Portions' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('4');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('20'); // stops at max
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1'); // stops at min
    await userEvent.keyboard('{End}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(20);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Decimals in the shop's language: a Romanian back office types `0.5` or `0,5` and reads `0,5` after
 * leaving the field; the arrows step by 0.25 without floating-point dust.
 */
export const Decimal: Story = {
  args: { label: 'Greutatea porției', step: 0.25, min: 0, suffix: 'kg' },
  render: (args) => (
    <KitIntlProvider locale="ro" messages={kitCatalogs.ro}>
      <NumberField {...args} />
    </KitIntlProvider>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Greutatea porției' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '0.5');
    await userEvent.tab();
    await expect(input).toHaveValue('0,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0.5);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('0,75');
    await userEvent.clear(input);
    await userEvent.type(input, '1,25');
    await userEvent.keyboard('{ArrowUp}'); // steps from what is typed
    await expect(input).toHaveValue('1,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1.5);
    await expect(canvas.getByText('kg')).toBeVisible();
  },
};

/** A value above max keeps what was typed, is marked invalid and says the range; a native form will not submit it. */
export const OutOfRange: Story = {
  args: { label: 'Discount, %', min: 1, max: 50, defaultValue: 70 },
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Discount, %' });
    const message = formatKitMessage(labelsOf(globals)['numberField.range'], { min: 1, max: 50 });
    await expect(input).toHaveValue('70');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    await expect(canvas.getByText(message).closest('[aria-live="polite"]')).not.toBeNull();
    await expect(input.checkValidity()).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '15{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(15);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(message)).toBeNull();
    await expect(input.checkValidity()).toBe(true);
  },
};

/** Only a lower bound: the message says "or more". Only an upper one: "or less". */
export const OneBound: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberField {...args} label="Minutes to prepare" min={5} defaultValue={2} />
      <NumberField {...args} label="Guests" max={12} defaultValue={14} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvas.getByRole('textbox', { name: 'Minutes to prepare' })).toHaveAccessibleDescription(
      formatKitMessage(labels['numberField.min'], { min: 5 }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Guests' })).toHaveAccessibleDescription(
      formatKitMessage(labels['numberField.max'], { max: 12 }),
    );
  },
};

/** Text that is no number stays as typed for correcting, with the kit's message; the app hears `null`. */
export const NotANumber: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const input = canvas.getByRole('textbox', { name: 'Portions' });
    await userEvent.clear(input);
    await userEvent.type(input, '2 or 3');
    await userEvent.tab();
    await expect(input).toHaveValue('2 or 3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(labels['numberField.invalid']);
    // Decimals in a whole-number field are refused, not rounded.
    await userEvent.clear(input);
    await userEvent.type(input, '2,5{Enter}');
    await expect(input).toHaveAccessibleDescription(labels['numberField.whole']);
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The app's own message (a rule the server knows) replaces the kit's while it is set. */
export const Invalid: Story = {
  args: { label: 'Rolls in the set', defaultValue: 40, max: 60, error: 'Only 32 left in the kitchen today' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Rolls in the set' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Only 32 left in the kitchen today');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2, disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Portions' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, '{ArrowUp}5');
    await expect(input).toHaveValue('2');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Controlled by the app, which can reset it; a native form gets the plain number from a hidden input. */
export const Controlled: Story = {
  args: { label: 'Delivery radius, km', name: 'radius', step: 0.5, min: 0 },
  render: function Render(args) {
    const [value, setValue] = useState<number | null>(2.5);
    return (
      <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
        <NumberField
          {...args}
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setValue(next);
          }}
        />
        <Button type="button" variant="secondary" onClick={() => setValue(null)}>
          Reset
        </Button>
        <output>Value: {String(value)}</output>
      </form>
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery radius, km' });
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[type="hidden"][name="radius"]')!;
    await expect(input).toHaveValue(formatNumberText(2.5, tagOf(globals), 1));
    await expect(hidden).toHaveValue('2.5');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText('Value: 3')).toBeVisible();
    await expect(hidden).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(canvas.getByText('Value: null')).toBeVisible();
  },
};

/** Long labels and messages in Romanian and Russian wrap under a 320 px field instead of overflowing. */
export const LongContent: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, width: 320 }}>
      <KitIntlProvider locale="ro" messages={kitCatalogs.ro}>
        <NumberField
          {...args}
          label="Numărul maxim de porții pe care bucătăria le poate pregăti într-o oră de vârf"
          hint="Comenzile peste această limită primesc automat o oră de livrare mai târzie"
          min={1}
          max={200}
          defaultValue={250}
        />
      </KitIntlProvider>
      <KitIntlProvider locale="ru" messages={kitCatalogs.ru}>
        <NumberField
          {...args}
          label="Максимальное количество порций, которое кухня успевает приготовить за час пик"
          min={1}
          max={200}
          defaultValue={250}
        />
      </KitIntlProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const ro = formatKitMessage(kitCatalogs.ro['numberField.range'], { min: 1, max: 200 });
    const ru = formatKitMessage(kitCatalogs.ru['numberField.range'], { min: 1, max: 200 });
    await expect(canvas.getByText(ro)).toBeVisible();
    await expect(canvas.getByText(ru)).toBeVisible();
    const column = canvasElement.firstElementChild!.firstElementChild as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
