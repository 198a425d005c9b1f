/**
 * Renders a whole storefront screen in Storybook: a RootStore of its own per story with the REAL HTTP API
 * client (msw answers it from ./fixtures), the locale's messages, the shell's dictionaries, and the shop's
 * route table in a memory router at the story's path, whose loaders run against msw as in the browser.
 * The brand and locale come from the toolbar globals, so switching either re-renders the screen in it.
 */
import type { Loader, Meta, StoryContext } from '@storybook/react-vite';
import type { Theme } from '@nori/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHttpApiFactory } from '../../packages/storefront/src/api';
import { App } from '../../packages/storefront/src/app/App';
import { brandThemeNames, themeOf } from '../../packages/storefront/src/brands';
import { localeApis, setBrowserLoaderDeps } from '../../packages/storefront/src/shared/loaderContext';
import { routes } from '../../packages/storefront/src/app/routes';
import type { PublicConfig } from '../../packages/storefront/src/config';
import { loadMessages } from '../../packages/storefront/src/i18n/intl';
import { isLocale, localizePath, type Locale } from '../../packages/storefront/src/i18n/locales';
import { createRecordingAnalytics } from '../../packages/storefront/src/services/analytics';
import { createFixedClock } from '../../packages/storefront/src/services/clock';
import { createServerCookieJar } from '../../packages/storefront/src/services/cookies';
import { createMemoryStorage } from '../../packages/storefront/src/services/storage';
import type { CartItemInput } from '../../packages/storefront/src/stores/cartLines';
import { RootStore } from '../../packages/storefront/src/stores/RootStore';
import type { OverlayName } from '../../packages/storefront/src/stores/UiStore';
import { STORY_TOKEN } from './fixtures/account';
import { productById } from './fixtures/api';
import { API_BASE_URL, apiHandlers, resetOrders, streamHandlers } from './fixtures/handlers';

/** The instant every screen is rendered at: Thursday 15 January 2026, 12:00 in Chișinău (restaurants open). */
export const SCREEN_NOW = '2026-01-15T10:00:00Z';

/** A cart line by product id: name, price and photo from the fixtures in the story's locale. */
export interface CartLineSpec {
  id: number;
  quantity?: number;
  /** Modifier ids of the product, one of each. */
  modifiers?: number[];
  /** The unit price when it was added, if not today's: re-pricing points the difference out. */
  price?: number;
}

export interface ScreenSetup {
  /** The page without its locale prefix: `/`, `/menu`, `/product/philadelphia-clasic`. */
  path: string;
  /** Signed in: the story's token is in the `token` cookie, and the API answers the account calls. */
  signedIn?: boolean;
  /** Lines put in the cart through the CartStore before the screen renders. */
  cart?: CartLineSpec[];
  /** Overlays (UiStore flags) open when the screen renders: `['cart']` opens the cart drawer. */
  open?: OverlayName[];
  /** Product ids in the recently viewed list (the home page shows it). */
  viewed?: number[];
}

export interface LoadedScreen {
  /** Changes with every load, so a new brand or locale mounts a fresh screen. */
  key: string;
  config: PublicConfig;
  /** The brand's theme, as the server has it (`themeOf`). */
  theme: Theme;
  stores: RootStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The shop's name in each brand's screens: the brand's own, capitalised (`sakura` → Sakura). */
const brandNameOf = (brand: string) =>
  brand === 'nori' ? 'Nori Sushi' : brand.charAt(0).toUpperCase() + brand.slice(1);
const STORAGE_PREFIX = 'story:';
let loads = 0;
/** The last screen's router: stopped when the next one loads, so only one listens at a time. */
let lastRouter: LoadedScreen['router'] | null = null;

function toCartItem({ id, quantity = 1, modifiers = [], price }: CartLineSpec, locale: Locale): CartItemInput {
  const product = productById(id, locale);
  return {
    id,
    currentPrice: price ?? product.price,
    name: product.name,
    slug: product.slug,
    image: product.image.url,
    quantity,
    modifiers: modifiers.map((modifierId) => {
      const modifier = product.modifiers.find((m) => m.id === modifierId);
      if (!modifier) throw new Error(`Product ${id} has no modifier ${modifierId}`);
      return { id: modifierId, quantity: 1, currentPrice: modifier.price };
    }),
  };
}

/** Resolves once the router has run the first navigation's loaders (the screen's data is in). */
function initialized(router: LoadedScreen['router']): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The story's loader: builds the stores and the router, and waits for the screen's data. */
export const screenLoader: Loader = async (context) => {
  const setup = context.parameters.screen as ScreenSetup | undefined;
  if (!setup) throw new Error('A screen story needs `parameters.screen` (see stories/screens/ScreenHarness.tsx)');
  const brandTheme = brandThemeNames.includes(String(context.globals.brand)) ? String(context.globals.brand) : 'nori';
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'ro';
  const config: PublicConfig = {
    brandName: brandNameOf(brandTheme),
    brandTheme,
    apiBaseUrl: API_BASE_URL,
    siteUrl: 'https://shop.test',
    signatureSuffix: 'nori',
    storagePrefix: STORAGE_PREFIX,
  };
  const clock = createFixedClock(SCREEN_NOW);
  // Memory cookies and storage: a story never sees another's cart, favourites or token.
  const cookies = createServerCookieJar(null);
  if (setup.signedIn) cookies.set('token', STORY_TOKEN);
  const storage = createMemoryStorage(
    setup.viewed ? { [`${STORAGE_PREFIX}viewed`]: JSON.stringify(setup.viewed) } : {},
  );
  const apiFactory = createHttpApiFactory({
    baseUrl: config.apiBaseUrl,
    signatureSuffix: config.signatureSuffix,
    clock,
  });
  const stores = new RootStore({
    api: apiFactory,
    cookies,
    storage,
    analytics: createRecordingAnalytics(),
    clock,
    storagePrefix: STORAGE_PREFIX,
    locale,
  });
  stores.restore();
  for (const line of setup.cart ?? []) stores.cart.add(toCartItem(line, locale));
  for (const overlay of setup.open ?? []) stores.ui.open(overlay);
  // What the server render does for every page: the locale's messages, the shell's dictionaries, the profile.
  await Promise.all([loadMessages(locale), stores.loadShared()]);
  setBrowserLoaderDeps({
    config,
    stores,
    cookies,
    api: localeApis(apiFactory, stores),
    routeRule: async () => null,
  });
  lastRouter?.dispose();
  const router = createMemoryRouter(routes, { initialEntries: [localizePath(setup.path, locale)] });
  lastRouter = router;
  await initialized(router);
  loads += 1;
  return {
    screen: {
      key: `${brandTheme}:${locale}:${loads}`,
      config,
      theme: themeOf(brandTheme),
      stores,
      router,
    } satisfies LoadedScreen,
  };
};

/** The shop's providers (its own NoriThemeProvider in the story's brand and locale) around the router. */
export function ScreenHarness({ screen }: { screen: LoadedScreen }) {
  return (
    <App key={screen.key} config={screen.config} theme={screen.theme} stores={screen.stores}>
      <RouterProvider router={screen.router} />
    </App>
  );
}

/**
 * The meta of a screen story file, less its title (Storybook reads the title from the file's own object
 * literal): full-page layout, the shop's own providers instead of the kit's, msw with every API handler,
 * the loader and the render. `{ title: 'Screens/Home', ...screenMeta({ path: '/' }) }`.
 */
export function screenMeta(setup: ScreenSetup) {
  return {
    parameters: {
      layout: 'fullscreen',
      kitProvider: false,
      screen: setup,
      // `streams`: the orders' live streams, apart so that a story can put a failing one in their place.
      msw: { handlers: { api: apiHandlers, streams: streamHandlers } },
      // The "show code" snippet: a screen's props are its whole store graph, far too big to print.
      docs: { source: { code: '<ScreenHarness screen={loaded.screen} /> // see stories/Screens.mdx' } },
    },
    globals: { viewport: { value: 'desktop', isRotated: false } },
    // Every story starts from the fixtures' orders (a story may have moved one), then loads its screen.
    loaders: [() => void resetOrders(), screenLoader],
    render: (_args: unknown, { loaded }: StoryContext) => <ScreenHarness screen={loaded.screen as LoadedScreen} />,
  } satisfies Meta;
}
