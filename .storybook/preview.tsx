import type { Decorator, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { IconSprite, kitCatalogs, kitLocales, NoriProvider, type KitLocale } from '../packages/ui/src';
// The shop's registry: the kit's brands and the ones the app keeps in its own files (src/brands).
import { brandThemeNames, themeOf } from '../packages/storefront/src/brands';

// msw answers the screen stories' API calls (stories/screens): a call to the fixtures' API host that no
// handler answers is an error, so a screen never renders half its data silently; other requests pass.
initialize({
  quiet: true,
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).hostname === 'api.test') print.error();
  },
});

const withKit: Decorator = (Story, context) => {
  // A storefront screen renders the shop's own providers (theme, messages, stores) from the globals.
  if (context.parameters.kitProvider === false) return <Story />;
  const brand = themeOf(brandThemeNames.includes(context.globals.brand) ? context.globals.brand : 'nori');
  const locale = context.globals.locale as KitLocale;
  return (
    <NoriProvider brand={brand} locale={locale} messages={kitCatalogs[locale]}>
      <IconSprite />
      <Story />
    </NoriProvider>
  );
};

const viewports = {
  mobile: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  below: { name: 'Mobile edge 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  above: { name: 'Desktop edge 769', styles: { width: '769px', height: '1024px' }, type: 'desktop' },
  // The back office's kitchen tablet, held landscape.
  kitchenTablet: { name: 'Kitchen tablet 1024×768', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
};

const preview: Preview = {
  decorators: [withKit],
  loaders: [mswLoader],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: brandThemeNames, dynamicTitle: true },
    },
    locale: {
      description: 'Locale of the kit’s labels and formatting',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: kitLocales.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  // Story tests run once per brand: vitest.workspace.ts overrides `brand` for each project.
  initialGlobals: { brand: 'nori', locale: 'en' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // An axe violation fails the story's test.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
