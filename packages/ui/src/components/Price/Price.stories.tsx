import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { kitLocales, localeTags, type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { KitIntlProvider } from '../../intl/KitIntl';
import { formatPrice } from './formatPrice';
import { Price } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { amount: 129 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const tagOf = (globals: Record<string, unknown>) => localeTags[globals.locale as KitLocale];
/** Intl separates with no-break spaces; the DOM matchers compare with plain ones. */
const price = (amount: number, tag: string) => formatPrice(amount, tag).replace(/\s+/g, ' ');

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(price(129, tagOf(globals)))).toBeVisible();
    // Whole amounts carry no decimals.
    await expect(canvas.queryByText(/129[.,]00/)).toBeNull();
  },
};

export const WithCents: Story = {
  args: { amount: 89.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/89[.,]50/)).toBeVisible();
  },
};

export const WithOldPrice: Story = {
  args: { amount: 199, oldAmount: 249, tone: 'danger' },
  play: async ({ canvasElement, globals }) => {
    const labels = kitCatalogs[globals.locale as KitLocale];
    const old = canvasElement.querySelector('s');
    await expect(old).toHaveTextContent(price(249, tagOf(globals)));
    // The struck-through amount is introduced by a label that only screen readers get.
    await expect(canvasElement).toHaveTextContent(`${labels['price.old']}:${price(249, tagOf(globals))}`);
    await expect(old!.previousElementSibling!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** An "old" price that is not higher than the current one is not a discount and is not shown. */
export const OldPriceNotHigher: Story = {
  args: { amount: 199, oldAmount: 199 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Free: Story = {
  args: { amount: 0, zero: 'free', tone: 'accent' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(kitCatalogs[globals.locale as KitLocale]['price.free'])).toBeVisible();
  },
};

/** The same prices in the kit's four locales: grouping, decimal mark and currency follow Intl. */
export const Locales: Story = {
  args: { amount: 1234, oldAmount: 1499.5 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <div data-locale={locale} lang={localeTags[locale]}>
            <Price {...args} />
          </div>
        </KitIntlProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = new Set<string>();
    for (const locale of kitLocales) {
      const row = canvasElement.querySelector(`[data-locale="${locale}"]`)!;
      const current = price(1234, localeTags[locale]);
      await expect(row).toHaveTextContent(current);
      await expect(row.querySelector('s')).toHaveTextContent(price(1499.5, localeTags[locale]));
      await expect(row).toHaveTextContent(kitCatalogs[locale]['price.old']);
      texts.add(current);
    }
    // ro (1.234), en (1,234) and ru/uk (1 234 MDL) differ: the locale reaches the formatter.
    await expect(texts.size).toBeGreaterThanOrEqual(3);
  },
};

export const Large: Story = {
  args: { amount: 349, oldAmount: 420, size: 'lg', tone: 'accent' },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('s')!.previousElementSibling!.previousElementSibling!;
    const currentSize = parseFloat(getComputedStyle(current).fontSize);
    await expect(currentSize).toBeGreaterThan(parseFloat(getComputedStyle(canvasElement.querySelector('s')!).fontSize));
    await expect(currentSize).toBeGreaterThanOrEqual(24);
  },
};
