import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kitLocales, localeTags, type KitLocale } from '../../intl/catalog';
import { KitIntlProvider } from '../../intl/KitIntl';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { Button } from '../Button/Button';
import { iconSymbolId } from '../Icon/symbol';
import { Banner } from './Banner';
import type { BannerTone } from './Banner.styles';

/** The shop's daily announcement as the business sets it, and the landmark name the app gives the bar. */
const announcement: Record<KitLocale, { text: string; label: string; terms: string }> = {
  ro: { text: 'Livrăm zilnic între 10:00 și 23:00.', label: 'Anunț', terms: 'Condiții de livrare' },
  ru: { text: 'Доставляем ежедневно с 10:00 до 23:00.', label: 'Объявление', terms: 'Условия доставки' },
  en: { text: 'We deliver every day from 10:00 to 23:00.', label: 'Announcement', terms: 'Delivery terms' },
  uk: { text: 'Доставляємо щодня з 10:00 до 23:00.', label: 'Оголошення', terms: 'Умови доставки' },
};

const holiday = {
  en: {
    title: 'Holiday hours.',
    text:
      'On 31 December we deliver from 10:00 to 18:00 and on 1 January from 14:00 to 23:00. Orders for New ' +
      'Year’s Eve are taken until 15:00 on the 31st, and pre-orders for the 1st open on 30 December. Pickup ' +
      'from every restaurant keeps the same hours. Thank you for ordering with us this year!',
  },
  ro: {
    title: 'Program de sărbători.',
    text:
      'Pe 31 decembrie livrăm între 10:00 și 18:00, iar pe 1 ianuarie între 14:00 și 23:00. Comenzile pentru ' +
      'seara de Revelion se primesc până la ora 15:00.',
  },
};

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { children: announcement.en.text },
  argTypes: { icon: { control: 'text' }, action: { control: false }, title: { control: 'text' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

/** The banner's parts, in the order it renders them: the row, the message group, the message. */
function partsOf(banner: HTMLElement) {
  const inner = banner.firstElementChild as HTMLElement;
  const body = inner.firstElementChild as HTMLElement;
  const message = body.lastElementChild as HTMLElement;
  return { inner, body, message };
}

/** How many lines of text an element takes. */
const linesOf = (element: HTMLElement) =>
  Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));

const centreOf = (left: number, right: number) => (left + right) / 2;

/** Neither the banner nor the page scrolls sideways, and the message sits inside the banner's box. */
async function expectFits(banner: HTMLElement) {
  await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  const box = banner.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  const text = partsOf(banner).message.getBoundingClientRect();
  await expect(text.left).toBeGreaterThanOrEqual(box.left);
  await expect(text.right).toBeLessThanOrEqual(box.right);
  await expect(text.bottom).toBeLessThanOrEqual(box.bottom);
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** An inline notice with the tone's default icon and no role of its own. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByText(announcement.en.text);
    await expect(message).toBeVisible();
    const banner = message.closest<HTMLElement>('[data-layout]')!;
    await expect(banner).toHaveAttribute('data-tone', 'info');
    // Static content: no landmark, no live region, and no close button without onDismiss.
    await expect(banner).not.toHaveAttribute('role');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    // The icon is decoration: the text alone is what a screen reader reads.
    await expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(banner.querySelector('use')!.getAttribute('href')).toMatch(new RegExp(`#${iconSymbolId('info')}$`));
    // An inline panel: rounded, outlined on every side.
    const style = getComputedStyle(banner);
    await expect(style.borderTopLeftRadius).not.toBe('0px');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.borderLeftWidth).toBe('1px');
  },
};

const toneSamples: Record<BannerTone, { text: string; icon: string }> = {
  info: { text: announcement.en.text, icon: 'info' },
  success: { text: 'Your address is in our delivery area.', icon: 'check' },
  warning: { text: 'Delivery may take up to 90 minutes tonight.', icon: 'error' },
  danger: { text: 'We are closed today. Orders open again tomorrow at 10:00.', icon: 'error' },
};
const tones = Object.keys(toneSamples) as BannerTone[];

/** Four tones, each with its icon; axe checks the contrast of every pair in both brands. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tones.map((tone) => (
        <Banner key={tone} {...args} tone={tone}>
          {toneSamples[tone].text}
        </Banner>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set<string>();
    for (const tone of tones) {
      const message = canvas.getByText(toneSamples[tone].text);
      await expect(message).toBeVisible();
      const banner = message.closest<HTMLElement>('[data-tone]')!;
      await expect(banner).toHaveAttribute('data-tone', tone);
      const href = banner.querySelector('use')!.getAttribute('href');
      await expect(href).toMatch(new RegExp(`#${iconSymbolId(toneSamples[tone].icon)}$`));
      backgrounds.add(getComputedStyle(banner).backgroundColor);
    }
    // Each tone is told apart by its colour, not only by its icon.
    await expect(backgrounds.size).toBe(tones.length);
  },
};

/**
 * The shop's announcement as a `bar` over a 1280 px page, in each language, inside a landmark named by
 * the app (`role="region"` and `aria-label`). The `ro` and `ru` bars cannot be closed, the `en` and `uk`
 * ones can (their close button is named in their language): the message stays centred either way. Last,
 * a long holiday notice in a narrower `maxWidth` wraps inside the strip.
 */
export const Bar: Story = {
  args: { layout: 'bar', onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: ({ onDismiss, ...args }) => (
    <div>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <Banner
            {...args}
            lang={localeTags[locale]}
            role="region"
            aria-label={announcement[locale].label}
            onDismiss={locale === 'en' || locale === 'uk' ? onDismiss : undefined}
          >
            {announcement[locale].text}
          </Banner>
        </KitIntlProvider>
      ))}
      <Banner {...args} tone="warning" maxWidth="960px" title={holiday.en.title}>
        {holiday.en.text}
      </Banner>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(1280);
    for (const locale of kitLocales) {
      const bar = canvas.getByRole('region', { name: announcement[locale].label });
      await expect(bar).toHaveTextContent(announcement[locale].text);
      const { inner, body, message } = partsOf(bar);
      const box = bar.getBoundingClientRect();
      // Full width and square, with a line under it.
      await expect(box.width).toBe(window.innerWidth);
      await expect(getComputedStyle(bar).borderTopLeftRadius).toBe('0px');
      await expect(getComputedStyle(bar).borderBottomWidth).toBe('1px');
      // A thin strip: one line of text, 36–44 px, with or without the close button.
      await expect(linesOf(message)).toBe(1);
      await expect(box.height).toBeGreaterThanOrEqual(36);
      await expect(box.height).toBeLessThanOrEqual(44);
      // The content column is maxWidth wide and centred on the page…
      const column = inner.getBoundingClientRect();
      await expect(column.width).toBeCloseTo(1200, 0);
      await expect(column.left).toBeCloseTo(box.right - column.right, 0);
      // …and the icon and message are centred in it.
      const icon = body.querySelector('svg')!.getBoundingClientRect();
      const words = message.getBoundingClientRect();
      await expect(centreOf(icon.left, words.right)).toBeCloseTo(centreOf(column.left, column.right), 0);
      await expectFits(bar);
    }

    for (const locale of ['en', 'uk'] as const) {
      const bar = canvas.getByRole('region', { name: announcement[locale].label });
      const close = within(bar).getByRole('button', { name: kitCatalogs[locale]['banner.dismiss'] });
      await userEvent.click(close);
    }
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    for (const locale of ['ro', 'ru'] as const) {
      const bar = canvas.getByRole('region', { name: announcement[locale].label });
      await expect(within(bar).queryByRole('button')).toBeNull();
    }

    // The holiday notice wraps inside its 960 px column instead of running off or being cut.
    const notice = canvas.getByText(holiday.en.title).closest<HTMLElement>('[data-layout]')!;
    await expect(notice).toHaveTextContent(`${holiday.en.title} ${holiday.en.text}`);
    const { inner, message } = partsOf(notice);
    const column = inner.getBoundingClientRect();
    await expect(column.width).toBeCloseTo(960, 0);
    await expect(column.left).toBeCloseTo(window.innerWidth - column.right, 0);
    await expect(linesOf(message)).toBeGreaterThanOrEqual(2);
    await expectFits(notice);
  },
};

const review = fn();

/** A bold lead-in, the message and a small button the app renders; `role="status"` for a notice that appears. */
export const WithTitleAndAction: Story = {
  args: {
    tone: 'warning',
    role: 'status',
    title: 'Prices changed.',
    children: 'Two dishes in your cart cost more than when you added them.',
    action: (
      <Button size="sm" variant="secondary" onClick={review}>
        Review the cart
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    // Passed through: a polite live region that reads the title and the message together.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      'Prices changed. Two dishes in your cart cost more than when you added them.',
    );
    const title = canvas.getByText('Prices changed.');
    await expect(Number(getComputedStyle(title).fontWeight)).toBeGreaterThanOrEqual(700);
    // The action comes after the message, in reading and in tab order.
    const button = canvas.getByRole('button', { name: 'Review the cart' });
    await expect(title.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(review).toHaveBeenCalledTimes(1);
  },
};

/**
 * A bar the shopper can close. The banner keeps no state: the app hides it in `onDismiss`. The close
 * button is named by the kit's `banner.dismiss` in the current locale and makes the strip no taller.
 */
export const Dismissible: Story = {
  args: { layout: 'bar', role: 'region', 'aria-label': announcement.en.label, onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: function Render({ onDismiss, ...args }) {
    const [shown, setShown] = useState(true);
    return shown ? (
      <Banner
        {...args}
        onDismiss={() => {
          onDismiss?.();
          setShown(false);
        }}
      />
    ) : (
      <p>Closed until the next visit.</p>
    );
  },
  play: async ({ canvas, args, globals }) => {
    const bar = canvas.getByRole('region', { name: announcement.en.label });
    await expect(bar).toHaveTextContent(announcement.en.text);
    const height = bar.getBoundingClientRect().height;
    await expect(height).toBeGreaterThanOrEqual(36);
    await expect(height).toBeLessThanOrEqual(44);

    const close = within(bar).getByRole('button', { name: labelsOf(globals)['banner.dismiss'] });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText('Closed until the next visit.')).toBeVisible();
  },
};

/** Any icon of the kit in place of the tone's, or none. */
export const CustomIcon: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner {...args} icon="delivery" />
      <Banner {...args} icon={false}>
        Pickup only on Sundays.
      </Banner>
    </div>
  ),
  play: async ({ canvas }) => {
    const delivery = canvas.getByText(announcement.en.text).closest<HTMLElement>('[data-layout]')!;
    const href = delivery.querySelector('use')!.getAttribute('href');
    await expect(href).toMatch(new RegExp(`#${iconSymbolId('delivery')}$`));
    const plain = canvas.getByText('Pickup only on Sundays.').closest<HTMLElement>('[data-layout]')!;
    await expect(plain.querySelector('svg')).toBeNull();
  },
};

const phoneLocales = ['ro', 'ru', 'uk'] as const;

/**
 * On a 375 px phone the announcement in Romanian, Russian and Ukrainian, with a link and a close button,
 * wraps onto two or three lines; the holiday notice takes more. Nothing overflows or is cut off.
 */
export const OnPhone: Story = {
  args: { layout: 'bar', onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div>
      {phoneLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <Banner
            {...args}
            lang={localeTags[locale]}
            role="region"
            aria-label={announcement[locale].label}
            action={<a href={`#${locale}-delivery`}>{announcement[locale].terms}</a>}
          >
            {announcement[locale].text}
          </Banner>
        </KitIntlProvider>
      ))}
      <KitIntlProvider locale="ro" messages={kitCatalogs.ro}>
        <Banner {...args} lang={localeTags.ro} tone="warning" title={holiday.ro.title}>
          {holiday.ro.text}
        </Banner>
      </KitIntlProvider>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(window.innerWidth).toBe(375);
    for (const locale of phoneLocales) {
      const bar = canvas.getByRole('region', { name: announcement[locale].label });
      await expect(bar).toHaveTextContent(`${announcement[locale].text} ${announcement[locale].terms}`);
      await expect(bar.getBoundingClientRect().width).toBe(375);
      const { message } = partsOf(bar);
      // The link stays whole inside the text's column, on the last line or the next one.
      const link = within(bar).getByRole('link', { name: announcement[locale].terms });
      await expect(link).toBeVisible();
      await expect(getComputedStyle(link).color).toBe(getComputedStyle(bar).color);
      await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(message.getBoundingClientRect().left);
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(message.getBoundingClientRect().right);
      const lines = linesOf(message);
      await expect(lines).toBeGreaterThanOrEqual(2);
      await expect(lines).toBeLessThanOrEqual(3);
      await expectFits(bar);
      // The close button is whole, on screen and right of the text, named in the bar's language.
      const close = within(bar).getByRole('button', { name: kitCatalogs[locale]['banner.dismiss'] });
      const button = close.getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(button.top).toBeGreaterThanOrEqual(bar.getBoundingClientRect().top);
      await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(button.left);
    }

    const notice = canvas.getByText(holiday.ro.title).closest<HTMLElement>('[data-layout]')!;
    await expect(notice).toHaveTextContent(`${holiday.ro.title} ${holiday.ro.text}`);
    await expect(linesOf(partsOf(notice).message)).toBeGreaterThan(3);
    await expectFits(notice);
    await userEvent.click(within(notice).getByRole('button', { name: kitCatalogs.ro['banner.dismiss'] }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
