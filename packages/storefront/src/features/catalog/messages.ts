import { defineMessage, defineMessages } from 'react-intl';

export const catalogMessages = defineMessages({
  searchLabel: {
    id: 'catalog.search.label',
    defaultMessage: 'Search the menu',
    description: 'Menu search field label (visually hidden)',
  },
  searchPlaceholder: {
    id: 'catalog.search.placeholder',
    defaultMessage: 'Roll, salmon, miso…',
    description: 'Menu search field placeholder: example words',
  },
  filters: { id: 'catalog.filters.open', defaultMessage: 'Filters', description: 'Button opening the filters modal' },
  filtersTitle: { id: 'catalog.filters.title', defaultMessage: 'Filters', description: 'Filters modal title' },
  filtersTags: {
    id: 'catalog.filters.tags',
    defaultMessage: 'Show only',
    description: 'Filters modal: heading over the tag checkboxes',
  },
  filtersSort: {
    id: 'catalog.filters.sort',
    defaultMessage: 'Sort',
    description: 'Filters modal: heading over the sort options',
  },
  sortDefault: {
    id: 'catalog.filters.sortDefault',
    defaultMessage: 'As on the menu',
    description: 'Sort option: catalog order',
  },
  sortPriceAsc: {
    id: 'catalog.filters.sortPriceAsc',
    defaultMessage: 'Cheapest first',
    description: 'Sort option: price ascending',
  },
  sortPriceDesc: {
    id: 'catalog.filters.sortPriceDesc',
    defaultMessage: 'Most expensive first',
    description: 'Sort option: price descending',
  },
  apply: { id: 'catalog.filters.apply', defaultMessage: 'Show dishes', description: 'Filters modal: apply button' },
  reset: {
    id: 'catalog.filters.reset',
    defaultMessage: 'Reset',
    description: 'Filters modal and empty results: clear filters and search',
  },
  categories: {
    id: 'catalog.categories.open',
    defaultMessage: 'Categories',
    description: 'Button opening the menu drawer with categories',
  },
  categoriesTitle: {
    id: 'catalog.categories.title',
    defaultMessage: 'Menu categories',
    description: 'Menu drawer title',
  },
  categoriesNav: {
    id: 'catalog.categories.nav',
    defaultMessage: 'Menu categories',
    description: 'aria-label of the category navigation landmarks',
  },
  wholeMenu: {
    id: 'catalog.categories.all',
    defaultMessage: 'Whole menu',
    description: 'Link to the whole menu in category lists',
  },
  nothingFound: {
    id: 'catalog.results.none',
    defaultMessage: 'Nothing matches. Try another word or fewer filters.',
    description: 'Menu: no product matches the search and filters',
  },
  emptyCategory: {
    id: 'catalog.results.emptyCategory',
    defaultMessage: 'There is nothing in this category right now.',
    description: 'Category page without products',
  },
  popular: {
    id: 'catalog.home.popular',
    defaultMessage: 'Popular dishes',
    description: 'Home: heading over bestsellers',
  },
  categoriesHeading: {
    id: 'catalog.home.categories',
    defaultMessage: 'Menu',
    description: 'Home: heading over category tiles',
  },
  seeAll: { id: 'catalog.home.seeAll', defaultMessage: 'See the whole menu', description: 'Home: link to the menu' },
});

/** The allergen filter's words (message group `menu`); the allergens' names are in shared/allergens.ts. */
export const allergenFilterMessages = defineMessages({
  legend: {
    id: 'catalog.allergens.legend',
    defaultMessage: 'Hide dishes with',
    description:
      'Filters modal: heading over the allergen checkboxes (each checked allergen hides the dishes listing it)',
  },
  note: {
    id: 'catalog.allergens.note',
    defaultMessage:
      'By the allergens the restaurant lists. Traces may remain: with a serious allergy, ask us before ordering.',
    description: 'Filters modal: under the allergen checkboxes, what the filter can and cannot promise',
  },
});

export const resultCount = defineMessage<{ count: number }>({
  id: 'catalog.results.count',
  defaultMessage: '{count, plural, one {# dish} other {# dishes}}',
  description: 'Menu: how many products match the search and filters',
});

export const categoryProductCount = defineMessage<{ count: number }>({
  id: 'catalog.category.count',
  defaultMessage: '{count, plural, one {# dish} other {# dishes}}',
  description: 'Category tile: how many products it has',
});

export const categoryDescription = defineMessage<{ category: string }>({
  id: 'catalog.category.description',
  defaultMessage: '{category} with delivery across Chișinău: prices, weight and ingredients.',
  description: 'Meta description of a category page',
});
