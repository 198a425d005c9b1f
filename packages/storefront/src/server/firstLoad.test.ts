/**
 * The home page's first-load JavaScript (issue 7): a fresh client build in a temporary folder, the files
 * the server puts on the home page (the entry, its modulepreloads, the locale's catalogs, read through the
 * same `assetsFromManifest`) plus the home route's chunk and its imports, measured gzipped, and their
 * modules read from the source maps.
 */
import { KIT_MESSAGE_PARTS } from '@nori/ui';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routeCatalogs, routeModules, routes } from '../app/routes';
import { assetsFromManifest, type ClientAssets, type ViteManifest } from './assets';

/**
 * Bytes gzipped (level 9) of the home page's first-load JavaScript. Issue 7 asks for 160,000; the build
 * measured 179,000 when this budget was set: React, react-dom, the data router, styled-components, MobX
 * and react-intl take about 130,000 of it, the shop's eager code (shell, stores, catalog) the rest.
 * Lower it as the eager code shrinks; never raise it without a reason in the issue. Raised to 184,000 on
 * 2026-11-23 (issue 7's note): React DOM, the other libraries and the app are three files evaluated in three
 * tasks (entry-client.tsx), which costs about 3,000 bytes of compression and saves ~100 ms of blocking time.
 * Lowered to 182,000 on 2026-11-24 (issue 11): the checkout's store left the first load (useCheckout, ~4,000)
 * while the announcement strip, the 503 page, title sync and uncaught-error reporting came in; 181,084 then.
 * Raised to 182,200 on 2026-11-24 (issue 12): the cart's totals are @nori/core's pricing, the function the
 * API charges with, instead of a copy (+~240 bytes; 182,112 then), after the order rules from the API, the
 * phone-country check at sign-in and the shared analytics items had come in within 182,000.
 * Raised to 183,600 on 2026-11-24 (issue 13; 183,524 then): the kit's Romanian labels, which every page loads
 * whole, grew by 640 bytes with the new components' words (table, pagination, file drop, number, money and
 * time fields); the theme's overlay and surface roles, the scroll lock's scrollbar padding, the shop's brand
 * registry (~100 with its example brand) and the cart's empty state the rest. Splitting the kit's labels per
 * component would give the 640 back (noted on the issue).
 * Raised to 183,800 on 2026-11-24 (the order lifecycle; 183,724–183,750 then, over by ~150): every page loads
 * both Romanian catalogs whole, and they grew with the account's words — the shop's by ~136 bytes (the nine
 * order states, the order page's progress, promised time and cancellation reason, the bonus refund), the
 * kit's by ~41 (the timeline's four step states) — and the route chunk map by ~35 for the new lazy chunks.
 * No code of the order page's timeline reaches the first load. Splitting the account's messages out of the
 * first-load catalog (a catalog per route group) would give this back; to be recorded on the issue.
 * Lowered to 183,000 on 2026-11-24 (live order status and the tracking page; 182,890 then, from 183,740): the
 * account's and the order's words became message groups that load with their pages (i18n/intl.ts), so the
 * first-load Romanian catalog lost ~1,400 bytes; the hydrate chunk gained ~550 (each module's share measured
 * apart, so roughly): loading the groups (intl.ts, ~210), the route table's group declarations with the
 * `/track/{token}` route in four locales and the wrapper that renders a page with its groups (routes.tsx,
 * withMessageGroups.tsx, ~350), the tracked-order and cancel calls and the path (~80). None of the live
 * updates', the tracking page's or the cancel dialog's code or words is in the first load (checked below).
 * Issue 15's uploaded photos cost +265 (182,935 → 183,200, past the 183,000 of then; the budget was not
 * raised, the schedule's change below made room): a photo the restaurant uploads comes as AVIF and WebP, so
 * the kit's cards render a `<picture>` with an AVIF `<source>` when the image has one (ProductCard/Picture.tsx,
 * ~150 with its `display: contents` rules) and the shop maps the API's image to the kit's in one place
 * (shared/images.ts, ~70, a category tile preferring its own photo); the rest is chunk imports. A drawn
 * picture stays a bare `<img>`; choosing the AVIF preload (shared/imagePreload.ts) stays with the menu and
 * product pages.
 * Lowered to 182,100 on 2026-11-24 (issue 15, the restaurant's schedule; 181,992 then, from ~183,200 with the
 * uploaded photos' code): the checkout's words (89 messages, the new time slots' and closed or paused notices'
 * among them) became the `checkout` message group, loaded with the checkout and its success page, so the
 * first-load Romanian catalog lost ~1,430 bytes gzipped; the stores drawer's open-now badge gained two short
 * messages (closed today, ordering paused).
 * Lowered to 164,500 on 2026-11-25 (issue 18; 164,428 then, from 181,936): selective hydration — the home
 * shelves (cards, stepper, promotions, ~12,500), the footer, the announcement strip, the new-build notice and
 * the error page load and hydrate after the first screen (app/deferHydration.tsx), the home loader's code
 * loads with it, the sign-in's store is created on first use (useAuth, ~700) and React Router's production
 * build replaces its development one (~600). The rest is the libraries (~128,000: react-dom 67,600, the
 * router 28,600, MobX 15,200, styled-components with stylis 9,100, react-intl 7,000) and the catalogs
 * (~6,000); 150,000 needs ~14,500 more out of the shell's own code (stores, header, route table, kit theme).
 * Lowered to 161,600 on 2026-11-25 (issue 18; 161,498 then, from 164,428): the HTTP client and its resource
 * modules with the request signature's SHA-256 and Chișinău clock load with the first API call
 * (api/lazy.ts, ~2,000), the link prefetcher after hydration (~500) and the service worker's part when idle
 * (PwaPart, ~400).
 * Lowered to 160,300 the same day (160,187 then): the words of the cart drawer, sign-in, the profile form,
 * restaurants and hours, the payment's outcome and the favourites became message groups (i18n/intl.ts) that
 * come with their overlays (`lazyOverlay(…, { messages })`) and pages; the Romanian first-load catalog lost
 * ~1,800 bytes, the overlay wrapper that loads them gained ~400.
 * Lowered to 160,000 (159,934 then): a dynamic import's preload list leaves out the first load's own chunks
 * (vite.config.ts, `modulePreload.resolveDependencies`). Not preloading lazy chunks' imports at all would save
 * ~2,700 bytes more, at the price of import waterfalls 4–6 requests deep (the menu page, the sign-in modals,
 * the home shelves) wherever the link prefetcher has not run first.
 * Lowered to 148,500 on 2026-11-28 (issue 18's 150,000 met; 148,063 then, from 159,981), measured from here on
 * as the browser gets the files: built with hidden source maps (`--sourcemap` wrote a `//# sourceMappingURL`
 * line into each file, ~30 bytes gzipped apiece and ~390 in all, that production does not ship). Step by step:
 * - the preload lists leave the chunks for one file per build, fetched once hydration has begun
 *   (app/preloadLists.ts; the lists stay whole, so nothing waits on a waterfall): −1,927;
 * - stylis without its vendor prefixer, which styled-components never calls with prefixing off (−1,496), tslib
 *   out of the libraries' chunk (−200), the uncaught-error reporter, the cart's re-pricing, the attention
 *   popup's store, sign-in's events and the order quote loaded when first used (−855);
 * - the kit's labels in parts, of which the first load keeps the core, and the words of the parts hydrated
 *   later, the pages' titles and the promotions in message groups, each language's chunk with only its own
 *   groups' loaders (the two Romanian catalogs 4,267 → 1,432; −3,025 with the loading code);
 * - the hero's link button and the page container in modules of their own, without the Spinner and the page's
 *   heading (−822); the web fonts' faces out of the browser build, which the server writes (−571);
 * - the brand's theme as data: the browser reads the values the server renders with (server/browserTheme.ts,
 *   ~1,000 bytes of JSON, cached for good) instead of building them from the kit's base theme, palette, fonts
 *   and the brand's file (−2,259 of code, the brand chunk that preceded it included).
 */
const FIRST_LOAD_BUDGET = 148_500;

/** Code that must load only when first used (overlays, the date picker) or never reach the browser. */
const LATER_OR_NEVER = [
  '@radix-ui/react-dialog',
  '@radix-ui/react-popover',
  'react-day-picker',
  // date-fns, the date picker's library (@date-fns/tz, Chișinău time in @nori/core, may come where it is used).
  'node_modules/date-fns/',
  // react-intl's message parser: the catalogs arrive compiled, so only `no-parser.js` may be there.
  '@formatjs/icu-messageformat-parser/index.js',
  '@formatjs/icu-skeleton-parser',
  // The icon drawings: the sprite is a file the server serves.
  'simple-icons',
  // Other locales' catalogs, the shop's and the kit's.
  ...['ru', 'en', 'uk'].flatMap((code) => [`src/i18n/messages/${code}.json`, `ui/src/intl/${code}.json`]),
  // An order's words (the `order` message group) and code: its progress, live updates, cancelling, tracking page.
  'src/i18n/messages/order/',
  // The product page's words, the menu's and the allergens' names (message groups `product`, `menu`, `allergens`).
  'src/i18n/messages/product/',
  'src/i18n/messages/menu/',
  'src/i18n/messages/allergens/',
  // The checkout's words (the `checkout` message group): they come with the checkout and its success page.
  'src/i18n/messages/checkout/',
  // Issue 18: the words of the parts hydrated after the first screen (the home shelves, the footer, the strip,
  // the new-build notice, the error page) come with their code; the promotions' with their pages; each page's
  // own title and description with its page (`pages.*` in its group).
  'src/i18n/messages/home/',
  'src/i18n/messages/shellParts/',
  'src/i18n/messages/error/',
  'src/i18n/messages/promotions/',
  // The kit's labels beyond its core (KIT_MESSAGE_PARTS): each comes with the message group whose parts render it.
  ...Object.keys(KIT_MESSAGE_PARTS).map((part) => `ui/src/intl/${part}/`),
  'src/shared/order/',
  'src/features/tracking/',
  // The cookie-consent banner, the kit's ConsentBanner and their words (issue 17): chunks loaded when idle.
  'src/features/consent/ConsentRoot',
  'src/features/consent/CookieConsent',
  'ui/src/components/ConsentBanner/',
  'src/i18n/messages/consent/',
  // The font files' URLs and ranges: the server writes the faces into the page, the browser never reads them
  // (vite.config.ts, NORI_SERVER_FONT_FACES).
  '.woff2?url',
  // Issue 18: the service worker's part, the link prefetcher and the HTTP client load after hydration.
  'src/features/pwa/PwaRoot',
  'src/features/pwa/startPwa',
  'src/features/pwa/registerServiceWorker',
  'src/app/prefetch.ts',
  'src/api/client.ts',
  'src/api/sha256',
  // The uncaught-error reporter: a listener from the start, its code with the first error (reportUncaughtErrors.ts).
  'src/app/reportException.ts',
  // The cart's re-pricing: it comes with the first re-pricing (the cart drawer, the checkout).
  'src/stores/cartPricing.ts',
  // The attention popup's store: created at the first interaction, or by the cookie banner (attentionWith).
  'src/stores/AttentionStore.ts',
  // The sign-in's analytics events, which only the sign-in's store sends.
  'src/services/authEvents.ts',
  // stylis' vendor prefixer, which styled-components reads but never runs here (src/stylisWithoutPrefixer.ts).
  'node_modules/stylis/src/Prefixer.js',
  // tslib's helpers: only the overlays' scroll lock (react-remove-scroll, use-sidecar) imports them.
  'node_modules/tslib/',
];

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

describe('home page first-load JavaScript', () => {
  let outDir: string;
  let files: string[];
  let assets: ClientAssets;
  let manifest: ViteManifest;

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'nori-first-load-'));
    const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
    execFileSync(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden', '--logLevel', 'warn'],
      {
        cwd: packageRoot,
        stdio: 'pipe',
        // Vitest runs with NODE_ENV=test, which would give Vite React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    assets = assetsFromManifest(manifest);
    files = firstLoadOf('/');
  }, 180_000);

  /**
   * What the server has a page load first: the entry, the Romanian catalogs and the chunks of the routes that
   * match the path, as entry-server.tsx picks them. (The brand's theme comes as data, not script: see below.)
   */
  const firstLoadOf = (pathname: string) => {
    const routeFiles = (matchRoutes(routes, pathname) ?? []).flatMap(
      ({ route }) => assets.modulePreloads?.[routeModules.get(route.id!) ?? ''] ?? [],
    );
    const set = new Set([...assets.scripts, ...assets.preloads, ...(assets.localePreloads?.ro ?? []), ...routeFiles]);
    return [...set].map((url) => path.join(outDir, url));
  };
  const modulesOf = (list: string[]) =>
    list.flatMap((file) => {
      const map = `${file}.map`;
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    });

  beforeAll(() => {}, 180_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('holds the entry, the home page and only the page locale’s catalogs', () => {
    const names = files.map((file) => path.basename(file));
    expect(names.some((name) => name.startsWith('entry-client-'))).toBe(true);
    expect(names.some((name) => name.startsWith('HomePage-'))).toBe(true);
    // The shop's catalog and the kit's labels, Romanian only.
    expect(names.filter((name) => name.startsWith('ro-'))).toHaveLength(2);
  });

  it('brings no theme code: the browser reads the brand’s values from the server (server/browserTheme.ts)', () => {
    const isThemeCode = (source: string) =>
      /ui\/src\/theme\/(?:theme|primitives|fonts)\.ts$|ui\/src\/theme\/brands\/|src\/brands\//.test(source);
    for (const pathname of ['/', '/menu/rulouri', '/product/philadelphia-clasic', '/checkout']) {
      expect(modulesOf(firstLoadOf(pathname)).filter(isThemeCode), pathname).toEqual([]);
    }
    // The check itself works: the kit's themed components are there, by the same kind of path.
    expect(modulesOf(files).some((source) => source.endsWith('ui/src/theme/GlobalStyle.ts'))).toBe(true);
  });

  it('starts with a file that imports React DOM, the other libraries and the app in turn, none statically', () => {
    const entry = manifest['src/entry-client.tsx']!;
    const statically = (entry.imports ?? []).map((key) => path.join(outDir, manifest[key]!.file));
    const bytes = statically.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    // Only the bundler's runtime and Vite's preload helper come with it.
    expect(bytes).toBeLessThan(2_000);
    expect(entry.dynamicImports).toEqual(expect.arrayContaining(['src/vendor.ts', 'src/hydrate.tsx']));
    const files = firstLoadOf('/').map((file) => path.basename(file));
    expect(files.some((name) => name.startsWith('react-dom-'))).toBe(true);
    expect(files.some((name) => name.startsWith('libs-'))).toBe(true);
    expect(files.some((name) => name.startsWith('hydrate-'))).toBe(true);
  });

  it('has a preload list for every lazy route, with its own chunk and never the entry', () => {
    const entry = assets.scripts[0];
    expect(routeModules.size).toBeGreaterThan(20);
    for (const [id, file] of routeModules) {
      const preloads = assets.modulePreloads?.[file] ?? [];
      expect(preloads.length, `${id}: ${file}`).toBeGreaterThan(0);
      expect(preloads[0], file).toMatch(new RegExp(`/assets/${path.basename(file, '.tsx')}-[\\w-]+\\.js$`));
      expect(preloads).not.toContain(entry);
    }
  });

  it('preloads with each lazy route its message groups’ catalogs and the kit’s labels they bring', () => {
    const keys = [...routeCatalogs.values()].flat();
    // The check itself works: the checkout brings the date picker's labels.
    expect(routeCatalogs.get('ro:checkout')).toContain('../ui/src/intl/datePicker/ro.json');
    expect(keys.filter((key) => !assets.modulePreloads?.[key]?.length)).toEqual([]);
  });

  it('ships every catalog precompiled, the message groups’ too: the browser has no parser for a string', () => {
    const catalogs = Object.keys(manifest).filter((key) => /^src\/i18n\/messages\/(?:\w+\/)?[a-z]{2}\.json$/.test(key));
    // The first-load catalogs and every group's (a group named in camelCase, `signIn`, among them).
    expect(catalogs.length).toBeGreaterThan(40);
    expect(catalogs).toContain('src/i18n/messages/signIn/ro.json');
    const strings = catalogs.filter(
      (key) => !readFileSync(path.join(outDir, manifest[key]!.file), 'utf8').includes('JSON.parse('),
    );
    expect(strings).toEqual([]);
  });

  it(`stays within ${FIRST_LOAD_BUDGET} bytes gzipped`, () => {
    const sizes = files.map((file) => ({
      file: path.basename(file),
      gzip: gzipSync(readFileSync(file), { level: 9 }).length,
    }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(total, JSON.stringify(sizes, null, 1)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it.each(['/menu/rulouri', '/product/philadelphia-clasic', '/menu', '/checkout'])(
    '%s also loads its dialogs and date picker only when first needed',
    (pathname) => {
      const modules = modulesOf(firstLoadOf(pathname));
      expect(modules.some((source) => source.includes('src/pages/'))).toBe(true);
      expect(modules.filter((source) => LATER_OR_NEVER.some((banned) => source.includes(banned)))).toEqual([]);
    },
  );

  it('leaves the overlays, the date picker, the message parser, the icon drawings and other locales out', () => {
    const modules = modulesOf(files);
    // The check itself works: the router and react-intl are there, by the same kind of path.
    expect(modules.some((source) => source.includes('node_modules/react-router/'))).toBe(true);
    expect(modules.some((source) => source.includes('@formatjs/icu-messageformat-parser/no-parser.js'))).toBe(true);
    expect(modules.some((source) => source.endsWith('src/stylisWithoutPrefixer.ts'))).toBe(true);
    expect(modules.filter((source) => LATER_OR_NEVER.some((banned) => source.includes(banned)))).toEqual([]);
  });

  it('brings the search (@nori/core/search and MiniSearch, ~6 kB gzip) with the menu pages only', () => {
    const isSearch = (source: string) =>
      source.includes('node_modules/minisearch/') || source.endsWith('core/src/search.ts');
    for (const pathname of ['/', '/product/philadelphia-clasic', '/checkout']) {
      expect(modulesOf(firstLoadOf(pathname)).filter(isSearch), pathname).toEqual([]);
    }
    // The menu renders a search's results on the server, so hydrating them needs the search at once.
    for (const pathname of ['/menu', '/menu/rulouri']) {
      expect(modulesOf(firstLoadOf(pathname)).filter(isSearch), pathname).toHaveLength(2);
    }
  });

  it('reads Chișinău time without time-zone code where no order time is chosen (@date-fns/tz at checkout only)', () => {
    const isSlotCode = (source: string) =>
      source.includes('node_modules/@date-fns/tz/') || source.endsWith('core/src/slots.ts');
    for (const pathname of ['/', '/menu/rulouri', '/product/philadelphia-clasic']) {
      expect(modulesOf(firstLoadOf(pathname)).filter(isSlotCode), pathname).toEqual([]);
    }
    // The check itself works: the checkout has the clock and the slots, by the same kind of path.
    const checkout = modulesOf(firstLoadOf('/checkout'));
    expect(checkout.some((source) => source.endsWith('core/src/time.ts'))).toBe(true);
    expect(checkout.filter(isSlotCode).length).toBeGreaterThan(0);
  });

  it('leaves the checkout’s store to the pages that use it (useCheckout), and they have it', () => {
    // The store, its models (stores/checkout/: the form, the terms, placement, payment, analytics, storage)
    // and the rules they run, the order's quote (delivery, bonuses) among them.
    const isCheckoutCode = (source: string) =>
      source.includes('src/stores/checkout/') ||
      [
        'src/stores/CheckoutStore.ts',
        'src/stores/checkoutForm.ts',
        'src/stores/orderTime.ts',
        'core/src/quote.ts',
      ].some((file) => source.endsWith(file));
    for (const pathname of ['/', '/menu/rulouri', '/product/philadelphia-clasic']) {
      const modules = modulesOf(firstLoadOf(pathname));
      expect(modules.filter(isCheckoutCode), pathname).toEqual([]);
    }
    const checkout = modulesOf(firstLoadOf('/checkout'));
    expect(checkout.some((source) => source.endsWith('src/stores/CheckoutStore.ts'))).toBe(true);
    expect(checkout.some((source) => source.endsWith('src/stores/checkout/OrderPlacement.ts'))).toBe(true);
    expect(checkout.some((source) => source.endsWith('core/src/quote.ts'))).toBe(true);
  });

  it('hydrates the home page’s shelves, the footer and the error page later, and signs in with its own store', () => {
    // Each is a part of its own (deferHydration) or created on first use (useAuth): none is in the first load.
    const later = [
      'src/pages/HomeShelves.tsx',
      'ui/src/components/ProductCard/',
      'ui/src/components/PromotionCard/',
      'src/app/layouts/Footer.tsx',
      'src/app/RouteError.tsx',
      'src/features/build-update/BuildUpdateToast.tsx',
      'src/stores/AuthStore.ts',
    ];
    const modules = modulesOf(files);
    // The check itself works: the home page's own module and the part's wrapper are there.
    expect(modules.some((source) => source.endsWith('src/pages/HomePage.tsx'))).toBe(true);
    expect(modules.some((source) => source.endsWith('src/app/deferHydration.tsx'))).toBe(true);
    expect(modules.filter((source) => later.some((part) => source.includes(part)))).toEqual([]);
  });

  it('opens the cart drawer without the checkout’s store: the cart does not use it', () => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit('src/features/cart/CartDrawer.tsx');
    const modules = modulesOf([...files].map((file) => path.join(outDir, file)));
    expect(modules.some((source) => source.endsWith('src/features/cart/CartDrawer.tsx'))).toBe(true);
    expect(modules.filter((source) => source.includes('src/stores/checkout') || /CheckoutStore/.test(source))).toEqual(
      [],
    );
  });

  it('carries no preload lists: the app’s imports take theirs from the build’s lists file, which the server’s match', () => {
    // Vite would write, beside each dynamic import, the chunks to preload with it (app/preloadLists.ts).
    for (const file of files) expect(readFileSync(file, 'utf8'), path.basename(file)).not.toContain('__vite__mapDeps');
    const [listsFile] = readdirSync(path.join(outDir, 'assets')).filter((name) => /^preloads-\w+\.json$/.test(name));
    expect(listsFile).toBeDefined();
    const lists = JSON.parse(readFileSync(path.join(outDir, 'assets', listsFile!), 'utf8')) as Record<string, string[]>;
    expect(lists).toEqual(assets.modulePreloads);
    // The menu page: its own chunk first, then the chunks it imports, which the browser requests at once.
    const menu = lists['src/pages/MenuPage.tsx']!;
    expect(menu[0]).toMatch(/^\/assets\/MenuPage-[\w-]+\.js$/);
    expect(menu.length).toBeGreaterThan(5);
    // Each module the first load imports lazily is imported with its key (`lazyImport('<key>', …)`), catalogs
    // (they import nothing) and the entry's own three steps (all in the first load) aside.
    const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const entrySteps = new Set(manifest['src/entry-client.tsx']!.dynamicImports);
    const lazy = Object.entries(manifest).filter(
      ([key, chunk]) =>
        chunk.isDynamicEntry &&
        !key.endsWith('.json') &&
        !entrySteps.has(key) &&
        text.includes(`/${path.basename(chunk.file)}`),
    );
    expect(lazy.length).toBeGreaterThan(20);
    expect(lazy.filter(([key]) => !text.includes(key)).map(([key]) => key)).toEqual([]);
  });
});
