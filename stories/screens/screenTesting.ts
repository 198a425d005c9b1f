/**
 * Helpers for the screens' `play` functions: what the screen should say, in the story's locale, so one
 * assertion holds in ro, ru, en and uk alike.
 */
import type { StoryContext } from '@storybook/react-vite';
import type { MessageDescriptor } from 'react-intl';
import type { Product } from '../../packages/storefront/src/api/types';
import { intlFor, messageGroupOf } from '../../packages/storefront/src/i18n/intl';
import { isLocale, type Locale } from '../../packages/storefront/src/i18n/locales';
import { productById } from './fixtures/api';

/** The locale the screen renders in: the toolbar's `locale` global. */
export const storyLocale = ({ globals }: Pick<StoryContext, 'globals'>): Locale =>
  isLocale(globals.locale) ? globals.locale : 'ro';

/**
 * A storefront message in the story's locale (the catalog the screen uses; a message group's words once the
 * screen's route has loaded them).
 */
export const say = (
  context: Pick<StoryContext, 'globals'>,
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string => {
  const group = descriptor.id ? messageGroupOf(descriptor.id) : null;
  return intlFor(storyLocale(context), group ? [group] : []).formatMessage(descriptor, values);
};

/** A fixture product as the API answers it in the story's locale. */
export const fixtureProduct = (context: Pick<StoryContext, 'globals'>, id: number): Product =>
  productById(id, storyLocale(context));

/** Waits long enough for lazy page modules on a cold Vite server. */
export const SCREEN_TIMEOUT = { timeout: 10_000 };
