import type { HTMLAttributes, ReactNode } from 'react';
import { Tag } from '../Tag/Tag';
import { allergenIcon, type AllergenCode } from './allergens';
import { Empty, Item, List } from './AllergenList.styles';

export interface AllergenListItem {
  /** The allergen's code (`gluten`, `crustaceans`, …): sets the icon. */
  code: AllergenCode;
  /** Its name in the app's language ("Gluten", "Crustaceans"), shown beside the icon. */
  label: string;
}

export interface AllergenListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The allergens, in the order to show them (the Regulation's, as the API sends them). */
  allergens: readonly AllergenListItem[];
  /**
   * The list's accessible name ("Allergens") when no heading names it; with a heading above, pass
   * `aria-labelledby` with the heading's id instead. @default none
   */
  label?: string;
  /**
   * What shows when there are none, in the app's words: say what is known ("No allergens listed"),
   * never more. @default nothing
   */
  empty?: ReactNode;
}

/**
 * A dish's allergens as a row of quiet chips, each an icon with the allergen's name: the name is always
 * written out (an icon alone is a guessing game, and EU law asks for the name), the icon helps the eye
 * find a known one. A list, so a screen reader says how many there are and reads them one by one; the
 * icons are decoration it skips.
 */
export function AllergenList({ allergens, label, empty, ...rest }: AllergenListProps) {
  if (allergens.length === 0) return empty ? <Empty>{empty}</Empty> : null;
  return (
    // An explicit role: VoiceOver in Safari drops a list's semantics once its bullets are styled away.
    <List role="list" aria-label={label} {...rest}>
      {allergens.map(({ code, label: name }) => (
        <Item key={code} data-allergen={code}>
          <Tag icon={allergenIcon(code)}>{name}</Tag>
        </Item>
      ))}
    </List>
  );
}
