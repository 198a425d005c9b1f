import { describe, expect, it } from 'vitest';
import type { CatalogCategory, CatalogProduct } from './catalogProduct';
import {
  activeFilterCount,
  EMPTY_QUERY,
  filterMenu,
  filterProducts,
  firstCardImage,
  menuSearchParams,
  parseMenuQuery,
  type MenuQuery,
} from './menuFilters';

const product = (
  id: number,
  name: string,
  price: number,
  tags: CatalogProduct['tags'] = [],
  description = '',
  allergens: CatalogProduct['allergens'] = [],
): CatalogProduct => ({
  id,
  slug: `p${id}`,
  name,
  description,
  price,
  old_price: null,
  weight: 250,
  weight_unit: 'g',
  tags,
  is_available: true,
  category_slug: 'c',
  allergens,
  image: { url: `/images/p${id}.webp`, srcset: '', width: 640, height: 480 },
});

const philadelphia = product(1, 'Philadelphia clasic', 139, ['hit'], 'Somon, cremă de brânză', ['fish', 'milk']);
const dragon = product(2, 'Dragon roșu', 165, ['spicy'], 'Crevete tempura, ton', [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'milk',
]);
const tuna = product(3, 'Spicy tuna', 149, ['spicy', 'new'], 'Ton, sos picant', ['eggs', 'fish', 'mustard']);
// Nothing listed: the restaurant declared none.
const salad = product(4, 'Salată chuka', 69, ['vegetarian'], 'Alge, susan');
const menu: CatalogCategory[] = [
  { id: 1, slug: 'rulouri', name: 'Rulouri', products: [philadelphia, dragon, tuna] },
  { id: 2, slug: 'salate', name: 'Salate', products: [salad] },
];

describe('the menu query in the URL', () => {
  it('reads search, tags and sort', () => {
    expect(parseMenuQuery(new URLSearchParams('q=%20ton%20&tags=new,spicy&sort=price-desc'))).toEqual({
      q: 'ton',
      tags: ['spicy', 'new'],
      without: [],
      sort: 'price-desc',
    });
  });

  it('ignores unknown tags and sorts, so an old link still opens', () => {
    expect(parseMenuQuery(new URLSearchParams('tags=spicy,gluten-free&sort=cheapest'))).toEqual({
      q: '',
      tags: ['spicy'],
      without: [],
      sort: null,
    });
  });

  it('reads the allergens to avoid in the Regulation’s order, ignoring unknown ones', () => {
    expect(parseMenuQuery(new URLSearchParams('without=milk,%20gluten,pineapple,fish')).without).toEqual([
      'gluten',
      'fish',
      'milk',
    ]);
  });

  it('writes one URL per filter and keeps other parameters', () => {
    const params = menuSearchParams(
      { q: ' roll ', tags: ['new', 'spicy'], without: ['milk', 'gluten'], sort: 'price-asc' },
      new URLSearchParams('utm_source=fb&q=old&without=fish'),
    );
    expect(params.toString()).toBe('utm_source=fb&q=roll&tags=spicy%2Cnew&without=gluten%2Cmilk&sort=price-asc');
    expect(menuSearchParams(EMPTY_QUERY, new URLSearchParams('q=x&tags=hit&without=eggs')).toString()).toBe('');
  });

  it('round-trips', () => {
    const query: MenuQuery = {
      q: 'somon',
      tags: ['vegetarian'],
      without: ['crustaceans', 'sesame'],
      sort: 'price-asc',
    };
    expect(parseMenuQuery(menuSearchParams(query))).toEqual(query);
  });

  it('counts tags, allergens avoided and the sort as active filters', () => {
    expect(activeFilterCount({ q: 'x', tags: ['hit', 'new'], without: [], sort: 'price-asc' })).toBe(3);
    expect(activeFilterCount({ ...EMPTY_QUERY, without: ['gluten', 'milk'] })).toBe(2);
    expect(activeFilterCount(EMPTY_QUERY)).toBe(0);
  });
});

describe('search', () => {
  const found = (categories: CatalogCategory[], q: string, rest: Partial<MenuQuery> = {}) =>
    filterMenu(categories, { ...EMPTY_QUERY, ...rest, q }).flatMap((category) => category.products.map((p) => p.name));

  it('finds words in the name or the description, ignoring case and diacritics', () => {
    expect(found(menu, 'SALATA')).toEqual(['Salată chuka']);
    expect(found(menu, 'branza')).toEqual(['Philadelphia clasic']);
    expect(found(menu, 'dragon rosu')).toEqual(['Dragon roșu']);
    expect(found(menu, 'dragon verde')).toEqual([]);
  });

  it('finds a Cyrillic name from a Latin word, and the other way round', () => {
    const ru = [{ ...menu[0]!, products: [product(9, 'Филадельфия классик', 139), product(10, 'Ёжик в тумане', 1)] }];
    expect(found(ru, 'filadelfia')).toEqual(['Филадельфия классик']);
    expect(found(ru, 'ЕЖИК')).toEqual(['Ёжик в тумане']);
    expect(found(menu, 'филадельфия')).toEqual(['Philadelphia clasic']);
  });

  it('forgives a typo and matches the word being typed', () => {
    expect(found(menu, 'philadelpia')).toEqual(['Philadelphia clasic']);
    expect(found(menu, 'chkua')).toEqual(['Salată chuka']);
    expect(found(menu, 'tnua')).toEqual([]); // a word under five letters must be right
    expect(found(menu, 'dra')).toEqual(['Dragon roșu']);
  });

  it('puts the best match first, its category too, unless a price sort is asked for', () => {
    // "ton" is the tuna's and the dragon's ingredient, and the name of a maki in another category.
    const maki = product(6, 'Maki cu ton', 59, [], 'Ton, orez');
    const withMaki: CatalogCategory[] = [...menu, { id: 3, slug: 'maki', name: 'Maki', products: [maki] }];
    expect(found(withMaki, 'ton')).toEqual(['Maki cu ton', 'Dragon roșu', 'Spicy tuna']);
    expect(filterMenu(withMaki, { ...EMPTY_QUERY, q: 'ton' }).map((c) => c.slug)).toEqual(['maki', 'rulouri']);
    expect(found(withMaki, 'ton', { sort: 'price-asc' })).toEqual(['Spicy tuna', 'Dragon roșu', 'Maki cu ton']);
    expect(found(withMaki, 'ton', { tags: ['new'] })).toEqual(['Spicy tuna']);
  });

  it('shows the whole menu for a search with no words in it, and the first card under the search', () => {
    expect(found(menu, '?!')).toEqual(['Philadelphia clasic', 'Dragon roșu', 'Spicy tuna', 'Salată chuka']);
    expect(firstCardImage(menu, new URLSearchParams('q=chuka'))?.src).toBe('/images/p4.webp');
    expect(firstCardImage(menu, new URLSearchParams('q=pizza'))).toBeUndefined();
  });
});

describe('filters and sort', () => {
  it('keeps products carrying every chosen tag', () => {
    expect(filterProducts(menu[0]!.products, { ...EMPTY_QUERY, tags: ['spicy'] }).map((p) => p.id)).toEqual([2, 3]);
    expect(filterProducts(menu[0]!.products, { ...EMPTY_QUERY, tags: ['spicy', 'new'] }).map((p) => p.id)).toEqual([3]);
  });

  it('hides the dishes that list any allergen to avoid, keeping those that list none', () => {
    const without = (...allergens: MenuQuery['without']) =>
      filterMenu(menu, { ...EMPTY_QUERY, without: allergens }).flatMap((c) => c.products.map((p) => p.id));
    expect(without('milk')).toEqual([3, 4]);
    expect(without('fish')).toEqual([4]);
    expect(without('crustaceans', 'mustard')).toEqual([1, 4]);
    expect(without('peanuts')).toEqual([1, 2, 3, 4]);
    // With the other filters: spicy dishes without crustaceans.
    expect(filterProducts(menu[0]!.products, { ...EMPTY_QUERY, tags: ['spicy'], without: ['crustaceans'] })).toEqual([
      tuna,
    ]);
    // The first card (the page's preloaded photo) follows the filter too.
    expect(firstCardImage(menu, new URLSearchParams('without=fish'))?.src).toBe('/images/p4.webp');
  });

  it('sorts by price both ways without touching the input', () => {
    const products = menu[0]!.products;
    expect(filterProducts(products, { ...EMPTY_QUERY, sort: 'price-asc' }).map((p) => p.price)).toEqual([
      139, 149, 165,
    ]);
    expect(filterProducts(products, { ...EMPTY_QUERY, sort: 'price-desc' }).map((p) => p.price)).toEqual([
      165, 149, 139,
    ]);
    expect(products.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('drops categories a filter leaves empty', () => {
    const spicy = filterMenu(menu, { ...EMPTY_QUERY, tags: ['spicy'] });
    expect(spicy.map((c) => c.slug)).toEqual(['rulouri']);
    expect(filterMenu(menu, { ...EMPTY_QUERY, q: 'chuka' }).map((c) => [c.slug, c.products.length])).toEqual([
      ['salate', 1],
    ]);
    expect(filterMenu(menu, EMPTY_QUERY)).toEqual(menu);
  });
});
