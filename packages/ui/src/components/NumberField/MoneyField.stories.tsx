import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatKitMessage, kitLocales, localeTags, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { formatPrice } from '../Price/formatPrice';
import { MoneyField } from './MoneyField';
import { currencyAffix, formatMoneyText } from './money';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  args: { label: 'Delivery fee', onValueChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (globals: Record<string, unknown>) => globals.locale as KitLocale;

/**
 * The person types lei, the app gets bani. `12.5` becomes 1250 and reads back in the locale's style
 * with two decimals; ArrowUp goes to the next whole leu. The currency is written as `Price` writes it, and named for
 * screen readers by the kit's "Amount in lei".
 */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf(globals);
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(kitCatalogs[locale]['moneyField.currency']);
    const symbol = canvas.getByText(currencyAffix(localeTags[locale]).symbol);
    await expect(symbol).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await userEvent.keyboard('12.5');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250);
    await expect(input).toHaveValue(formatMoneyText(1250, localeTags[locale]));
    await userEvent.click(input);
    // Steps count whole lei: from 12.50 up is 13, then down is 12 and 11.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1300);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1100);
  },
};

/**
 * The same field in the four languages: a comma in ro, ru and uk, a dot in en, and either one typed
 * anywhere. The currency sits where the locale's prices put it: `MDL` before the number in English.
 */
export const Locales: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <div lang={localeTags[locale]} data-locale={locale}>
            <MoneyField {...args} label={`${args.label} (${locale})`} defaultValue={1999} />
          </div>
        </KitIntlProvider>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    for (const locale of kitLocales) {
      const scope = within(canvasElement.querySelector<HTMLElement>(`[data-locale="${locale}"]`)!);
      const input = scope.getByRole('textbox', { name: `${args.label} (${locale})` });
      await expect(input).toHaveValue(locale === 'en' ? '19.99' : '19,99');
      const { symbol, position } = currencyAffix(localeTags[locale]);
      const sign = scope.getByText(symbol);
      const before = sign.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING;
      await expect(Boolean(before)).toBe(position === 'prefix');
      // The other separator works too.
      await userEvent.clear(input);
      await userEvent.type(input, locale === 'en' ? '7,05{Enter}' : '7.05{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(705);
      await expect(input).toHaveValue(locale === 'en' ? '7.05' : '7,05');
    }
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
  },
};

/** Bounds in bani; the message writes them as prices, exactly as `Price` would. */
export const OutOfRange: Story = {
  args: { label: 'Minimum order', min: 10000, max: 50000, defaultValue: 70000 },
  play: async ({ canvas, globals }) => {
    const locale = localeOf(globals);
    const tag = localeTags[locale];
    const input = canvas.getByRole('textbox', { name: 'Minimum order' });
    const message = formatKitMessage(kitCatalogs[locale]['numberField.range'], {
      min: formatPrice(100, tag),
      max: formatPrice(500, tag),
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${message} ${kitCatalogs[locale]['moneyField.currency']}`);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}'); // the arrows bring it back into range
    await expect(input).toHaveValue(formatMoneyText(50000, tag));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A third decimal is refused (there is no tenth of a ban), not rounded; text that is no amount gets "Enter a number". */
export const Invalid: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = kitCatalogs[localeOf(globals)];
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await userEvent.type(input, '12,345{Enter}');
    await expect(input).toHaveValue('12,345');
    await expect(args.onValueChange).not.toHaveBeenCalled(); // it was empty and stays empty
    await expect(input).toHaveAccessibleDescription(
      `${formatKitMessage(labels['numberField.decimals'], { count: 2 })} ${labels['moneyField.currency']}`,
    );
    await userEvent.clear(input);
    await userEvent.type(input, '12 lei{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(labels['numberField.invalid'])).toBeVisible();
  },
};

/** The app's message, e.g. from a 422, with the hint under it. */
export const WithError: Story = {
  args: { hint: 'Free above 500 lei', error: 'The fee must be lower than the minimum order', defaultValue: 90000 },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `The fee must be lower than the minimum order Free above 500 lei ${kitCatalogs[localeOf(globals)]['moneyField.currency']}`,
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 2500, disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Delivery fee' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '{ArrowUp}1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** On a phone: the whole width, a 44 px tall box and a 16 px font (iOS does not zoom in). */
export const OnPhone: Story = {
  args: { fullWidth: true, label: 'Suma de plată', defaultValue: 123456 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <KitIntlProvider locale="ro" messages={kitCatalogs.ro}>
      <MoneyField {...args} />
    </KitIntlProvider>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Suma de plată' });
    await expect(input).toHaveValue('1234,56');
    await expect(input.parentElement!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(getComputedStyle(input).fontSize).toBe('16px');
  },
};
