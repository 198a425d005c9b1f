import { ServerStyleSheet } from 'styled-components';

/** Rules kept at most; past it the cache starts again (a styled value taken from data could make names without end). */
const MAX_ENTRIES = 4_000;

/**
 * styled-components' CSS, compiled once per class for the life of the server instead of once per request.
 *
 * Each request renders into a new `ServerStyleSheet`, so for every styled component on the page
 * styled-components asks the sheet whether it has the component's class (`hasNameForId`) and, as a new
 * sheet never has, runs stylis to compile the component's CSS for it: ~22 % of a rendered page's CPU
 * (issue 18). A class name is the hash of its component and its CSS, so a class compiled once compiles to the
 * same rules forever; the sheets this cache hands out answer "known" for a class compiled by an earlier
 * request and copy its rules in, which is what styled-components would have inserted. Each page's styles stay
 * the page's own: only the classes it rendered reach its `<style>`. A global style (`createGlobalStyle`) that
 * follows the theme is compiled for every request, as before: styled-components never asks the sheet about it.
 */
export function createStyleCache(maxEntries = MAX_ENTRIES) {
  const compiled = new Map<string, string[]>();
  const keyOf = (id: string, name: string) => `${id} ${name}`;
  return {
    /** Classes compiled so far. */
    get size() {
      return compiled.size;
    },
    /** A sheet for one request, answering from (and adding to) the classes compiled before. */
    sheet(): ServerStyleSheet {
      const sheet = new ServerStyleSheet();
      const { instance } = sheet;
      const hasName = instance.hasNameForId.bind(instance);
      const insert = instance.insertRules.bind(instance);
      instance.hasNameForId = (id, name) => {
        if (hasName(id, name)) return true;
        const rules = compiled.get(keyOf(id, name));
        if (!rules) return false;
        insert(id, name, rules);
        return true;
      };
      instance.insertRules = (id, name, rules) => {
        if (compiled.size >= maxEntries) compiled.clear();
        compiled.set(keyOf(id, name), rules);
        insert(id, name, rules);
      };
      return sheet;
    },
  };
}
