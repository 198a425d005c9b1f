import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { kitLocales, localeTags, type KitLocale } from '../../intl/catalog';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { KitIntlProvider } from '../../intl/KitIntl';
import { ErrorPage } from './ErrorPage';

/** The storefront's `common.pageNotFound` in each locale (the app owns this text). */
const pageNotFound: Record<KitLocale, string> = {
  ro: 'Pagina nu a fost găsită',
  ru: 'Страница не найдена',
  en: 'Page not found',
  uk: 'Сторінку не знайдено',
};

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: Record<string, unknown>) => kitCatalogs[globals.locale as KitLocale];

export const NotFound: Story = {
  args: { status: 404, title: 'Page not found' },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(labels['errorPage.notFoundText'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels['errorPage.home'] })).toHaveAttribute('href', '/');
    // Retrying cannot find a missing page: no retry button, even when onRetry is given.
    await expect(canvas.queryByRole('button', { name: labels['errorPage.reload'] })).toBeNull();
    // The illustration is decoration, and the status code is not shown on the 404 page.
    await expect(canvasElement.querySelector('section svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByText('404')).toBeNull();
  },
};

export const ServerError: Story = {
  args: { status: 500, message: 'The kitchen’s server did not answer. Please try again in a minute.' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: labels['errorPage.errorTitle'].replace('{status}', '500'),
    });
    await expect(heading).toBeVisible();
    const code = canvas.getByText('500');
    await expect(code).toBeVisible();
    // The code is big and above the heading.
    await expect(code.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(parseFloat(getComputedStyle(code).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(heading).fontSize),
    );
    await expect(canvas.getByText(/did not answer/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels['errorPage.reload'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: labels['errorPage.home'] })).toHaveAttribute('href', '/');
  },
};

/** The spec's route error message with a long path: it wraps instead of widening the page. */
export const LongMessage: Story = {
  args: {
    status: 503,
    title: 'Something went wrong',
    message:
      'Page not found: /ru/product/set-filadelfia-kaliforniya-i-zapechennye-rolly-s-lososem-ugrem-i-krevetkami-bolshoi-semeinyi-nabor-na-kompaniyu',
    homeHref: '/ru',
    homeLabel: 'To the menu',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('503')).toBeVisible();
    const page = canvasElement.querySelector('section')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByRole('link', { name: 'To the menu' })).toHaveAttribute('href', '/ru');
  },
};

/** The home link through the app's router: the router component gets `to`. */
export const WithRouterLink: Story = {
  args: {
    title: 'Page not found',
    homeHref: '/en',
    linkAs: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
      <a {...rest} href={`#router${to}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas, globals }) => {
    const home = canvas.getByRole('link', { name: labelsOf(globals)['errorPage.home'] });
    await expect(home).toHaveAttribute('href', '#router/en');
    await expect(home).toHaveAttribute('data-router-link');
  },
};

/** The 404 page in the kit's four locales, with the title the storefront passes. */
export const Locales: Story = {
  args: { status: 404 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      {kitLocales.map((locale) => (
        <KitIntlProvider key={locale} locale={locale} messages={kitCatalogs[locale]}>
          <div lang={localeTags[locale]} data-locale={locale}>
            <ErrorPage {...args} title={pageNotFound[locale]} homeHref={locale === 'ro' ? '/' : `/${locale}`} />
          </div>
        </KitIntlProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const locale of kitLocales) {
      const page = canvasElement.querySelector<HTMLElement>(`[data-locale="${locale}"]`)!;
      const labels = kitCatalogs[locale];
      await expect(page.querySelector('h1')).toHaveTextContent(pageNotFound[locale]);
      await expect(page).toHaveTextContent(labels['errorPage.notFoundText']);
      const home = page.querySelector('a')!;
      await expect(home).toHaveTextContent(labels['errorPage.home']);
      await expect(home).toHaveAttribute('href', locale === 'ro' ? '/' : `/${locale}`);
    }
  },
};
