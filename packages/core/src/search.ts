/**
 * Text search over a list of named things (the menu's products), written once for the API and the shop (issue 12).
 * Words are folded to one Latin skeleton before MiniSearch 7 indexes and matches them, so case, accents and
 * script do not count ("filadelfia", "Philadelphia", "Філадельфія" are one word); the last word matches as a
 * prefix while one types, a word of five letters or more forgives one typo, and names rank above descriptions,
 * exact matches above typos. Imported as `@nori/core/search`, apart from `@nori/core`: only pages that search
 * load MiniSearch (~6 kB gzip).
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';

/** What one item is found by. */
export interface SearchText {
  /** The name shown; matches here rank first. */
  name: string;
  /** Other names it goes by, such as its name in the other languages; they rank below the name. */
  aliases?: readonly string[];
  /** Longer text (the ingredients); matches here rank below any name. */
  description?: string;
}

export interface Search<T> {
  /**
   * The items that match every word of `query`, best first (ties keep the list's order). A query with no
   * letters or digits in it ('', '  ', '!?') filters nothing: every item, in the list's order.
   */
  search(query: string): T[];
}

/** Folded words this long or longer forgive one typo: shorter ones would find too much ("vita" → "with"). */
export const TYPO_MIN_LENGTH = 5;

/**
 * How much each field counts. A name outweighs the description enough that a word in a name beats the same
 * word in a description even when the description says it twice, or the name matched only with a typo.
 */
const FIELD_BOOST = { name: 6, aliases: 2, description: 1 };

/** A match through a swapped pair of letters counts like MiniSearch's own one-edit matches (its default 0.45). */
const TYPO_WEIGHT = 0.45;

/**
 * Cyrillic (Russian and Ukrainian) to Latin, letter by letter, after accents are gone (so й, ї and ё arrive as
 * и, і and е). Spelt the way the shop's Latin names are: ж as the Romanian j, я and ю as ia and iu, the soft and
 * hard signs dropped.
 */
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'j', з: 'z', и: 'i', і: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'iu', я: 'ia',
}; // prettier-ignore

/**
 * Latin spellings of one sound, made one, in order. Both sides of a match go through them, so they need only be
 * consistent, not correct: Philadelphia and Филадельфия meet at "filadelfia", ciorbă and чорба at "chorba".
 */
const SPELLINGS: readonly [RegExp, string][] = [
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/kh/g, 'h'],
  [/zh/g, 'j'],
  // Romanian ș, Cyrillic ш and English sh.
  [/sh/g, 's'],
  [/ck/g, 'k'],
  // Romanian ce, ci sound as че, чи; before another vowel the i or e is silent (ciorbă, ceai).
  [/c(?=[ei])/g, 'ch'],
  [/ch[ei](?=[aou])/g, 'ch'],
  [/c(?!h)/g, 'k'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/x/g, 'ks'],
  [/y/g, 'i'],
  // classic and классик, тунец and tunets: doubled letters once.
  [/(\p{L})\1+/gu, '$1'],
];

const APOSTROPHES = /['’ʼ`]/g;

/**
 * One word or text as search compares it: lower case, no accents (ă â î ș ț, й ї ё), Cyrillic spelt in Latin,
 * and one spelling for sounds written several ways. `foldForSearch('Філадельфія') === foldForSearch('Philadelphia')`.
 */
export function foldForSearch(text: string): string {
  let folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(APOSTROPHES, '');
  folded = folded.replace(/[\u0430-\u044f\u0454\u0456\u0491]/g, (letter) => CYRILLIC[letter] ?? letter);
  for (const [pattern, replacement] of SPELLINGS) folded = folded.replace(pattern, replacement);
  return folded;
}

/**
 * The words of a text: runs of letters and digits; an apostrophe inside a word is part of it (м'ясо), any
 * other punctuation or symbol separates (Tom-yum, Ceai/Lapte).
 */
function words(text: string): string[] {
  return text.replace(APOSTROPHES, '').split(/[^\p{L}\p{M}\p{N}]+/u);
}

/** The folded words of a query, as search matches them; none means the query filters nothing. */
export function searchTerms(query: string): string[] {
  return words(query)
    .map(foldForSearch)
    .filter((term) => term.length > 0);
}

/** The word with one pair of neighbouring letters swapped, each way: the typo Levenshtein counts as two. */
function transpositions(term: string): string[] {
  const swapped = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] === term[i + 1]) continue;
    swapped.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...swapped];
}

/**
 * One word of the query: itself, or one edit away (MiniSearch's fuzzy match), or with two letters swapped;
 * the last word also as the start of a longer one, since the shopper may still be typing it.
 */
function termQuery(term: string, index: number, terms: readonly string[]): Query {
  const prefix = index === terms.length - 1;
  if (term.length < TYPO_MIN_LENGTH) return { queries: [term], prefix, fuzzy: false };
  return {
    combineWith: 'OR',
    queries: [
      { queries: [term], prefix, fuzzy: 1 },
      { queries: transpositions(term), prefix, fuzzy: false, boostTerm: () => TYPO_WEIGHT },
    ],
  };
}

type Indexed = { id: number } & SearchText;

/** A search over `items`, each found by the text `textOf` gives; build it once per list and reuse it. */
export function createSearch<T>(items: readonly T[], textOf: (item: T) => SearchText): Search<T> {
  const index = new MiniSearch<Indexed>({
    fields: ['name', 'aliases', 'description'],
    extractField: (document, field) => {
      const value = document[field as keyof Indexed];
      return Array.isArray(value) ? value.join(' ') : value;
    },
    tokenize: words,
    processTerm: (term) => foldForSearch(term) || null,
  });
  index.addAll(items.map((item, id) => ({ ...textOf(item), id })));

  // The query arrives as folded terms (searchTerms): MiniSearch must take each as it is.
  const options: SearchOptions = {
    combineWith: 'AND',
    boost: FIELD_BOOST,
    tokenize: (term) => [term],
    processTerm: (term) => term,
  };

  return {
    search(query) {
      const terms = searchTerms(query);
      if (terms.length === 0) return [...items];
      return index
        .search({ combineWith: 'AND', queries: terms.map(termQuery) }, options)
        .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
        .map((result) => items[result.id as number] as T);
    },
  };
}
