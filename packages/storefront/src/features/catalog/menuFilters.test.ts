import { describe, expect, it } from 'vitest';
import type { CatalogCategory, CatalogProduct } from './catalogProduct';
import {
  activeFilterCount,
  EMPTY_QUERY,
  filterMenu,
  filterProducts,
  matchesSearch,
  menuSearchParams,
  parseMenuQuery,
} from './menuFilters';

const product = (
  id: number,
  name: string,
  price: number,
  tags: CatalogProduct['tags'] = [],
  description = '',
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
  image: { url: '', srcset: '', width: 640, height: 480 },
});

const philadelphia = product(1, 'Philadelphia clasic', 139, ['hit'], 'Somon, cremă de brânză');
const dragon = product(2, 'Dragon roșu', 165, ['spicy'], 'Crevete tempura, ton');
const tuna = product(3, 'Spicy tuna', 149, ['spicy', 'new'], 'Ton, sos picant');
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
      sort: 'price-desc',
    });
  });

  it('ignores unknown tags and sorts, so an old link still opens', () => {
    expect(parseMenuQuery(new URLSearchParams('tags=spicy,gluten-free&sort=cheapest'))).toEqual({
      q: '',
      tags: ['spicy'],
      sort: null,
    });
  });

  it('writes one URL per filter and keeps other parameters', () => {
    const params = menuSearchParams(
      { q: ' roll ', tags: ['new', 'spicy'], sort: 'price-asc' },
      new URLSearchParams('utm_source=fb&q=old'),
    );
    expect(params.toString()).toBe('utm_source=fb&q=roll&tags=spicy%2Cnew&sort=price-asc');
    expect(menuSearchParams(EMPTY_QUERY, new URLSearchParams('q=x&tags=hit')).toString()).toBe('');
  });

  it('round-trips', () => {
    const query = { q: 'somon', tags: ['vegetarian' as const], sort: 'price-asc' as const };
    expect(parseMenuQuery(menuSearchParams(query))).toEqual(query);
  });

  it('counts tags and the sort as active filters', () => {
    expect(activeFilterCount({ q: 'x', tags: ['hit', 'new'], sort: 'price-asc' })).toBe(3);
    expect(activeFilterCount(EMPTY_QUERY)).toBe(0);
  });
});

describe('search', () => {
  it('finds words in the name or the description, ignoring case and diacritics', () => {
    expect(matchesSearch(salad, 'SALATA')).toBe(true);
    expect(matchesSearch(philadelphia, 'branza')).toBe(true);
    expect(matchesSearch(dragon, 'dragon rosu')).toBe(true);
    expect(matchesSearch(dragon, 'dragon verde')).toBe(false);
  });

  it('matches Cyrillic regardless of case and ё', () => {
    expect(matchesSearch(product(5, 'Ёжик в тумане', 1), 'ЕЖИК')).toBe(true);
  });
});

describe('filters and sort', () => {
  it('keeps products carrying every chosen tag', () => {
    expect(filterProducts(menu[0]!.products, { ...EMPTY_QUERY, tags: ['spicy'] }).map((p) => p.id)).toEqual([2, 3]);
    expect(filterProducts(menu[0]!.products, { ...EMPTY_QUERY, tags: ['spicy', 'new'] }).map((p) => p.id)).toEqual([3]);
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
