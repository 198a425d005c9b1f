import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatKitMessage, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { TimeField } from './TimeField';

const meta = {
  title: 'Components/TimeField',
  component: TimeField,
  args: { label: 'Opens at', onValueChange: fn() },
  argTypes: { hint: { control: 'text' } },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

/**
 * Typed the way people say it: `930` becomes `09:30` on Enter, `21.15` becomes `21:15` on leaving the
 * field. The kit's hint gives the format; the clock icon is decoration.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Opens at' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription(labelsOf(globals)['timeField.format']);
    await expect(input.parentElement!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('930');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('09:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09:30');
    await userEvent.clear(input);
    await userEvent.type(input, '21.15');
    await userEvent.tab();
    await expect(input).toHaveValue('21:15');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('21:15');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * ArrowUp/ArrowDown change the part the caret is in and keep it selected: the hours wrap round the
 * day, the minutes move by `minuteStep` and wrap round the hour.
 */
export const Keyboard: Story = {
  args: { defaultValue: '23:30', minuteStep: 15 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Opens at' });
    await userEvent.tab();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(input).toHaveValue('00:30');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('22:30');
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(input).toHaveValue('22:45');
    await expect([input.selectionStart, input.selectionEnd]).toEqual([3, 5]);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('22:00'); // the minutes wrap within the hour
    await expect(args.onValueChange).toHaveBeenLastCalledWith('22:00');
  },
};

/** An empty field starts at `min` on the first arrow press. */
export const EmptyWithMin: Story = {
  args: { label: 'Delivery from', min: '10:00', max: '22:30', minuteStep: 30 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery from' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10:00');
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(input).toHaveValue('10:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('10:30');
  },
};

/** A time after `max` (or before `min`) keeps what was typed and says which times are allowed. */
export const OutOfRange: Story = {
  args: { label: 'Closes at', min: '10:00', max: '22:00', defaultValue: '23:30' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Closes at' });
    const afterMax = formatKitMessage(labels['timeField.afterMax'], { max: '22:00' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${afterMax} ${labels['timeField.format']}`);
    await expect(input.checkValidity()).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '9{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09:00');
    await expect(canvas.getByText(formatKitMessage(labels['timeField.beforeMin'], { min: '10:00' }))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2200{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.checkValidity()).toBe(true);
  },
};

/** Minutes off the step: the message names the step. */
export const OffStep: Story = {
  args: { label: 'Promised time', minuteStep: 15, defaultValue: '19:07' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Promised time' });
    const message = formatKitMessage(labelsOf(globals)['timeField.minuteStep'], { step: 15 });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(message)).toBeVisible();
    // One step up snaps to the step and clears the message.
    await userEvent.click(input);
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect(input).toHaveValue('19:15');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A time the clock does not have stays as typed, with the kit's message; the app hears `null`. */
export const NotATime: Story = {
  args: { defaultValue: '10:00' },
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Opens at' });
    await userEvent.clear(input);
    await userEvent.type(input, '25:00');
    await userEvent.tab();
    await expect(input).toHaveValue('25:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(labelsOf(globals)['timeField.invalid'])).toBeVisible();
  },
};

/** The app's message (a rule of the restaurant) replaces the kit's, with the app's own hint. */
export const Invalid: Story = {
  args: {
    label: 'Closes at',
    hint: 'Kitchen closes 30 minutes earlier',
    defaultValue: '09:00',
    error: 'Closing must be after opening (10:00)',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Closes at' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Closing must be after opening (10:00) Kitchen closes 30 minutes earlier',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: '10:00', disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Opens at' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.type(input, '{ArrowUp}');
    await expect(input).toHaveValue('10:00');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A day's opening hours in Romanian and Russian, controlled, with a reset; long labels wrap on a phone. */
export const OpeningHours: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  render: function Render(args) {
    const [opens, setOpens] = useState<string | null>('10:00');
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <KitIntlProvider locale="ro" messages={kitCatalogs.ro}>
          <TimeField
            {...args}
            fullWidth
            label="Ora de deschidere a restaurantului în zilele de sărbătoare legală"
            name="opens"
            value={opens}
            onValueChange={setOpens}
            minuteStep={30}
          />
        </KitIntlProvider>
        <KitIntlProvider locale="ru" messages={kitCatalogs.ru}>
          <TimeField
            {...args}
            fullWidth
            label="Время закрытия ресторана в праздничные и выходные дни"
            min={opens ?? undefined}
            defaultValue="09:00"
          />
        </KitIntlProvider>
      </div>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const opens = canvas.getByRole('textbox', { name: /Ora de deschidere/ });
    const closes = canvas.getByRole('textbox', { name: /Время закрытия/ });
    await expect(opens).toHaveAccessibleDescription(kitCatalogs.ro['timeField.format']);
    await expect(
      canvas.getByText(formatKitMessage(kitCatalogs.ru['timeField.beforeMin'], { min: '10:00' })),
    ).toBeVisible();
    // Opening earlier clears the closing field's message: its min follows.
    await userEvent.click(opens);
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect(opens).toHaveValue('08:00');
    await waitFor(() => expect(closes).not.toHaveAttribute('aria-invalid'));
    await expect(canvasElement.querySelector<HTMLInputElement>('input[name="opens"]')).toHaveValue('08:00');
    await expect(opens.parentElement!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
