/**
 * The allergens' names (EU Regulation 1169/2011, Annex II) in the shop's words, for the product page and
 * the menu's filter. The codes are the API's (`ALLERGENS` of `@nori/core/catalog`, in the Regulation's order); the kit draws their
 * icons (`AllergenList`) and the names come from here. Message group `allergens`: only the pages that show
 * them load these words.
 */
import type { AllergenCode, AllergenListItem } from '@nori/ui';
import { defineMessages, type IntlShape } from 'react-intl';
import type { Allergen } from '../api';

// The kit knows exactly the API's codes: this fails to compile when either list gains one the other lacks.
const sameCodes: [Allergen, AllergenCode] extends [AllergenCode, Allergen] ? true : never = true;
void sameCodes;

export const allergenMessages = defineMessages({
  gluten: {
    id: 'allergen.gluten',
    defaultMessage: 'Gluten',
    description: 'Allergen (EU 1169/2011 Annex II: cereals containing gluten), on a chip and a filter',
  },
  crustaceans: { id: 'allergen.crustaceans', defaultMessage: 'Crustaceans', description: 'Allergen: shrimp, crab' },
  eggs: { id: 'allergen.eggs', defaultMessage: 'Eggs', description: 'Allergen' },
  fish: { id: 'allergen.fish', defaultMessage: 'Fish', description: 'Allergen' },
  peanuts: { id: 'allergen.peanuts', defaultMessage: 'Peanuts', description: 'Allergen' },
  soybeans: { id: 'allergen.soybeans', defaultMessage: 'Soybeans', description: 'Allergen: soy, soy sauce, tofu' },
  milk: { id: 'allergen.milk', defaultMessage: 'Milk', description: 'Allergen: milk and dairy (lactose)' },
  nuts: {
    id: 'allergen.nuts',
    defaultMessage: 'Tree nuts',
    description: 'Allergen (Annex II "nuts": almonds, hazelnuts, walnuts… — not peanuts)',
  },
  celery: { id: 'allergen.celery', defaultMessage: 'Celery', description: 'Allergen' },
  mustard: { id: 'allergen.mustard', defaultMessage: 'Mustard', description: 'Allergen' },
  sesame: { id: 'allergen.sesame', defaultMessage: 'Sesame', description: 'Allergen: sesame seeds' },
  sulphites: {
    id: 'allergen.sulphites',
    defaultMessage: 'Sulphites',
    description: 'Allergen (Annex II: sulphur dioxide and sulphites)',
  },
  lupin: { id: 'allergen.lupin', defaultMessage: 'Lupin', description: 'Allergen' },
  molluscs: { id: 'allergen.molluscs', defaultMessage: 'Molluscs', description: 'Allergen: mussels, squid, octopus' },
} satisfies Record<Allergen, unknown>);

/**
 * The allergens as the kit lists them, named in the page's language. A code this shop does not know yet
 * (a newer API) is shown by its code rather than dropped: leaving an allergen out is the one thing not to do.
 */
export function allergenItems(intl: IntlShape, codes: readonly string[]): AllergenListItem[] {
  return codes.map((code) => ({
    code: code as AllergenCode,
    label: code in allergenMessages ? intl.formatMessage(allergenMessages[code as Allergen]) : code,
  }));
}
