/**
 * Renders the back office (@nori/admin) in Storybook: the app's own `App` — the kit's provider, react-intl,
 * the routes of packages/admin/src/app/App.tsx in a memory router at the story's path — over a RootStore of
 * its own per story whose real API client is answered by msw from ./fixtures, and whose live stream is an
 * in-memory one the story speaks through (the board's orders arriving, moving, the connection dropping).
 * The brand and locale come from the toolbar's globals; `parameters.admin.locale` pins a locale.
 *
 * Writing an admin screen story (stories/admin/<Screen>.stories.tsx):
 *
 * ```tsx
 * const meta = {
 *   title: 'Back office/Reports',
 *   tags: ['!autodocs'], // a whole app per canvas: no docs page
 *   ...adminMeta({ path: '/reports', role: 'manager' }),
 * } satisfies Meta;
 * export default meta;
 *
 * export const Default: StoryObj<typeof meta> = {
 *   globals: { locale: 'ro' }, // or leave the toolbar's; a story per language you check
 *   play: async (context) => {
 *     const canvas = within(context.canvasElement);
 *     await expect(await canvas.findByRole('heading', { name: say(context, 'admin.reports.title') }, ADMIN_TIMEOUT)).toBeVisible();
 *   },
 * };
 * ```
 *
 * - Every story runs once per brand (the `storybook:nori` and `storybook:wasabi` test projects) and axe
 *   checks it (`a11y.test: 'error'` in .storybook/preview.tsx): a violation fails the story.
 * - Cover Romanian and at least one of ru/uk with `globals: { locale: … }`; `say(context, id, values)` is the
 *   app's message in the story's language, so one assertion holds in all four.
 * - `role` picks who is signed in (`STAFF` in fixtures/staff.ts): owner, manager, operator, or null for
 *   nobody (the sign-in page). The API's answers come from fixtures/backOffice.ts; a screen whose calls are
 *   not there yet adds a file of handlers beside it and passes them with `handlers: { reports: [...] }`;
 *   a story overrides one group (a refusal) with `parameters.msw.handlers.<group>`. A call to the fixtures'
 *   host that no handler answers is an error, so a screen never quietly shows half its data.
 * - Fixtures a screen changes (a saved dish) keep their state in their own module, started afresh per story by
 *   a loader before the harness's: `const admin = adminMeta(…); const meta = { …admin, loaders: [resetX,
 *   ...admin.loaders] }`.
 * - `loadedAdmin(context)` gives the play the story's stores and stream: `stream.send(message)` is an
 *   `event: order` from the API (fixtures/orders.ts makes them); `backOffice` tells what the API now holds.
 * - Phone: `globals: { viewport: { value: 'mobile', isRotated: false } }` (375 px).
 * - Time: every story opens on Thursday 15 January 2026 at 19:30 in Chișinău (`ADMIN_NOW`; `now` for
 *   another moment), the page's clock running on from there: dates in fixtures are made from `now`.
 */
import type { Locale, StaffRole } from '@nori/core/contract';
import type { Loader, Meta, StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { App, routes } from '../../packages/admin/src/app/App';
import { RootStore } from '../../packages/admin/src/stores/RootStore';
import { brandThemeNames, themeOf } from '../../packages/storefront/src/brands';
import { isLocale } from './fixtures/apiMessages';
import { API_BASE_URL, backOfficeHandlers, resetBackOffice } from './fixtures/backOffice';
import { ADMIN_NOW, startClockAt, stopClock } from './fixtures/storyClock';
import { createStoryStream, type StoryStream } from './fixtures/storyStream';

export interface AdminSetup {
  /** The app's path: `/`, `/stop-list`, `/sign-in`. */
  path: string;
  /** Who is signed in as the story opens; null: nobody. @default 'operator' */
  role?: StaffRole | null;
  /** Pins the language, whatever the toolbar says. @default the toolbar's locale */
  locale?: Locale;
  /** The moment the story opens at (ISO), on the page's clock. @default ADMIN_NOW, a Thursday evening's rush */
  now?: string;
}

export interface LoadedAdmin {
  /** Changes with every load, so a new brand or locale mounts a fresh app. */
  key: string;
  stores: RootStore;
  router: ReturnType<typeof createMemoryRouter>;
  brand: ReturnType<typeof themeOf>;
  locale: Locale;
  /** The board's live stream: what the API would send over `GET /api/staff/events`. */
  stream: StoryStream;
  /** The moment the story opened at (ms, the page's clock): the fixtures' orders are placed relative to it. */
  now: number;
}

let loads = 0;
/** The last story's router: stopped when the next one loads, so only one listens at a time. */
let lastRouter: LoadedAdmin['router'] | null = null;

/** The language a story renders in: pinned by `parameters.admin.locale`, else the toolbar's. */
export const adminLocale = (context: Pick<StoryContext, 'globals' | 'parameters'>): Locale => {
  const pinned = (context.parameters.admin as AdminSetup | undefined)?.locale;
  if (pinned) return pinned;
  return isLocale(context.globals.locale) ? context.globals.locale : 'ro';
};

/** The story's loader: the API's state from the fixtures, the stores, the stream and the router. */
export const adminLoader: Loader = async (context) => {
  const setup = context.parameters.admin as AdminSetup | undefined;
  if (!setup) throw new Error('An admin story needs `parameters.admin` (see stories/admin/AdminStory.tsx)');
  const brandName = brandThemeNames.includes(String(context.globals.brand)) ? String(context.globals.brand) : 'nori';
  const locale = adminLocale(context);
  // The page's clock from the story's moment on (fixtures/storyClock.ts), so a board reads the same any day.
  const now = startClockAt(setup.now ? Date.parse(setup.now) : ADMIN_NOW);
  resetBackOffice({ role: setup.role === undefined ? 'operator' : setup.role, now, locale });
  const stream = createStoryStream();
  // Memory storage: a story never inherits another's language choice.
  const saved = new Map<string, string>();
  const stores = new RootStore({
    apiUrl: API_BASE_URL,
    storage: { getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => void saved.set(key, value) },
    openEventSource: stream.open,
  });
  stores.locale.setLocale(locale);
  lastRouter?.dispose();
  const router = createMemoryRouter(routes, { initialEntries: [setup.path] });
  lastRouter = router;
  loads += 1;
  const admin: LoadedAdmin = {
    key: `${brandName}:${locale}:${loads}`,
    stores,
    router,
    brand: themeOf(brandName),
    locale,
    stream,
    now,
  };
  return { admin };
};

/** The story's loaded app: its stores, stream and router. */
export const loadedAdmin = (context: Pick<StoryContext, 'loaded'>): LoadedAdmin => context.loaded.admin as LoadedAdmin;

/** The back office exactly as `main.tsx` renders it, with the story's router and brand. */
export function AdminStory({ admin }: { admin: LoadedAdmin }) {
  return <App key={admin.key} stores={admin.stores} router={admin.router} brand={admin.brand} />;
}

/**
 * The meta of an admin story file, less its title (Storybook reads the title from the file's own object
 * literal): full-page layout, the app's own providers instead of the preview's, msw with the staff calls
 * (plus the screen's own `handlers`), the loader and the render.
 */
export function adminMeta(setup: AdminSetup, handlers: Record<string, HttpHandler[]> = {}) {
  return {
    parameters: {
      layout: 'fullscreen',
      // App renders the kit's provider itself, as in the browser.
      kitProvider: false,
      admin: setup,
      // The screen's groups first: msw answers with the first handler that matches, so a screen may answer
      // a shared call its own way; a group named like a shared one replaces it.
      msw: {
        handlers: {
          ...handlers,
          ...Object.fromEntries(Object.entries(backOfficeHandlers).filter(([group]) => !(group in handlers))),
        },
      },
      docs: { source: { code: '<AdminStory admin={loaded.admin} /> // see stories/admin/AdminStory.tsx' } },
    },
    globals: { viewport: { value: 'desktop', isRotated: false } },
    loaders: [adminLoader],
    // The page's own clock again once the story ends.
    beforeEach: () => stopClock,
    render: (_args: unknown, { loaded }: StoryContext) => <AdminStory admin={loaded.admin as LoadedAdmin} />,
  } satisfies Meta;
}
