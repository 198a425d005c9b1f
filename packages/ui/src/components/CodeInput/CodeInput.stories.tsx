import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Components/CodeInput',
  component: CodeInput,
  args: { label: 'Code from the SMS', onValueChange: fn(), onComplete: fn() },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Code from the SMS' }) as HTMLInputElement;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('pattern', '[0-9]*');
    await expect(input).toHaveAttribute('maxlength', '4');
    await expect(input).toHaveAccessibleDescription('4 digits');
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.type(input, 'a1-b2 .c3');
    await expect(input).toHaveValue('123');
    const calls = (args.onValueChange as ReturnType<typeof fn>).mock.calls.map(([code]) => code);
    await expect(calls).toEqual(['1', '12', '123']);
    // A letter typed between digits leaves the caret where it was.
    await userEvent.keyboard('{ArrowLeft}x');
    await expect(input).toHaveValue('123');
    await expect(input.selectionStart).toBe(2);
  },
};

export const Paste: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('12 34');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('1234');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const OverLength: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('1234');
    await userEvent.clear(input);
    await userEvent.paste('Your code: 9876 54');
    await expect(input).toHaveValue('9876');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9876');
  },
};

export const Complete: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.type(input, '1234');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
    // A fifth digit is refused and does not complete the code again.
    await userEvent.type(input, '5');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    // Changed and full again: reported again.
    await userEvent.keyboard('{Backspace}9');
    await expect(input).toHaveValue('1239');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
    await expect(args.onComplete).toHaveBeenLastCalledWith('1239');
  },
};

export const CustomLength: Story = {
  args: { length: 6 },
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toHaveAccessibleDescription('6 digits');
    await userEvent.type(input, '1234');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '567');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '1234', error: 'The code is wrong or has expired' },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The code is wrong or has expired')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('The code is wrong or has expired 4 digits');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '12', disabled: true },
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await expect(input).toBeDisabled();
    await userEvent.type(input, '34');
    await expect(input).toHaveValue('12');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The sign-in flow: a wrong code is cleared with an error, and the next full code is checked again. */
export const Controlled: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    const [error, setError] = useState<string>();
    return (
      <CodeInput
        {...args}
        value={code}
        error={error}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setCode(next);
          if (next) setError(undefined);
        }}
        onComplete={(full) => {
          args.onComplete?.(full);
          if (full !== '4321') {
            setError('The code is wrong or has expired');
            setCode('');
          }
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.type(input, '1234');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '4321');
    await expect(input).toHaveValue('4321');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
    await expect(args.onComplete).toHaveBeenLastCalledWith('4321');
  },
};
