import type { KitLabels } from '@nori/ui';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { hasWords as wordsIn, intlFor, kitLabelsFor, loadMessageGroups, localeOfTag, type MessageGroup } from './intl';
import type { Locale } from './locales';

/**
 * The `intl` of a page or an overlay that speaks message groups (i18n/intl.ts): the app's language with the
 * groups once they are here, else `fallback`'s (the route's language, whose groups its lazy load fetched),
 * else the language shown before (an overlay open across a language switch keeps its words until the new
 * ones arrive), else the app's own `intl`. The app's language's groups are asked for whenever it
 * changes, so a group that failed to load comes with the next language change (spec §8); `active: false`
 * asks for nothing yet (an overlay not opened so far). `settled`: the words are here, or their load for the
 * app's language has ended (a failure included). `kit`: the kit's labels beyond its core that the groups'
 * parts render (`MESSAGE_GROUP_KIT_PARTS`), in the same language as `intl`'s words (none: they need none, or
 * the groups are not in hand).
 */
export function useMessageGroups(
  groups: readonly MessageGroup[],
  { fallback = null, active = true }: { fallback?: Locale | null; active?: boolean } = {},
): { intl: IntlShape; kit?: KitLabels; settled: boolean } {
  const outer = useIntl();
  const shown = localeOfTag(outer.locale);
  // The last language the words were shown in; and the last one whose load ended.
  const [before, setBefore] = useState<Locale | null>(null);
  // A new object each time, so that a load ending in the same language as the last one still renders again.
  const [tried, setTried] = useState<{ locale: Locale } | null>(null);
  useEffect(() => {
    if (!active || !shown || !groups.length) return;
    let current = true;
    // In hand already: nothing to load, and nothing to render again.
    if (!wordsIn(groups, shown)) {
      void loadMessageGroups(groups, shown).then(() => {
        if (current) setTried({ locale: shown });
      });
    }
    return () => {
      current = false;
    };
  }, [active, groups, shown]);
  // Without groups of its own, a part speaks the words around it (a page's groups, for a modal of the page).
  if (!groups.length) return { intl: outer, settled: true };
  const locale = [shown, fallback, before].find((code) => wordsIn(groups, code));
  // Another language is shown now: the words stay in this one until the new one's come. Remembered as the
  // component renders (state from the previous render), so that even the first render in the new language
  // keeps them: a part hydrated on the server's words never shows a frame without words.
  if (locale && locale !== before) setBefore(locale);
  return {
    intl: locale ? intlFor(locale, groups) : outer,
    kit: locale ? kitLabelsFor(locale, groups) : undefined,
    settled: locale !== undefined || tried?.locale === shown,
  };
}
