import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { kitLocales, localeTags, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Stat } from './Stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { label: 'Orders today', value: 42, change: 0.12, changeLabel: 'vs last Monday' },
  argTypes: { label: { control: 'text' }, value: { control: 'number' }, changeLabel: { control: 'text' } },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];
const tagOf = (globals: Record<string, unknown>) => localeTags[globals.locale as KitLocale];
/** Testing Library compares text with runs of white space (the locales' no-break spaces too) as one space. */
const norm = (text: string) => text.replace(/\s+/g, ' ');
const percent = (globals: Record<string, unknown>, value: number) =>
  norm(new Intl.NumberFormat(tagOf(globals), { style: 'percent', maximumFractionDigits: 1 }).format(value));

/** A count that went up: green, an up arrow, "+12%" to the eye and "Up 12%" to a screen reader. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = labelsOf(globals);
    const stat = canvas.getByRole('group', { name: 'Orders today' });
    await expect(stat).toHaveAttribute('data-direction', 'increase');
    const words = t['stat.increase'].replace('{value}', percent(globals, 0.12));
    // The sentence a screen reader hears: label, value, the direction in words, what it is against.
    await expect(stat).toHaveTextContent(`Orders today42+12%${words}vs last Monday`);
    await expect(canvas.getByText(words)).toBeInTheDocument();
    await expect(canvas.getByText('+12%')).toHaveAttribute('aria-hidden', 'true');
    await expect(stat.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-sentiment="positive"]')).not.toBeNull();
    // Nothing here takes focus: Tab passes the stat by.
    await userEvent.tab();
    await expect(stat.contains(document.activeElement)).toBe(false);
  },
};

/** Down: red, a down arrow, "Down 8%". */
export const Decrease: Story = {
  args: { label: 'Revenue this week', value: 48250, format: { style: 'currency', currency: 'MDL' }, change: -0.08 },
  play: async ({ canvas, globals }) => {
    const t = labelsOf(globals);
    const stat = canvas.getByRole('group', { name: 'Revenue this week' });
    await expect(stat).toHaveAttribute('data-direction', 'decrease');
    // The number is formatted for the kit's locale, with the currency.
    const money = norm(new Intl.NumberFormat(tagOf(globals), { style: 'currency', currency: 'MDL' }).format(48250));
    await expect(canvas.getByText(money)).toBeVisible();
    await expect(canvas.getByText(t['stat.decrease'].replace('{value}', percent(globals, 0.08)))).toBeInTheDocument();
    await expect(stat.querySelector('[data-sentiment]')).toHaveAttribute('data-sentiment', 'negative');
  },
};

/** A change too small to show as a percent is "No change": grey, no arrow. */
export const Unchanged: Story = {
  args: { change: 0.0002 },
  play: async ({ canvas, globals }) => {
    const stat = canvas.getByRole('group', { name: 'Orders today' });
    await expect(stat).toHaveAttribute('data-direction', 'unchanged');
    await expect(canvas.getByText(labelsOf(globals)['stat.unchanged'])).toBeInTheDocument();
    await expect(stat.querySelector('svg')).toBeNull();
    await expect(stat.querySelector('[data-sentiment]')).toHaveAttribute('data-sentiment', 'neutral');
  },
};

/** Where fewer is better (cancellations), a rise is coloured as bad news; the words still say "Up". */
export const GoodDirectionDown: Story = {
  args: { label: 'Cancelled orders', value: 7, change: 3, changeFormat: { style: 'decimal' }, goodDirection: 'down' },
  play: async ({ canvas, globals }) => {
    const stat = canvas.getByRole('group', { name: 'Cancelled orders' });
    await expect(stat.querySelector('[data-sentiment]')).toHaveAttribute('data-sentiment', 'negative');
    await expect(canvas.getByText('+3')).toBeVisible();
    await expect(canvas.getByText(labelsOf(globals)['stat.increase'].replace('{value}', '3'))).toBeInTheDocument();
  },
};

/** A value the app formatted itself, with no change. */
export const Preformatted: Story = {
  args: { label: 'Average delivery time', value: '38 min', change: undefined, changeLabel: undefined },
  play: async ({ canvas }) => {
    const stat = canvas.getByRole('group', { name: 'Average delivery time' });
    await expect(stat).toHaveTextContent(/^Average delivery time38 min$/);
    await expect(stat).not.toHaveAttribute('data-direction');
  },
};

/** Loading: placeholders where the value and the change will be, `aria-busy`, and "Loading" in words. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const stat = canvas.getByRole('group', { name: 'Orders today' });
    await expect(stat).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(labelsOf(globals)['stat.loading'])).toBeInTheDocument();
    await expect(canvas.queryByText('42')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(2);
  },
};

const samples: Record<KitLocale, { label: string; against: string }> = {
  ro: { label: 'Comenzi livrate la timp în ultimele treizeci de zile', against: 'față de luna precedentă' },
  ru: { label: 'Заказы, доставленные вовремя за последние тридцать дней', against: 'по сравнению с прошлым месяцем' },
  en: { label: 'Orders delivered on time in the last thirty days', against: 'vs the month before' },
  uk: { label: 'Замовлення, доставлені вчасно за останні тридцять днів', against: 'порівняно з минулим місяцем' },
};

/** Long labels in every language, side by side on a 375 px phone: they wrap inside their column. */
export const LongText: Story = {
  args: { value: 12840, change: -0.031 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <Stat {...args} lang={locale} label={samples[locale].label} changeLabel={samples[locale].against} />
        </KitIntlProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const locale of kitLocales) {
      const stat = canvas.getByRole('group', { name: samples[locale].label });
      const value = norm(new Intl.NumberFormat(localeTags[locale]).format(12840));
      await expect(stat).toHaveTextContent(value);
      const words = kitCatalogs[locale]['stat.decrease'].replace(
        '{value}',
        norm(new Intl.NumberFormat(localeTags[locale], { style: 'percent', maximumFractionDigits: 1 }).format(0.031)),
      );
      await expect(stat).toHaveTextContent(words);
      await expect(stat.scrollWidth).toBeLessThanOrEqual(stat.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
