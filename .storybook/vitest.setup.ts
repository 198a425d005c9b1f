import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { composeStory } from 'storybook/preview-api';
import { afterAll, inject } from 'vitest';
import { commands } from 'vitest/browser';
import * as projectAnnotations from './preview';

// Stories run with reduced motion (the projects' browser context asks for it): an endless animation (a
// spinner, a shimmer, a pulsing ring) keeps the browser drawing frames for as long as its story is on the page.
// A story tagged `motion` checks its animation: it runs with motion allowed in one brand's project and reduced
// in the other (`storyMotion`, vitest.workspace.ts), so both sides of its check are tested.
// What the page has now: unknown at a file's start (the setup runs again for each file), so the first story says it.
let reduced: boolean | undefined;
async function motionFor(tags: readonly string[]) {
  const wanted = !(tags.includes('motion') && inject('storyMotion'));
  if (wanted === reduced) return;
  reduced = wanted;
  await commands.setReducedMotion(wanted);
}

// The axe rules whose outcome depends on how a brand paints the same DOM: colours against their background,
// a link told apart from its text, and sizes and overflow, which fonts and spacing change. A project told to
// check only these (`axeRules: 'theme'`, vitest.workspace.ts) leaves the rest to the first brand's project.
const THEME_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];
const axeOptions = inject('axeRules') === 'theme' ? { runOnly: { type: 'rule', values: THEME_RULES } } : {};

// Apply the project's annotations (decorators, globals, a11y in error mode) to the story tests.
setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  { beforeEach: async ({ tags }) => motionFor(tags), parameters: { a11y: { options: axeOptions } } },
]);

// The files of a project share one frame (isolate: false), and Storybook unmounts a story only when the next one
// renders: without this, the last story of the last file stays mounted, with its timers, streams and animations,
// until the whole run ends. Loading a story that has nothing runs the previous story's clean-ups (its unmount
// among them), as rendering the next story would.
const nothing = composeStory({ render: () => null }, { title: 'Nothing' }, {}, {});
afterAll(async () => {
  await nothing.load();
  await motionFor([]);
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates `prefers-reduced-motion: reduce` (true) or no preference (false) for the page. */
    setReducedMotion: (reduce: boolean) => Promise<void>;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether stories tagged `motion` run with motion allowed in this project. */
    storyMotion: boolean;
    /** Which axe rules this project's stories check: every one, or those a brand's theme can change. */
    axeRules: 'all' | 'theme';
  }
}
