import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { kitLocales, localeTags, type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { KitIntlProvider } from '../../intl/KitIntl';
import { bannerImage } from './fixtures';
import { formatPeriod } from './formatPeriod';
import { PromotionCard } from './PromotionCard';

const meta = {
  title: 'Components/PromotionCard',
  component: PromotionCard,
  args: {
    title: 'Two sets for the price of one',
    href: '/promotions/two-sets',
    image: bannerImage(20),
    from: '2025-06-01',
    to: '2025-06-30',
    description: 'Order any two sets on weekdays and pay for the more expensive one only.',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const periodIn = (locale: KitLocale, from: string | undefined, to: string) =>
  formatPeriod(from, to, localeTags[locale], {
    period: kitCatalogs[locale]['promotionCard.period'],
    until: kitCatalogs[locale]['promotionCard.until'],
  })!.replace(/\s+/g, ' ');

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const link = canvas.getByRole('link', { name: 'Two sets for the price of one' });
    await expect(link).toHaveAttribute('href', '/promotions/two-sets');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvas.getByText(periodIn(globals.locale as KitLocale, '2025-06-01', '2025-06-30'))).toBeVisible();
    // The link covers the card: a press on the banner lands on it.
    const banner = canvas.getByRole('article').querySelector('img')!;
    await expect(banner).toHaveAttribute('loading', 'lazy');
    const box = banner.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(link);
    await expect(box.top).toBeLessThan(link.getBoundingClientRect().top);
  },
};

export const UntilOnly: Story = {
  args: { from: undefined, to: '2025-03-08', title: 'Women’s Day: dessert as a gift', image: bannerImage(330) },
  play: async ({ canvas, globals }) => {
    const locale = globals.locale as KitLocale;
    await expect(canvas.getByText(periodIn(locale, undefined, '2025-03-08'))).toBeVisible();
  },
};

/** A period across New Year shows both years. */
export const AcrossYears: Story = {
  args: { from: '2025-12-20', to: '2026-01-10', title: 'Winter holidays', image: bannerImage(200) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(/2025.*2026/);
  },
};

export const WithoutPeriod: Story = {
  args: { from: undefined, to: undefined, description: undefined, title: 'Free delivery from 300 lei' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article').querySelector('p')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Free delivery from 300 lei' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Order three family sets for a birthday party and get a cake, drinks and a second delivery free',
    headingLevel: 2,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByRole('heading', { level: 2 }).getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

/** The period in the kit's four locales. */
export const Locales: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <div lang={localeTags[locale]} data-locale={locale}>
            <PromotionCard {...args} title={`${args.title} (${locale})`} image={undefined} description={undefined} />
          </div>
        </KitIntlProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const periods = new Set<string>();
    for (const locale of kitLocales) {
      const text = periodIn(locale, '2025-06-01', '2025-06-30');
      await expect(canvasElement.querySelector(`[data-locale="${locale}"]`)).toHaveTextContent(text);
      periods.add(text);
    }
    await expect(periods.size).toBe(4);
  },
};
