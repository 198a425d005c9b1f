import type { IconName } from '../Icon/icons';

/**
 * The 14 allergens of EU Regulation 1169/2011, Annex II, in the Regulation's order, as codes (the same
 * codes as `ALLERGENS` of `@nori/core/catalog`, which the API sends), each with its icon. Their names are
 * the app's words: the kit draws, the app names.
 */
export const allergenIcons = {
  gluten: 'allergen-gluten',
  crustaceans: 'allergen-crustaceans',
  eggs: 'allergen-eggs',
  fish: 'allergen-fish',
  peanuts: 'allergen-peanuts',
  soybeans: 'allergen-soybeans',
  milk: 'allergen-milk',
  nuts: 'allergen-nuts',
  celery: 'allergen-celery',
  mustard: 'allergen-mustard',
  sesame: 'allergen-sesame',
  sulphites: 'allergen-sulphites',
  lupin: 'allergen-lupin',
  molluscs: 'allergen-molluscs',
} as const satisfies Record<string, IconName>;

export type AllergenCode = keyof typeof allergenIcons;

export const allergenCodes = Object.keys(allergenIcons) as AllergenCode[];

/** The icon of an allergen; undefined for a code the kit does not know (a newer API): its name still shows. */
export const allergenIcon = (code: string): IconName | undefined =>
  Object.hasOwn(allergenIcons, code) ? allergenIcons[code as AllergenCode] : undefined;
