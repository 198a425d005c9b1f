/**
 * Helpers for the admin stories' `play` functions: the app's words in the story's language (from the app's
 * own catalogs), so one assertion holds in ro, ru, en and uk alike.
 */
import type { StoryContext } from '@storybook/react-vite';
import { createIntl, createIntlCache } from 'react-intl';
import { catalogs } from '../../packages/admin/src/i18n/messages';
import { adminLocale } from './AdminStory';

const cache = createIntlCache();

/** The back office's message `id` in the story's language, as the screen shows it. */
export const say = (
  context: Pick<StoryContext, 'globals' | 'parameters'>,
  id: string,
  values?: Record<string, string | number>,
): string => {
  const locale = adminLocale(context);
  return createIntl({ locale, messages: catalogs[locale], defaultLocale: 'ro' }, cache).formatMessage({ id }, values);
};

/**
 * Long enough for the app's first render on a cold Vite server under the whole suite's load: in fresh-clone
 * runs at a load average of 10–11 (2026-11-25), the Reports screen's stories failed twice each at 10 s, and its
 * first story (Default, on the nori brand) twice at 20 s. Within the stories' test timeout (vitest.workspace.ts).
 */
export const ADMIN_TIMEOUT = { timeout: 45_000 };
