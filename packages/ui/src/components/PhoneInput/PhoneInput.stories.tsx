import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone number', onValueChange: fn() },
  argTypes: { prefix: { control: false }, suffix: { control: false } },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const hint = 'International format: a plus, the country code and the number, e.g. +37360123456';

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAccessibleDescription(hint);
    await expect(input).toHaveValue('');
    await userEvent.type(input, '37360123456');
    await expect(input).toHaveValue('+37360123456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('37360123456');
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '+a3b7(3) 6-0x');
    await expect(input).toHaveValue('+37360');
    const calls = (args.onValueChange as ReturnType<typeof fn>).mock.calls.map(([digits]) => digits);
    await expect(calls).toEqual(['3', '37', '373', '3736', '37360']);
    // Deleting the last digit removes the plus with it.
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Paste: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+373 (60) 12-34-56');
    await expect(input).toHaveValue('+37360123456');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('37360123456');
    await expect(input).toHaveProperty('selectionStart', 12);
  },
};

export const OverLength: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '1234567890123456');
    await expect(input).toHaveValue('+123456789012345');
    await expect(args.onValueChange).toHaveBeenCalledTimes(15);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456789012345');
    // A 16th digit typed in the middle is refused too, and the caret does not move.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}7');
    await expect(input).toHaveValue('+123456789012345');
    await expect(input).toHaveProperty('selectionStart', 13);
  },
};

export const CaretInMiddle: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '37360123456');
    // Back over "123456": the caret sits after "+37360".
    await userEvent.keyboard('{ArrowLeft>6/}');
    await expect(input).toHaveProperty('selectionStart', 6);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('+373609123456');
    await expect(input).toHaveProperty('selectionStart', 7);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('373609123456');
    // Typing on continues there; a letter is dropped without moving the caret.
    await userEvent.keyboard('8x');
    await expect(input).toHaveValue('+3736098123456');
    await expect(input).toHaveProperty('selectionStart', 8);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('+373609123456');
    await expect(input).toHaveProperty('selectionStart', 7);
  },
};

export const NoClearOnBlur: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '3736');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    // An unfinished number stays as typed: the person may come back to finish it.
    await expect(input).toHaveValue('+3736');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3736');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '3736', error: 'Check the phone number' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveValue('+3736');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Check the phone number')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`Check the phone number ${hint}`);
  },
};

export const Disabled: Story = {
  args: { defaultValue: '37360123456', disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('+37360123456');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The storefront keeps the digits in its store and passes them back; junk from outside is cleaned. */
export const Controlled: Story = {
  render: function Render(args) {
    const [digits, setDigits] = useState('373 60');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <PhoneInput
          {...args}
          value={digits}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setDigits(next);
          }}
        />
        <output aria-label="Digits sent">{digits}</output>
        <Button variant="secondary" onClick={() => setDigits('')}>
          Clear
        </Button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(input).toHaveValue('+37360');
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('+3736012');
    await expect(canvas.getByRole('status', { name: 'Digits sent' })).toHaveTextContent(/^3736012$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
};

/** The sign-in modal focuses the field when it opens, through the forwarded ref. */
export const FocusedByRef: Story = {
  render: function Render(args) {
    const ref = useRef<HTMLInputElement>(null);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <Button onClick={() => ref.current?.focus()}>Sign in</Button>
        <PhoneInput {...args} ref={ref} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  },
};

/**
 * A parent that applies the digits a moment later (an async store): React writes the value after
 * the event and the caret would jump to the end; the field puts it back where the person typed.
 */
export const DeferredUpdate: Story = {
  render: function Render(args) {
    const [digits, setDigits] = useState('37360123456');
    return (
      <PhoneInput
        {...args}
        value={digits}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setTimeout(() => setDigits(next), 30);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(6, 6);
    await userEvent.keyboard('9');
    await waitFor(() => expect(input).toHaveValue('+373609123456'));
    await expect(input.selectionStart).toBe(7);
  },
};
