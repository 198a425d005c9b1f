import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { PromoCodeField, type AppliedCode } from './PromoCodeField';

const meta = {
  title: 'Components/PromoCodeField',
  component: PromoCodeField,
  args: { onApply: fn(), onRemove: fn() },
  argTypes: { onApply: { control: false }, onRemove: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

/** Closed, as a cart shows it: most shoppers have no code. Opening it puts the cursor in the field. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = labelsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t['promoCode.toggle'] }));
    const field = canvas.getByRole('textbox', { name: t['promoCode.label'] });
    await expect(field).toHaveFocus();
    // Nothing typed: the kit says so, and the app is not asked.
    await userEvent.click(canvas.getByRole('button', { name: t['promoCode.apply'] }));
    await expect(field).toHaveAccessibleDescription(t['promoCode.empty']);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onApply).not.toHaveBeenCalled();
    // Typing clears the message; Enter applies what was typed, trimmed.
    await userEvent.type(field, '  sushi10 {Enter}');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(args.onApply).toHaveBeenCalledWith('sushi10');
  },
};

/** The API refused the code: its sentence under the field, linked to it; what was typed stays. */
export const Refused: Story = {
  args: { defaultOpen: true, error: 'Add 45 MDL more to use this code' },
  play: async ({ canvas, globals }) => {
    const field = canvas.getByRole('textbox', { name: labelsOf(globals)['promoCode.label'] });
    await expect(field).toHaveAccessibleDescription('Add 45 MDL more to use this code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the app checks the code: the button spins, says it is busy and ignores presses. */
export const Checking: Story = {
  args: { defaultOpen: true, pending: true },
  play: async ({ canvas, globals, args }) => {
    const t = labelsOf(globals);
    const button = canvas.getByRole('button', { name: t['promoCode.apply'] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox'), 'SUSHI10{Enter}');
    await userEvent.click(button);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(canvas.getByText(t['promoCode.checking'])).toBeInTheDocument();
  },
};

/** A code in force: a tag with what it saves; removing it gives the field back, with the cursor in it. */
export const Applied: Story = {
  args: { applied: { code: 'SUSHI10', saving: '−35 MDL' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('−35 MDL')).toBeVisible();
    const remove = canvas.getByRole('button', { name: /SUSHI10/ });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** The whole exchange inside a checkout's form: Enter applies the code and never places the order. */
export const InACheckout: Story = {
  render: function Checkout(args) {
    const [applied, setApplied] = useState<AppliedCode | null>(null);
    const [error, setError] = useState<string>();
    const [placed, setPlaced] = useState(0);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setPlaced((count) => count + 1);
        }}
      >
        <PromoCodeField
          {...args}
          applied={applied}
          error={error}
          onApply={(code) => {
            const known = code.toUpperCase() === 'SUSHI10';
            setError(known ? undefined : 'This code does not exist');
            setApplied(known ? { code: 'SUSHI10', saving: '−35 MDL' } : null);
          }}
          onRemove={() => setApplied(null)}
        />
        <p>Orders placed: {placed}</p>
      </form>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = labelsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: t['promoCode.toggle'] }));
    await userEvent.keyboard('NOPE{Enter}');
    const field = canvas.getByRole('textbox', { name: t['promoCode.label'] });
    await expect(field).toHaveAccessibleDescription('This code does not exist');
    await userEvent.clear(field);
    await userEvent.keyboard('sushi10{Enter}');
    // Applied: said by the live region, and the focus on the tag's remove button.
    const remove = await canvas.findByRole('button', { name: /SUSHI10/ });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(t['promoCode.applied'].replace('{code}', 'SUSHI10'));
    await expect(canvas.getByText('Orders placed: 0')).toBeInTheDocument();
    // Removed with the keyboard: the field is back, empty, with the cursor in it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t['promoCode.label'] })).toHaveFocus());
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};
