import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearch, foldForSearch, searchTerms, type SearchText } from './search';

interface Dish {
  slug: string;
  text: SearchText;
}

const dish = (slug: string, name: string, description = '', aliases: string[] = []): Dish => ({
  slug,
  text: { name, description, aliases },
});

/** A menu with names as the shop shows them in each language. */
const menu: Dish[] = [
  dish('philadelphia-ro', 'Philadelphia clasic', 'Somon, cremă de brânză, castravete.'),
  dish('philadelphia-ru', 'Филадельфия классик', 'Лосось, сливочный сыр, огурец.'),
  dish('philadelphia-uk', 'Філадельфія класик', 'Лосось, вершковий сир, огірок.'),
  dish('ciorba', 'Ciorbă de perișoare', 'Supă acrișoară cu perișoare de porc.'),
  dish('sirop', 'Șirop de cătină', 'Cătină, miere, apă.'),
  dish('ceai', 'Ceai verde cu iasomie', 'Ceai verde, flori de iasomie.'),
  dish('wasabi', 'Wasabi', 'Hrean japonez.'),
  dish('tempura', 'Tempura cu somon', 'Somon în aluat tempura, sos unagi.'),
  dish('set', 'Set Party', 'Philadelphia clasic, Spicy tuna, Tempura cu somon.'),
  dish('spicy-tuna', 'Spicy tuna', 'Ton, sos picant.'),
  dish('salmon-en', 'Salmon and mango roll', 'Salmon, mango, rice, nori.'),
  dish('eel-uk', "М'ясо вугра з рисом", 'Вугор, рис, соус унагі.'),
  dish('tom-yum', 'Tom-yum cu crevete', 'Supă thailandeză, picantă.'),
];

const search = createSearch(menu, (item) => item.text);
const find = (query: string) => search.search(query).map((item) => item.slug);

describe('folding words for search', () => {
  it('drops case and accents, Romanian, Russian and Ukrainian alike', () => {
    expect(foldForSearch('CIORBĂ')).toBe(foldForSearch('ciorba'));
    expect(foldForSearch('Șirop')).toBe('sirop');
    expect(foldForSearch('ÎNGHEȚATĂ')).toBe('inghetata');
    expect(foldForSearch('Ёжик')).toBe(foldForSearch('ежик'));
    expect(foldForSearch('Їжак')).toBe(foldForSearch('іжак'));
  });

  it('spells Cyrillic in Latin so that one dish has one word in every script', () => {
    const philadelphia = foldForSearch('Philadelphia');
    expect(foldForSearch('Филадельфия')).toBe(philadelphia);
    expect(foldForSearch('Філадельфія')).toBe(philadelphia);
    expect(foldForSearch('filadelfia')).toBe(philadelphia);
    expect(foldForSearch('сироп')).toBe(foldForSearch('șirop'));
    expect(foldForSearch('чорба')).toBe(foldForSearch('ciorbă'));
    expect(foldForSearch('чай')).toBe(foldForSearch('ceai'));
    expect(foldForSearch('Калифорния')).toBe(foldForSearch('California'));
    expect(foldForSearch('Классик')).toBe(foldForSearch('classic'));
    expect(foldForSearch('васаби')).toBe(foldForSearch('wasabi'));
  });

  it('keeps an apostrophe inside a word (м’ясо) and splits on other punctuation', () => {
    expect(searchTerms("м'ясо")).toEqual([foldForSearch('мясо')]);
    expect(searchTerms('м’ясо')).toEqual([foldForSearch('мясо')]);
    expect(searchTerms('Tom-yum, (picant)!')).toEqual(['tom', 'ium', 'pikant']);
    expect(searchTerms(' \t!?… ')).toEqual([]);
  });

  it('folds text with decomposed accents like the composed one', () => {
    expect(foldForSearch('Ciorba\u0306')).toBe(foldForSearch('Ciorbă'));
    expect(searchTerms('s\u0326irop')).toEqual(['sirop']);
  });

  it('ignores case in any text of the shop’s four languages', () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyzăâîșțабвгґдеєёжзиіїйклмнопрстуфхцчшщъыьэюя'];
    const text = fc
      .array(fc.constantFrom(...letters, ...letters.map((letter) => letter.toUpperCase()), ' ', '-', "'", '1'))
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (text) => {
        expect(foldForSearch(text.toUpperCase())).toBe(foldForSearch(text.toLowerCase()));
      }),
    );
  });
});

describe('search', () => {
  it('finds a Cyrillic name from a Latin query, with or without the accents', () => {
    expect(find('filadelfia')).toEqual(
      expect.arrayContaining(['philadelphia-ro', 'philadelphia-ru', 'philadelphia-uk']),
    );
    expect(find('ciorba')).toEqual(['ciorba']);
    expect(find('Ciorbă')).toEqual(['ciorba']);
    expect(find('sirop')).toEqual(['sirop']);
    expect(find('Philadelphia').slice(0, 3).sort()).toEqual(['philadelphia-ro', 'philadelphia-ru', 'philadelphia-uk']);
  });

  it('finds a Latin name from a Cyrillic query where the words sound alike', () => {
    expect(find('Филадельфия')).toContain('philadelphia-ro');
    expect(find('чорба')).toEqual(['ciorba']);
    expect(find('сироп')).toEqual(['sirop']);
    expect(find('васаби')).toEqual(['wasabi']);
    expect(find('чай')).toEqual(['ceai']);
  });

  it('finds Ukrainian words written with an apostrophe, with or without it', () => {
    expect(find('мясо')).toEqual(['eel-uk']);
    expect(find("м'ясо")).toEqual(['eel-uk']);
  });

  it('forgives one typo in a word of five letters or more', () => {
    expect(find('tempira')).toContain('tempura'); // one letter wrong
    expect(find('tempra')).toContain('tempura'); // one left out
    expect(find('tempuura')).toContain('tempura'); // one too many
    expect(find('tmepura')).toContain('tempura'); // two swapped
    expect(find('filadelfai')).toContain('philadelphia-uk');
  });

  it('does not forgive two typos, or one in a short word', () => {
    expect(find('tmepuar')).toEqual([]);
    expect(find('tona')).toEqual([]);
    expect(find('mongo')).toEqual(['salmon-en']); // five letters: one typo from mango
    expect(find('mnago')).toEqual(['salmon-en']);
    expect(find('mang')).toEqual(['salmon-en']); // a prefix, while typing
    expect(find('mnag')).toEqual([]);
  });

  it('matches the last word as a prefix while typing, the words before it whole', () => {
    expect(find('temp')).toEqual(expect.arrayContaining(['tempura', 'set']));
    expect(find('fila')).toHaveLength(4);
    expect(find('tem cu')).toEqual([]);
    expect(find('tempura cu')).toEqual(['tempura', 'set']);
  });

  it('finds only items with every word, in any field and any order', () => {
    expect(find('somon tempura')).toEqual(['tempura', 'set']);
    expect(find('sos picant ton')).toEqual(['spicy-tuna']);
    expect(find('tempura mango')).toEqual([]);
  });

  it('ranks a name above a description, and an exact word above a typo', () => {
    // "tuna" is the name of one and in the description of the set.
    expect(find('tuna')).toEqual(['spicy-tuna', 'set']);
    // "tempura" names one dish; the set lists it in its description, twice over.
    expect(find('tempura')).toEqual(['tempura', 'set']);
    // A name matched only through a typo (a wrong letter, two swapped) still ranks above a description.
    const ranked = createSearch(
      [
        dish('wrong-letter', 'Tempora'),
        dish('described', 'Roll', 'Tempura, nori.'),
        dish('swapped', 'Tepmura'),
        dish('exact', 'Tempura'),
      ],
      (item) => item.text,
    );
    const order = ranked.search('tempura').map((item) => item.slug);
    expect(order[0]).toBe('exact');
    expect(order.slice(1, 3).sort()).toEqual(['swapped', 'wrong-letter']);
    expect(order[3]).toBe('described');
  });

  it('ranks aliases (other languages’ names) between the name and the description', () => {
    const ranked = createSearch(
      [dish('description', 'Rulou', 'Somon, orez.'), dish('alias', 'Лосось', '', ['Somon']), dish('name', 'Somon', '')],
      (item) => item.text,
    );
    expect(ranked.search('somon').map((item) => item.slug)).toEqual(['name', 'alias', 'description']);
  });

  it('keeps the list’s order for a query with no words, and for ties', () => {
    const all = menu.map((item) => item.slug);
    expect(find('')).toEqual(all);
    expect(find('   ')).toEqual(all);
    expect(find('!?')).toEqual(all);
    const twins = createSearch([dish('a', 'Mochi'), dish('b', 'Mochi'), dish('c', 'Mochi')], (item) => item.text);
    expect(twins.search('mochi').map((item) => item.slug)).toEqual(['a', 'b', 'c']);
  });

  it('ignores punctuation in the query and in the names', () => {
    expect(find('tom yum')).toEqual(['tom-yum']);
    expect(find('tom-yum!')).toEqual(['tom-yum']);
    expect(find('"spicy tuna"')).toEqual(['spicy-tuna', 'set']);
  });

  it('finds nothing for a word in no item', () => {
    expect(find('pizza')).toEqual([]);
    expect(find('tempura pizza')).toEqual([]);
  });

  it('finds English and Russian words among the others', () => {
    expect(find('rice')).toEqual(['salmon-en']);
    expect(find('лосось')).toEqual(['philadelphia-ru', 'philadelphia-uk']);
    expect(find('огурец')).toEqual(['philadelphia-ru']);
  });

  it('answers any text without throwing, each item at most once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (query) => {
        const found = find(query);
        expect(new Set(found).size).toBe(found.length);
      }),
      { numRuns: 200 },
    );
  });
});
