// The list of test projects. vitest.config.ts imports it as `test.projects`
// (Vitest 4 no longer reads a workspace file by itself).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Brands every story is tested in: each story runs (play function and axe) once per brand. */
export const STORY_BRANDS = ['nori', 'wasabi'] as const;

// One project for the stories, run once per brand as browser instances (`storybook:nori`, `storybook:wasabi`):
// instances share the project's Vite server, so each story file, the kit and their dependencies are transformed
// and pre-bundled once for every brand, where a project per brand did it all twice (Vite's transforms are most of
// Vitest's own 1 min 18 s of CPU in a full run, 2026-11-29). Each instance says its brand to the story tests
// through `provide`: the Storybook plugin's initial globals (the toolbar's `brand`), and what axe and motion do.
const storyBrand = (brand: (typeof STORY_BRANDS)[number]) => ({
  browser: 'chromium' as const,
  name: `storybook:${brand}`,
  provide: {
    'storybook/test-initial-globals': { brand },
    // Stories tagged `motion` run with motion allowed in the first brand and reduced in the others.
    storyMotion: brand === STORY_BRANDS[0],
    // axe runs every rule in the first brand, and in the others the rules whose outcome a brand can change: a
    // brand is theme tokens (colours, radii, fonts, shadows, a button's case) over the same DOM, so names,
    // roles, ARIA and structure come out the same in every brand, while contrast and sizes do not (axeRules,
    // .storybook/vitest.setup.ts). storybook:wasabi alone, 2026-11-29, same machine: 155 s with every rule,
    // 135 s with these.
    axeRules: brand === STORY_BRANDS[0] ? ('all' as const) : ('theme' as const),
  },
});

const storyProject: TestProjectInlineConfiguration = {
  extends: true,
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      tags: { exclude: ['no-test'] },
    }),
  ],
  // Pre-bundled up front: discovering these mid-run makes Vite reload and fail the file being tested
  // on a fresh clone, where its dependency cache is empty.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'styled-components',
      '@radix-ui/react-dialog',
      '@radix-ui/react-popover',
      '@radix-ui/react-checkbox',
      '@radix-ui/react-switch',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-tabs',
      '@radix-ui/react-tooltip',
      'react-day-picker',
      'react-day-picker/locale/en-US',
      'react-day-picker/locale/ro',
      'react-day-picker/locale/ru',
      'react-day-picker/locale/uk',
      'date-fns',
      'lucide',
      'simple-icons',
      // The kit's charts (@nori/ui/charts).
      'recharts',
      'storybook/test',
      'msw',
      'msw/browser',
      'msw-storybook-addon',
      // The storefront's screen stories (stories/screens).
      'mobx',
      'mobx-react-lite',
      'react-intl',
      'react-router-dom',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // One page per brand, whatever the run's maxWorkers (vitest.config.ts): the files share it (isolate: false).
      fileParallelism: false,
      provider: playwright({
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
        // With less motion, nothing animates without end (the kit's GlobalStyle cuts every animation to one
        // short run): an endless spinner left on the page kept each brand's Chromium drawing frames, 60 % of a
        // core each, until the whole run ended (issue 28). Stories tagged `motion` change it (vitest.setup.ts).
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: STORY_BRANDS.map(storyBrand),
      commands: {
        setReducedMotion: async ({ page }, reduce: boolean) => {
          await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
        },
      },
    },
    setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
    // Every story file in one frame instead of a new one per file: a new frame loads the preview's
    // annotations, the kit and its dependencies again through Vite (about 1.8 s a file on a quiet 2-core
    // machine, times 79 files, times 2 brands). Both projects alone, 2026-11-28, same machine, one after the
    // other: 424 s isolated (291 s of it set-up) against 168 s shared (16 s), 1,016 tests passing in both,
    // none retried. Storybook's portable stories mount and clean up each story themselves (the render, MSW's
    // handlers, the globals), which is what isolation would otherwise guarantee.
    isolate: false,
    // A file's first story loads its screen's code unbundled through Vite's dev server: 6.5 s of the back
    // office's Reports › Default on a quiet machine (its steps take 0.7 s), past 15 s under CI's load, and 53 s
    // beside a fresh-clone run at a load average of ~10 (2026-11-25); each of its waits is up to ADMIN_TIMEOUT
    // (stories/admin/adminTesting.ts).
    testTimeout: 90_000,
    // See the e2e project's retry.
    retry: 1,
  },
};

export const projects: TestProjectInlineConfiguration[] | string[] = [
  {
    extends: true,
    test: {
      name: 'ui',
      root: path.join(root, 'packages/ui'),
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      // Files share their worker's modules (see the storefront's config): 13.5 s → 7.2 s for the project alone.
      isolate: false,
    },
  },
  storyProject,
  {
    // Journeys in Chromium against the built API, shop and back office (started by the global set-up): each
    // app's own in its package's e2e/ (the shop's harness, `@nori/storefront/e2e`, is the one they share).
    extends: true,
    test: {
      name: 'e2e',
      root,
      include: ['packages/*/e2e/**/*.e2e.ts'],
      environment: 'node',
      globalSetup: ['packages/storefront/e2e/globalSetup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      // Browser tests on a 2-core machine under the whole suite's load: a test that fails is run once more,
      // and fails the run only if it fails again (the report marks the retried ones). Two runs of this suite
      // were each refused for one such failure that passed when run again; what is really broken fails twice.
      retry: 1,
      // What a journey waits for with `expect.poll` (a page the service worker keeps, a list that settles)
      // comes when the browser gets to it, which under the whole suite's load can take seconds, past Vitest's
      // 1 s default. The offline journey failed twice in one fresh-clone run and passes alone, loaded or not;
      // its check that the service worker kept the product page was its one wait without a timeout of its own.
      // A poll that names its own timeout keeps it.
      expect: { poll: { timeout: 10_000 } },
    },
  },
];

export default projects;
